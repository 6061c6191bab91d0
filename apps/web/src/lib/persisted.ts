/**
 * Small catalogue lists kept in localStorage so screens can show them before the network answers
 * (spec point 4 "Persisted client state": social media, payment methods). Reading never throws:
 * a missing, unreadable or disabled storage gives the fallback.
 */

/** The stored JSON array at `key`, keeping only the items `isItem` accepts; [] otherwise. */
export function readPersistedList<T>(key: string, isItem: (value: unknown) => value is T): T[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    return [];
  }
}

/** Stores `value` as JSON at `key`; a full or disabled storage is ignored (the list is fetched again). */
export function writePersisted(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: nothing is remembered, the next visit fetches again.
  }
}
