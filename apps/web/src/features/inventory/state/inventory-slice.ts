/**
 * Inventory state (spec point 4 "Inventory"): the paged list with load-more, the selection for bulk
 * delete, the widget's newest 4, groups, details and categories. A created item goes first; deleting
 * the last item sets 'no inventory'; a bulk delete clears the selection (shared rules).
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { addInventoryToList, afterInventoryDelete, replaceById, toggleSelection } from '@lintel/shared';
import type { AsyncStatus, Category, InventoryGroup, InventoryItem, RecordSort } from '@lintel/shared';
import {
  addInventoriesToGroup,
  createGroup,
  createInventory,
  deleteGroup,
  deleteInventories,
  deleteInventory,
  fetchGroups,
  fetchInventories,
  fetchInventoryCategories,
  fetchInventoryItem,
  fetchInventoryWidget,
  ungroupInventories,
  updateGroup,
  updateInventory,
} from '../api/inventory-calls.ts';
import { wasAborted } from '../../../lib/async-state.ts';
import { addNewestItemsCases, addPagedListCases, initialPagedList } from '../../../lib/paged-list.ts';
import type { NewestItemsState, PagedListState } from '../../../lib/paged-list.ts';
import { inventorySlot } from './inventory-slot.ts';

export interface InventoryFilters {
  sortBy: RecordSort;
  search?: string | undefined;
  propertyId?: string | undefined;
  groupId?: string | undefined;
}

export interface InventoryState {
  filters: InventoryFilters;
  list: PagedListState<InventoryItem> & { hasInventory: boolean | null };
  selectedIds: string[];
  widget: NewestItemsState<InventoryItem>;
  groups: { items: InventoryGroup[]; hasGroups: boolean | null; status: AsyncStatus };
  details: { item: InventoryItem | null; status: AsyncStatus };
  categories: { items: Category[]; status: AsyncStatus };
  createStatus: AsyncStatus;
  updateStatus: AsyncStatus;
  deleteStatus: AsyncStatus;
  groupStatus: AsyncStatus;
}

export const defaultInventoryFilters: InventoryFilters = { sortBy: 'newest' };

export const initialInventoryState: InventoryState = {
  filters: defaultInventoryFilters,
  list: { ...initialPagedList<InventoryItem>(), hasInventory: null },
  selectedIds: [],
  widget: { items: [], status: 'idle' },
  groups: { items: [], hasGroups: null, status: 'idle' },
  details: { item: null, status: 'idle' },
  categories: { items: [], status: 'idle' },
  createStatus: 'idle',
  updateStatus: 'idle',
  deleteStatus: 'idle',
  groupStatus: 'idle',
};

const isFiltered = (filters: InventoryFilters) => Boolean(filters.search || filters.propertyId || filters.groupId);

function bumpGroup(state: InventoryState, groupId: string | null | undefined, by: number) {
  const group = state.groups.items.find((entry) => entry.id === groupId);
  if (group) group.itemsCount = Math.max(0, group.itemsCount + by);
}

/** Spec point 4 via afterInventoryDelete: items go, total drops, last one → 'no inventory', bulk → selection cleared. */
function applyDelete(state: InventoryState, ids: string[], kind: 'single' | 'bulk') {
  for (const item of state.list.items) if (ids.includes(item.id)) bumpGroup(state, item.groupId, -1);
  const total = state.list.pagination?.total ?? state.list.items.length;
  const next = afterInventoryDelete(
    { items: state.list.items, total, hasInventory: state.list.hasInventory ?? true, selectedIds: state.selectedIds },
    ids,
    kind,
  );
  state.list.items = next.items;
  state.selectedIds = next.selectedIds;
  if (state.list.pagination) state.list.pagination.total = next.total;
  // A filtered list reaching zero says nothing about the account's other items.
  if (!isFiltered(state.filters)) state.list.hasInventory = next.hasInventory;
  state.widget.items = state.widget.items.filter((item) => !ids.includes(item.id));
  if (state.details.item && ids.includes(state.details.item.id)) state.details.item = null;
}

function applyItem(state: InventoryState, item: InventoryItem) {
  state.list.items = replaceById(state.list.items, item);
  state.widget.items = replaceById(state.widget.items, item);
  if (state.details.item?.id === item.id) state.details.item = item;
}

