/** Inventories and inventory-group calls of spec point 7 with their thunks and point 8 toasts. */
import { createAsyncThunk } from '@reduxjs/toolkit';
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
import { api } from '../../../lib/api-client.ts';
import { failWith, toastSuccess } from '../../../lib/toast.ts';
import { createApiThunk } from '../../../lib/create-api-thunk.ts';

export interface InventoryQuery {
  page?: number;
  pageSize?: number;
  sortBy?: RecordSort;
  search?: string | undefined;
  propertyId?: string | undefined;
  groupId?: string | undefined;
}

export const getInventories = (query: InventoryQuery, signal?: AbortSignal) =>
  api.get<InventoryListResponse>('/inventories', { query: { ...query }, signal });
export const getInventory = (id: string, signal?: AbortSignal) =>
  api.get<InventoryItem>(`/inventories/${id}`, { signal });
export const postInventory = (input: CreateInventoryInput) => api.post<InventoryItem>('/inventories', input);
export const putInventory = (id: string, input: UpdateInventoryInput) =>
  api.put<InventoryItem>(`/inventories/${id}`, input);
export const deleteInventoryRequest = (id: string) => api.delete(`/inventories/${id}`);
export const postMultipleDelete = (inventoryIds: string[]) =>
  api.post<BulkDeleteResponse>('/inventories/multiple-delete', { inventoryIds });
export const getGroups = (signal?: AbortSignal) =>
  api.get<InventoryGroupListResponse>('/group-inventories', { query: { page: 1, pageSize: 100 }, signal });
export const postGroup = (input: CreateInventoryGroupInput) =>
  api.post<InventoryGroupMessageResponse>('/group-inventories', input);
export const putGroup = (id: string, input: UpdateInventoryGroupInput) =>
  api.put<InventoryGroupMessageResponse>(`/group-inventories/${id}`, input);
export const deleteGroupRequest = (id: string) => api.delete(`/group-inventories/${id}`);
export const putUngroup = (id: string, inventoryIds?: string[]) =>
  api.put<InventoryGroupMessageResponse>(
    `/group-inventories/ungroup/${id}`,
    inventoryIds ? { inventoryIds } : undefined,
  );
export const postAddToGroup = (id: string, inventoryIds: string[]) =>
  api.post<InventoryGroupMessageResponse>(`/group-inventories/add/${id}`, { inventoryIds });
export const getInventoryCategories = () =>
  api.get<CategoriesResponse>('/categories', { query: { entity: 'inventory' } });

type Rejected = { rejectValue: string };

export const fetchInventories = createApiThunk<InventoryListResponse, { query: InventoryQuery; append?: boolean }>(
  'inventory/fetchList',
  ({ query }, signal) => getInventories(query, signal),
  { error: 'Failed to fetch Inventory Items' },
);

/** Dashboard widget: the newest 4 (spec point 9). */
export const fetchInventoryWidget = createApiThunk<InventoryItem[], void>(
  'inventory/fetchWidget',
  async (_arg, signal) => (await getInventories({ page: 1, pageSize: INVENTORY_WIDGET_LIMIT, sortBy: 'newest' }, signal)).results,
  { error: 'Failed to fetch Inventory Items', silent: true },
);

export const fetchInventoryItem = createApiThunk<InventoryItem, string>(
  'inventory/fetchItem',
  (id, signal) => getInventory(id, signal),
  { error: 'Failed to fetch Inventory Item' },
);

export const createInventory = createApiThunk<InventoryItem, CreateInventoryInput>(
  'inventory/create',
  (input) => postInventory(input),
  { error: 'Failed to Create Inventory Item', success: 'Item created successfully' },
);

export const updateInventory = createApiThunk<InventoryItem, { id: string; input: UpdateInventoryInput }>(
  'inventory/update',
  ({ id, input }) => putInventory(id, input),
  { error: 'Failed to update Inventory Item', success: 'Item updated successfully' },
);

export const deleteInventory = createApiThunk<{ id: string }, string>(
  'inventory/delete',
  async (id) => {
    await deleteInventoryRequest(id);
    return { id };
  },
  { error: 'Failed to delete Inventory Item', success: 'Item deleted successfully' },
);

export const deleteInventories = createApiThunk<BulkDeleteResponse, string[]>(
  'inventory/deleteMany',
  (ids) => postMultipleDelete(ids),
  { error: 'Failed to delete Multiple Inventory Items', success: 'Items deleted successfully' },
);

export const fetchGroups = createApiThunk<InventoryGroupListResponse, void>(
  'inventory/fetchGroups',
  (_arg, signal) => getGroups(signal),
  { error: 'Failed to fetch groups', silent: true },
);

/** Spec point 8: group create and update show the server message. */
export const createGroup = createAsyncThunk<InventoryGroupMessageResponse, CreateInventoryGroupInput, Rejected>(
  'inventory/createGroup',
  async (input, { rejectWithValue }) => {
    try {
      const response = await postGroup(input);
      toastSuccess(response.message);
      return response;
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to create group'));
    }
  },
);

export const updateGroup = createAsyncThunk<
  InventoryGroupMessageResponse,
  { id: string; input: UpdateInventoryGroupInput },
  Rejected
>('inventory/updateGroup', async ({ id, input }, { rejectWithValue }) => {
  try {
    const response = await putGroup(id, input);
    toastSuccess(response.message);
    return response;
  } catch (error) {
    return rejectWithValue(failWith(error, 'Failed to update group'));
  }
});

export const deleteGroup = createApiThunk<{ id: string }, string>(
  'inventory/deleteGroup',
  async (id) => {
    await deleteGroupRequest(id);
    return { id };
  },
  { error: 'Failed to delete group', success: 'Group deleted successfully' },
);

/** Ungroup: the given items (or, without ids, every item) leave the group; the group stays. */
export const ungroupInventories = createAsyncThunk<
  InventoryGroupMessageResponse & { inventoryIds: string[] | null },
  { groupId: string; inventoryIds?: string[] },
  Rejected
>('inventory/ungroup', async ({ groupId, inventoryIds }, { rejectWithValue }) => {
  try {
    const response = await putUngroup(groupId, inventoryIds);
    toastSuccess(response.message);
    return { ...response, inventoryIds: inventoryIds ?? null };
  } catch (error) {
    return rejectWithValue(failWith(error, 'Failed to ungroup items'));
  }
});

export const addInventoriesToGroup = createAsyncThunk<
  InventoryGroupMessageResponse & { inventoryIds: string[] },
  { groupId: string; inventoryIds: string[] },
  Rejected
>('inventory/addToGroup', async ({ groupId, inventoryIds }, { rejectWithValue }) => {
  try {
    const response = await postAddToGroup(groupId, inventoryIds);
    toastSuccess(response.message);
    return { ...response, inventoryIds };
  } catch (error) {
    return rejectWithValue(failWith(error, 'Failed to add items to the group'));
  }
});

export const fetchInventoryCategories = createApiThunk<Category[], void>(
  'inventory/fetchCategories',
  async (_arg) => (await getInventoryCategories()).categories,
  { error: 'Failed to fetch categories' },
);

export type { InventoryGroup };
