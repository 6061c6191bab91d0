/**
 * Inventory and inventory-group endpoints of the data cache (spec point 7 "Inventory"; issue 20).
 * Lists are tagged `Inventory LIST`, one item `{ type: 'Inventory', id }`, the groups `InventoryGroup`.
 * Writes put their answer into the cache (no refetch of what they returned): an edited item replaces
 * the cached one everywhere, deletes take items out (the last one gives 'no inventory', spec point 4),
 * and group answers rename, fill or empty the cached items' group and the group's count. A new item
 * invalidates the lists (its place in a sorted, filtered list is the server's). Spec point 8's toasts
 * are the requests' `error`/`success` (group writes toast the server's message).
 */
import { INVENTORY_WIDGET_LIMIT } from '@lintel/shared';
import type {
  BulkDeleteResponse,
  CategoriesResponse,
  Category,
  CreateInventoryGroupInput,
  CreateInventoryInput,
  InventoryGroup,
  InventoryGroupListResponse,
  InventoryGroupMessageResponse,
  InventoryItem,
  InventoryListResponse,
  RecordSort,
  UpdateInventoryGroupInput,
  UpdateInventoryInput,
} from '@lintel/shared';
import { dataApi, numberedPages } from '../../../lib/data-cache.ts';
import type { AppState } from '../../../lib/redux-hooks.ts';
import { useAppSelector } from '../../../lib/redux-hooks.ts';

/** The list's filters (the query's argument). */
export interface InventoryFilters {
  sortBy: RecordSort;
  search?: string | undefined;
  propertyId?: string | undefined;
  groupId?: string | undefined;
  pageSize?: number;
}

export const defaultInventoryFilters: InventoryFilters = { sortBy: 'newest' };
/** The dashboard widget's list: the newest few. */
export const inventoryWidgetFilters: InventoryFilters = { sortBy: 'newest', pageSize: INVENTORY_WIDGET_LIMIT };

/** Shared state keys of the group mutations: the page clears its selection when one from a modal succeeds. */
export const INVENTORY_GROUP_KEYS = { create: 'inventory.createGroup', addTo: 'inventory.addToGroup' } as const;

const lists = [{ type: 'Inventory' as const, id: 'LIST' }];
type Dispatch = (action: unknown) => unknown;
type Pages = { pages: InventoryListResponse[] };
type Lifecycle = { dispatch: Dispatch; getState: () => unknown };
const isFiltered = (filters: InventoryFilters) => Boolean(filters.search || filters.propertyId || filters.groupId);
const groupRef = (group: InventoryGroup) => ({ id: group.id, name: group.name, icon: group.icon });

/** Applies `recipe` to every cached item list, each item of it, and the cached details of that item. */
function eachItem({ dispatch, getState }: Lifecycle, recipe: (item: InventoryItem) => void) {
  const state = getState() as AppState;
  for (const filters of inventoryApi.util.selectCachedArgsForQuery(state, 'inventories'))
    dispatch(inventoryApi.util.updateQueryData('inventories', filters, (draft) => draft.pages.forEach((page) => page.results.forEach(recipe))));
  for (const id of inventoryApi.util.selectCachedArgsForQuery(state, 'inventoryItem'))
    dispatch(inventoryApi.util.updateQueryData('inventoryItem', id, recipe));
}

function eachList({ dispatch, getState }: Lifecycle, recipe: (draft: Pages, filters: InventoryFilters) => void) {
  for (const filters of inventoryApi.util.selectCachedArgsForQuery(getState() as AppState, 'inventories'))
    dispatch(inventoryApi.util.updateQueryData('inventories', filters, (draft) => recipe(draft, filters)));
}

/** Changes the cached groups (the group bar and pickers). */
function patchGroups({ dispatch }: Lifecycle, recipe: (draft: InventoryGroupListResponse) => void) {
  dispatch(inventoryApi.util.updateQueryData('inventoryGroups', undefined, recipe));
}

