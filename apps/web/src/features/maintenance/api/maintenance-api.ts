/**
 * Maintenance endpoints of the data cache (spec point 7: tenant requests, the request portal, property
 * services; issue 20). Reads are tagged `TenantRequest` (one request by id, `LIST` for the lists,
 * `SUMMARY` for the open-requests widget), `MaintenanceService` (`LIST`) and `Portal` (by property id).
 * A write whose answer is the record puts it into the cache: an action on a request replaces it in the
 * cached lists (or takes it out of a tab that no longer shows it, spec point 4), a service's new status
 * replaces its row, a portal link's answer is the card. Only what an answer cannot tell is invalidated
 * (a new record may join a list, the open counts move). Live events: lib/live/event-tags.ts.
 */
import type {
  CreateServiceInput,
  CreateTenantRequestInput,
  OpenRequestsSummary,
  PortalLink,
  PortalRequestInput,
  PropertyService,
  PublicPortal,
  RequestAction,
  RequestStatusFilter,
  ServiceListResponse,
  ServiceStatus,
  StoredFile,
  TenantRequest,
  TenantRequestActionInput,
  TenantRequestListResponse,
  TenantRequestOptions,
  UpdateServiceInput,
} from '@lintel/shared';
import { DEFAULT_PAGE_SIZE, listChangeAfterAction, matchesStatusFilter } from '@lintel/shared';
import { errorMessage, publicApi } from '../../../lib/api-client.ts';
import { dataApi, numberedPages } from '../../../lib/data-cache.ts';
import type { ApiFailure } from '../../../lib/data-cache.ts';

/** The requests list's argument: the status tab and the property filter (client state, kept in the slice). */
export interface RequestFilters {
  status: RequestStatusFilter;
  propertyId?: string | undefined;
}

/** The services list's argument. */
export interface ServiceFilters {
  status?: ServiceStatus | undefined;
  propertyId?: string | undefined;
}

const requestLists = [{ type: 'TenantRequest' as const, id: 'LIST' }];
const openSummary = [{ type: 'TenantRequest' as const, id: 'SUMMARY' }];
const serviceLists = [{ type: 'MaintenanceService' as const, id: 'LIST' }];

const actionToasts: Record<RequestAction, string> = {
  accept: 'Request accepted',
  reject: 'Request rejected',
  resolve: 'Request resolved',
  edit: 'Request updated',
};

/**
 * The list after an action answered with `updated` (spec point 4): replaced in place, unless the
 * request is now ongoing and the tab does not show ongoing requests (accepting from "In review"
 * takes it out of that tab).
 */
export function listAfterAction(items: readonly TenantRequest[], updated: TenantRequest, action: string, filter: RequestStatusFilter): TenantRequest[] {
  const leaves = action !== 'edit' && listChangeAfterAction(updated.status) === 'remove' && !matchesStatusFilter(updated.status, filter);
  return leaves ? items.filter((item) => item.id !== updated.id) : items.map((item) => (item.id === updated.id ? updated : item));
}

type Pages<P> = { pages: P[] };

/** Applies `change` to every page's rows and lowers each page's total by how many rows it dropped. */
function reshapePages<T extends { id: string }>(draft: Pages<{ results: T[]; pagination: { total: number } }>, change: (rows: T[]) => T[]): void {
  for (const page of draft.pages) {
    const before = page.results.length;
    page.results = change(page.results);
    page.pagination.total -= before - page.results.length;
  }
}

/** A public (no account) call as a query's answer: its failure is the screen's message, never a toast. */
async function publicCall<T>(call: () => Promise<T>, fallback: string): Promise<{ data: T } | { error: ApiFailure }> {
  try {
    return { data: await call() };
  } catch (caught) {
    return { error: { status: 0, code: 'FAILED', message: errorMessage(caught, fallback) } };
  }
}

