/**
 * Leases state (spec point 4): created (goes first), listed (paged, load more, sorts of point 9, status
 * and property filters), terminated (the terminated lease replaces the one in the list), removed; the
 * open lease with its audit trail, and the outcome of the last send-for-signature.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_PAGE_SIZE } from '@lintel/shared';
import type { AsyncStatus, Lease, LeaseAuditEntry, LeaseSort, LeaseStatus } from '@lintel/shared';
import {
  createLease,
  fetchLease,
  fetchLeaseAudit,
  fetchLeases,
  inviteLeaseTenant,
  removeLease,
  sendLeaseForSignature,
  signLease,
  terminateLease,
} from '../api/lease-calls.ts';
import { wasAborted } from '../../../lib/async-state.ts';
import { addPagedListCases, initialPagedList } from '../../../lib/paged-list.ts';
import type { PagedListState } from '../../../lib/paged-list.ts';
import { leasesSlot } from './leases-slot.ts';

export interface LeaseFilters {
  sortBy: LeaseSort;
  status?: LeaseStatus;
  propertyId?: string;
  search?: string;
}

export interface LeasesState {
  filters: LeaseFilters;
  list: PagedListState<Lease>;
  details: { item: Lease | null; status: AsyncStatus; error: string | null };
  audit: { leaseId: string | null; items: LeaseAuditEntry[]; status: AsyncStatus };
  /** Tenants the last send-for-signature said have no account and no invitation yet. */
  uninvited: { leaseId: string | null; tenantIds: string[]; notified: string[] };
  /** Tenants invited from a lease page in this session. */
  invitedTenantIds: string[];
  createStatus: AsyncStatus;
  terminateStatus: AsyncStatus;
  removeStatus: AsyncStatus;
  sendStatus: AsyncStatus;
  signStatus: AsyncStatus;
  inviteStatus: AsyncStatus;
}

export const LEASES_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const initialLeasesState: LeasesState = {
  filters: { sortBy: 'newest' },
  list: initialPagedList<Lease>(),
  details: { item: null, status: 'idle', error: null },
  audit: { leaseId: null, items: [], status: 'idle' },
  uninvited: { leaseId: null, tenantIds: [], notified: [] },
  invitedTenantIds: [],
  createStatus: 'idle',
  terminateStatus: 'idle',
  removeStatus: 'idle',
  sendStatus: 'idle',
  signStatus: 'idle',
  inviteStatus: 'idle',
};

/** Puts the server's copy of a lease wherever it is shown (list row, open lease). */
function replaceLease(state: LeasesState, lease: Lease) {
  const index = state.list.items.findIndex((item) => item.id === lease.id);
  if (index >= 0) state.list.items[index] = lease;
  if (state.details.item?.id === lease.id) state.details.item = lease;
}

