/**
 * The data cache's actions of the session endpoints (features/auth/api/auth-api.ts, and the settings
 * feature's account writes) as RTK Query dispatches them, for reducer tests of the slices that follow
 * them (auth, the bell). features/auth/state/auth-slice.test.ts proves on a real store that the
 * actions RTK Query dispatches have this shape.
 */
import type { UnknownAction } from '@reduxjs/toolkit';

/** `executeQuery` for the one query (GET /users/me), `executeMutation` for the rest. */
const kindOf = (endpointName: string) => (endpointName === 'currentUser' ? 'Query' : 'Mutation');

/** The endpoint's answer (`fulfilled`, `payload` = the answer). */
export function cacheAnswered(endpointName: string, payload: unknown, originalArgs?: unknown): UnknownAction {
  return {
    type: `dataCache/execute${kindOf(endpointName)}/fulfilled`,
    payload,
    meta: { requestId: `r-${endpointName}`, requestStatus: 'fulfilled', arg: { endpointName, originalArgs, type: kindOf(endpointName).toLowerCase() } },
  };
}

/** The endpoint's call sent (`pending`). */
export function cacheStarted(endpointName: string, originalArgs?: unknown): UnknownAction {
  return {
    type: `dataCache/execute${kindOf(endpointName)}/pending`,
    payload: undefined,
    meta: { requestId: `r-${endpointName}`, requestStatus: 'pending', arg: { endpointName, originalArgs, type: kindOf(endpointName).toLowerCase() } },
  };
}

/** The endpoint's failure (`rejected`, `payload` = the `ApiFailure`). */
export function cacheFailed(endpointName: string, failure: { status: number; code: string; message: string; aborted?: boolean }): UnknownAction {
  return {
    type: `dataCache/execute${kindOf(endpointName)}/rejected`,
    payload: failure,
    error: { message: 'Rejected' },
    meta: { requestId: `r-${endpointName}`, requestStatus: 'rejected', rejectedWithValue: true, arg: { endpointName, type: kindOf(endpointName).toLowerCase() } },
  };
}
