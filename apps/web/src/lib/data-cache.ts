/**
 * The web app's one server-data cache (issue 20, docs/decisions/010-web-data-cache.md): RTK Query's
 * `createApi` over the existing HTTP client (lib/api-client.ts), so refresh-once, the offline alert and
 * logout on 401 stay where they are. Features add their endpoints with
 * `dataApi.injectEndpoints({ endpoints: … })` in `features/<area>/api/`; a component reads through the
 * generated hooks, never a fetcher.
 *
 * A request is `{ path, method?, body?, params?, error, success?, silent?, public? }`. Spec point 8 is kept
 * exactly as `createApiThunk` kept it: a failure toasts the server's message, else the call's default
 * `error` (no toast when `silent`, none for a network error, which shows the offline alert); `success`
 * toasts after a write; a cancelled request makes no toast and its cache entry keeps what it had.
 * Failures reach the query as `ApiFailure` (`message` is what the screen shows).
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ErrorDetail } from '@lintel/shared';
import { ApiError, api, isAbortError, publicApi } from './api-client.ts';
import type { RequestOptions } from './api-client.ts';
import { failWith, toastSuccess } from './toast.ts';
import { dataCacheCleared, registerDataCache } from './data-cache-slot.ts';
import type { Middleware } from '@reduxjs/toolkit';

/** One call of an endpoint: where it goes and what spec point 8 says about it. */
export interface ApiRequest {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Query-string values (empty ones are left out, as api-client does). */
  params?: RequestOptions['query'];
  /** The spec point 8 default message of this call. */
  error: string;
  /** Success toast after the call: a fixed text or one built from the answer. */
  success?: string | ((result: never) => string);
  /** No error toast (the screen shows the error itself); a function decides per failure (e.g. by `code`). */
  silent?: boolean | ((failure: ApiFailure) => boolean);
  /**
   * Sent without a token and without refresh-on-401 (lib/api-client.ts `publicApi`): a call visitors make
   * too, e.g. the configurator's catalogue, sign-in and sign-up (a 401 there is a wrong password, not an
   * expired session).
   */
  public?: boolean;
}

/** A failed call as a query or mutation holds it: HTTP status (0: no response), code, the message shown. */
export interface ApiFailure {
  status: number;
  code: string;
  message: string;
  details?: ErrorDetail[];
  /** The request was cancelled on purpose (spec point 8: no toast). */
  aborted?: boolean;
}

/**
 * The base query: sends the request through lib/api-client.ts with the query's AbortSignal and turns
 * a failure into an `ApiFailure` after the spec point 8 toast (`failWith` of lib/toast.ts).
 */
export const apiClientBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiFailure> = async (request, { signal }) => {
  const { path, method = 'GET', body, params, error: fallback, success, silent } = request;
  const options: RequestOptions = { query: params, signal };
  const client = request.public ? publicApi : api;
  try {
    const data = await (method === 'GET' || method === 'DELETE' ? client[method === 'GET' ? 'get' : 'delete'](path, options) : client[method.toLowerCase() as 'post' | 'put' | 'patch'](path, body, options));
    if (success) toastSuccess(typeof success === 'string' ? success : (success as (result: unknown) => string)(data));
    return { data };
  } catch (caught) {
    if (isAbortError(caught) || signal.aborted) return { error: { status: 0, code: 'ABORTED', message: 'Request cancelled', aborted: true } };
    const status = caught instanceof ApiError ? caught.status : 0;
    const code = caught instanceof ApiError ? caught.code : 'UNKNOWN';
    const details = caught instanceof ApiError ? caught.details : undefined;
    const quiet = typeof silent === 'function' ? silent({ status, code, message: '', details }) : silent;
    const message = failWith(caught, fallback, { silent: quiet });
    return { error: { status, code, message, details } };
  }
};

/**
 * Record kinds the cache tags (one per kind; a tag with an `id` is one record, `LIST` the lists).
 * lib/live/event-tags.ts maps each live event to these.
 */
