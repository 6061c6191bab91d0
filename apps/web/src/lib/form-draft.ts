/**
 * Drafts of long forms kept in this browser (issue 11 item 4): the lease wizard and the rental
 * application survive a reload or an accidental close. localStorage, JSON, one entry per form and
 * user (key `lintel:draft:<form>:<owner>`); a draft older than DRAFT_MAX_AGE_MS is ignored and removed.
 */
import { useEffect, useRef } from 'react';

const PREFIX = 'lintel:draft:';
/** Drafts expire after 30 days. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface StoredDraft<T> {
  value: T;
  /** ms since the epoch */
  savedAt: number;
}

/** The storage key of `form` for `owner` (a user id, or e.g. an application link's token). */
export function draftKey(form: string, owner: string): string {
  return `${PREFIX}${form}:${owner}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The saved draft, or null when there is none, it cannot be read, or it expired. */
export function readDraft<T>(key: string, now = Date.now()): StoredDraft<T> | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as StoredDraft<T>;
    if (typeof draft.savedAt !== 'number' || now - draft.savedAt > DRAFT_MAX_AGE_MS) {
      clearDraft(key);
      return null;
    }
    return draft;
  } catch {
    clearDraft(key);
    return null;
  }
}

/** Saves `value` (JSON-serialisable); a full storage quota is ignored (the form still works). */
export function writeDraft<T>(key: string, value: T, now = Date.now()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ value, savedAt: now } satisfies StoredDraft<T>));
  } catch {
    // Quota exceeded or storage disabled: nothing to keep.
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(key);
}

/**
 * Saves `value` under `key` whenever it differs from the baseline (the first render's value, so an
 * untouched form leaves no draft). A null key saves nothing. Returns `restart(value)`: clears the
 * draft and makes `value` the new baseline (a form started over).
 */
export function useDraftAutosave<T>(key: string | null, value: T): (baseline: T) => void {
  const baseline = useRef<string | null>(null);
  baseline.current ??= JSON.stringify(value);
  useEffect(() => {
    if (key === null || JSON.stringify(value) === baseline.current) return;
    writeDraft(key, value);
  }, [key, value]);
  return (next: T) => {
    baseline.current = JSON.stringify(next);
    if (key !== null) clearDraft(key);
  };
}
