import { describe, expect, it } from 'vitest';
import { createLease, fetchLease, fetchLeases, removeLease, sendLeaseForSignature, terminateLease } from '../api/lease-calls.ts';
import { initialLeasesState, leasesReducer } from './leases-slice.ts';
import type { LeasesState } from './leases-slice.ts';
import { makeLease } from './lease-test-factory.ts';

function withList(items = [makeLease(), makeLease(), makeLease()]): LeasesState {
  const pending = leasesReducer(initialLeasesState, fetchLeases.pending('req-1', { query: {} }));
  return leasesReducer(
    pending,
    fetchLeases.fulfilled({ results: items, pagination: { page: 1, pageSize: 10, total: items.length, totalPages: 1 }, meta: {} }, 'req-1', { query: {} }),
  );
}

describe('leases slice (spec point 4: created, listed, terminated, removed)', () => {
  it('point 4: the terminated lease replaces the one in the list, in the same place', () => {
    const state = withList();
    const target = state.list.items[1]!;
    const terminated = { ...target, status: 'terminated' as const, terminationDate: '2026-06-30', terminatedAt: '2026-06-01T10:00:00.000Z' };
    const next = leasesReducer(state, terminateLease.fulfilled(terminated, 'x', { id: target.id, input: {} }));
    expect(next.list.items).toHaveLength(3);
    expect(next.list.items[1]).toEqual(terminated);
    expect(next.list.items.map((item) => item.id)).toEqual(state.list.items.map((item) => item.id));
    expect(next.terminateStatus).toBe('succeeded');
  });

  it('terminating the open lease updates it too', () => {
    const lease = makeLease();
    let state = withList([lease]);
    state = leasesReducer(state, fetchLease.fulfilled(lease, 'd', lease.id));
    const next = leasesReducer(state, terminateLease.fulfilled({ ...lease, status: 'terminated' }, 'x', { id: lease.id, input: {} }));
    expect(next.details.item?.status).toBe('terminated');
  });

  it('a created lease goes first and counts', () => {
    const state = withList();
    const created = makeLease({ status: 'draft' });
    const next = leasesReducer(state, createLease.fulfilled(created, 'c', created as never));
    expect(next.list.items[0]!.id).toBe(created.id);
    expect(next.list.pagination?.total).toBe(4);
  });

  it('a removed lease leaves the list', () => {
    const state = withList();
    const target = state.list.items[0]!;
    const next = leasesReducer(state, removeLease.fulfilled({ id: target.id }, 'r', target.id));
    expect(next.list.items.map((item) => item.id)).not.toContain(target.id);
    expect(next.list.pagination?.total).toBe(2);
  });

  it('sending for signature replaces the lease and keeps the tenants to invite', () => {
    const lease = makeLease({ status: 'draft' });
    const state = withList([lease]);
    const sent = { ...lease, status: 'pendingSignature' as const };
    const next = leasesReducer(
      state,
      sendLeaseForSignature.fulfilled({ lease: sent, notified: [], uninvitedTenantIds: ['t-9'], message: 'Sent' }, 's', lease.id),
    );
    expect(next.list.items[0]!.status).toBe('pendingSignature');
    expect(next.uninvited).toEqual({ leaseId: lease.id, tenantIds: ['t-9'], notified: [] });
  });

  it('a cancelled list request keeps the status pending', () => {
    const pending = leasesReducer(initialLeasesState, fetchLeases.pending('req-2', { query: {} }));
    const aborted = fetchLeases.rejected(new DOMException('Aborted', 'AbortError'), 'req-2', { query: {} }, undefined);
    const next = leasesReducer(pending, { ...aborted, meta: { ...aborted.meta, aborted: true } });
    expect(next.list.status).toBe('pending');
  });
});
