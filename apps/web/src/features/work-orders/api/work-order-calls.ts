/**
 * Work-order calls of spec point 7 ("Work orders", POST /work-order-quotes) and the loop's own
 * (quotes side by side, accept, inbox, complete, confirm). Reads are plain fetchers (the pages keep
 * their lists); changes are thunks with the spec point 8 messages.
 */
import type {
  AddAssigneeInput,
  CompleteWorkOrderInput,
  ConfirmWorkOrderInput,
  ContactListResponse,
  CreateWorkOrderInput,
  CreateWorkOrderQuoteInput,
  CreatedShareLink,
  ListWorkOrdersQuery,
  SharedWorkOrderResponse,
  SuggestedContractorsResponse,
  UpdateWorkOrderInput,
  WorkOrder,
  WorkOrderInboxResponse,
  WorkOrderListResponse,
  WorkOrderQuote,
  WorkOrderQuotesResponse,
} from '@lintel/shared';
import { workOrderMessages } from '@lintel/shared';
import { api, publicApi } from '../../../lib/api-client.ts';
import { createApiThunk } from '../../../lib/create-api-thunk.ts';

type WithWorkOrder = { message: string; workOrder: WorkOrder };

export const getWorkOrders = (query: ListWorkOrdersQuery & { page: number; pageSize: number }, signal?: AbortSignal) =>
  api.get<WorkOrderListResponse>('/work-orders', { signal, query: { ...query } });
export const getWorkOrder = (id: string, signal?: AbortSignal) => api.get<WorkOrder>(`/work-orders/${id}`, { signal });
export const getWorkOrderQuotes = (id: string, signal?: AbortSignal) => api.get<WorkOrderQuotesResponse>(`/work-orders/${id}/quotes`, { signal });
export const getSuggestedContractors = (id: string, signal?: AbortSignal) =>
  api.get<SuggestedContractorsResponse>(`/work-orders/generate-contractors/${id}`, { signal });
export const getInbox = (query: { page: number; pageSize: number }, signal?: AbortSignal) => api.get<WorkOrderInboxResponse>('/work-order-inbox', { signal, query });
export const getSharedWorkOrder = (token: string, signal?: AbortSignal) =>
  publicApi.get<SharedWorkOrderResponse>(`/work-orders/get-by-token/${token}`, { signal });
/** The landlord's contacts for the assignee picker (one page of 100, A-Z). */
export const getContactsForAssignee = (signal?: AbortSignal) =>
  api.get<ContactListResponse>('/contacts', { signal, query: { page: 1, pageSize: 100, sortBy: 'nameAsc' } });

export const createWorkOrder = createApiThunk('workOrders/create', (input: CreateWorkOrderInput) => api.post<WorkOrder>('/work-orders', input), {
  error: workOrderMessages.addFailed,
  success: 'Work order created',
});
export const updateWorkOrder = createApiThunk(
  'workOrders/update',
  ({ id, input }: { id: string; input: UpdateWorkOrderInput }) => api.patch<WorkOrder>(`/work-orders/${id}`, input),
  { error: workOrderMessages.editFailed, success: workOrderMessages.updated },
);
/** POST /work-orders/{id}/share-links ("Copy link"): a link to hand over yourself, listed and revocable like e-mailed ones. */
export const createWorkOrderShareLink = createApiThunk(
  'workOrders/createShareLink',
  (id: string) => api.post<CreatedShareLink>(`/work-orders/${id}/share-links`),
  { error: workOrderMessages.shareFailed },
);

export const shareWorkOrder = createApiThunk(
  'workOrders/share',
  ({ id, email }: { id: string; email: string }) => api.patch<{ message: string }>(`/work-orders/share/${id}`, { email }),
  { error: workOrderMessages.shareFailed, success: (result) => result.message },
);
export const addAssignee = createApiThunk(
  'workOrders/addAssignee',
  ({ id, input }: { id: string; input: AddAssigneeInput }) => api.patch<WithWorkOrder>(`/work-orders/add-assignee/${id}`, input),
  { error: workOrderMessages.editFailed, success: workOrderMessages.assigned },
);
export const requestQuotes = createApiThunk(
  'workOrders/requestQuote',
  ({ id, providerIds }: { id: string; providerIds: string[] }) => api.patch<WithWorkOrder>(`/work-orders/request-quote/${id}`, { providerIds }),
  { error: workOrderMessages.requestQuoteFailed, success: (result) => result.message },
);
export const acceptQuote = createApiThunk(
  'workOrders/acceptQuote',
  ({ id, quoteId }: { id: string; quoteId: string }) => api.post<WithWorkOrder>(`/work-orders/${id}/accept-quote`, { quoteId }),
  { error: workOrderMessages.editFailed, success: (result) => result.message },
);
export const confirmWorkOrder = createApiThunk(
  'workOrders/confirm',
  ({ id, input }: { id: string; input: ConfirmWorkOrderInput }) => api.post<WithWorkOrder>(`/work-orders/${id}/confirm`, input),
  { error: workOrderMessages.editFailed, success: (result) => result.message },
);
export const submitQuote = createApiThunk('workOrders/submitQuote', (input: CreateWorkOrderQuoteInput) => api.post<WorkOrderQuote>('/work-order-quotes', input), {
  error: 'Failed to send the quote',
  success: workOrderMessages.quoteSent,
});
export const completeWorkOrder = createApiThunk(
  'workOrders/complete',
  ({ id, input }: { id: string; input: CompleteWorkOrderInput }) => api.post<WithWorkOrder>(`/work-orders/${id}/complete`, input),
  { error: 'Failed to mark the work order done', success: (result) => result.message },
);
