/**
 * The work order page on the data cache (issue 20): accepting a quote is one POST and no GET — the
 * page shows the new status, the accepted quote and the declined one from the answer; the room's
 * event of that change (it carries the statuses the page already shows) asks nothing again, and an
 * event the page cannot apply makes it ask once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { WorkOrder, WorkOrderQuote } from '@lintel/shared';
import { jsonResponse, renderWithApp, signedInState } from '../../../test/render.tsx';
import { makeUser } from '../../../test/factories.ts';
import { applyLiveEvent } from '../../../lib/live/event-tags.ts';
import type { LiveEventEnvelope } from '../../../lib/live/live-client.ts';
import { workOrdersApi } from '../api/work-orders-api.ts';
import WorkOrderPage from './work-order-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const landlord = makeUser({ id: '01900000-0000-7000-8000-0000000000a9', role: 'propertyManager' });
const id = '01900000-0000-7000-8000-0000000000ff';
const at = '2030-03-01T10:00:00.000Z';
const workOrder: WorkOrder = {
  id,
  name: 'Leaking tap',
  category: 'plumbing',
  description: 'Kitchen tap drips',
  priority: 'medium',
  timing: 'asSoonAsPossible',
  status: 'quoteRequested',
  property: { id: '01900000-0000-7000-8000-0000000000b1', name: 'Maple Court' },
  unit: null,
  room: null,
  dateRange: null,
  attachments: [],
  videos: [],
  documents: [],
  source: null,
  landlordName: 'Lena Landlord',
  assignees: [],
  quoteRequests: [],
  acceptedQuoteId: null,
  provider: null,
  invoice: null,
  invoiceNumber: null,
  invoiceAmount: null,
  rating: null,
  ratingComment: null,
  transactionId: null,
  completedAt: null,
  closedAt: null,
  createdAt: at,
  updatedAt: at,
};
const quote = (quoteId: string, name: string, total: number): WorkOrderQuote => ({
  id: quoteId,
  workOrderId: id,
  provider: { id: `${quoteId.slice(0, -2)}cc`, name, rating: null, ratingCount: 0 },
  status: 'waiting-response',
  declined: false,
  lineItems: [{ description: 'Labour', quantity: 1, unitPrice: total }],
  amount: total,
  rate: 0,
  taxAmount: 0,
  total,
  earliestStart: '2030-03-02',
  memo: '',
  createdAt: at,
  acceptedAt: null,
});
const chosen = quote('01900000-0000-7000-8000-000000000001', 'Pipe Pros', 198);
const other = quote('01900000-0000-7000-8000-000000000002', 'Drain Co', 264);

function fakeApi() {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      // The assignee picker's contacts are loaded once with the page; not part of what is counted.
      if (url.startsWith('/api/contacts?')) return jsonResponse(200, { results: [], pagination: { page: 1, pageSize: 100, total: 0, totalPages: 0 }, meta: {} });
      requests.push(`${method} ${url}`);
      if (url === `/api/work-orders/${id}` && method === 'GET') return jsonResponse(200, workOrder);
      if (url === `/api/work-orders/${id}/quotes`) return jsonResponse(200, { quotes: [chosen, other] });
      if (url === `/api/work-orders/${id}/accept-quote`)
        return jsonResponse(200, { message: 'Quote accepted', workOrder: { ...workOrder, status: 'inProgress', acceptedQuoteId: chosen.id, provider: { id: chosen.provider.id, name: 'Pipe Pros' } } });
      return jsonResponse(404, { message: `unexpected ${method} ${url}` });
    }),
  );
  return requests;
}

const accepted = (payload: Record<string, unknown>): LiveEventEnvelope => ({
  id: `01900000-0000-7000-8000-00000000e${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`,
  type: 'workOrder.quoteAccepted',
  occurredAt: at,
  accountId: landlord.id,
  room: `workOrder:${id}`,
  payload: { workOrderId: id, quoteId: chosen.id, summary: 'Your quote was accepted', link: `/work-orders/${id}`, ...payload },
} as LiveEventEnvelope);

describe('work order page', () => {
  it('accepting a quote is one POST, no GET; the page shows the accepted and declined quotes and the new status', async () => {
    const requests = fakeApi();
    const { store } = renderWithApp(<WorkOrderPage />, { route: `/work-orders/${id}`, path: '/work-orders/:id', preloadedState: signedInState(landlord) });
    await screen.findByRole('region', { name: 'Quotes (2)' });
    expect(requests).toHaveLength(2);

    await store.dispatch(workOrdersApi.endpoints.acceptQuote.initiate({ id, quoteId: chosen.id }));
    const quotes = await screen.findByRole('region', { name: 'Quotes (2)' });
    await waitFor(() => expect(within(quotes).getByText('Accepted')).toBeTruthy());
    expect(within(quotes).getByText('Declined')).toBeTruthy();
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.getByText('Pipe Pros', { selector: 'strong' })).toBeTruthy();
    expect(requests.slice(2)).toEqual([`POST /api/work-orders/${id}/accept-quote`]);

    // Its own event, carrying the statuses the page already shows: nothing is asked again.
    applyLiveEvent(accepted({ status: 'inProgress', quotes: [{ id: chosen.id, status: 'converted' }, { id: other.id, status: 'archived' }] }), store, landlord.id);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests).toHaveLength(3);

    // An event without the statuses: the work order and its quotes are asked again.
    applyLiveEvent(accepted({}), store, landlord.id);
    await waitFor(() => expect(requests.filter((line) => line.startsWith('GET'))).toHaveLength(4));
  });
});
