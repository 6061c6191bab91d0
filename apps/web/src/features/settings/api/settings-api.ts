/**
 * Settings endpoints of the data cache (issue 20): the Invite user modal's tenants and the invitation
 * (spec point 7 POST /users/invite-user/{userId}?type=). Spec point 8: the invitation toasts the server's
 * message on success, else 'Could not send the invitation'; a failed tenant list is silent (the modal
 * then says to add the tenant first).
 */
import type { InvitationType, TenantListResponse } from '@lintel/shared';
import { dataApi } from '../../../lib/data-cache.ts';

export interface InviteUserArg {
  /** A tenant record of the caller's account for type tenant; any id of the caller's for other types. */
  targetId: string;
  type: InvitationType;
  email: string;
  fullName?: string | undefined;
}

export const settingsApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /tenants (newest 100): the tenants an invitation may name; asked again each time the modal opens. */
    invitableTenants: build.query<TenantListResponse, void>({
      query: () => ({ path: '/tenants', params: { page: 1, pageSize: 100, sortBy: 'newest' }, error: 'Failed to fetch tenants', silent: true }),
      providesTags: [{ type: 'Tenant', id: 'LIST' }],
      keepUnusedDataFor: 0,
    }),
    /** POST /users/invite-user/{targetId}?type=: e-mails the sign-up link of the invited role. */
    inviteUser: build.mutation<{ message: string }, InviteUserArg>({
      query: ({ targetId, type, email, fullName }) => ({
        path: `/users/invite-user/${targetId}`,
        method: 'POST',
        body: { email, ...(fullName ? { fullName } : {}) },
        params: { type },
        error: 'Could not send the invitation',
        success: ((result: { message: string }) => result.message) as (result: never) => string,
      }),
    }),
  }),
});

export const { useInvitableTenantsQuery, useInviteUserMutation } = settingsApi;
