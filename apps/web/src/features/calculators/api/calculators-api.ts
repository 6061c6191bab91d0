/**
 * Calculator endpoints of the data cache (issue 14; issue 20): the history (numbered pages, tagged
 * `CalculatorHistory`), one kept result, calculating (POST /calendar-history/generate-ai-result) and
 * deleting. A new result invalidates the history (it joins its first page); a delete takes the row out
 * of the cached pages (no refetch). A refused input (422 with details) is handed to the form, no toast.
 */
import type { CalculatorHistoryResponse, CalculatorResult, GenerateAiResultInput } from '@lintel/shared';
import { DEFAULT_PAGE_SIZE } from '@lintel/shared';
import { ApiError, api } from '../../../lib/api-client.ts';
import { failWith } from '../../../lib/toast.ts';
import { dataApi, numberedPages } from '../../../lib/data-cache.ts';
import type { ApiFailure } from '../../../lib/data-cache.ts';

const history = [{ type: 'CalculatorHistory' as const, id: 'LIST' }];

export const calculatorsApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /calendar-history: the user's kept results, newest first. */
    calculatorHistory: build.infiniteQuery<CalculatorHistoryResponse, void, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ pageParam }) => ({
        path: '/calendar-history',
        params: { page: pageParam, pageSize: DEFAULT_PAGE_SIZE },
        error: 'Failed to fetch calculations',
      }),
      providesTags: history,
    }),
    /** GET /calendar-history/{id}: a kept result, reopened. */
    calculatorResult: build.query<CalculatorResult, string>({
      query: (id) => ({ path: `/calendar-history/${id}`, error: 'Failed to open the calculation' }),
      providesTags: (_result, _error, id) => [{ type: 'CalculatorHistory', id }],
    }),
    /**
     * POST /calendar-history/generate-ai-result: compute, explain and keep. A 422 with details comes
     * back as the failure's `details` without a toast (the form shows them); other failures toast.
     */
    generateCalculatorResult: build.mutation<CalculatorResult, GenerateAiResultInput>({
      queryFn: async (input) => {
        try {
          return { data: await api.post<CalculatorResult>('/calendar-history/generate-ai-result', input) };
        } catch (error) {
          if (error instanceof ApiError && error.details?.length)
            return { error: { status: error.status, code: error.code, message: error.message, details: error.details } satisfies ApiFailure };
          const message = failWith(error, 'Failed to calculate');
          return { error: { status: error instanceof ApiError ? error.status : 0, code: 'FAILED', message } satisfies ApiFailure };
        }
      },
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(calculatorsApi.util.upsertQueryData('calculatorResult', answer.data.id, answer.data));
        dispatch(calculatorsApi.util.invalidateTags(history));
      },
    }),
    deleteCalculatorResult: build.mutation<void, string>({
      query: (id) => ({
        path: `/calendar-history/${id}`,
        method: 'DELETE',
        error: 'Failed to delete the calculation',
        success: 'Calculation deleted',
      }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        if (!(await queryFulfilled.catch(() => null))) return;
        dispatch(
          calculatorsApi.util.updateQueryData('calculatorHistory', undefined, (draft) => {
            let removed = 0;
            for (const page of draft.pages) {
              const before = page.results.length;
              page.results = page.results.filter((row) => row.id !== id);
              removed += before - page.results.length;
            }
            for (const page of draft.pages) page.pagination.total = Math.max(0, page.pagination.total - removed);
          }),
        );
      },
    }),
  }),
});

export const {
  useCalculatorHistoryInfiniteQuery,
  useLazyCalculatorResultQuery,
  useGenerateCalculatorResultMutation,
  useDeleteCalculatorResultMutation,
} = calculatorsApi;