const leasesSlice = createSlice({
  name: 'leases',
  initialState: initialLeasesState,
  reducers: {
    leaseFiltersChanged(state, action: PayloadAction<Partial<LeaseFilters>>) {
      state.filters = { ...state.filters, ...action.payload };
    },
  },
  extraReducers: (builder) => {
    addPagedListCases(builder, fetchLeases, { select: (state) => state.list, fallbackError: 'Failed to fetch leases' });
    builder
      .addCase(fetchLease.pending, (state, action) => {
        state.details.status = 'pending';
        state.details.error = null;
        if (state.details.item?.id !== action.meta.arg) state.details.item = null;
      })
      .addCase(fetchLease.fulfilled, (state, action) => {
        state.details = { item: action.payload, status: 'succeeded', error: null };
        replaceLease(state, action.payload);
      })
      .addCase(fetchLease.rejected, (state, action) => {
        if (wasAborted(action)) return;
        state.details.status = 'rejected';
        state.details.error = action.payload ?? 'Failed to fetch lease';
      })
      .addCase(fetchLeaseAudit.pending, (state, action) => {
        state.audit.status = 'pending';
        if (state.audit.leaseId !== action.meta.arg) state.audit = { leaseId: action.meta.arg, items: [], status: 'pending' };
      })
      .addCase(fetchLeaseAudit.fulfilled, (state, action) => {
        state.audit = { leaseId: action.payload.id, items: action.payload.results, status: 'succeeded' };
      })
      .addCase(fetchLeaseAudit.rejected, (state, action) => {
        if (!wasAborted(action)) state.audit.status = 'rejected';
      })
      .addCase(createLease.pending, (state) => {
        state.createStatus = 'pending';
      })
      .addCase(createLease.fulfilled, (state, action) => {
        state.createStatus = 'succeeded';
        state.list.items.unshift(action.payload);
        if (state.list.pagination) state.list.pagination.total += 1;
      })
      .addCase(createLease.rejected, (state, action) => {
        if (!wasAborted(action)) state.createStatus = 'rejected';
      })
      .addCase(terminateLease.pending, (state) => {
        state.terminateStatus = 'pending';
      })
      .addCase(terminateLease.fulfilled, (state, action) => {
        state.terminateStatus = 'succeeded';
        // Spec point 4: the terminated lease replaces the one in the list.
        replaceLease(state, action.payload);
      })
      .addCase(terminateLease.rejected, (state, action) => {
        if (!wasAborted(action)) state.terminateStatus = 'rejected';
      })
      .addCase(removeLease.pending, (state) => {
        state.removeStatus = 'pending';
      })
      .addCase(removeLease.fulfilled, (state, action) => {
        state.removeStatus = 'succeeded';
        const before = state.list.items.length;
        state.list.items = state.list.items.filter((item) => item.id !== action.payload.id);
        if (state.list.pagination && state.list.items.length < before) state.list.pagination.total -= 1;
        if (state.details.item?.id === action.payload.id) state.details.item = null;
      })
      .addCase(removeLease.rejected, (state, action) => {
        if (!wasAborted(action)) state.removeStatus = 'rejected';
      })
      .addCase(sendLeaseForSignature.pending, (state) => {
        state.sendStatus = 'pending';
      })
      .addCase(sendLeaseForSignature.fulfilled, (state, action) => {
        state.sendStatus = 'succeeded';
        replaceLease(state, action.payload.lease);
        state.uninvited = {
          leaseId: action.payload.lease.id,
          tenantIds: action.payload.uninvitedTenantIds,
          notified: action.payload.notified,
        };
      })
      .addCase(sendLeaseForSignature.rejected, (state, action) => {
        if (!wasAborted(action)) state.sendStatus = 'rejected';
      })
      .addCase(signLease.pending, (state) => {
        state.signStatus = 'pending';
      })
      .addCase(signLease.fulfilled, (state, action) => {
        state.signStatus = 'succeeded';
        replaceLease(state, action.payload);
      })
      .addCase(signLease.rejected, (state, action) => {
        if (!wasAborted(action)) state.signStatus = 'rejected';
      })
      .addCase(inviteLeaseTenant.pending, (state) => {
        state.inviteStatus = 'pending';
      })
      .addCase(inviteLeaseTenant.fulfilled, (state, action) => {
        state.inviteStatus = 'succeeded';
        state.uninvited.tenantIds = state.uninvited.tenantIds.filter((id) => id !== action.payload.tenantId);
        if (!state.invitedTenantIds.includes(action.payload.tenantId)) state.invitedTenantIds.push(action.payload.tenantId);
      })
      .addCase(inviteLeaseTenant.rejected, (state, action) => {
        if (!wasAborted(action)) state.inviteStatus = 'rejected';
      });
  },
});

export const { leaseFiltersChanged } = leasesSlice.actions;
export const leasesReducer = leasesSlice.reducer;

// Loading this module (with the screens and modals that use it) plugs the slice into the store.
leasesSlot.register(leasesSlice.reducer);
