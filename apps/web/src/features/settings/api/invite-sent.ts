/**
 * A sent invitation as other features' slices follow it (tenants mark the tenant invited): the data
 * cache's fulfilled `inviteUser` mutation (api/settings-api.ts). Matched by the action's type and
 * endpoint, so the settings feature's public surface (app/features.ts, the first screen) does not
 * import RTK Query (decision 010: the data cache is not on the first screen).
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { InviteUserArg } from './settings-api.ts';

/** The fulfilled `inviteUser` mutation: its argument is `action.meta.arg.originalArgs`. */
export interface InviteUserSentAction extends UnknownAction {
  payload: { message: string };
  meta: { arg: { endpointName: 'inviteUser'; originalArgs: InviteUserArg } };
}

/** True for the data cache's answer to a sent invitation. */
export function inviteUserSent(action: UnknownAction): action is InviteUserSentAction {
  const meta = (action as { meta?: { arg?: { endpointName?: string } } }).meta;
  return action.type === 'dataCache/executeMutation/fulfilled' && meta?.arg?.endpointName === 'inviteUser';
}