export const cacheTagTypes = [
  'Conversation',
  'ChatMessages',
  'ChatUnread',
  'WorkOrder',
  'Quote',
  'TenantRequest',
  'MaintenanceService',
  'Portal',
  'Notification',
  'NotificationPreferences',
  'CalendarEvent',
  'Contact',
  'Category',
  'Document',
  'DocumentFolder',
  'GalleryImage',
  'Inventory',
  'InventoryGroup',
  'Guide',
  'CalculatorHistory',
  'ShareLink',
  'Transaction',
  'Payment',
  'MoneyStatistics',
  'MoneyAccount',
  'TaxRate',
  'PaymentMethod',
  'Lease',
  'LeaseAudit',
  'Application',
  'LeaseTemplate',
  'Property',
  'Tenant',
  'ProviderQuote',
  'QuoteStatistics',
  'OpenQuoteRequest',
  'QuoteRequest',
  'DashboardWidgets',
  'ProjectModel',
] as const;
export type CacheTagType = (typeof cacheTagTypes)[number];

/** The one API slice. Its endpoints are injected by features; its state lives under `dataCache`. */
export const dataApi = createApi({
  reducerPath: 'dataCache',
  baseQuery: apiClientBaseQuery,
  tagTypes: cacheTagTypes,
  // Live events keep the cache fresh; a reconnect invalidates everything (lib/live/event-tags.ts).
  refetchOnMountOrArgChange: false,
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});

/** Logout (`dataCacheCleared`) empties the cache: subscriptions, answers and timers. */
const clearOnLogout: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (dataCacheCleared.match(action)) store.dispatch(dataApi.util.resetApiState());
  return result;
};

/** A mutation in flight: its endpoint and the argument it was called with. */
export interface PendingMutation {
  endpointName: string;
  originalArgs: unknown;
}
const inFlight = new Map<string, PendingMutation>();

/**
 * The mutations in flight with their arguments. RTK Query's own mutation state does not keep the
 * argument of a pending mutation (only endpoint and request id), and lib/live/event-tags.ts needs it to
 * tell an event of this tab's own change that arrives before the change's answer.
 */
export function pendingMutations(): PendingMutation[] {
  return [...inFlight.values()];
}

/** Follows RTK Query's mutation thunk (`dataCache/executeMutation/pending|fulfilled|rejected`) into `inFlight`. */
const trackPendingMutations: Middleware = () => (next) => (action) => {
  const { type, meta } = action as { type?: string; meta?: { requestId?: string; arg?: { endpointName?: string; originalArgs?: unknown } } };
  if (typeof type === 'string' && type.startsWith(`${dataApi.reducerPath}/executeMutation/`) && meta?.requestId) {
    if (type.endsWith('/pending') && meta.arg?.endpointName) inFlight.set(meta.requestId, { endpointName: meta.arg.endpointName, originalArgs: meta.arg.originalArgs });
    else inFlight.delete(meta.requestId);
  }
  return next(action);
};
registerDataCache(dataApi.reducer, dataApi.middleware as Middleware, clearOnLogout, trackPendingMutations);

/** The message a screen shows for a query's error (an `ApiFailure`, or RTK Query's own serialized error). */
export function failureMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) return error.message;
  return fallback;
}

/**
 * Screen state of one query, from the query itself (no hand-kept status field): `loading` until the
 * first answer (a cancelled request stays loading, spec point 8), `error` with the message, else `ready`.
 */
export function queryView(query: { isUninitialized?: boolean; isLoading: boolean; isError: boolean; error?: unknown; data?: unknown }, fallback: string):
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready' } {
  if (query.data !== undefined) return { state: 'ready' };
  if (query.isError && !(query.error as ApiFailure | undefined)?.aborted) return { state: 'error', message: failureMessage(query.error, fallback) };
  return { state: 'loading' };
}

declare module './redux-hooks.ts' {
  /** The data cache's state (RTK Query), combined by app/store.ts under `dataCache`. */
  interface AppState {
    dataCache: ReturnType<typeof dataApi.reducer>;
  }
}

/** A page of a list answer (docs/design.md#lists: `results` + `pagination`). */
interface NumberedPage {
  pagination: { page: number; totalPages: number };
}

/**
 * `infiniteQueryOptions` of a numbered list (`?page=&pageSize=`): page 1 first, then the next page
 * while `pagination.page < totalPages`. Use with `build.infiniteQuery<Page, Filters, number>`.
 */
export const numberedPages = {
  initialPageParam: 1,
  getNextPageParam: (last: NumberedPage) => (last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined),
};

/** The spec point 4 status of a query, from the query: for screens that take an `AsyncStatus`. */
export function queryStatus(query: { isLoading: boolean; isError: boolean; error?: unknown; data?: unknown }): 'pending' | 'succeeded' | 'rejected' {
  const view = queryView(query, '');
  return view.state === 'ready' ? 'succeeded' : view.state === 'error' ? 'rejected' : 'pending';
}
