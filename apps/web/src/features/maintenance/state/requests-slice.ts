/**
 * Tenant requests state (spec point 4): the paged list with its status tab and property filter. After
 * accept, reject or resolve the item is replaced in the list unless the resulting status is ongoing
 * (then it leaves the list); a new request goes first when the current tab shows it.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { insertFirst, listChangeAfterAction, matchesStatusFilter, replaceById } from '@lintel/shared';
import type { RequestStatusFilter, TenantRequest } from '@lintel/shared';
import { actOnTenantRequest, createTenantRequest, fetchTenantRequests } from '../api/maintenance-calls.ts';
import { addPagedListCases, initialPagedList } from '../../../lib/paged-list.ts';
import type { PagedListState } from '../../../lib/paged-list.ts';
import { requestsSlot } from './requests-slot.ts';

export interface RequestFilters {
  status: RequestStatusFilter;
  propertyId?: string | undefined;
}

export interface RequestsState {
  filters: RequestFilters;
  list: PagedListState<TenantRequest>;
}

export const initialRequestsState: RequestsState = { filters: { status: 'in-review' }, list: initialPagedList<TenantRequest>() };

/**
 * The list after an action answered with `updated` (spec point 4): replaced in place, unless the
 * request is now ongoing and the tab does not show ongoing requests (accepting from "In review"
 * takes it out of that tab).
 */
export function listAfterAction(items: readonly TenantRequest[], updated: TenantRequest, action: string, filter: RequestStatusFilter): TenantRequest[] {
  const leaves = action !== 'edit' && listChangeAfterAction(updated.status) === 'remove' && !matchesStatusFilter(updated.status, filter);
  return leaves ? items.filter((item) => item.id !== updated.id) : replaceById(items, updated);
}

const requestsSlice = createSlice({
  name: 'tenantRequests',
  initialState: initialRequestsState,
  reducers: {
    requestFiltersChanged(state, action: PayloadAction<RequestFilters>) {
      state.filters = action.payload;
    },
  },
  extraReducers: (builder) => {
    addPagedListCases(builder, fetchTenantRequests, { select: (state) => state.list, fallbackError: 'Failed to fetch requests' });
    builder
      .addCase(actOnTenantRequest.fulfilled, (state, action) => {
        const before = state.list.items.length;
        state.list.items = listAfterAction(state.list.items, action.payload, action.meta.arg.action, state.filters.status);
        if (state.list.pagination && state.list.items.length < before) state.list.pagination.total -= 1;
      })
      .addCase(createTenantRequest.fulfilled, (state, action) => {
        if (!matchesStatusFilter(action.payload.status, state.filters.status)) return;
        state.list.items = insertFirst(state.list.items, action.payload);
        if (state.list.pagination) state.list.pagination.total += 1;
      });
  },
});

export const { requestFiltersChanged } = requestsSlice.actions;
export const requestsReducer = requestsSlice.reducer;
requestsSlot.register(requestsSlice.reducer);
