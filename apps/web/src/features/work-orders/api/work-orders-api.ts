/**
 * Work-order endpoints of the data cache (spec point 7 "Work orders", POST /work-order-quotes, the
 * quote loop; issue 20). Reads are tagged `WorkOrder` (one record, `LIST` for lists) and `Quote` (a
 * work order's quotes, by work-order id). A write that answers the work order puts it into the cache
 * (no GET of what it returned) and only lets lists know (`WorkOrder LIST`); accepting a quote also
 * moves the cached quotes as the server does (the chosen one converted, the waiting others declined).
 * Live events of the room `workOrder:<id>` go through lib/live/event-tags.ts.
 */
import type {
  CreatedShareLink,
  AddAssigneeInput,
  CompleteWorkOrderInput,
  ConfirmWorkOrderInput,
  ContactListResponse,
  CreateWorkOrderInput,
  CreateWorkOrderQuoteInput,
  ListWorkOrdersQuery,
  SharedWorkOrderResponse,
  SuggestedContractorsResponse,
  UpdateWorkOrderInput,
  WorkOrder,
  WorkOrderInboxItem,
  WorkOrderInboxResponse,
  WorkOrderListResponse,
  WorkOrderQuote,
  WorkOrderQuotesResponse,
} from '@lintel/shared';
import { DEFAULT_PAGE_SIZE, workOrderMessages } from '@lintel/shared';
import { publicApi } from '../../../lib/api-client.ts';
import { dataApi, numberedPages } from '../../../lib/data-cache.ts';
import type { ApiFailure } from '../../../lib/data-cache.ts';
import { errorMessage } from '../../../lib/api-client.ts';

type WithWorkOrder = { message: string; workOrder: WorkOrder };
/** An inbox row keyed by its work order (lists are keyed by `id`). */
export type InboxRow = WorkOrderInboxItem & { id: string };
type InboxPage = Omit<WorkOrderInboxResponse, 'results'> & { results: InboxRow[] };

const lists = [{ type: 'WorkOrder' as const, id: 'LIST' }];

/** The answer's work order into the cache: the record itself, and the lists (rows may move or change). */
async function answerIntoCache(
  arg: { id: string },
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: WithWorkOrder }> },
): Promise<void> {
  const answer = await queryFulfilled.catch(() => null);
  if (!answer) return;
  dispatch(workOrdersApi.util.upsertQueryData('workOrder', arg.id, answer.data.workOrder));
  dispatch(workOrdersApi.util.invalidateTags(lists));
}

