/** Spec point 4: after accept, reject or resolve the item is replaced in the list unless the result is ongoing. */
import { describe, expect, it } from 'vitest';
import type { TenantRequest } from '@lintel/shared';
import { actOnTenantRequest, createTenantRequest } from '../api/maintenance-calls.ts';
import { initialRequestsState, listAfterAction, requestsReducer } from './requests-slice.ts';

const request = (id: string, status: TenantRequest['status'] = 'in-review'): TenantRequest => ({
  id, status, category: { id: 1, name: 'Plumbing' }, subCategory: null, description: 'Leak', urgency: 'low',
  propertyId: '01900000-0000-7000-8000-000000000001', propertyName: 'Maple', buildingId: '01900000-0000-7000-8000-000000000001',
  attachments: [], videos: [], fromPortal: false, contact: null, requestedBy: null, rejectionReason: null, workOrderId: null,
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
});

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

describe('requests slice', () => {
  it('a fulfilled action updates the list and its total; a new request goes first when the tab shows it', () => {
    const loaded = { ...initialRequestsState, list: { ...initialRequestsState.list, items: [request('a'), request('b')], pagination: { page: 1, pageSize: 10, total: 2, totalPages: 1 } } };
    const accepted = requestsReducer(loaded, actOnTenantRequest.fulfilled(request('a', 'ongoing'), 'r1', { action: 'accept', id: 'a' }));
    expect(accepted.list.items.map((r) => r.id)).toEqual(['b']);
    expect(accepted.list.pagination?.total).toBe(1);
    const created = requestsReducer(accepted, createTenantRequest.fulfilled(request('c'), 'r2', {} as never));
    expect(created.list.items.map((r) => r.id)).toEqual(['c', 'b']);
    const onCompleted = requestsReducer({ ...created, filters: { status: 'completed' } }, createTenantRequest.fulfilled(request('d'), 'r3', {} as never));
    expect(onCompleted.list.items.map((r) => r.id)).toEqual(['c', 'b']);
  });
});
