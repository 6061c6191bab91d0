/**
 * Quotes endpoints of the data cache (spec point 7 "Quotes"; issue 20): a service provider's quotes
 * (`ProviderQuote`: lists `LIST`, one quote by id) and their statistics (`QuoteStatistics`), the open
 * requests they receive (`OpenQuoteRequest`), and a requester's own requests (`QuoteRequest`).
 * A write's answer goes into the cache (the quote in every cached list page, the request in its list or
 * the open request); only what the answer cannot tell is refetched (statistics, a list's filter/order).
 * Spec point 8's toasts are the requests' `error`/`success`.
 */
import type {
  CreateQuoteInput,
  ProviderQuoteRequest,
  ProviderQuoteRequestListResponse,
  Quote,
  QuoteListResponse,
  QuoteRequest,
  QuoteRequestListResponse,
  QuoteStatisticsRange,
  QuoteStatistics,
  QuoteStatus,
  TaxRate,
  UpdateQuoteInput,
} from '@lintel/shared';
import { dataApi, numberedPages } from '../../../lib/data-cache.ts';
import { getFile, saveBlob } from '../../../lib/download.ts';

type TaxRatesList = TaxRate[];

/** The quotes list's filter (the query's argument). */
export interface QuoteFilters {
  status?: QuoteStatus | undefined;
}

/** The action routes behind the row menu and the preview's Send (docs/decisions/004-quotes.md). */
export type QuoteActionPath = 'send' | 'follow-up' | 'archive' | 'restore';

const QUOTE_REQUESTS_PAGE_SIZE = 10;
const quoteLists = [{ type: 'ProviderQuote' as const, id: 'LIST' }, 'QuoteStatistics' as const];