function bumpGroups(lifecycle: Lifecycle, changes: Array<[string | null | undefined, number]>) {
  patchGroups(lifecycle, (draft) => {
    for (const [groupId, by] of changes) {
      const group = draft.results.find((entry) => entry.id === groupId);
      if (group) group.itemsCount = Math.max(0, group.itemsCount + by);
    }
  });
}

/** Puts the answered group into the cached groups (first when it is new). */
function putGroup(lifecycle: Lifecycle, group: InventoryGroup) {
  patchGroups(lifecycle, (draft) => {
    const index = draft.results.findIndex((entry) => entry.id === group.id);
    if (index >= 0) draft.results[index] = group;
    else draft.results.unshift(group);
    draft.meta.hasGroups = true;
  });
}

/** The cached items with these ids (from any list or details). */
function cachedItems(state: unknown, ids: readonly string[]): InventoryItem[] {
  return ids.map((id) => selectCachedInventory(state as AppState, id)).filter((item): item is InventoryItem => Boolean(item));
}

export const inventoryApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /inventories: numbered pages by filters. */
    inventories: build.infiniteQuery<InventoryListResponse, InventoryFilters, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        path: '/inventories',
        params: { ...queryArg, page: pageParam },
        error: 'Failed to fetch Inventory Items',
      }),
      providesTags: (data) => [
        ...lists,
        ...(data?.pages.flatMap((page) => page.results.map((item) => ({ type: 'Inventory' as const, id: item.id }))) ?? []),
      ],
    }),
    /** GET /inventories/{id}: the details modal. */
    inventoryItem: build.query<InventoryItem, string>({
      query: (id) => ({ path: `/inventories/${id}`, error: 'Failed to fetch Inventory Item' }),
      providesTags: (_result, _error, id) => [{ type: 'Inventory', id }],
    }),
    /** GET /group-inventories: the account's groups (one page of 100; silent, spec point 8). */
    inventoryGroups: build.query<InventoryGroupListResponse, void>({
      query: () => ({ path: '/group-inventories', params: { page: 1, pageSize: 100 }, error: 'Failed to fetch groups', silent: true }),
      providesTags: ['InventoryGroup'],
    }),
    /** GET /categories?entity=inventory. */
    inventoryCategories: build.query<Category[], void>({
      query: () => ({ path: '/categories', params: { entity: 'inventory' }, error: 'Failed to fetch categories' }),
      transformResponse: (answer: CategoriesResponse) => answer.categories,
      providesTags: ['Category'],
    }),
    createInventory: build.mutation<InventoryItem, CreateInventoryInput>({
      query: (body) => ({
        path: '/inventories',
        method: 'POST',
        body,
        error: 'Failed to Create Inventory Item',
        success: 'Item created successfully',
      }),
      async onQueryStarted(_input, api) {
        const answer = await api.queryFulfilled.catch(() => null);
        if (!answer) return;
        bumpGroups(api, [[answer.data.groupId, 1]]);
        api.dispatch(inventoryApi.util.invalidateTags(lists));
      },
    }),
    updateInventory: build.mutation<InventoryItem, { id: string; input: UpdateInventoryInput }>({
      query: ({ id, input }) => ({
        path: `/inventories/${id}`,
        method: 'PUT',
        body: input,
        error: 'Failed to update Inventory Item',
        success: 'Item updated successfully',
      }),
      async onQueryStarted({ id }, api) {
        const [before] = cachedItems(api.getState(), [id]);
        const answer = await api.queryFulfilled.catch(() => null);
        if (!answer) return;
        const item = answer.data;
        eachList(api, (draft) => draft.pages.forEach((page) => (page.results = page.results.map((entry) => (entry.id === id ? item : entry)))));
        api.dispatch(inventoryApi.util.upsertQueryData('inventoryItem', id, item));
        if (before && before.groupId !== item.groupId) bumpGroups(api, [[before.groupId, -1], [item.groupId, 1]]);
      },
    }),
    deleteInventory: build.mutation<void, string>({
      query: (id) => ({
        path: `/inventories/${id}`,
        method: 'DELETE',
        error: 'Failed to delete Inventory Item',
        success: 'Item deleted successfully',
      }),
      async onQueryStarted(id, api) {
        const before = cachedItems(api.getState(), [id]);
        if (!(await api.queryFulfilled.catch(() => null))) return;
        removeItems(api, [id], before);
      },
    }),
    /** POST /inventories/multiple-delete. */
    deleteInventories: build.mutation<BulkDeleteResponse, string[]>({
      query: (inventoryIds) => ({
        path: '/inventories/multiple-delete',
        method: 'POST',
        body: { inventoryIds },
        error: 'Failed to delete Multiple Inventory Items',
        success: 'Items deleted successfully',
      }),
      async onQueryStarted(ids, api) {
        const before = cachedItems(api.getState(), ids);
        const answer = await api.queryFulfilled.catch(() => null);
        if (!answer) return;
        removeItems(api, answer.data.deletedIds, before);
      },
    }),
    /** POST /group-inventories: a new group, with the selected items in it when given. */
    createGroup: build.mutation<InventoryGroupMessageResponse, CreateInventoryGroupInput>({
      query: (body) => ({
        path: '/group-inventories',
        method: 'POST',
        body,
        error: 'Failed to create group',
        success: (answer: InventoryGroupMessageResponse) => answer.message,
      }),
      async onQueryStarted(input, api) {
        const moved = input.inventoryIds ?? [];
        const before = cachedItems(api.getState(), moved);
        const answer = await api.queryFulfilled.catch(() => null);
        if (!answer) return;
        const { group } = answer.data;
        putGroup(api, group);
        bumpGroups(api, before.map((item) => [item.groupId, -1]));
        eachItem(api, (item) => {
          if (!moved.includes(item.id)) return;
          item.groupId = group.id;
          item.group = groupRef(group);
        });
      },
    }),
    updateGroup: build.mutation<InventoryGroupMessageResponse, { id: string; input: UpdateInventoryGroupInput }>({
      query: ({ id, input }) => ({
        path: `/group-inventories/${id}`,
        method: 'PUT',
        body: input,
        error: 'Failed to update group',
        success: (answer: InventoryGroupMessageResponse) => answer.message,
      }),
      async onQueryStarted(_arg, api) {
        const answer = await api.queryFulfilled.catch(() => null);
        if (!answer) return;
        const { group } = answer.data;
        putGroup(api, group);
        eachItem(api, (item) => {
          if (item.groupId === group.id) item.group = groupRef(group);
        });
      },
    }),
    /** DELETE /group-inventories/{id}: its items stay, ungrouped. */
    deleteGroup: build.mutation<void, string>({
      query: (id) => ({
        path: `/group-inventories/${id}`,
        method: 'DELETE',
        error: 'Failed to delete group',
        success: 'Group deleted successfully',
      }),
      async onQueryStarted(id, api) {
        if (!(await api.queryFulfilled.catch(() => null))) return;
        patchGroups(api, (draft) => {
          draft.results = draft.results.filter((group) => group.id !== id);
          draft.meta.hasGroups = draft.results.length > 0;
        });
        eachItem(api, (item) => {
          if (item.groupId !== id) return;
          item.groupId = null;
          item.group = null;
        });
      },
    }),
    /** PUT /group-inventories/ungroup/{id}: the given items (or, without ids, every item) leave the group. */
    ungroupInventories: build.mutation<InventoryGroupMessageResponse, { groupId: string; inventoryIds?: string[] }>({
      query: ({ groupId, inventoryIds }) => ({
        path: `/group-inventories/ungroup/${groupId}`,
        method: 'PUT',
        body: inventoryIds ? { inventoryIds } : undefined,
        error: 'Failed to ungroup items',
        success: (answer: InventoryGroupMessageResponse) => answer.message,
      }),
      async onQueryStarted({ inventoryIds }, api) {
        const answer = await api.queryFulfilled.catch(() => null);
        if (!answer) return;
        const { group } = answer.data;
        const leaves = (item: InventoryItem) => item.groupId === group.id && (!inventoryIds || inventoryIds.includes(item.id));
        putGroup(api, group);
        eachList(api, (draft, filters) => {
          // In the group's own view the ungrouped items leave the list.
          if (filters.groupId !== group.id) return;
          let removed = 0;
          for (const page of draft.pages) {
            const before = page.results.length;
            page.results = page.results.filter((item) => !leaves(item));
            removed += before - page.results.length;
          }
          for (const page of draft.pages) page.pagination.total = Math.max(0, page.pagination.total - removed);
        });
        eachItem(api, (item) => {
          if (!leaves(item)) return;
          item.groupId = null;
          item.group = null;
        });
      },
    }),
    /** POST /group-inventories/add/{id}: the items join the group (leaving their old one). */
    addInventoriesToGroup: build.mutation<InventoryGroupMessageResponse, { groupId: string; inventoryIds: string[] }>({
      query: ({ groupId, inventoryIds }) => ({
        path: `/group-inventories/add/${groupId}`,
        method: 'POST',
        body: { inventoryIds },
        error: 'Failed to add items to the group',
        success: (answer: InventoryGroupMessageResponse) => answer.message,
      }),
      async onQueryStarted({ groupId, inventoryIds }, api) {
        const before = cachedItems(api.getState(), inventoryIds).filter((item) => item.groupId !== groupId);
        const answer = await api.queryFulfilled.catch(() => null);
        if (!answer) return;
        const { group } = answer.data;
        bumpGroups(api, before.map((item) => [item.groupId, -1]));
        putGroup(api, group);
        eachItem(api, (item) => {
          if (!inventoryIds.includes(item.id)) return;
          item.groupId = group.id;
          item.group = groupRef(group);
        });
      },
    }),
  }),
});

