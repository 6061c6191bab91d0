/**
 * Leases client state: the Leases page's filters (sorts of spec point 9, status, property, search) and
 * what this session did on a lease page — the tenants the last send-for-signature said have no account
 * and no invitation yet, and the tenants invited since. The leases themselves are server data in the
 * data cache (api/leases-api.ts).
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_PAGE_SIZE } from '@lintel/shared';
import type { LeaseSort, LeaseStatus } from '@lintel/shared';
import type { AppState } from '../../../lib/redux-hooks.ts';
import { leasesSlot } from './leases-slot.ts';

export interface LeaseFilters {
  sortBy: LeaseSort;
  status?: LeaseStatus;
  propertyId?: string;
  search?: string;
}

export interface LeasesState {
  filters: LeaseFilters;
  /** Tenants the last send-for-signature said have no account and no invitation yet. */
  uninvited: { leaseId: string | null; tenantIds: string[]; notified: string[] };
  /** Tenants invited from a lease page in this session. */
  invitedTenantIds: string[];
}

export const LEASES_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const initialLeasesState: LeasesState = {
  filters: { sortBy: 'newest' },
  uninvited: { leaseId: null, tenantIds: [], notified: [] },
  invitedTenantIds: [],
};

const leasesSlice = createSlice({
  name: 'leases',
  initialState: initialLeasesState,
  reducers: {
    leaseFiltersChanged(state, action: PayloadAction<Partial<LeaseFilters>>) {
      state.filters = { ...state.filters, ...action.payload };
    },
    /** The answer of a send-for-signature: who still needs an invitation. */
    leaseSent(state, action: PayloadAction<{ leaseId: string; uninvitedTenantIds: string[]; notified: string[] }>) {
      state.uninvited = { leaseId: action.payload.leaseId, tenantIds: action.payload.uninvitedTenantIds, notified: action.payload.notified };
    },
    leaseTenantInvited(state, action: PayloadAction<string>) {
      state.uninvited.tenantIds = state.uninvited.tenantIds.filter((id) => id !== action.payload);
      if (!state.invitedTenantIds.includes(action.payload)) state.invitedTenantIds.push(action.payload);
    },
  },
});

export const { leaseFiltersChanged, leaseSent, leaseTenantInvited } = leasesSlice.actions;
export const leasesReducer = leasesSlice.reducer;

/** The slice, or its initial state while the store slot is still empty (see lib/lazy-reducer.ts). */
export const selectLeases = (state: AppState): LeasesState => state.leases ?? initialLeasesState;

// Loading this module (with the screens and modals that use it) plugs the slice into the store.
leasesSlot.register(leasesSlice.reducer);
