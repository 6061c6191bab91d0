/** Route guards: load the signed-in user once, send guests to /login keeping the redirect url, finish sign-up steps first. */
import { FullPageLoader } from '../../../components/ui/full-page-loader/full-page-loader.tsx';
import { useEffect, useState } from 'react';
import type { User } from '@lintel/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { loadAuthApi } from '../api/deferred-auth-api.ts';
import { redirectUrlKept } from '../state/auth-slice.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * True while a stored token still has to be turned into a user: GET /users/me through the data cache
 * (`currentUser`, loaded on first use so the first screen carries no RTK Query); the slice takes the answer.
 */
export function useSessionLoading(): boolean {
  const dispatch = useAppDispatch();
  const { hasTokens, user, userStatus } = useAppSelector((state) => state.auth);
  const needsUser = hasTokens && !user && userStatus === 'idle';
  useEffect(() => {
    // forceRefetch: a new session asks again; a request already in flight is not sent twice.
    if (needsUser) void loadAuthApi().then((authApi) => dispatch(authApi.endpoints.currentUser.initiate(undefined, { subscribe: false, forceRefetch: true })));
  }, [needsUser, dispatch]);
  return needsUser || (hasTokens && !user && userStatus === 'pending');
}

/** Only verified, signed-in users pass (spec point 4/6); others go to /login and come back afterwards. */
export function RequireAuth({
  children,
  allowUnfinishedSignup = false,
}: {
  children: ReactNode;
  allowUnfinishedSignup?: boolean;
}) {
  const loading = useSessionLoading();
  const { isAuth, user } = useAppSelector((state) => state.auth);
  const location = useLocation();
  const dispatch = useAppDispatch();
  const from = `${location.pathname}${location.search}`;
  const mustSignIn = !loading && !isAuth;
  useEffect(() => {
    if (mustSignIn && from !== paths.home) dispatch(redirectUrlKept(from));
  }, [mustSignIn, from, dispatch]);
  if (loading) return <FullPageLoader />;
  if (!isAuth || !user) return <Navigate to={paths.login} replace state={{ from }} />;
  if (!allowUnfinishedSignup && user.signupStep !== 'done') return <Navigate to={paths.signUpSteps} replace />;
  return children;
}

/** Where to land after sign-in (spec point 4 redirect url): unfinished steps, the server's url, the kept url, the dashboard. */
export function landingPathFor(user: User, keptUrl: string | null): string {
  if (user.signupStep !== 'done') return paths.signUpSteps;
  return user.redirectUrl ?? keptUrl ?? paths.dashboard;
}

/** Sends a signed-in user on, then resets the redirect url on the server and forgets the kept one. */
function SignedInRedirect({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const keptUrl = useAppSelector((state) => state.auth.unauth.redirectUrl);
  const location = useLocation();
  const stateFrom = (location.state as { from?: string } | null)?.from ?? null;
  const [target] = useState(() => landingPathFor(user, keptUrl ?? stateFrom));
  const hadRedirect = Boolean(user.redirectUrl);
  useEffect(() => {
    if (hadRedirect) void loadAuthApi().then((authApi) => dispatch(authApi.endpoints.resetRedirectUrl.initiate()));
    dispatch(redirectUrlKept(null));
  }, [hadRedirect, dispatch]);
  return <Navigate to={target} replace />;
}

/** Sign-in and sign-up pages: a verified, signed-in user goes on to where they were heading. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const loading = useSessionLoading();
  const { isAuth, user } = useAppSelector((state) => state.auth);
  if (loading) return <FullPageLoader />;
  if (isAuth && user) return <SignedInRedirect user={user} />;
  return children;
}