export const quotesApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /quotes/: the provider's quotes, newest first; spec point 7: the first page is page 0. */
    quotes: build.infiniteQuery<QuoteListResponse, QuoteFilters & { size: number }, number>({
      infiniteQueryOptions: { ...numberedPages, initialPageParam: 0 },
      query: ({ queryArg, pageParam }) => ({
        path: '/quotes/',
        params: { page: pageParam, size: queryArg.size, status: queryArg.status },
        error: 'Failed to fetch quotes',
        silent: true,
      }),
      providesTags: (data) => [
        { type: 'ProviderQuote', id: 'LIST' },
        ...(data?.pages.flatMap((page) => page.results.map((quote) => ({ type: 'ProviderQuote' as const, id: quote.id }))) ?? []),
      ],
    }),
    /** GET /project-types (public catalogue): key → the catalogue's name, for the trades line of the inbox (issue 30 item 14). */
    projectTypeNames: build.query<Record<string, string>, void>({
      query: () => ({ path: '/project-types', params: { getAll: true }, public: true, error: 'Failed to fetch project types', silent: true }),
      transformResponse: (answer: { projectTypes: Array<{ key: string; name: string }> }) =>
        Object.fromEntries(answer.projectTypes.map((type) => [type.key, type.name])),
    }),
    /** GET /quotes/statistics over a range (the cards; a failure shows "not available", no toast). */
    quoteStatistics: build.query<QuoteStatistics, QuoteStatisticsRange>({
      query: (range) => ({ path: '/quotes/statistics', params: { range }, error: 'Failed to fetch statistics', silent: true }),
      providesTags: ['QuoteStatistics'],
    }),
    /**
     * The quote editor's data: the quote (when editing), its open request and the tax rates to choose
     * from (spec: only when there are any; a failed tax-rate read leaves the typed rate).
     */
    quoteEditor: build.query<{ quote: Quote | null; request: ProviderQuoteRequest; taxRates: TaxRatesList }, { id?: string | undefined; requestId?: string | undefined }>({
      async queryFn({ id, requestId }, _api, _options, baseQuery) {
        let quote: Quote | null = null;
        if (id) {
          const answer = await baseQuery({ path: `/quotes/${id}`, error: 'Failed to fetch quote', silent: true });
          if (answer.error) return { error: answer.error };
          quote = answer.data as Quote;
        }
        const request = await baseQuery({ path: `/quotes/requests/${quote?.requestId ?? requestId ?? ''}`, error: 'Failed to fetch quote', silent: true });
        if (request.error) return { error: request.error };
        const rates = await baseQuery({ path: '/tax-rates', error: 'Failed to fetch tax rates', silent: true });
        const taxRates = rates.data as { taxRates: TaxRatesList; globalTaxRates: TaxRatesList } | undefined;
        return { data: { quote, request: request.data as ProviderQuoteRequest, taxRates: taxRates ? [...taxRates.taxRates, ...taxRates.globalTaxRates] : [] } };
      },
      // Read afresh each time the editor opens and not refetched under it while the provider edits (its
      // own saves would otherwise reload it mid-save); the kick-off's answer patches it.
      keepUnusedDataFor: 0,
    }),
    /** GET /quotes/requests: open requests for the provider (a meta of the trades they cover). */
    openQuoteRequests: build.infiniteQuery<ProviderQuoteRequestListResponse, void, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ pageParam }) => ({
        path: '/quotes/requests',
        params: { page: pageParam, pageSize: QUOTE_REQUESTS_PAGE_SIZE },
        error: 'Failed to fetch quote requests',
        silent: true,
      }),
      providesTags: (data) => [
        { type: 'OpenQuoteRequest', id: 'LIST' },
        ...(data?.pages.flatMap((page) => page.results.map((request) => ({ type: 'OpenQuoteRequest' as const, id: request.id }))) ?? []),
      ],
    }),
    /** GET /quote-requests: the requester's own requests with the quotes received. */
    quoteRequests: build.infiniteQuery<QuoteRequestListResponse, void, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ pageParam }) => ({
        path: '/quote-requests',
        params: { page: pageParam, pageSize: QUOTE_REQUESTS_PAGE_SIZE },
        error: 'Failed to fetch quote requests',
        silent: true,
      }),
      providesTags: (data) => [
        { type: 'QuoteRequest', id: 'LIST' },
        ...(data?.pages.flatMap((page) => page.results.map((request) => ({ type: 'QuoteRequest' as const, id: request.id }))) ?? []),
      ],
    }),

    /** POST /quotes (a draft, or sent with `send`): a new row only the server can place. */
    createQuote: build.mutation<Quote, CreateQuoteInput>({
      query: (input) => ({ path: '/quotes', method: 'POST', body: input, error: 'Failed to save quote' }),
      invalidatesTags: (result) => (result ? [...quoteLists, { type: 'OpenQuoteRequest', id: 'LIST' }, { type: 'OpenQuoteRequest', id: result.requestId }] : []),
    }),
    /** PATCH /quotes/{id}: the answer replaces the quote in the cached lists. */
    updateQuote: build.mutation<Quote, { id: string; input: UpdateQuoteInput }>({
      query: ({ id, input }) => ({ path: `/quotes/${id}`, method: 'PATCH', body: input, error: 'Failed to save quote' }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) putQuote(dispatch, getState, answer.data);
      },
      // Totals and the request's "my quote" are worked out by the server.
      invalidatesTags: (result) => (result ? ['QuoteStatistics', { type: 'OpenQuoteRequest', id: result.requestId }, { type: 'OpenQuoteRequest', id: 'LIST' }] : []),
    }),
    /** POST /quotes/{id}/{action} (send, follow up, archive, restore): the answer replaces the row. */
    quoteAction: build.mutation<Quote, { id: string; action: QuoteActionPath; error: string; success?: string }>({
      query: ({ id, action, error, success }) => ({ path: `/quotes/${id}/${action}`, method: 'POST', error, ...(success ? { success } : {}) }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) putQuote(dispatch, getState, answer.data);
      },
      invalidatesTags: (result) => (result ? ['QuoteStatistics', { type: 'OpenQuoteRequest', id: result.requestId }] : []),
    }),
    /** POST /quote-requests/{id}/accept: the answer (request with its quotes) replaces the cached request. */
    acceptQuote: build.mutation<QuoteRequest, { requestId: string; quoteId: string; providerName: string }>({
      query: ({ requestId, quoteId, providerName }) => ({
        path: `/quote-requests/${requestId}/accept`,
        method: 'POST',
        body: { quoteId },
        error: 'Failed to accept quote',
        success: `You accepted the quote from ${providerName}`,
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) putQuoteRequest(dispatch, answer.data);
      },
    }),
    /** Kick-off (issue 11 item 18): the accepted installer proposes the start date. */
    proposeStartDate: build.mutation<ProviderQuoteRequest, { requestId: string; startDate: string }>({
      query: ({ requestId, startDate }) => ({
        path: `/quote-requests/${requestId}/kick-off`,
        method: 'POST',
        body: { startDate },
        error: 'Failed to propose the start date',
        success: 'Start date proposed',
      }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        const request = answer.data;
        for (const arg of quotesApi.util.selectCachedArgsForQuery(getState(), 'quoteEditor'))
          dispatch(quotesApi.util.updateQueryData('quoteEditor', arg, (draft) => {
            if (draft.request.id === request.id) draft.request = request;
          }));
      },
    }),
    /** The requester confirms the proposed start date. */
    confirmStartDate: build.mutation<QuoteRequest, string>({
      query: (requestId) => ({
        path: `/quote-requests/${requestId}/confirm-start-date`,
        method: 'POST',
        error: 'Failed to confirm the start date',
        success: 'Start date confirmed',
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) putQuoteRequest(dispatch, answer.data);
      },
    }),
    /** The requester marks the job completed. */
    completeJob: build.mutation<QuoteRequest, string>({
      query: (requestId) => ({
        path: `/quote-requests/${requestId}/complete`,
        method: 'POST',
        error: 'Failed to complete the job',
        success: 'Job marked completed',
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) putQuoteRequest(dispatch, answer.data);
      },
    }),
  }),
});

