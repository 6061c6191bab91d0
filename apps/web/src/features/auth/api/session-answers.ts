/**
 * The data cache's answers that change the session (spec point 4 "Auth"), as the auth slice, the bell
 * and the store follow them: RTK Query's actions of the auth endpoints (api/auth-api.ts) and of the
 * account settings endpoints (settings feature) whose answer is the signed-in user. Matched by action
 * type and endpoint name, so the slices of the first screen do not import RTK Query (decision 010: the
 * data cache is not on the first screen; features/settings/api/invite-sent.ts does the same).
 * Endpoint names are unique in the one data cache, so a name is the endpoint.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { AuthResponse, User } from '@lintel/shared';

/** What RTK Query's query/mutation actions carry that these matchers read. */
interface CacheActionMeta {
  arg?: { endpointName?: string; originalArgs?: unknown };
  /** A query not sent because the same one is already in flight (RTK Query dispatches it as rejected). */
  condition?: boolean;
}

type Phase = 'pending' | 'fulfilled' | 'rejected';

function cacheAction(action: UnknownAction, phase: Phase, endpoints: readonly string[]): boolean {
  const { type } = action;
  if (type !== `dataCache/executeMutation/${phase}` && type !== `dataCache/executeQuery/${phase}`) return false;
  const meta = (action as { meta?: CacheActionMeta }).meta;
  return endpoints.includes(meta?.arg?.endpointName ?? '') && !meta?.condition;
}

/** Sign-in with e-mail and password, or with Google/Apple: the answer is the tokens and the user. */
export const signInEndpoints = ['signIn', 'signInWithProvider'] as const;
/** Endpoints whose answer is the signed-in user as it now is (GET /users/me and the account's writes). */
export const userAnswerEndpoints = [
  'currentUser',
  'fillUserStep',
  'fillServiceProviderSteps',
  'resetRedirectUrl',
  'updateUserDetails',
  'saveCompanyDetails',
  'deleteCompanyDetails',
] as const;

/** A fulfilled sign-in (e-mail or provider): `payload` is the tokens and the user. */
export function signedIn(action: UnknownAction): action is UnknownAction & { payload: AuthResponse } {
  return cacheAction(action, 'fulfilled', signInEndpoints);
}

/** A sign-in sent (the form's earlier error no longer applies). */
export function signInStarted(action: UnknownAction): boolean {
  return cacheAction(action, 'pending', signInEndpoints);
}

/** A failed sign-in (not a cancelled one): the visitor stays signed out. */
export function signInFailed(action: UnknownAction): boolean {
  if (!cacheAction(action, 'rejected', signInEndpoints)) return false;
  return !(action as { payload?: { aborted?: boolean } }).payload?.aborted;
}

/** A fulfilled call whose answer is the signed-in user (`payload`). */
export function userAnswered(action: UnknownAction): action is UnknownAction & { payload: User } {
  return cacheAction(action, 'fulfilled', userAnswerEndpoints);
}

/** GET /users/me answered: the user at start (a reload with a stored token). */
export function currentUserAnswered(action: UnknownAction): action is UnknownAction & { payload: User } {
  return cacheAction(action, 'fulfilled', ['currentUser']);
}

/** GET /users/me sent. */
export function currentUserRequested(action: UnknownAction): boolean {
  return cacheAction(action, 'pending', ['currentUser']);
}

/** GET /users/me failed (not cancelled): the stored token is no session. */
export function currentUserFailed(action: UnknownAction): boolean {
  if (!cacheAction(action, 'rejected', ['currentUser'])) return false;
  return !(action as { payload?: { aborted?: boolean } }).payload?.aborted;
}

/** The e-mail verified (PUT /auth/email/verify/{token}). */
export function emailVerified(action: UnknownAction): boolean {
  return cacheAction(action, 'fulfilled', ['verifyEmail']);
}

/** The redirect url reset on the server: the kept one is forgotten too. */
export function redirectUrlReset(action: UnknownAction): boolean {
  return cacheAction(action, 'fulfilled', ['resetRedirectUrl']);
}

/** Logging out started: the session is cleared at once, whatever the server answers. */
export function logoutStarted(action: UnknownAction): boolean {
  return cacheAction(action, 'pending', ['logout']);
}
