/**
 * "Your data" endpoints of the data cache (issue 30 item 15): the caller's exports (polled while one is
 * being built), starting one, the zip's download, and closing the account.
 */
import type { AccountClosure, AccountExport, CloseAccountInput } from '@lintel/shared';
import { dataApi } from '../../../lib/data-cache.ts';
import { getFile, saveBlob } from '../../../lib/download.ts';

export const accountDataApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /account-data/exports: newest first. */
    accountExports: build.query<{ results: AccountExport[] }, void>({
      query: () => ({ path: '/account-data/exports', error: 'Could not load your exports', silent: true }),
      keepUnusedDataFor: 0,
    }),
    /** POST /account-data/exports: the queued export goes on top of the cached list. */
    startAccountExport: build.mutation<AccountExport, void>({
      query: () => ({ path: '/account-data/exports', method: 'POST', error: 'Could not start the export', success: 'Your export is being built' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(
          accountDataApi.util.updateQueryData('accountExports', undefined, (draft) => {
            draft.results.unshift(answer.data);
          }),
        );
      },
    }),
    /** GET /account-data/closure. */
    accountClosure: build.query<AccountClosure, void>({
      query: () => ({ path: '/account-data/closure', error: 'Could not load your account', silent: true }),
      keepUnusedDataFor: 0,
    }),
    /** POST /account-data/closure: the server ends every session; the answer says when the account is erased. */
    closeAccount: build.mutation<AccountClosure, CloseAccountInput>({
      query: (body) => ({ path: '/account-data/closure', method: 'POST', body, error: 'Could not close your account' }),
    }),
  }),
});

export const { useAccountExportsQuery, useStartAccountExportMutation, useAccountClosureQuery, useCloseAccountMutation } = accountDataApi;

/** Downloads a ready export's zip (Bearer) and saves it. Throws ApiError when the server refuses. */
export async function downloadAccountExport(exportId: string): Promise<void> {
  const response = await getFile(`/account-data/exports/${exportId}/download`, 'Could not download the export');
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'lintel-export.zip';
  saveBlob(await response.blob(), name);
}
