/** Tenants state (spec point 4 pattern): paged list with load-more and sort/search; created goes first, updated replaced, deleted removed. */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_PAGE_SIZE } from '@lintel/shared';
import type { AsyncStatus, Tenant, TenantSort } from '@lintel/shared';
import { createTenant, deleteTenant, fetchTenants, updateTenant } from '../api/tenant-calls.ts';
import { inviteUser } from '../../settings/index.ts';
import { wasAborted } from '../../../lib/async-state.ts';
import { addPagedListCases, initialPagedList } from '../../../lib/paged-list.ts';
import type { PagedListState } from '../../../lib/paged-list.ts';
import { tenantsSlot } from './tenants-slot.ts';

export interface TenantFilters {
  sortBy: TenantSort;
  search?: string;
}

export interface TenantsState {
  filters: TenantFilters;
  list: PagedListState<Tenant>;
  createStatus: AsyncStatus;
  createError: string | null;
  updateStatus: AsyncStatus;
  deleteStatus: AsyncStatus;
  /** Tenants invited in this session (the list has no invitation field until they sign up). */
  invitedIds: string[];
}

export const TENANTS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const initialTenantsState: TenantsState = {
  filters: { sortBy: 'newest' },
  list: initialPagedList<Tenant>(),
  createStatus: 'idle',
  createError: null,
  updateStatus: 'idle',
  deleteStatus: 'idle',
  invitedIds: [],
};

const tenantsSlice = createSlice({
  name: 'tenants',
  initialState: initialTenantsState,
  reducers: {
    tenantFiltersChanged(state, action: PayloadAction<Partial<TenantFilters>>) {
      state.filters = { ...state.filters, ...action.payload };
    },
    tenantCreateErrorCleared(state) {
      state.createError = null;
    },
  },
  extraReducers: (builder) => {
    addPagedListCases(builder, fetchTenants, {
      select: (state) => state.list,
      fallbackError: 'Failed to fetch tenants',
    });
    builder
      .addCase(createTenant.pending, (state) => {
        state.createStatus = 'pending';
        state.createError = null;
      })
      .addCase(createTenant.fulfilled, (state, action) => {
        state.createStatus = 'succeeded';
        state.list.items.unshift(action.payload);
        if (state.list.pagination) state.list.pagination.total += 1;
      })
      .addCase(createTenant.rejected, (state, action) => {
        if (wasAborted(action)) return;
        state.createStatus = 'rejected';
        state.createError = action.payload ?? 'Failed to create tenant';
      })
      .addCase(updateTenant.pending, (state) => {
        state.updateStatus = 'pending';
      })
      .addCase(updateTenant.fulfilled, (state, action) => {
        state.updateStatus = 'succeeded';
        const index = state.list.items.findIndex((item) => item.id === action.payload.id);
        if (index >= 0) state.list.items[index] = action.payload;
      })
      .addCase(updateTenant.rejected, (state, action) => {
        if (!wasAborted(action)) state.updateStatus = 'rejected';
      })
      .addCase(deleteTenant.pending, (state) => {
        state.deleteStatus = 'pending';
      })
      .addCase(deleteTenant.fulfilled, (state, action) => {
        state.deleteStatus = 'succeeded';
        const before = state.list.items.length;
        state.list.items = state.list.items.filter((item) => item.id !== action.payload.id);
        if (state.list.pagination && state.list.items.length < before) state.list.pagination.total -= 1;
      })
      .addCase(deleteTenant.rejected, (state, action) => {
        if (!wasAborted(action)) state.deleteStatus = 'rejected';
      })
      // Tenants are invited through the Invite user modal (spec point 2); a sent one reads 'Invited'.
      .addCase(inviteUser.fulfilled, (state, action) => {
        const { type, targetId } = action.meta.arg;
        if (type === 'tenant' && !state.invitedIds.includes(targetId)) state.invitedIds.push(targetId);
      });
  },
});

export const { tenantFiltersChanged, tenantCreateErrorCleared } = tenantsSlice.actions;
export const tenantsReducer = tenantsSlice.reducer;

// Loading this module (with the screens and modals that use it) plugs the slice into the store.
tenantsSlot.register(tenantsSlice.reducer);