export const maintenanceApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /tenant-requests?propertyId=: a property's newest requests (the property page, issue 21 item 12). */
    propertyRequests: build.query<TenantRequestListResponse, { propertyId: string; pageSize: number }>({
      query: ({ propertyId, pageSize }) => ({
        path: '/tenant-requests',
        params: { propertyId, pageSize, page: 1, status: 'all' },
        error: 'Failed to get requests',
        silent: true,
      }),
      providesTags: [{ type: 'TenantRequest', id: 'LIST' }],
    }),
    /** GET /tenant-requests: by status tab and property; numbered pages. */
    tenantRequests: build.infiniteQuery<TenantRequestListResponse, RequestFilters, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg: { status, propertyId }, pageParam }) => ({
        path: '/tenant-requests',
        params: { page: pageParam, pageSize: DEFAULT_PAGE_SIZE, status, propertyId },
        error: 'Failed to fetch requests',
        silent: true,
      }),
      providesTags: (data) => [...requestLists, ...(data?.pages.flatMap((page) => page.results.map((row) => ({ type: 'TenantRequest' as const, id: row.id }))) ?? [])],
    }),
    /** GET /tenant-requests/{id}. */
    tenantRequest: build.query<TenantRequest, string>({
      query: (id) => ({ path: `/tenant-requests/${id}`, error: 'Failed to get request', silent: true }),
      providesTags: (_result, _error, id) => [{ type: 'TenantRequest', id }],
    }),
    /** GET /tenant-requests/open-summary: open requests per property (dashboard widget). */
    openRequestsSummary: build.query<OpenRequestsSummary, void>({
      query: () => ({ path: '/tenant-requests/open-summary', error: 'Failed to fetch requests', silent: true }),
      providesTags: openSummary,
    }),
    /** POST /tenant-request-options: the properties a tenant may file on (asked each time the modal opens). */
    tenantRequestOptions: build.query<TenantRequestOptions, void>({
      query: () => ({ path: '/tenant-request-options', method: 'POST', body: {}, error: 'Failed to fetch categories', silent: true }),
      keepUnusedDataFor: 0,
    }),
    createTenantRequest: build.mutation<TenantRequest, CreateTenantRequestInput>({
      query: (input) => ({ path: '/tenant-requests', method: 'POST', body: input, error: 'Failed to create request', success: 'Request sent to your landlord' }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(maintenanceApi.util.upsertQueryEntries([{ endpointName: 'tenantRequest', arg: answer.data.id, value: answer.data }]));
        // Where it goes in each list (and the open counts) the server says.
        dispatch(maintenanceApi.util.invalidateTags([...requestLists, ...openSummary]));
      },
    }),
    /** PUT /tenant-requests/{action}/{id}: the answer replaces the request, in its lists too (spec point 4). */
    actOnTenantRequest: build.mutation<TenantRequest, { action: RequestAction; id: string; input?: TenantRequestActionInput }>({
      query: ({ action, id, input = {} }) => ({
        path: `/tenant-requests/${action}/${id}`,
        method: 'PUT',
        body: input,
        error: 'Failed to update request',
        success: actionToasts[action],
      }),
      async onQueryStarted({ action, id }, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        const updated = answer.data;
        // At once (not a pending upsert): the live event of this change may arrive right after.
        dispatch(maintenanceApi.util.upsertQueryEntries([{ endpointName: 'tenantRequest', arg: id, value: updated }]));
        for (const filters of maintenanceApi.util.selectCachedArgsForQuery(getState(), 'tenantRequests')) {
          dispatch(maintenanceApi.util.updateQueryData('tenantRequests', filters, (draft) => reshapePages(draft, (rows) => listAfterAction(rows, updated, action, filters.status))));
        }
        if (action !== 'edit') dispatch(maintenanceApi.util.invalidateTags(openSummary));
      },
    }),

    /** GET /request-portal/properties/{id}: a property's portal link and QR code. */
    portalLink: build.query<PortalLink, string>({
      query: (propertyId) => ({ path: `/request-portal/properties/${propertyId}`, error: 'Failed to get the portal link', silent: true }),
      providesTags: (_result, _error, propertyId) => [{ type: 'Portal', id: propertyId }],
    }),
    /** PATCH (on/off) or POST …/rotate of a property's portal link; the answer is the card. */
    changePortalLink: build.mutation<PortalLink, { propertyId: string; change: 'on' | 'off' | 'rotate' }>({
      query: ({ propertyId, change }) => ({
        path: change === 'rotate' ? `/request-portal/properties/${propertyId}/rotate` : `/request-portal/properties/${propertyId}`,
        method: change === 'rotate' ? 'POST' : 'PATCH',
        body: change === 'rotate' ? undefined : { enabled: change === 'on' },
        error: 'Failed to update the portal link',
        success: change === 'rotate' ? 'Portal link rotated' : change === 'on' ? 'Portal link turned on' : 'Portal link turned off',
        silent: true,
      }),
      async onQueryStarted({ propertyId }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(maintenanceApi.util.upsertQueryEntries([{ endpointName: 'portalLink', arg: propertyId, value: answer.data }]));
      },
    }),
    /** GET /request-portal/{token}: the public portal, without an account (public client, no toast). */
    publicPortal: build.query<PublicPortal, string>({
      queryFn: (token, { signal }) => publicCall(() => publicApi.get<PublicPortal>(`/request-portal/${token}`, { signal }), 'This request link is not valid'),
    }),
    /** POST /request-portal/{token}/requests: a visitor's request (the screen shows a failure itself). */
    sendPortalRequest: build.mutation<{ id: string; message: string }, { token: string; input: PortalRequestInput }>({
      queryFn: ({ token, input }) => publicCall(() => publicApi.post<{ id: string; message: string }>(`/request-portal/${token}/requests`, input), 'Failed to send the request'),
    }),

    /** GET /property-services: by status and property, newest first; numbered pages. */
    services: build.infiniteQuery<ServiceListResponse, ServiceFilters & { pageSize?: number }, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg: { status, propertyId, pageSize = DEFAULT_PAGE_SIZE }, pageParam }) => ({
        path: '/property-services',
        params: { page: pageParam, pageSize, status, propertyId },
        error: 'Failed to fetch services',
        silent: true,
      }),
      providesTags: serviceLists,
    }),
    createService: build.mutation<PropertyService, CreateServiceInput>({
      query: (input) => ({ path: '/property-services', method: 'POST', body: input, error: 'Failed to create service', success: 'Service created' }),
      invalidatesTags: (result) => (result ? serviceLists : []),
    }),
    /** PUT /property-services/{id}: the answer replaces the service's row in every cached list. */
    updateService: build.mutation<PropertyService, { id: string; input: UpdateServiceInput; error?: string; success?: string }>({
      query: ({ id, input, error = 'Failed to update service', success = 'Item updated successfully' }) => ({
        path: `/property-services/${id}`,
        method: 'PUT',
        body: input,
        error,
        success,
      }),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        for (const filters of maintenanceApi.util.selectCachedArgsForQuery(getState(), 'services')) {
          dispatch(maintenanceApi.util.updateQueryData('services', filters, (draft) => reshapePages(draft, (rows) => rows.map((row) => (row.id === id ? answer.data : row)))));
        }
      },
    }),
    /** DELETE /property-services/{id}: the row leaves every cached list. */
    deleteService: build.mutation<unknown, string>({
      query: (id) => ({ path: `/property-services/${id}`, method: 'DELETE', error: 'Failed to delete service', success: 'Item deleted successfully' }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        for (const filters of maintenanceApi.util.selectCachedArgsForQuery(getState(), 'services')) {
          dispatch(maintenanceApi.util.updateQueryData('services', filters, (draft) => reshapePages(draft, (rows) => rows.filter((row) => row.id !== id))));
        }
      },
    }),
  }),
});

export const {
  usePropertyRequestsQuery,
  useTenantRequestsInfiniteQuery,
  useTenantRequestQuery,
  useOpenRequestsSummaryQuery,
  useTenantRequestOptionsQuery,
  useCreateTenantRequestMutation,
  useActOnTenantRequestMutation,
  usePortalLinkQuery,
  useChangePortalLinkMutation,
  usePublicPortalQuery,
  useSendPortalRequestMutation,
  useServicesInfiniteQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useDeleteServiceMutation,
} = maintenanceApi;

/** POST /request-portal/{token}/files: a visitor's photo or video (an upload for the form, not cached data). */
export function uploadPortalFile(token: string, file: File): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file);
  return publicApi.post<StoredFile>(`/request-portal/${token}/files`, form);
}
