/**
 * Lease-form template endpoints of the data cache (spec point 7 "Lease form template"; issue 20): the
 * landlord's templates (tag `LeaseTemplate`, `LIST`), create, delete, share by e-mail, and the shared
 * page by token (public client, no account). Spec point 8: 'Failed to share lease template', 'Failed to
 * get lease template by token' unless the server says more.
 */
import type { CreateLeaseTemplateInput, LeaseTemplate, LeaseTemplateListResponse, SharedLeaseTemplate } from '@lintel/shared';
import { publicApi } from '../../../lib/api-client.ts';
import { dataApi, numberedPages } from '../../../lib/data-cache.ts';
import type { ApiFailure } from '../../../lib/data-cache.ts';
import { failWith } from '../../../lib/toast.ts';

/** One page holds every template a landlord usually has; more load on scroll. */
export const TEMPLATES_PAGE_SIZE = 100;

const lists = { type: 'LeaseTemplate' as const, id: 'LIST' };
/** The add lease modal's template picker (features/leases/api/leases-api.ts). */
const picker = { type: 'LeaseTemplate' as const, id: 'PICKER' };
type Pages = { pages: LeaseTemplateListResponse[]; pageParams: unknown[] };

export const leaseTemplatesApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /lease-form-templates: numbered pages of 100. */
    leaseTemplates: build.infiniteQuery<LeaseTemplateListResponse, void, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ pageParam }) => ({
        path: '/lease-form-templates',
        params: { page: pageParam, pageSize: TEMPLATES_PAGE_SIZE },
        error: 'Failed to fetch lease templates',
      }),
      providesTags: [lists],
    }),
    /** GET /lease-form-templates/get-by-token/{token}: the shared page (public client; a failure toasts, spec point 8). */
    sharedLeaseTemplate: build.query<SharedLeaseTemplate, string>({
      queryFn: async (token, { signal }) => {
        try {
          return { data: await publicApi.get<SharedLeaseTemplate>(`/lease-form-templates/get-by-token/${token}`, { signal }) };
        } catch (error) {
          const failure: ApiFailure = { status: 0, code: 'FAILED', message: failWith(error, 'Failed to get lease template by token') };
          return { error: failure };
        }
      },
    }),
    /** POST /lease-form-templates: the new template goes first in the cached list (newest first). */
    createLeaseTemplate: build.mutation<LeaseTemplate, CreateLeaseTemplateInput>({
      query: (input) => ({
        path: '/lease-form-templates',
        method: 'POST',
        body: input,
        error: 'Failed to create lease template',
        success: 'Lease template created successfully',
      }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(
          leaseTemplatesApi.util.updateQueryData('leaseTemplates', undefined, (draft: Pages) => {
            const first = draft.pages[0];
            if (!first) return;
            first.results.unshift(answer.data);
            first.pagination.total += 1;
          }),
        );
        dispatch(leaseTemplatesApi.util.invalidateTags([picker]));
      },
    }),
    deleteLeaseTemplate: build.mutation<{ id: string }, string>({
      query: (id) => ({ path: `/lease-form-templates/${id}`, method: 'DELETE', error: 'Failed to delete lease template', success: 'Lease template deleted successfully' }),
      transformResponse: (_answer: unknown, _meta, id) => ({ id }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(
          leaseTemplatesApi.util.updateQueryData('leaseTemplates', undefined, (draft: Pages) => {
            for (const page of draft.pages) {
              const before = page.results.length;
              page.results = page.results.filter((item) => item.id !== id);
              page.pagination.total -= before - page.results.length;
            }
          }),
        );
        dispatch(leaseTemplatesApi.util.invalidateTags([picker]));
      },
    }),
    /** PATCH /lease-form-templates/share/{id}: e-mails a link valid for 30 days (the answer's message is the toast). */
    shareLeaseTemplate: build.mutation<{ message: string; email: string; expiresAt: string }, { id: string; email: string }>({
      query: ({ id, email }) => ({
        path: `/lease-form-templates/share/${id}`,
        method: 'PATCH',
        body: { email },
        error: 'Failed to share lease template',
        success: ((result: { message: string }) => result.message) as (result: never) => string,
      }),
    }),
  }),
});

export const {
  useLeaseTemplatesInfiniteQuery,
  useSharedLeaseTemplateQuery,
  useCreateLeaseTemplateMutation,
  useDeleteLeaseTemplateMutation,
  useShareLeaseTemplateMutation,
} = leaseTemplatesApi;
