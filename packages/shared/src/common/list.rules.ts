/**
 * List rules shared by the records screens (spec point 4: "a created item goes first; the widget
 * variant keeps at most N"; spec point 9 sort orders). Pure, so the web's reducers and the tests use them.
 */

/** Spec point 9 sort orders of the records lists (inventory, contacts, documents). */
export const recordSortOptions = ['newest', 'oldest', 'nameAsc', 'nameDesc'] as const;
export type RecordSort = (typeof recordSortOptions)[number];
export const recordSortLabels: Record<RecordSort, string> = {
  newest: 'Newest to old',
  oldest: 'Oldest to new',
  nameAsc: 'A-Z',
  nameDesc: 'Z-A',
};

/**
 * Puts `item` first (spec point 4), dropping an older copy with the same id, and keeps at most
 * `limit` entries when given (the widget variants: 4, or 6 for documents).
 */
export function insertFirst<T extends { id: string }>(list: readonly T[], item: T, limit?: number): T[] {
  const next = [item, ...list.filter((entry) => entry.id !== item.id)];
  return limit === undefined ? next : next.slice(0, limit);
}

/** Replaces the entry with the same id in place; the list is unchanged when it is absent. */
export function replaceById<T extends { id: string }>(list: readonly T[], item: T): T[] {
  return list.map((entry) => (entry.id === item.id ? item : entry));
}

/** The list without the given ids. */
export function removeByIds<T extends { id: string }>(list: readonly T[], ids: readonly string[]): T[] {
  const gone = new Set(ids);
  return list.filter((entry) => !gone.has(entry.id));
}

/** Spec point 4: the 'has items' flag after a deletion ("deleting the last item sets 'no inventory'"). */
export function hasItemsAfterDelete(total: number, deletedCount: number): boolean {
  return total - deletedCount > 0;
}
