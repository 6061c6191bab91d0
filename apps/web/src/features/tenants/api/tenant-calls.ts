/** Tenants calls of spec point 7 (list, create, update, delete) with their thunks (tenants are invited through the settings feature's Invite user modal) and point 8 toasts. */
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { CreateTenantInput, Tenant, TenantListResponse, TenantSort, UpdateTenantInput } from '@lintel/shared';
import { api, ApiError } from '../../../lib/api-client.ts';
import { failWith, toastError, toastSuccess } from '../../../lib/toast.ts';
import { createApiThunk } from '../../../lib/create-api-thunk.ts';

export interface TenantListQuery {
  page?: number;
  pageSize?: number;
  sortBy?: TenantSort;
  search?: string;
}

export const getTenants = (query: TenantListQuery, signal?: AbortSignal) =>
  api.get<TenantListResponse>('/tenants', { signal, query: { ...query } });
export const postTenant = (input: CreateTenantInput) => api.post<Tenant>('/tenants', input);
export const putTenant = (id: string, input: UpdateTenantInput) => api.put<Tenant>(`/tenants/${id}`, input);
export const deleteTenantRequest = (id: string) => api.delete(`/tenants/${id}`);
/**
 * Spec point 5: the tenant create error shows the first detail message if present, else the server's
 * message, else the default.
 */
export function firstDetailMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.details?.[0]?.message) return error.details[0].message;
  return error instanceof ApiError && error.status !== 0 && error.message ? error.message : fallback;
}

export const fetchTenants = createApiThunk<TenantListResponse, { query: TenantListQuery; append?: boolean }>(
  'tenants/fetchList',
  ({ query }, signal) => getTenants(query, signal),
  { error: 'Failed to fetch tenants' },
);

export const createTenant = createAsyncThunk<Tenant, CreateTenantInput, { rejectValue: string }>(
  'tenants/create',
  async (input, { rejectWithValue }) => {
    try {
      const tenant = await postTenant(input);
      toastSuccess('Tenant added successfully');
      return tenant;
    } catch (error) {
      if (error instanceof ApiError && !error.isNetworkError && error.code !== 'ABORTED') {
        const message = firstDetailMessage(error, 'Failed to create tenant');
        toastError(message);
        return rejectWithValue(message);
      }
      return rejectWithValue(failWith(error, 'Failed to create tenant'));
    }
  },
);

export const updateTenant = createApiThunk<Tenant, { id: string; input: UpdateTenantInput }>(
  'tenants/update',
  ({ id, input }) => putTenant(id, input),
  { error: 'Failed to update tenant', success: 'Tenant updated successfully' },
);

export const deleteTenant = createApiThunk<{ id: string }, string>(
  'tenants/delete',
  async (id) => {
    await deleteTenantRequest(id);
    return { id };
  },
  { error: 'Failed to delete tenant', success: 'Tenant deleted successfully' },
);
