/**
 * Lease endpoints of the data cache (spec point 7 "Lease": list, get, create, delete, validate-dates,
 * terminate; the e-signature calls: send, sign, documents, audit; issue 20). Tags: `Lease` (one lease;
 * `LIST` for the lists) and `LeaseAudit` (a lease's trail, by lease id). A write that answers the lease
 * puts it into the cache — the open lease and its rows in every cached list (spec point 4: the
 * terminated lease replaces the one in the list, in place) — and invalidates only what the answer
 * cannot tell: the audit trail, a list a new lease may join, and for activation or termination the
 * rent rows and figures of the money area. Lease events go through lib/live/event-tags.ts.
 */
import type {
  Amenity,
  CreateLeaseInput,
  Lease,
  LeaseAuditEntry,
  LeaseAuditResponse,
  LeaseListResponse,
  LeaseSort,
  LeaseStatus,
  LeaseTemplate,
  LeaseTemplateListResponse,
  PropertyDetails,
  PropertyListResponse,
  SendForSignatureResponse,
  SignLeaseInput,
  Tenant,
  TenantListResponse,
  TerminateLeaseInput,
  ValidateLeaseDatesInput,
} from '@lintel/shared';
import { DEFAULT_PAGE_SIZE } from '@lintel/shared';
import { dataApi, numberedPages } from '../../../lib/data-cache.ts';
import type { ApiFailure } from '../../../lib/data-cache.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { getFile, saveBlob } from '../../../lib/download.ts';

/** GET /leases filters (page comes from the infinite query). */
export interface LeaseListQuery {
  pageSize?: number;
  sortBy?: LeaseSort;
  status?: LeaseStatus;
  propertyId?: string;
  tenantId?: string;
  search?: string;
}

/** The signed-in person's leases, newest first: My lease and its dashboard card read this one answer. */
export const myLeasesQuery = { page: 1, pageSize: 20, sortBy: 'newest' } as const;

/** A lease PDF held by the cache as an object URL (revoked when the entry leaves the cache). */
export interface LeaseDocument {
  url: string;
  /** SHA-256 of the PDF (header x-document-sha256): sent back as documentHash when signing. */
  sha256: string | null;
}

type Dispatch = (action: unknown) => unknown;
type GetState = () => unknown;
type Pages = { pages: LeaseListResponse[]; pageParams: unknown[] };

const leaseLists = { type: 'Lease' as const, id: 'LIST' };
/** Money rows follow a lease's activation and termination (rent schedule); the money area's tags. */
const rentRows = [{ type: 'Transaction' as const, id: 'LIST' }, 'MoneyStatistics' as const];

/** The answer's lease into the cache: the open lease, and its row wherever a cached list shows it. */
function putLease(dispatch: Dispatch, getState: GetState, lease: Lease): void {
  const state = getState() as never;
  // Held already: replaced at once (an upsert would land a tick later); else it joins the cache.
  if (leasesApi.endpoints.lease.select(lease.id)(state).data) dispatch(leasesApi.util.updateQueryData('lease', lease.id, () => lease));
  else void dispatch(leasesApi.util.upsertQueryData('lease', lease.id, lease));
  const replace = (page: LeaseListResponse) => {
    const index = page.results.findIndex((item) => item.id === lease.id);
    if (index >= 0) page.results[index] = lease;
  };
  for (const arg of leasesApi.util.selectCachedArgsForQuery(state, 'leases'))
    dispatch(leasesApi.util.updateQueryData('leases', arg, (draft: Pages) => void draft.pages.forEach(replace)));
  for (const arg of leasesApi.util.selectCachedArgsForQuery(state, 'leasesPage'))
    dispatch(leasesApi.util.updateQueryData('leasesPage', arg, (draft: LeaseListResponse) => replace(draft)));
}

/** `onQueryStarted` of a write answering the lease: into the cache, then `tags` invalidated. */
function answerIntoCache(tags: (lease: Lease) => Parameters<typeof leasesApi.util.invalidateTags>[0]) {
  return async (_arg: unknown, { dispatch, getState, queryFulfilled }: { dispatch: Dispatch; getState: GetState; queryFulfilled: Promise<{ data: Lease }> }) => {
    const answer = await queryFulfilled.catch(() => null);
    if (!answer) return;
    putLease(dispatch, getState, answer.data);
    dispatch(leasesApi.util.invalidateTags(tags(answer.data)));
  };
}

/** A lookup read with the Bearer client, a failure leaving the picker empty (no toast). */
const lookup = (path: string, params?: Record<string, string | number>) => ({ path, params, error: 'Failed to load', silent: true });

