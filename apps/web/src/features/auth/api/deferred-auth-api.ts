/**
 * The auth endpoints (api/auth-api.ts) as the first screen's components use them: the sign-in page
 * (its form, the Google/Apple buttons) and the session gate of every route load the data cache's chunk
 * on first use, as the bell's count does, so RTK Query stays off the first screen (docs/performance-budgets.md#web: first
 * load ≤ 200 KB gzipped; the sign-in page was 191 KB without it, about 204 KB with it). Loading and
 * error still come from the data cache: the mutation's own entry (`dataCache.mutations[requestId]`).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuthResponse } from '@lintel/shared';
import type { ApiFailure } from '../../../lib/data-cache.ts';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import type { AppState } from '../../../lib/redux-hooks.ts';
import type { ProviderSignInInput, SignInInput } from './auth-api.ts';

/** The auth endpoints, loading the data cache's chunk the first time. */
export const loadAuthApi = () => import('./auth-api.ts').then((module) => module.authApi);

/** The mutations a first-screen component starts this way, with their argument and answer. */
interface DeferredMutations {
  signIn: { arg: SignInInput; result: AuthResponse };
  signInWithProvider: { arg: ProviderSignInInput; result: AuthResponse };
}

/** What a started mutation's promise gives: the answer or the `ApiFailure`. */
export type MutationOutcome<Result> = { data: Result } | { error: ApiFailure };

interface StartedMutation<Result> extends Promise<MutationOutcome<Result>> {
  requestId: string;
  /** Forgets the mutation's entry in the cache. */
  reset(): void;
}

/**
 * Like a generated `use<Name>Mutation` hook: `[trigger, { isLoading, error }]`. `trigger(arg)` loads
 * the endpoints if needed, starts the mutation and resolves with `{ data }` or `{ error }` (an
 * `ApiFailure`, whose `message` the form shows). `isLoading` is true from the call (chunk loading
 * included) to the answer; `error` is the last call's failure. The entry is forgotten on unmount.
 */
export function useDeferredAuthMutation<N extends keyof DeferredMutations>(name: N) {
  type Arg = DeferredMutations[N]['arg'];
  type Result = DeferredMutations[N]['result'];
  const dispatch = useAppDispatch();
  const [requestId, setRequestId] = useState<string | null>(null);
  const [loadingChunk, setLoadingChunk] = useState(false);
  const started = useRef<StartedMutation<Result> | null>(null);
  const entry = useAppSelector((state: AppState) => {
    const cache = state.dataCache as AppState['dataCache'] | null;
    return requestId && cache ? cache.mutations[requestId] : undefined;
  });
  useEffect(() => () => started.current?.reset(), []);

  const trigger = useCallback(
    async (arg: Arg): Promise<MutationOutcome<Result>> => {
      setLoadingChunk(true);
      try {
        const authApi = await loadAuthApi();
        started.current?.reset();
        const endpoint = authApi.endpoints[name] as unknown as { initiate: (arg: Arg) => never };
        const mutation = dispatch(endpoint.initiate(arg)) as unknown as StartedMutation<Result>;
        started.current = mutation;
        setRequestId(mutation.requestId);
        setLoadingChunk(false);
        return await mutation;
      } finally {
        setLoadingChunk(false);
      }
    },
    [dispatch, name],
  );

  const isLoading = loadingChunk || entry?.status === 'pending';
  const error = entry?.status === 'rejected' ? (entry.error as ApiFailure) : undefined;
  return [trigger, { isLoading, error }] as const;
}
