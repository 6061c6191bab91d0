import { describe, expect, it } from 'vitest';
import { addInventoryToList, afterInventoryDelete, toggleSelection } from './inventory.rules.ts';
import { createInventoryInputSchema, inventoryIssues } from './inventory.schema.ts';

const items = (...ids: string[]) => ids.map((id) => ({ id }));

describe('spec point 4: inventory', () => {
  it.each([
    ['4: a created item goes first', items('b', 'c'), 'list', ['a', 'b', 'c']],
    ['4: the widget variant keeps at most 4', items('b', 'c', 'd', 'e'), 'widget', ['a', 'b', 'c', 'd']],
  ] as const)('%s', (_name, list, variant, expected) => {
    expect(addInventoryToList(list, { id: 'a' }, variant).map((i) => i.id)).toEqual(expected);
  });

  it.each([
    ["4: deleting the last item sets 'no inventory'", { items: items('a'), total: 1, hasInventory: true, selectedIds: [] }, ['a'], 'single', { total: 0, hasInventory: false, selectedIds: [] }],
    ['4: deleting one of several keeps the flag and the rest of the selection', { items: items('a', 'b'), total: 5, hasInventory: true, selectedIds: ['a', 'b'] }, ['a'], 'single', { total: 4, hasInventory: true, selectedIds: ['b'] }],
    ['4: bulk delete clears the selection', { items: items('a', 'b', 'c'), total: 3, hasInventory: true, selectedIds: ['a', 'b'] }, ['a', 'b'], 'bulk', { total: 1, hasInventory: true, selectedIds: [] }],
    ["4: bulk deleting everything sets 'no inventory'", { items: items('a', 'b'), total: 2, hasInventory: true, selectedIds: ['a', 'b'] }, ['a', 'b'], 'bulk', { total: 0, hasInventory: false, selectedIds: [] }],
  ] as const)('%s', (_name, state, deleted, kind, expected) => {
    expect(afterInventoryDelete({ ...state, items: [...state.items], selectedIds: [...state.selectedIds] }, deleted, kind)).toMatchObject(expected);
  });

  it('toggles a selected item', () => {
    expect(toggleSelection(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleSelection(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('insurance fields', () => {
  it.each([
    [{ roomId: 'r' }, ['roomId']],
    [{ purchaseDate: '2024-05-01', warrantyEnd: '2024-04-30' }, ['warrantyEnd']],
    [{ purchaseDate: '2024-05-01', warrantyEnd: '2026-05-01' }, []],
  ])('checks %j', (value, paths) => {
    expect(inventoryIssues(value).map((i) => i.path)).toEqual(paths);
  });

  it('accepts a full item and refuses a bad date and a float price', () => {
    const item = { name: 'Dishwasher', purchaseDate: '2024-05-01', price: 899.99, serialNumber: 'SN-1', warrantyEnd: '2026-05-01' };
    expect(createInventoryInputSchema.safeParse(item).success).toBe(true);
    expect(createInventoryInputSchema.safeParse({ ...item, purchaseDate: '2024-02-30' }).success).toBe(false);
    expect(createInventoryInputSchema.safeParse({ ...item, price: 10.001 }).success).toBe(false);
  });
});