export const leasesApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /leases by filters: numbered pages (the Leases page). */
    leases: build.infiniteQuery<LeaseListResponse, LeaseListQuery, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        path: '/leases',
        params: { pageSize: DEFAULT_PAGE_SIZE, ...queryArg, page: pageParam },
        error: 'Failed to fetch leases',
      }),
      providesTags: [leaseLists],
    }),
    /** GET /leases, one page (My lease, its widget, a property's leases). */
    leasesPage: build.query<LeaseListResponse, LeaseListQuery & { page?: number }>({
      query: (params) => ({ path: '/leases', params: { page: 1, ...params }, error: 'Failed to fetch your lease', silent: true }),
      providesTags: [leaseLists],
    }),
    /** GET /leases/{id}. */
    lease: build.query<Lease, string>({
      query: (id) => ({ path: `/leases/${id}`, error: 'Failed to fetch lease' }),
      providesTags: (_result, _error, id) => [{ type: 'Lease', id }],
    }),
    /** GET /leases/{id}/audit: the trail (a failure shows on the card, no toast). */
    leaseAudit: build.query<LeaseAuditEntry[], string>({
      query: (id) => ({ path: `/leases/${id}/audit`, error: 'Failed to fetch the audit trail', silent: true }),
      transformResponse: (response: LeaseAuditResponse) => response.results,
      providesTags: (_result, _error, id) => [{ type: 'LeaseAudit', id }, { type: 'Lease', id }],
    }),
    /**
     * GET /leases/{id}/document or /signed-document as an object URL (the JSON client cannot read a
     * PDF). `version` (the lease's updatedAt, or its document hash) asks again when the lease changed.
     */
    leaseDocument: build.query<LeaseDocument, { id: string; kind: 'document' | 'signed-document'; version: string }>({
      queryFn: async ({ id, kind }, { signal }) => {
        try {
          const response = await getFile(`/leases/${id}/${kind}`, 'Could not load the lease document', signal);
          const blob = await response.blob();
          return { data: { url: URL.createObjectURL(blob), sha256: response.headers.get('x-document-sha256') } };
        } catch (error) {
          const failure: ApiFailure = { status: 0, code: 'FAILED', message: errorMessage(error, 'Could not load the lease document') };
          return { error: failure };
        }
      },
      keepUnusedDataFor: 30,
      async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved }) {
        const loaded = await cacheDataLoaded.catch(() => null);
        await cacheEntryRemoved;
        if (loaded) URL.revokeObjectURL(loaded.data.url);
      },
    }),
    /** POST /leases/validate-dates: does the period overlap a lease of the place? (form check, no toast). */
    validateLeaseDates: build.query<{ valid: true; message: string }, ValidateLeaseDatesInput>({
      query: (input) => ({ path: '/leases/validate-dates', method: 'POST', body: input, error: 'Failed to check the dates', silent: true }),
      keepUnusedDataFor: 0,
    }),

    /** Add lease modal look-ups (a failure leaves the list empty). */
    leasePropertyOptions: build.query<Array<{ value: string; label: string; unitsCount: number }>, void>({
      query: () => lookup('/properties', { page: 1, pageSize: 100, sortBy: 'nameAsc' }),
      transformResponse: (response: PropertyListResponse) =>
        response.data.results.map((property) => ({ value: property.id, label: property.nickname, unitsCount: property.unitsCount })),
      keepUnusedDataFor: 0,
    }),
    leaseProperty: build.query<PropertyDetails, string>({
      query: (id) => lookup(`/properties/${id}`),
      keepUnusedDataFor: 0,
    }),
    leaseTenantOptions: build.query<Tenant[], void>({
      query: () => lookup('/tenants', { page: 1, pageSize: 100, sortBy: 'nameAsc' }),
      transformResponse: (response: TenantListResponse) => response.results,
      keepUnusedDataFor: 0,
    }),
    leaseAmenityOptions: build.query<Amenity[], void>({
      query: () => lookup('/amenities', { entity: 'property' }),
      transformResponse: (response: { amenities: Amenity[] }) => response.amenities,
    }),
    leaseTemplateOptions: build.query<LeaseTemplate[], void>({
      query: () => lookup('/lease-form-templates', { page: 1, pageSize: 100 }),
      transformResponse: (response: LeaseTemplateListResponse) => response.results,
      providesTags: [{ type: 'LeaseTemplate', id: 'LIST' }, { type: 'LeaseTemplate', id: 'PICKER' }],
    }),

    createLease: build.mutation<Lease, CreateLeaseInput>({
      query: (input) => ({ path: '/leases', method: 'POST', body: input, error: 'Failed to create lease', success: 'Lease created successfully' }),
      // A new lease joins the lists where their filters and order put it: they ask again.
      onQueryStarted: answerIntoCache(() => [leaseLists]),
    }),
    /** Spec point 4: the terminated lease replaces the one in the list. */
    terminateLease: build.mutation<Lease, { id: string; input: TerminateLeaseInput }>({
      query: ({ id, input }) => ({ path: `/leases/terminate/${id}`, method: 'POST', body: input, error: 'Failed to terminate lease', success: 'Lease terminated' }),
      onQueryStarted: answerIntoCache((lease) => [{ type: 'LeaseAudit', id: lease.id }, ...rentRows]),
    }),
    removeLease: build.mutation<{ id: string }, string>({
      query: (id) => ({ path: `/leases/${id}`, method: 'DELETE', error: 'Failed to delete lease', success: 'Lease deleted successfully' }),
      transformResponse: (_answer: unknown, _meta, id) => ({ id }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        const drop = (page: LeaseListResponse) => {
          const before = page.results.length;
          page.results = page.results.filter((item) => item.id !== id);
          page.pagination.total -= before - page.results.length;
        };
        const state = getState() as never;
        for (const arg of leasesApi.util.selectCachedArgsForQuery(state, 'leases'))
          dispatch(leasesApi.util.updateQueryData('leases', arg, (draft: Pages) => void draft.pages.forEach(drop)));
        for (const arg of leasesApi.util.selectCachedArgsForQuery(state, 'leasesPage'))
          dispatch(leasesApi.util.updateQueryData('leasesPage', arg, (draft: LeaseListResponse) => drop(draft)));
      },
    }),
    sendLeaseForSignature: build.mutation<SendForSignatureResponse, string>({
      query: (id) => ({
        path: `/leases/${id}/send-for-signature`,
        method: 'POST',
        error: 'Failed to send the lease for signature',
        success: ((result: SendForSignatureResponse) => result.message) as (result: never) => string,
      }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        putLease(dispatch, getState, answer.data.lease);
        dispatch(leasesApi.util.invalidateTags([{ type: 'LeaseAudit', id }]));
      },
    }),
    signLease: build.mutation<Lease, { id: string; input: SignLeaseInput }>({
      query: ({ id, input }) => ({
        path: `/leases/${id}/sign`,
        method: 'POST',
        body: input,
        error: 'Failed to sign the lease',
        success: ((lease: Lease) => (lease.status === 'active' ? 'Signed. Every party has signed: the lease is active.' : 'Signed successfully')) as (result: never) => string,
      }),
      onQueryStarted: answerIntoCache((lease) => [{ type: 'LeaseAudit', id: lease.id }, ...(lease.status === 'active' ? rentRows : [])]),
    }),
    /** POST /users/invite-user/{tenantId}?type=tenant: invites a lease's tenant without an account. */
    inviteLeaseTenant: build.mutation<{ message: string; email: string }, { tenantId: string; email: string; fullName?: string }>({
      query: ({ tenantId, email, fullName }) => ({
        path: `/users/invite-user/${tenantId}`,
        method: 'POST',
        params: { type: 'tenant' },
        body: { email, ...(fullName ? { fullName } : {}) },
        error: 'Failed to send the invitation',
        success: ((result: { message: string; email: string }) => result.message || `Invitation sent to ${result.email}`) as (result: never) => string,
      }),
    }),
  }),
});

export const {
  useLeasesInfiniteQuery,
  useLeasesPageQuery,
  useLeaseQuery,
  useLeaseAuditQuery,
  useLeaseDocumentQuery,
  useValidateLeaseDatesQuery,
  useLeasePropertyOptionsQuery,
  useLeasePropertyQuery,
  useLeaseTenantOptionsQuery,
  useLeaseAmenityOptionsQuery,
  useLeaseTemplateOptionsQuery,
  useCreateLeaseMutation,
  useTerminateLeaseMutation,
  useRemoveLeaseMutation,
  useSendLeaseForSignatureMutation,
  useSignLeaseMutation,
  useInviteLeaseTenantMutation,
} = leasesApi;

/** Saves a lease PDF under a file name (a download, not cached); throws the request's error. */
export async function downloadLeasePdf(id: string, kind: 'document' | 'signed-document', fileName: string): Promise<void> {
  const response = await getFile(`/leases/${id}/${kind}`, 'Could not load the lease document');
  saveBlob(await response.blob(), fileName);
}
