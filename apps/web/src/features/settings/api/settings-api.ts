/**
 * Settings endpoints of the data cache (issue 20): the Invite user modal's tenants and the invitation
 * (spec point 7 POST /users/invite-user/{userId}?type=). Spec point 8: the invitation toasts the server's
 * message on success, else 'Could not send the invitation'; a failed tenant list is silent (the modal
 * then says to add the tenant first).
 * The account's own writes (profile, company details) answer the signed-in user, which the auth slice
 * takes in by endpoint name (features/auth/api/session-answers.ts: keep the names in step).
 */
import type { CreateCompanyDetailsInput, InvitationType, TenantListResponse, UpdateCompanyDetailsInput, User, WorkOrderCategory } from '@lintel/shared';
import { dataApi } from '../../../lib/data-cache.ts';
import type { ApiFailure } from '../../../lib/data-cache.ts';

/** PUT /users/update/user-details: what the profile form changes. */
export interface UserDetailsInput {
  fullName?: string;
  phoneNumber?: string | null;
  profilePictureId?: string | null;
  /** IANA zone the user's e-mails print times in. */
  timeZone?: string;
  /** A service provider's trades (work categories). */
  trades?: WorkOrderCategory[];
}

/** Company details: create (the user becomes company-capable) or edit. */
export type CompanyDetailsArg = { mode: 'create'; input: CreateCompanyDetailsInput } | { mode: 'update'; input: UpdateCompanyDetailsInput };

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
    /** PUT /users/update/user-details: the user as it now is. */
    updateUserDetails: build.mutation<User, UserDetailsInput>({
      query: (body) => ({
        path: '/users/update/user-details',
        method: 'PUT',
        body,
        error: 'Failed to update account settings',
        success: 'Account settings updated successfully',
      }),
    }),
    /** POST /users/create/company-details or PUT /users/update/company-details: the user with the company. */
    saveCompanyDetails: build.mutation<User, CompanyDetailsArg>({
      query: ({ mode, input }) => ({
        path: mode === 'create' ? '/users/create/company-details' : '/users/update/company-details',
        method: mode === 'create' ? 'POST' : 'PUT',
        body: input,
        error: 'Failed to save the company details',
        success: 'Account settings updated successfully',
      }),
    }),
    /** DELETE /users/delete/company-details, then GET /users/me: the user without the company. */
    deleteCompanyDetails: build.mutation<User, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const removed = await baseQuery({ path: '/users/delete/company-details', method: 'DELETE', error: 'Failed to remove the company details' });
        if (removed.error) return { error: removed.error as ApiFailure };
        const user = await baseQuery({ path: '/users/me', error: 'Failed to remove the company details', success: 'Company details removed' });
        return user as { data: User } | { error: ApiFailure };
      },
    }),
  }),
});

export const {
  useInvitableTenantsQuery,
  useInviteUserMutation,
  useUpdateUserDetailsMutation,
  useSaveCompanyDetailsMutation,
  useDeleteCompanyDetailsMutation,
} = settingsApi;
