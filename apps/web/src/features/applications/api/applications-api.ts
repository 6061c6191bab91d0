/**
 * The landlord's tenant-application endpoints of the data cache (issue 20): the review list (tag
 * `Application`, `LIST`), one application, approve and decline (their answer is the application: it
 * replaces the cached one, and the lists ask again as the status filter may move it), and the
 * application link of the request modal. The applicant's public calls (no account) stay in
 * application-calls.ts for the apply page.
 */
import type {
  ApplicationLink,
  ApplicationListResponse,
  ApplicationStatus,
  ApproveApplicationResponse,
  CreateApplicationLinkInput,
  PropertyListResponse,
  TenantApplication,
  TenantSort,
} from '@lintel/shared';
import { DEFAULT_PAGE_SIZE } from '@lintel/shared';
import { dataApi, numberedPages } from '../../../lib/data-cache.ts';

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
} = applicationsApi;