/**
 * Export: GET /quotes/{id}/export saved as a file. The JSON client cannot read a PDF, so this sends
 * the Bearer token itself (the list was just loaded through the client, so the token is fresh).
 */
export async function downloadQuotePdf(id: string): Promise<void> {
  const response = await getFile(`/quotes/${id}/export`, 'Could not export the quote');
  saveBlob(await response.blob(), `quote-${id.slice(0, 8)}.pdf`);
}

/** Puts a quote as the server answered it into every cached list page (out of a list whose filter it left). */
function putQuote(dispatch: (action: unknown) => unknown, getState: () => unknown, quote: Quote) {
  for (const filters of quotesApi.util.selectCachedArgsForQuery(getState() as never, 'quotes'))
    dispatch(
      quotesApi.util.updateQueryData('quotes', filters, (draft) => {
        let removed = 0;
        for (const page of draft.pages) {
          const before = page.results.length;
          page.results = page.results
            .map((row) => (row.id === quote.id ? quote : row))
            .filter((row) => row.id !== quote.id || !filters.status || row.status === filters.status);
          removed += before - page.results.length;
        }
        // The list header's count follows a row that left the filter.
        for (const page of draft.pages) page.pagination.total = Math.max(0, page.pagination.total - removed);
      }),
    );
}

/** Puts a requester's request as the server answered it into the cached list. */
function putQuoteRequest(dispatch: (action: unknown) => unknown, request: QuoteRequest) {
  dispatch(
    quotesApi.util.updateQueryData('quoteRequests', undefined, (draft) => {
      for (const page of draft.pages) page.results = page.results.map((row) => (row.id === request.id ? { ...row, ...request } : row));
    }),
  );
}

export const {
  useQuotesInfiniteQuery,
  useQuoteStatisticsQuery,
  useProjectTypeNamesQuery,
  useQuoteEditorQuery,
  useOpenQuoteRequestsInfiniteQuery,
  useQuoteRequestsInfiniteQuery,
  useCreateQuoteMutation,
  useUpdateQuoteMutation,
  useQuoteActionMutation,
  useAcceptQuoteMutation,
  useProposeStartDateMutation,
  useConfirmStartDateMutation,
  useCompleteJobMutation,
} = quotesApi;
