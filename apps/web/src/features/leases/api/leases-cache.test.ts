/**
 * Spec point 4 for leases on the data cache, against a real store and a fake server: the terminated
 * lease replaces the one in the list in place and the open lease follows (no list refetch); a created
 * lease makes the lists ask again; a removed one leaves them; sending keeps the tenants to invite; a
 * lease event of another party makes the open lease ask again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lease } from '@lintel/shared';
import { jsonResponse, makeStore } from '../../../test/render.tsx';
import { applyLiveEvent } from '../../../lib/live/event-tags.ts';
import type { LiveEventEnvelope } from '../../../lib/live/live-client.ts';
import { leasesApi } from './leases-api.ts';
import type { LeaseListQuery } from './leases-api.ts';
import { initialLeasesState, leasesReducer, leaseSent, leaseTenantInvited } from '../state/leases-slice.ts';
import { makeLease } from '../state/lease-test-factory.ts';

afterEach(() => vi.unstubAllGlobals());

const listQuery: LeaseListQuery = { sortBy: 'newest' };
const page = (results: Lease[]) => ({ results, pagination: { page: 1, pageSize: 10, total: results.length, totalPages: 1 }, meta: {} });

async function storeWith(leases: Lease[], answers: Record<string, unknown> = {}) {
  const requests: string[] = [];
  let listed = leases;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
      requests.push(`${method} ${path}`);
      if (`${method} ${path}` in answers) return jsonResponse(200, answers[`${method} ${path}`]);
      if (path === '/leases') return jsonResponse(200, page(listed));
      const one = listed.find((lease) => path === `/leases/${lease.id}`);
      return jsonResponse(one ? 200 : 404, one ?? { message: 'Not found' });
    }),
  );
  const store = makeStore();
  await store.dispatch(leasesApi.endpoints.leases.initiate(listQuery));
  const rows = () => leasesApi.endpoints.leases.select(listQuery)(store.getState() as never).data!.pages.flatMap((one) => one.results);
  const total = () => leasesApi.endpoints.leases.select(listQuery)(store.getState() as never).data!.pages[0]!.pagination.total;
  return { store, requests, rows, total, setListed: (next: Lease[]) => (listed = next) };
}

describe('leases in the data cache (spec point 4)', () => {
  it('the terminated lease replaces the one in the list, in the same place, and the open lease follows', async () => {
    const leases = [makeLease(), makeLease(), makeLease()];
    const target = leases[1]!;
    const terminated = { ...target, status: 'terminated' as const, terminationDate: '2026-06-30', terminatedAt: '2026-06-01T10:00:00.000Z' };
    const { store, requests, rows } = await storeWith(leases, { [`POST /leases/terminate/${target.id}`]: terminated });
    await store.dispatch(leasesApi.endpoints.lease.initiate(target.id));
    await store.dispatch(leasesApi.endpoints.terminateLease.initiate({ id: target.id, input: {} }));
    expect(rows().map((lease) => lease.id)).toEqual(leases.map((lease) => lease.id));
    expect(rows()[1]).toEqual(terminated);
    expect(leasesApi.endpoints.lease.select(target.id)(store.getState() as never).data?.status).toBe('terminated');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.filter((request) => request === 'GET /leases' || request === `GET /leases/${target.id}`)).toHaveLength(2);
  });

  it('a created lease: the list asks again and shows it', async () => {
    const leases = [makeLease(), makeLease()];
    const created = makeLease({ status: 'draft' });
    const { store, rows, setListed } = await storeWith(leases, { 'POST /leases': created });
    setListed([created, ...leases]);
    await store.dispatch(leasesApi.endpoints.createLease.initiate({} as never));
    await vi.waitFor(() => expect(rows()[0]!.id).toBe(created.id));
  });

  it('a removed lease leaves the list', async () => {
    const leases = [makeLease(), makeLease(), makeLease()];
    const target = leases[0]!;
    const { store, rows, total } = await storeWith(leases, { [`DELETE /leases/${target.id}`]: { message: 'ok' } });
    await store.dispatch(leasesApi.endpoints.removeLease.initiate(target.id));
    expect(rows().map((lease) => lease.id)).not.toContain(target.id);
    expect(total()).toBe(2);
  });

  it('sending for signature replaces the row; the tenants to invite stay until invited', async () => {
    const lease = makeLease({ status: 'draft' });
    const sent = { ...lease, status: 'pendingSignature' as const };
    const { store, rows } = await storeWith([lease], { [`POST /leases/${lease.id}/send-for-signature`]: { lease: sent, notified: [], uninvitedTenantIds: ['t-9'], message: 'Sent' } });
    await store.dispatch(leasesApi.endpoints.sendLeaseForSignature.initiate(lease.id));
    expect(rows()[0]!.status).toBe('pendingSignature');
    let state = leasesReducer(initialLeasesState, leaseSent({ leaseId: lease.id, uninvitedTenantIds: ['t-9'], notified: [] }));
    expect(state.uninvited).toEqual({ leaseId: lease.id, tenantIds: ['t-9'], notified: [] });
    state = leasesReducer(state, leaseTenantInvited('t-9'));
    expect(state.uninvited.tenantIds).toEqual([]);
    expect(state.invitedTenantIds).toEqual(['t-9']);
  });

  it('another party’s signature makes the open lease ask again', async () => {
    const lease = makeLease({ status: 'pendingSignature' });
    const { store, requests } = await storeWith([lease]);
    const subscription = store.dispatch(leasesApi.endpoints.lease.initiate(lease.id));
    await subscription;
    const event: LiveEventEnvelope = {
      id: '018f0000-0000-7000-8000-00000000e101',
      type: 'lease.signed',
      occurredAt: '2026-03-02T10:00:00.000Z',
      accountId: '018f0000-0000-7000-8000-0000000000b2',
      payload: { leaseId: lease.id, signedCount: 1, partiesCount: 2, notify: [] } as never,
    };
    applyLiveEvent(event, store, undefined);
    await vi.waitFor(() => expect(requests.filter((request) => request === `GET /leases/${lease.id}`)).toHaveLength(2));
    subscription.unsubscribe();
  });
});
