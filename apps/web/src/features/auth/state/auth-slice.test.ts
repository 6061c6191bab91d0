import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_TOKEN_KEY } from '@lintel/shared';
import type { User } from '@lintel/shared';
import { jsonResponse, makeStore } from '../../../test/render.tsx';
import { cacheAnswered, cacheFailed, cacheStarted } from '../../../test/session-answers.ts';
import { authApi } from '../api/auth-api.ts';
import {
  authReducer,
  createInitialAuthState,
  loggedOut,
  redirectUrlKept,
  unauthQuoteIdSet,
  unauthRoleChosen,
  UNAUTH_STORAGE_KEY,
} from './auth-slice.ts';

const user = (overrides: Partial<User> = {}): User => ({
  id: '018f0000-0000-7000-8000-000000000001',
  timeZone: null,
  trades: [],
  email: 'ann@example.com',
  fullName: 'Ann Owner',
  phoneNumber: null,
  role: 'homeOwner',
  emailVerified: true,
  profilePicture: null,
  company: null,
  isCompanyCapable: false,
  signupStep: 'done',
  redirectUrl: null,
  lastNotifications: [],
  unseenNotificationsCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const tokens = { jwt: 'j', refreshToken: 'refresh-token-1' };
const signIn = (answer: unknown) => cacheAnswered('signIn', answer, { email: 'a', password: 'b' });
const me = (answer: User) => cacheAnswered('currentUser', answer);

afterEach(() => vi.unstubAllGlobals());

describe('auth slice (spec point 4 "Auth")', () => {
  it('signing in sets isAuth, and the fetched user decides it by emailVerified', () => {
    let state = authReducer(createInitialAuthState(), signIn({ ...tokens, user: user() }));
    expect(state.isAuth).toBe(true);
    state = authReducer(state, me(user({ emailVerified: false })));
    expect(state.isAuth).toBe(false);
    state = authReducer(state, me(user({ emailVerified: true })));
    expect(state.isAuth).toBe(true);
  });

  it('a user with an unverified e-mail is not authenticated even right after sign-in', () => {
    const state = authReducer(createInitialAuthState(), signIn({ ...tokens, user: user({ emailVerified: false }) }));
    expect(state.isAuth).toBe(false);
  });

  it('sign-in failure marks unauthenticated (the form shows the message from the data cache)', () => {
    const action = cacheFailed('signIn', { status: 401, code: 'INVALID_CREDENTIALS', message: 'Wrong e-mail or password' });
    const state = authReducer({ ...createInitialAuthState(), isAuth: true }, action);
    expect(state.isAuth).toBe(false);
  });

  it('verifying the e-mail marks the user verified', () => {
    let state = authReducer(createInitialAuthState(), me(user({ emailVerified: false })));
    state = authReducer(state, cacheAnswered('verifyEmail', { message: 'Email verified successfully', redirectUrl: null }, 'token'));
    expect(state.user?.emailVerified).toBe(true);
  });

  it('the session gate asks /users/me once per session: pending, then the user; a failure leaves it signed out', () => {
    let state = authReducer({ ...createInitialAuthState(), hasTokens: true }, cacheStarted('currentUser'));
    expect(state.userStatus).toBe('pending');
    state = authReducer(state, me(user()));
    expect(state).toMatchObject({ userStatus: 'succeeded', isAuth: true, user: { email: 'ann@example.com' } });
    const failed = authReducer({ ...createInitialAuthState(), hasTokens: true }, cacheFailed('currentUser', { status: 500, code: 'INTERNAL', message: 'x' }));
    expect(failed).toMatchObject({ userStatus: 'rejected', isAuth: false });
  });

  it("the account's writes (settings) and the sign-up steps answer the user the session shows", () => {
    const signedIn = authReducer(createInitialAuthState(), signIn({ ...tokens, user: user() }));
    for (const endpoint of ['updateUserDetails', 'saveCompanyDetails', 'deleteCompanyDetails', 'fillUserStep', 'fillServiceProviderSteps']) {
      expect(authReducer(signedIn, cacheAnswered(endpoint, user({ fullName: `After ${endpoint}` }))).user?.fullName).toBe(`After ${endpoint}`);
    }
    // Another endpoint's answer is not the user.
    expect(authReducer(signedIn, cacheAnswered('inviteUser', { message: 'sent' })).user?.fullName).toBe('Ann Owner');
  });

  it('the real data cache: signing in stores the tokens and the user; logging out empties the session and the cache; a wrong password leaves the visitor signed out', async () => {
    localStorage.clear();
    const answers = [
      jsonResponse(200, { ...tokens, user: user({ fullName: 'Real Answer' }) }),
      jsonResponse(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', error: 'Unauthorized', message: 'Wrong e-mail or password' }),
    ];
    const loggedOutWith: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (String(url).endsWith('/users/me')) return jsonResponse(200, user({ fullName: 'Real Answer' }));
        if (String(url).endsWith('/auth/logout')) {
          loggedOutWith.push(String(init?.body));
          return jsonResponse(204, undefined);
        }
        return answers.shift()!;
      }),
    );
    const store = makeStore();
    const ok = await store.dispatch(authApi.endpoints.signIn.initiate({ email: 'ann@example.com', password: 'secret-1' }));
    expect('data' in ok).toBe(true);
    expect(store.getState().auth).toMatchObject({ isAuth: true, hasTokens: true, user: { fullName: 'Real Answer' } });
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-token-1');
    // Something of this user's in the data cache (a query still on screen).
    await store.dispatch(authApi.endpoints.currentUser.initiate());
    expect(Object.keys(store.getState().dataCache.queries)).not.toEqual([]);
    const logout = store.dispatch(authApi.endpoints.logout.initiate());
    // The next user sees nothing of this one: the data cache is empty.
    expect(store.getState().dataCache.queries).toEqual({});
    // The session is gone at once; the server is told to revoke the refresh token.
    expect(store.getState().auth).toMatchObject({ isAuth: false, user: null, hasTokens: false });
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    await logout;
    expect(loggedOutWith).toEqual([JSON.stringify({ refreshToken: 'refresh-token-1' })]);
    const wrong = await store.dispatch(authApi.endpoints.signIn.initiate({ email: 'ann@example.com', password: 'nope' }));
    expect('error' in wrong && wrong.error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS', message: 'Wrong e-mail or password' });
    expect(store.getState().auth.isAuth).toBe(false);
  });

  it('logout (and the unauthorized action) clears tokens and user', () => {
    const signedIn = authReducer(createInitialAuthState(), signIn({ ...tokens, user: user() }));
    for (const action of [loggedOut(), cacheStarted('logout')]) {
      const state = authReducer(signedIn, action);
      expect(state).toMatchObject({ isAuth: false, user: null, hasTokens: false });
    }
  });

  it("an unauthenticated user's role, quote id and redirect url survive a reload", () => {
    const store = makeStore();
    store.dispatch(unauthRoleChosen('propertyManager'));
    store.dispatch(unauthQuoteIdSet('quote-7'));
    store.dispatch(redirectUrlKept('/properties'));
    expect(JSON.parse(localStorage.getItem(UNAUTH_STORAGE_KEY) ?? '{}')).toEqual({
      role: 'propertyManager',
      quoteId: 'quote-7',
      redirectUrl: '/properties',
    });
    const reloaded = makeStore();
    expect(reloaded.getState().auth.unauth).toEqual({
      role: 'propertyManager',
      quoteId: 'quote-7',
      redirectUrl: '/properties',
    });
  });

  it('starts as a homeOwner when nothing was chosen (spec point 1)', () => {
    expect(makeStore().getState().auth.unauth.role).toBe('homeOwner');
  });
});
