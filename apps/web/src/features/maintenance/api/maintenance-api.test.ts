/**
 * Tenant requests in the data cache (spec point 4, issue 20): an action's answer moves the request in
 * every cached list without a GET (accepting from "In review" takes it out of that tab, "All" keeps it
 * replaced), and the live event of this tab's own action asks nothing again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TenantRequest, TenantRequestListResponse } from '@lintel/shared';
import { jsonResponse, makeStore } from '../../../test/render.tsx';
import { applyLiveEvent } from '../../../lib/live/event-tags.ts';
import type { LiveEventEnvelope } from '../../../lib/live/live-client.ts';
import { listAfterAction, maintenanceApi } from './maintenance-api.ts';
import type { RequestFilters } from './maintenance-api.ts';

afterEach(() => vi.unstubAllGlobals());

const request = (id: string, status: TenantRequest['status'] = 'in-review'): TenantRequest => ({
  id, status, category: { id: 1, name: 'Plumbing' }, subCategory: null, description: 'Leak', urgency: 'low',
  propertyId: '01900000-0000-7000-8000-000000000001', propertyName: 'Maple', buildingId: '01900000-0000-7000-8000-000000000001',
  attachments: [], videos: [], fromPortal: false, contact: null, requestedBy: null, rejectionReason: null, workOrderId: null,
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
});
const a = '01900000-0000-7000-8000-00000000000a';
const b = '01900000-0000-7000-8000-00000000000b';

describe('listAfterAction', () => {
  const items = [request('a'), request('b')];
  it('accepting from "In review" takes the request out (now ongoing)', () => {
    expect(listAfterAction(items, request('a', 'ongoing'), 'accept', 'in-review').map((r) => r.id)).toEqual(['b']);
  });
  it('on "All" an ongoing request stays, replaced', () => {
    expect(listAfterAction(items, request('a', 'ongoing'), 'accept', 'all')[0]!.status).toBe('ongoing');
  });
  it('reject and resolve replace the item in place', () => {
    expect(listAfterAction(items, request('b', 'rejected'), 'reject', 'in-review').map((r) => [r.id, r.status])).toEqual([['a', 'in-review'], ['b', 'rejected']]);
    expect(listAfterAction(items, request('a', 'completed'), 'resolve', 'in-review')[0]!.status).toBe('completed');
  });
});

const page = (results: TenantRequest[]): TenantRequestListResponse => ({ results, pagination: { page: 1, pageSize: 10, total: results.length, totalPages: 1 }, meta: { status: 'all', propertyId: null } });

describe('tenant requests in the data cache', () => {
  it('an accepted request leaves "In review" and is replaced in "All" from the PUT answer alone; its own event asks nothing', async () => {
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const method = init.method ?? 'GET';
        requests.push(`${method} ${new URL(url, 'http://x').pathname}`);
        if (method === 'PUT') return jsonResponse(200, request(a, 'ongoing'));
        return jsonResponse(200, page([request(a), request(b)]));
      }),
    );
    const store = makeStore();
    const inReview: RequestFilters = { status: 'in-review' };
    const all: RequestFilters = { status: 'all' };
    await store.dispatch(maintenanceApi.endpoints.tenantRequests.initiate(inReview));
    await store.dispatch(maintenanceApi.endpoints.tenantRequests.initiate(all));
    const rows = (filters: RequestFilters) => maintenanceApi.endpoints.tenantRequests.select(filters)(store.getState() as never).data?.pages[0];
    expect(requests).toHaveLength(2);

    await store.dispatch(maintenanceApi.endpoints.actOnTenantRequest.initiate({ action: 'accept', id: a }));
    expect(rows(inReview)?.results.map((row) => row.id)).toEqual([b]);
    expect(rows(inReview)?.pagination.total).toBe(1);
    expect(rows(all)?.results.map((row) => [row.id, row.status])).toEqual([[a, 'ongoing'], [b, 'in-review']]);

    const event: LiveEventEnvelope<'tenantRequest.statusChanged'> = {
      id: '01900000-0000-7000-8000-0000000000e1',
      type: 'tenantRequest.statusChanged',
      occurredAt: '2026-01-01T00:00:00.000Z',
      accountId: a,
      room: `tenantRequest:${a}`,
      payload: { tenantRequestId: a, status: 'ongoing' } as LiveEventEnvelope<'tenantRequest.statusChanged'>['payload'],
    };
    applyLiveEvent(event, store, undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.filter((line) => line.startsWith('GET /api/tenant-requests?') || line === 'GET /api/tenant-requests')).toHaveLength(2);
    expect(requests.filter((line) => line.startsWith('PUT'))).toEqual([`PUT /api/tenant-requests/accept/${a}`]);
  });
});
