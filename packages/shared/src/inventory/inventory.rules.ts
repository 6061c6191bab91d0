/** Pure inventory list rules (spec point 4 "Inventory"). */
import { hasItemsAfterDelete, insertFirst, removeByIds } from '../common/list.rules.ts';
import { INVENTORY_WIDGET_LIMIT } from './inventory.enums.ts';

/** Spec point 4: a created item goes first; the widget variant keeps at most 4. */
export function addInventoryToList<T extends { id: string }>(list: readonly T[], item: T, variant: 'list' | 'widget' = 'list'): T[] {
  return insertFirst(list, item, variant === 'widget' ? INVENTORY_WIDGET_LIMIT : undefined);
}

export interface InventoryListState<T extends { id: string }> {
  items: T[];
  total: number;
  hasInventory: boolean;
  selectedIds: string[];
}

/**
 * Spec point 4: after a delete (one item or a bulk delete) the items go, the total drops, deleting
 * the last item sets 'no inventory', and a bulk delete clears the selection.
 */
export function afterInventoryDelete<T extends { id: string }>(
  state: InventoryListState<T>,
  deletedIds: readonly string[],
  kind: 'single' | 'bulk',
): InventoryListState<T> {
  const items = removeByIds(state.items, deletedIds);
  const deletedCount = state.items.length - items.length;
  const total = Math.max(0, state.total - deletedCount);
  return {
    items,
    total,
    hasInventory: hasItemsAfterDelete(state.total, deletedCount),
    selectedIds: kind === 'bulk' ? [] : state.selectedIds.filter((id) => !deletedIds.includes(id)),
  };
}

/** Adds or removes one id from a selection (the bulk-delete checkboxes). */
export function toggleSelection(selectedIds: readonly string[], id: string): string[] {
  return selectedIds.includes(id) ? selectedIds.filter((entry) => entry !== id) : [...selectedIds, id];
}
