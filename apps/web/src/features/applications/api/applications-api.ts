/**
 * The landlord's tenant-application endpoints of the data cache (issue 20): the review list (tag
 * `Application`, `LIST`), one application, approve and decline (their answer is the application: it
 * replaces the cached one, and the lists ask again as the status filter may move it), and the
 * application link of the request modal; and the applicant's public calls without an account (the apply
 * page: the link's context and the submission through the public client, no toast; the file upload).
 */
import type {
  ApplicationLink,
  ApplicationListResponse,
  ApplicationStatus,
  ApproveApplicationResponse,
  CreateApplicationLinkInput,
  PropertyListResponse,
  PublicApplicationContext,
  StoredFile,
  SubmitApplicationInput,
  TenantApplication,
  TenantSort,
} from '@lintel/shared';
import { DEFAULT_PAGE_SIZE } from '@lintel/shared';
import { dataApi, numberedPages } from '../../../lib/data-cache.ts';
import type { ApiFailure } from '../../../lib/data-cache.ts';
import { errorMessage, publicApi } from '../../../lib/api-client.ts';

/** A call of the public client as a cache answer: a failure keeps the server's message (no toast: the page shows it). */
async function publicCall<T>(call: () => Promise<T>, fallback: string): Promise<{ data: T } | { error: ApiFailure }> {
  try {
    return { data: await call() };
  } catch (caught) {
    return { error: { status: 0, code: 'FAILED', message: errorMessage(caught, fallback) } };
  }
}

/** GET /tenant-applications filters (page comes from the infinite query). */
export interface ApplicationListQuery {
  pageSize?: number;
  sortBy?: TenantSort;
  status?: ApplicationStatus;
  propertyId?: string;
  search?: string;
}

const lists = { type: 'Application' as const, id: 'LIST' };

export const applicationsApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    applications: build.infiniteQuery<ApplicationListResponse, ApplicationListQuery, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        path: '/tenant-applications',
        params: { pageSize: DEFAULT_PAGE_SIZE, ...queryArg, page: pageParam },
        error: 'Failed to fetch applications',
        silent: true,
      }),
      providesTags: [lists],
    }),
    application: build.query<TenantApplication, string>({
      query: (id) => ({ path: `/tenant-applications/${id}`, error: 'Failed to fetch the application', silent: true }),
      providesTags: (_result, _error, id) => [{ type: 'Application', id }],
    }),
    /** The request modal's properties (A-Z, one page of 100; a failure leaves the picker empty). */
    applicationPropertyOptions: build.query<{ value: string; label: string }[], void>({
      query: () => ({ path: '/properties', params: { page: 1, pageSize: 100, sortBy: 'nameAsc' }, error: 'Failed to load properties', silent: true }),
      transformResponse: (response: PropertyListResponse) => response.data.results.map((property) => ({ value: property.id, label: property.nickname })),
      keepUnusedDataFor: 0,
    }),
    approveApplication: build.mutation<ApproveApplicationResponse, string>({
      query: (id) => ({
        path: `/tenant-applications/${id}/approve`,
        method: 'POST',
        error: 'Failed to approve the application',
        success: ((result: ApproveApplicationResponse) => `${result.tenant.fullName} was added to your tenants`) as (result: never) => string,
      }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(applicationsApi.util.upsertQueryData('application', id, answer.data.application));
        dispatch(applicationsApi.util.invalidateTags([lists]));
      },
    }),
    declineApplication: build.mutation<TenantApplication, { id: string; reason?: string }>({
      query: ({ id, reason }) => ({
        path: `/tenant-applications/${id}/decline`,
        method: 'POST',
        body: reason ? { reason } : {},
        error: 'Failed to decline the application',
        success: 'Application declined',
      }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(applicationsApi.util.upsertQueryData('application', id, answer.data));
        dispatch(applicationsApi.util.invalidateTags([lists]));
      },
    }),
    /** GET /tenant-applications/public/{token}: the property and landlord an application link is for. */
    publicApplication: build.query<PublicApplicationContext, string>({
      queryFn: (token, { signal }) => publicCall(() => publicApi.get<PublicApplicationContext>(`/tenant-applications/public/${token}`, { signal }), 'This application link is not valid'),
      keepUnusedDataFor: 0,
    }),
    /** POST /tenant-applications/public/{token}: the applicant's application (the wizard shows a failure). */
    submitPublicApplication: build.mutation<{ id: string; message: string }, { token: string; input: SubmitApplicationInput }>({
      queryFn: ({ token, input }) =>
        publicCall(() => publicApi.post<{ id: string; message: string }>(`/tenant-applications/public/${token}`, input), 'Failed to submit the application'),
    }),
    createApplicationLink: build.mutation<ApplicationLink, CreateApplicationLinkInput>({
      query: (input) => ({
        path: '/tenant-applications/links',
        method: 'POST',
        body: input,
        error: 'Failed to create the application link',
        success: ((link: ApplicationLink) => link.message) as (result: never) => string,
      }),
    }),
  }),
});

export const {
  useApplicationsInfiniteQuery,
  useApplicationQuery,
  useApplicationPropertyOptionsQuery,
  useApproveApplicationMutation,
  useDeclineApplicationMutation,
  useCreateApplicationLinkMutation,
  usePublicApplicationQuery,
  useSubmitPublicApplicationMutation,
} = applicationsApi;

/** POST /tenant-applications/public/{token}/files: an applicant's document (an upload for the form, not cached data). */
export function uploadApplicationFile(token: string, file: File): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file);
  return publicApi.post<StoredFile>(`/tenant-applications/public/${token}/files`, form);
}
