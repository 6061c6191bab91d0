/**
 * Share-link endpoints of the data cache (issue 25 item 5; issue 20): a record's active links
 * (GET `<recordPath>/share-links`, tagged `{ type: 'ShareLink', id: recordPath }`), revoking one
 * (DELETE /share-links/{id}) or all of a record's (DELETE `<recordPath>/share-links`). A revoke takes
 * the links out of the cached list (no refetch); a share dialog that made a link invalidates the tag.
 */
import type { RevokedShareLinksResponse, ShareLinkListResponse } from '@lintel/shared';
import { dataApi } from '../../../lib/data-cache.ts';

export const shareLinksApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** The record's active links; `recordPath` is the record's API path (`/contacts/<id>`). */
    shareLinks: build.query<ShareLinkListResponse, string>({
      query: (recordPath) => ({ path: `${recordPath}/share-links`, error: 'Failed to fetch share links' }),
      providesTags: (_result, _error, recordPath) => [{ type: 'ShareLink', id: recordPath }],
    }),
    revokeShareLink: build.mutation<void, { recordPath: string; id: string }>({
      query: ({ id }) => ({ path: `/share-links/${id}`, method: 'DELETE', error: 'Failed to revoke the link', success: 'Link revoked' }),
      async onQueryStarted({ recordPath, id }, { dispatch, queryFulfilled }) {
        if (!(await queryFulfilled.catch(() => null))) return;
        dispatch(shareLinksApi.util.updateQueryData('shareLinks', recordPath, (draft) => void (draft.results = draft.results.filter((link) => link.id !== id))));
      },
    }),
    revokeAllShareLinks: build.mutation<RevokedShareLinksResponse, string>({
      query: (recordPath) => ({
        path: `${recordPath}/share-links`,
        method: 'DELETE',
        error: 'Failed to revoke the link',
        success: ({ revoked }: RevokedShareLinksResponse) => (revoked === 1 ? '1 link revoked' : `${revoked} links revoked`),
      }),
      async onQueryStarted(recordPath, { dispatch, queryFulfilled }) {
        if (!(await queryFulfilled.catch(() => null))) return;
        dispatch(shareLinksApi.util.updateQueryData('shareLinks', recordPath, (draft) => void (draft.results = [])));
      },
    }),
  }),
});

export const { useShareLinksQuery, useRevokeShareLinkMutation, useRevokeAllShareLinksMutation } = shareLinksApi;
