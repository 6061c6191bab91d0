import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '@lintel/shared';
import { makeItem } from './test-items.ts';
import {
  createInventory,
  deleteInventories,
  deleteInventory,
  fetchInventories,
  fetchInventoryWidget,
} from '../api/inventory-calls.ts';
import {
  initialInventoryState,
  inventoryFiltersChanged,
  inventoryReducer,
  inventorySelectionToggled,
} from './inventory-slice.ts';
import type { InventoryState } from './inventory-slice.ts';

function withList(items: InventoryItem[], total = items.length, state = initialInventoryState): InventoryState {
  const pending = inventoryReducer(state, fetchInventories.pending('r1', { query: {} }));
  return inventoryReducer(
    pending,
    fetchInventories.fulfilled(
      {
        results: items,
        pagination: { page: 1, pageSize: 10, total, totalPages: Math.ceil(total / 10) },
        meta: { hasInventory: total > 0 },
      },
      'r1',
      { query: {} },
    ),
  );
}

describe('inventory slice (spec point 4 "Inventory")', () => {
  it('4: a created item goes first in the list, and the widget keeps at most 4', () => {
    let state = withList([makeItem(), makeItem()]);
    state = inventoryReducer(
      state,
      fetchInventoryWidget.fulfilled([makeItem(), makeItem(), makeItem(), makeItem()], 'w1'),
    );
    const created = makeItem({ name: 'Dishwasher' });
    state = inventoryReducer(state, createInventory.fulfilled(created, 'c1', { name: 'Dishwasher' }));
    expect(state.list.items[0]?.id).toBe(created.id);
    expect(state.list.items).toHaveLength(3);
    expect(state.list.pagination?.total).toBe(3);
    expect(state.widget.items[0]?.id).toBe(created.id);
    expect(state.widget.items).toHaveLength(4);
  });

  it("4: deleting the last item sets 'no inventory'", () => {
    const only = makeItem();
    let state = withList([only]);
    expect(state.list.hasInventory).toBe(true);
    state = inventoryReducer(state, deleteInventory.fulfilled({ id: only.id }, 'd1', only.id));
    expect(state.list.items).toEqual([]);
    expect(state.list.hasInventory).toBe(false);
  });

  it('a filtered list reaching zero keeps the account-wide flag', () => {
    const only = makeItem();
    let state = inventoryReducer(initialInventoryState, inventoryFiltersChanged({ search: 'drill' }));
    state = withList([only], 1, state);
    state = inventoryReducer(state, deleteInventory.fulfilled({ id: only.id }, 'd1', only.id));
    expect(state.list.hasInventory).toBe(true);
  });

  it('4: a bulk delete removes the items and clears the selection', () => {
    const [a, b, c] = [makeItem(), makeItem(), makeItem()];
    let state = withList([a!, b!, c!], 12);
    state = inventoryReducer(state, inventorySelectionToggled(a!.id));
    state = inventoryReducer(state, inventorySelectionToggled(b!.id));
    expect(state.selectedIds).toEqual([a!.id, b!.id]);
    state = inventoryReducer(
      state,
      deleteInventories.fulfilled({ message: 'Items deleted successfully', deletedIds: [a!.id, b!.id] }, 'm1', [
        a!.id,
        b!.id,
      ]),
    );
    expect(state.selectedIds).toEqual([]);
    expect(state.list.items.map((item) => item.id)).toEqual([c!.id]);
    expect(state.list.pagination?.total).toBe(10);
    expect(state.list.hasInventory).toBe(true);
  });

  it('a single delete keeps the rest of the selection', () => {
    const [a, b] = [makeItem(), makeItem()];
    let state = withList([a!, b!]);
    state = inventoryReducer(state, inventorySelectionToggled(a!.id));
    state = inventoryReducer(state, inventorySelectionToggled(b!.id));
    state = inventoryReducer(state, deleteInventory.fulfilled({ id: a!.id }, 'd1', a!.id));
    expect(state.selectedIds).toEqual([b!.id]);
  });
});
