/**
 * Quotes in the data cache (issue 20): a write's answer replaces the cached row (no list refetch), and
 * spec point 8's success toasts stay as the screens had them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import type { Quote, QuoteListResponse, QuoteRequest, QuoteRequestListResponse } from '@lintel/shared';
import { jsonResponse, makeStore } from '../../../test/render.tsx';
import { applyLiveEvent } from '../../../lib/live/event-tags.ts';
import { quotesApi } from './quotes-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const quote = (n: number, status: Quote['status']) => ({ id: `018f0000-0000-7000-8000-00000000000${n}`, requestId: '018f0000-0000-7000-8000-0000000000a1', status, requesterName: `R${n}` }) as unknown as Quote;
const page = <T>(results: T[]) => ({ results, pagination: { page: 1, pageSize: 10, total: results.length, totalPages: 1 } });

/** A fetch that answers `routes` by "METHOD path" and records every call. */
function server(routes: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const { pathname } = new URL(String(url), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${pathname}`;
    calls.push(key);
    return key in routes ? jsonResponse(200, routes[key]) : jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'Not found' });
  }));
  return calls;
}

describe('quotes in the data cache', () => {
  it('archiving takes the answer into every cached list (out of one whose status filter it left) without asking the lists again', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const [first, second] = [quote(1, 'waiting-response'), quote(2, 'waiting-response')];
    const store = makeStore();
    const all = { size: 10 };
    const waiting = { size: 10, status: 'waiting-response' as const };
    await store.dispatch(quotesApi.util.upsertQueryData('quotes', all, { pages: [page([first, second]) as QuoteListResponse], pageParams: [0] }));
    await store.dispatch(quotesApi.util.upsertQueryData('quotes', waiting, { pages: [page([first, second]) as QuoteListResponse], pageParams: [0] }));
    const calls = server({ [`POST /api/quotes/${first.id}/archive`]: { ...first, status: 'archived' } });

    await store.dispatch(quotesApi.endpoints.quoteAction.initiate({ id: first.id, action: 'archive', error: 'Failed to update quote', success: 'Quote archived' }));

    const rows = (arg: typeof all) => quotesApi.endpoints.quotes.select(arg)(store.getState()).data!.pages[0]!.results.map((row) => [row.id, row.status]);
    expect(rows(all)).toEqual([[first.id, 'archived'], [second.id, 'waiting-response']]);
    expect(rows(waiting)).toEqual([[second.id, 'waiting-response']]);
    expect(quotesApi.endpoints.quotes.select(waiting)(store.getState()).data!.pages[0]!.pagination.total).toBe(1);
    expect(calls).toEqual([`POST /api/quotes/${first.id}/archive`]);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Quote archived' }));
  });

  it('accepting a quote puts the answered request into the cached list with one POST and the success toast', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const request = { id: '018f0000-0000-7000-8000-0000000000a1', status: 'open', quotes: [{ id: quote(1, 'waiting-response').id, status: 'waiting-response' }] } as unknown as QuoteRequest;
    const store = makeStore();
    await store.dispatch(quotesApi.util.upsertQueryData('quoteRequests', undefined, { pages: [page([request]) as QuoteRequestListResponse], pageParams: [1] }));
    const accepted = { ...request, status: 'accepted', quotes: [{ ...request.quotes[0]!, status: 'approved' }] };
    const calls = server({ [`POST /api/quote-requests/${request.id}/accept`]: accepted });

    await store.dispatch(quotesApi.endpoints.acceptQuote.initiate({ requestId: request.id, quoteId: request.quotes[0]!.id, providerName: 'Pane Pros' }));

    const cached = quotesApi.endpoints.quoteRequests.select(undefined)(store.getState()).data!.pages[0]!.results[0]!;
    expect([cached.status, cached.quotes[0]!.status]).toEqual(['accepted', 'approved']);
    expect(calls).toEqual([`POST /api/quote-requests/${request.id}/accept`]);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'You accepted the quote from Pane Pros' }));
  });

  it('a new request for quotes (live quoteRequest.created) makes the provider\'s open requests ask again', async () => {
    const calls = server({ 'GET /api/quotes/requests': page([]) });
    const store = makeStore();
    const subscription = store.dispatch(quotesApi.endpoints.openQuoteRequests.initiate());
    await subscription;
    expect(calls).toEqual(['GET /api/quotes/requests']);
    applyLiveEvent(
      {
        id: '018f0000-0000-7000-8000-00000000e201',
        type: 'quoteRequest.created',
        occurredAt: '2026-03-02T10:00:00.000Z',
        accountId: '018f0000-0000-7000-8000-0000000000b2',
        payload: { quoteRequestId: '018f0000-0000-7000-8000-0000000000a2', summary: 'Hana asks for quotes on 1 opening (Window)', link: '/quotes/requests' },
      },
      store,
      undefined,
    );
    await vi.waitFor(() => expect(calls).toEqual(['GET /api/quotes/requests', 'GET /api/quotes/requests']));
    subscription.unsubscribe();
  });

  it('a quote sent to the requester (live quote.sent) makes their requests ask again (issue 30 item 9)', async () => {
    const calls = server({ 'GET /api/quote-requests': page([]) });
    const store = makeStore();
    const subscription = store.dispatch(quotesApi.endpoints.quoteRequests.initiate());
    await subscription;
    applyLiveEvent(
      {
        id: '018f0000-0000-7000-8000-00000000e202',
        type: 'quote.sent',
        occurredAt: '2026-03-02T10:00:00.000Z',
        accountId: '018f0000-0000-7000-8000-0000000000b3',
        payload: {
          quoteRequestId: '018f0000-0000-7000-8000-0000000000a2',
          quoteId: '018f0000-0000-7000-8000-0000000000a3',
          status: 'waiting-response',
          summary: 'Pane Pros sent you a quote ($2400.00)',
          link: '/quote-requests/018f0000-0000-7000-8000-0000000000a2',
        },
      },
      store,
      undefined,
    );
    await vi.waitFor(() => expect(calls).toEqual(['GET /api/quote-requests', 'GET /api/quote-requests']));
    subscription.unsubscribe();
  });
});