/** Takes deleted items out of every cached list (the last one gives 'no inventory') and their groups' counts. */
function removeItems(api: Lifecycle, ids: readonly string[], before: readonly InventoryItem[]) {
  eachList(api, (draft, filters) => {
    let removed = 0;
    for (const page of draft.pages) {
      const count = page.results.length;
      page.results = page.results.filter((item) => !ids.includes(item.id));
      removed += count - page.results.length;
    }
    for (const page of draft.pages) {
      page.pagination.total = Math.max(0, page.pagination.total - removed);
      // A filtered list reaching zero says nothing about the account's other items.
      if (!isFiltered(filters) && removed > 0 && page.pagination.total === 0) page.meta.hasInventory = false;
    }
  });
  bumpGroups(api, before.filter((item) => ids.includes(item.id)).map((item) => [item.groupId, -1]));
}

export const {
  useInventoriesInfiniteQuery,
  useInventoryItemQuery,
  useInventoryGroupsQuery,
  useInventoryCategoriesQuery,
  useCreateInventoryMutation,
  useUpdateInventoryMutation,
  useDeleteInventoryMutation,
  useDeleteInventoriesMutation,
  useCreateGroupMutation,
  useUpdateGroupMutation,
  useDeleteGroupMutation,
  useUngroupInventoriesMutation,
  useAddInventoriesToGroupMutation,
} = inventoryApi;

/** An item as the cache holds it (its details, or the list or widget it was opened from), else undefined. */
export function selectCachedInventory(state: AppState, id: string): InventoryItem | undefined {
  const details = inventoryApi.endpoints.inventoryItem.select(id)(state).data;
  if (details) return details;
  for (const filters of inventoryApi.util.selectCachedArgsForQuery(state, 'inventories')) {
    const data = inventoryApi.endpoints.inventories.select(filters)(state).data;
    const found = data?.pages.flatMap((page) => page.results).find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

/** `selectCachedInventory` as a hook: follows the cache. */
export const useCachedInventory = (id: string | undefined) =>
  useAppSelector((state) => (id ? selectCachedInventory(state, id) : undefined));