const inventorySlice = createSlice({
  name: 'inventory',
  initialState: initialInventoryState,
  reducers: {
    inventoryFiltersChanged(state, action: PayloadAction<Partial<InventoryFilters>>) {
      state.filters = { ...state.filters, ...action.payload };
      state.selectedIds = [];
    },
    inventorySelectionToggled(state, action: PayloadAction<string>) {
      state.selectedIds = toggleSelection(state.selectedIds, action.payload);
    },
    inventorySelectionSet(state, action: PayloadAction<string[]>) {
      state.selectedIds = action.payload;
    },
    inventoryDetailsShown(state, action: PayloadAction<InventoryItem>) {
      state.details = { item: action.payload, status: 'succeeded' };
    },
  },
  extraReducers: (builder) => {
    addPagedListCases(builder, fetchInventories, {
      select: (state) => state.list,
      fallbackError: 'Failed to fetch Inventory Items',
      onFulfilled: (state, { results, meta }, { append }) => {
        // A reload keeps only the selected items it still lists.
        if (!append) state.selectedIds = state.selectedIds.filter((id) => results.some((item) => item.id === id));
        state.list.hasInventory = meta.hasInventory;
      },
    });
    addNewestItemsCases(builder, fetchInventoryWidget, { select: (state) => state.widget, size: 4 });
    builder
      .addCase(fetchInventoryItem.pending, (state, action) => {
        state.details.status = 'pending';
        if (state.details.item?.id !== action.meta.arg) state.details.item = null;
      })
      .addCase(fetchInventoryItem.fulfilled, (state, action) => {
        state.details = { item: action.payload, status: 'succeeded' };
      })
      .addCase(fetchInventoryItem.rejected, (state, action) => {
        if (!wasAborted(action)) state.details.status = 'rejected';
      })
      .addCase(createInventory.pending, (state) => {
        state.createStatus = 'pending';
      })
      .addCase(createInventory.fulfilled, (state, action) => {
        state.createStatus = 'succeeded';
        const item = action.payload;
        state.list.items = addInventoryToList(state.list.items, item);
        state.widget.items = addInventoryToList(state.widget.items, item, 'widget');
        state.list.hasInventory = true;
        if (state.list.pagination) state.list.pagination.total += 1;
        bumpGroup(state, item.groupId, 1);
      })
      .addCase(createInventory.rejected, (state, action) => {
        if (!wasAborted(action)) state.createStatus = 'rejected';
      })
      .addCase(updateInventory.pending, (state) => {
        state.updateStatus = 'pending';
      })
      .addCase(updateInventory.fulfilled, (state, action) => {
        state.updateStatus = 'succeeded';
        const before = state.list.items.find((item) => item.id === action.payload.id);
        if (before && before.groupId !== action.payload.groupId) {
          bumpGroup(state, before.groupId, -1);
          bumpGroup(state, action.payload.groupId, 1);
        }
        applyItem(state, action.payload);
      })
      .addCase(updateInventory.rejected, (state, action) => {
        if (!wasAborted(action)) state.updateStatus = 'rejected';
      })
      .addCase(deleteInventory.pending, (state) => {
        state.deleteStatus = 'pending';
      })
      .addCase(deleteInventory.fulfilled, (state, action) => {
        state.deleteStatus = 'succeeded';
        applyDelete(state, [action.payload.id], 'single');
      })
      .addCase(deleteInventory.rejected, (state, action) => {
        if (!wasAborted(action)) state.deleteStatus = 'rejected';
      })
      .addCase(deleteInventories.pending, (state) => {
        state.deleteStatus = 'pending';
      })
      .addCase(deleteInventories.fulfilled, (state, action) => {
        state.deleteStatus = 'succeeded';
        applyDelete(state, action.payload.deletedIds, 'bulk');
      })
      .addCase(deleteInventories.rejected, (state, action) => {
        if (!wasAborted(action)) state.deleteStatus = 'rejected';
      })
      .addCase(fetchGroups.pending, (state) => {
        state.groups.status = 'pending';
      })
      .addCase(fetchGroups.fulfilled, (state, action) => {
        state.groups = { items: action.payload.results, hasGroups: action.payload.meta.hasGroups, status: 'succeeded' };
      })
      .addCase(fetchGroups.rejected, (state, action) => {
        if (!wasAborted(action)) state.groups.status = 'rejected';
      })
      .addCase(createGroup.pending, (state) => {
        state.groupStatus = 'pending';
      })
      .addCase(createGroup.fulfilled, (state, action) => {
        state.groupStatus = 'succeeded';
        const group = action.payload.group;
        const moved = new Set(action.meta.arg.inventoryIds ?? []);
        for (const item of state.list.items) {
          if (!moved.has(item.id)) continue;
          bumpGroup(state, item.groupId, -1);
          item.groupId = group.id;
          item.group = { id: group.id, name: group.name, icon: group.icon };
        }
        state.groups.items = [group, ...state.groups.items.filter((entry) => entry.id !== group.id)];
        state.groups.hasGroups = true;
        if (moved.size) state.selectedIds = [];
      })
      .addCase(createGroup.rejected, (state, action) => {
        if (!wasAborted(action)) state.groupStatus = 'rejected';
      })
      .addCase(updateGroup.pending, (state) => {
        state.groupStatus = 'pending';
      })
      .addCase(updateGroup.fulfilled, (state, action) => {
        state.groupStatus = 'succeeded';
        const group = action.payload.group;
        state.groups.items = replaceById(state.groups.items, group);
        for (const item of [...state.list.items, ...state.widget.items]) {
          if (item.groupId === group.id) item.group = { id: group.id, name: group.name, icon: group.icon };
        }
      })
      .addCase(updateGroup.rejected, (state, action) => {
        if (!wasAborted(action)) state.groupStatus = 'rejected';
      })
      .addCase(deleteGroup.fulfilled, (state, action) => {
        const { id } = action.payload;
        state.groups.items = state.groups.items.filter((group) => group.id !== id);
        state.groups.hasGroups = state.groups.items.length > 0;
        for (const item of [...state.list.items, ...state.widget.items]) {
          if (item.groupId === id) {
            item.groupId = null;
            item.group = null;
          }
        }
        if (state.filters.groupId === id) state.filters = { ...state.filters, groupId: undefined };
      })
      .addCase(ungroupInventories.pending, (state) => {
        state.groupStatus = 'pending';
      })
      .addCase(ungroupInventories.fulfilled, (state, action) => {
        state.groupStatus = 'succeeded';
        const { group, inventoryIds } = action.payload;
        const leaves = (item: InventoryItem) =>
          item.groupId === group.id && (inventoryIds === null || inventoryIds.includes(item.id));
        for (const item of [...state.list.items, ...state.widget.items]) {
          if (leaves(item)) {
            item.groupId = null;
            item.group = null;
          }
        }
        state.groups.items = replaceById(state.groups.items, group);
        // In a group's own view the ungrouped items leave the list.
        if (state.filters.groupId === group.id) {
          const before = state.list.items.length;
          state.list.items = state.list.items.filter((item) => item.groupId === group.id);
          if (state.list.pagination) state.list.pagination.total -= before - state.list.items.length;
        }
        state.selectedIds = [];
      })
      .addCase(ungroupInventories.rejected, (state, action) => {
        if (!wasAborted(action)) state.groupStatus = 'rejected';
      })
      .addCase(addInventoriesToGroup.pending, (state) => {
        state.groupStatus = 'pending';
      })
      .addCase(addInventoriesToGroup.fulfilled, (state, action) => {
        state.groupStatus = 'succeeded';
        const { group, inventoryIds } = action.payload;
        for (const item of [...state.list.items, ...state.widget.items]) {
          if (!inventoryIds.includes(item.id) || item.groupId === group.id) continue;
          if (state.list.items.includes(item)) bumpGroup(state, item.groupId, -1);
          item.groupId = group.id;
          item.group = { id: group.id, name: group.name, icon: group.icon };
        }
        state.groups.items = replaceById(state.groups.items, group);
        state.selectedIds = [];
      })
      .addCase(addInventoriesToGroup.rejected, (state, action) => {
        if (!wasAborted(action)) state.groupStatus = 'rejected';
      })
      .addCase(fetchInventoryCategories.pending, (state) => {
        state.categories.status = 'pending';
      })
      .addCase(fetchInventoryCategories.fulfilled, (state, action) => {
        state.categories = { items: action.payload, status: 'succeeded' };
      })
      .addCase(fetchInventoryCategories.rejected, (state) => {
        state.categories.status = 'rejected';
      });
  },
});

export const { inventoryFiltersChanged, inventorySelectionToggled, inventorySelectionSet, inventoryDetailsShown } =
  inventorySlice.actions;
export const inventoryReducer = inventorySlice.reducer;

// Loading this module (with the screens, modals and widgets that use it) plugs the slice into the store.
inventorySlot.register(inventorySlice.reducer);