export const workOrdersApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /work-orders: the landlord's list, by filters; numbered pages. */
    workOrders: build.infiniteQuery<WorkOrderListResponse, ListWorkOrdersQuery & { pageSize?: number }, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        path: '/work-orders',
        params: { pageSize: DEFAULT_PAGE_SIZE, ...queryArg, page: pageParam },
        error: 'Failed to get project',
        silent: true,
      }),
      providesTags: lists,
    }),
    /** GET /work-order-inbox: a provider's requests for quotes and jobs. */
    workOrderInbox: build.infiniteQuery<InboxPage, void, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ pageParam }) => ({
        path: '/work-order-inbox',
        params: { page: pageParam, pageSize: DEFAULT_PAGE_SIZE },
        error: 'Failed to get project',
        silent: true,
      }),
      transformResponse: (page: WorkOrderInboxResponse): InboxPage => ({
        ...page,
        results: page.results.map((item) => ({ ...item, id: item.workOrder.id })),
      }),
      providesTags: (page) => [
        ...lists,
        ...(page?.pages.flatMap((one) => one.results.map((row) => ({ type: 'WorkOrder' as const, id: row.id }))) ?? []),
      ],
    }),
    /** GET /work-orders/{id}. */
    workOrder: build.query<WorkOrder, string>({
      query: (id) => ({ path: `/work-orders/${id}`, error: 'Failed to get project', silent: true }),
      providesTags: (_result, _error, id) => [{ type: 'WorkOrder', id }],
    }),
    /** GET /work-orders/{id}/quotes: the quotes side by side (landlord). */
    workOrderQuotes: build.query<WorkOrderQuotesResponse, string>({
      query: (id) => ({ path: `/work-orders/${id}/quotes`, error: 'Failed to get project', silent: true }),
      providesTags: (_result, _error, id) => [{ type: 'Quote', id }],
    }),
    /** GET /work-orders/generate-contractors/{id}: ranked suggestions (asked each time the modal opens). */
    suggestedContractors: build.query<SuggestedContractorsResponse, string>({
      query: (id) => ({
        path: `/work-orders/generate-contractors/${id}`,
        error: 'Failed to load suggested contractors',
        silent: true,
      }),
      keepUnusedDataFor: 0,
    }),
    /** The landlord's contacts for the assignee picker (one page of 100, A-Z). */
    assigneeContacts: build.query<ContactListResponse, void>({
      query: () => ({
        path: '/contacts',
        params: { page: 1, pageSize: 100, sortBy: 'nameAsc' },
        error: 'Failed to load contacts',
        silent: true,
      }),
    }),
    /** GET /work-orders/get-by-token/{token}: the shared page, without an account (public client). */
    sharedWorkOrder: build.query<SharedWorkOrderResponse, string>({
      queryFn: async (token, { signal }) => {
        try {
          return {
            data: await publicApi.get<SharedWorkOrderResponse>(`/work-orders/get-by-token/${token}`, { signal }),
          };
        } catch (error) {
          const failure: ApiFailure = {
            status: 0,
            code: 'FAILED',
            message: errorMessage(error, 'Failed to get project'),
          };
          return { error: failure };
        }
      },
    }),
    createWorkOrder: build.mutation<WorkOrder, CreateWorkOrderInput>({
      query: (input) => ({
        path: '/work-orders',
        method: 'POST',
        body: input,
        error: workOrderMessages.addFailed,
        success: 'Work order created',
      }),
      async onQueryStarted(input, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(workOrdersApi.util.upsertQueryData('workOrder', answer.data.id, answer.data));
        dispatch(workOrdersApi.util.invalidateTags(lists));
        // Made from a tenant request: the request now links to it (its details and its lists change).
        if (input.source?.kind === 'tenantRequest')
          dispatch(workOrdersApi.util.invalidateTags([{ type: 'TenantRequest', id: input.source.id }, { type: 'TenantRequest', id: 'LIST' }]));
      },
    }),
    updateWorkOrder: build.mutation<WorkOrder, { id: string; input: UpdateWorkOrderInput }>({
      query: ({ id, input }) => ({
        path: `/work-orders/${id}`,
        method: 'PATCH',
        body: input,
        error: workOrderMessages.editFailed,
        success: workOrderMessages.updated,
      }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(workOrdersApi.util.upsertQueryData('workOrder', id, answer.data));
        dispatch(workOrdersApi.util.invalidateTags(lists));
      },
    }),
    shareWorkOrder: build.mutation<{ message: string }, { id: string; email: string }>({
      query: ({ id, email }) => ({
        path: `/work-orders/share/${id}`,
        method: 'PATCH',
        body: { email },
        error: workOrderMessages.shareFailed,
        success: (result: { message: string }) => result.message,
      }),
    }),
    /** POST /work-orders/{id}/share-links ("Copy link"): a link to hand over yourself, listed and revocable like e-mailed ones. */
    createWorkOrderShareLink: build.mutation<CreatedShareLink, string>({
      query: (id) => ({ path: `/work-orders/${id}/share-links`, method: 'POST', error: workOrderMessages.shareFailed }),
    }),
    addAssignee: build.mutation<WithWorkOrder, { id: string; input: AddAssigneeInput }>({
      query: ({ id, input }) => ({
        path: `/work-orders/add-assignee/${id}`,
        method: 'PATCH',
        body: input,
        error: workOrderMessages.editFailed,
        success: workOrderMessages.assigned,
      }),
      onQueryStarted: answerIntoCache,
    }),
    requestQuotes: build.mutation<WithWorkOrder, { id: string; providerIds: string[] }>({
      query: ({ id, providerIds }) => ({
        path: `/work-orders/request-quote/${id}`,
        method: 'PATCH',
        body: { providerIds },
        error: workOrderMessages.requestQuoteFailed,
        success: (result: WithWorkOrder) => result.message,
      }),
      onQueryStarted: answerIntoCache,
    }),
    /** POST /work-orders/{id}/accept-quote: one POST; the answer and the quote moves go into the cache. */
    acceptQuote: build.mutation<WithWorkOrder, { id: string; quoteId: string }>({
      query: ({ id, quoteId }) => ({
        path: `/work-orders/${id}/accept-quote`,
        method: 'POST',
        body: { quoteId },
        error: workOrderMessages.editFailed,
        success: (result: WithWorkOrder) => result.message,
      }),
      async onQueryStarted(arg, api) {
        const answer = await api.queryFulfilled.catch(() => null);
        if (!answer) return;
        // As the server does (work-orders.service acceptQuote): the chosen quote is converted, every
        // other waiting quote archived as declined.
        const now = new Date().toISOString();
        api.dispatch(
          workOrdersApi.util.updateQueryData('workOrderQuotes', arg.id, (draft) => {
            for (const quote of draft.quotes) {
              if (quote.id === arg.quoteId)
                Object.assign(quote, { status: 'converted', acceptedAt: now } satisfies Partial<WorkOrderQuote>);
              else if (quote.status === 'waiting-response')
                Object.assign(quote, { status: 'archived', declined: true } satisfies Partial<WorkOrderQuote>);
            }
          }),
        );
        await answerIntoCache(arg, { dispatch: api.dispatch, queryFulfilled: Promise.resolve(answer) });
      },
    }),
    confirmWorkOrder: build.mutation<WithWorkOrder, { id: string; input: ConfirmWorkOrderInput }>({
      query: ({ id, input }) => ({
        path: `/work-orders/${id}/confirm`,
        method: 'POST',
        body: input,
        error: workOrderMessages.editFailed,
        success: (result: WithWorkOrder) => result.message,
      }),
      onQueryStarted: answerIntoCache,
    }),
    submitQuote: build.mutation<WorkOrderQuote, CreateWorkOrderQuoteInput>({
      query: (input) => ({
        path: '/work-order-quotes',
        method: 'POST',
        body: input,
        error: 'Failed to send the quote',
        success: workOrderMessages.quoteSent,
      }),
      // The provider's inbox row shows its quote: the inbox and this work order are asked again, and
      // their Quotes page lists it (issue 21 item 14).
      invalidatesTags: (_result, _error, input) => [...lists, { type: 'WorkOrder', id: input.workOrderId }, { type: 'ProviderQuote', id: 'LIST' }, 'QuoteStatistics'],
    }),
    completeWorkOrder: build.mutation<WithWorkOrder, { id: string; input: CompleteWorkOrderInput }>({
      query: ({ id, input }) => ({
        path: `/work-orders/${id}/complete`,
        method: 'POST',
        body: input,
        error: 'Failed to mark the work order done',
        success: (result: WithWorkOrder) => result.message,
      }),
      onQueryStarted: answerIntoCache,
    }),
  }),
});

export const {
  useWorkOrdersInfiniteQuery,
  useWorkOrderInboxInfiniteQuery,
  useWorkOrderQuery,
  useWorkOrderQuotesQuery,
  useSuggestedContractorsQuery,
  useAssigneeContactsQuery,
  useSharedWorkOrderQuery,
  useCreateWorkOrderMutation,
  useUpdateWorkOrderMutation,
  useShareWorkOrderMutation,
  useCreateWorkOrderShareLinkMutation,
  useAddAssigneeMutation,
  useRequestQuotesMutation,
  useAcceptQuoteMutation,
  useConfirmWorkOrderMutation,
  useSubmitQuoteMutation,
  useCompleteWorkOrderMutation,
} = workOrdersApi;
