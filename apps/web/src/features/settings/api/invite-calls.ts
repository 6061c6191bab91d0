/** The invite user call (spec point 7 POST /users/invite-user/{userId}?type=) and the tenants it may name. */
import type { InvitationType, TenantListResponse } from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';
import { createApiThunk } from '../../../lib/create-api-thunk.ts';

export const getInvitableTenants = (signal?: AbortSignal) =>
  api.get<TenantListResponse>('/tenants', { signal, query: { page: 1, pageSize: 100, sortBy: 'newest' } });

export interface InviteUserArg {
  /** A tenant record of the caller's account for type tenant; any id of the caller's for other types. */
  targetId: string;
  type: InvitationType;
  email: string;
  fullName?: string;
}

export const inviteUser = createApiThunk<{ message: string }, InviteUserArg>(
  'settings/inviteUser',
  ({ targetId, type, email, fullName }) =>
    api.post<{ message: string }>(`/users/invite-user/${targetId}`, { email, ...(fullName ? { fullName } : {}) }, { query: { type } }),
  { error: 'Could not send the invitation', success: (result) => result.message },
);
