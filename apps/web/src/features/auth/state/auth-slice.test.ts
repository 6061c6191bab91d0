import { describe, expect, it } from 'vitest';
import type { User } from '@lintel/shared';
import { makeStore } from '../../../test/render.tsx';
import { fetchCurrentUser, logoutUser, signIn, verifyEmail } from '../api/auth-calls.ts';
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

describe('auth slice (spec point 4 "Auth")', () => {
  it('signing in sets isAuth, and the fetched user decides it by emailVerified', () => {
    let state = authReducer(
      createInitialAuthState(),
      signIn.fulfilled({ ...tokens, user: user() }, 'r1', { email: 'a', password: 'b' }),
    );
    expect(state.isAuth).toBe(true);
    state = authReducer(state, fetchCurrentUser.fulfilled(user({ emailVerified: false }), 'r2'));
    expect(state.isAuth).toBe(false);
    state = authReducer(state, fetchCurrentUser.fulfilled(user({ emailVerified: true }), 'r3'));
    expect(state.isAuth).toBe(true);
  });

  it('a user with an unverified e-mail is not authenticated even right after sign-in', () => {
    const state = authReducer(
      createInitialAuthState(),
      signIn.fulfilled({ ...tokens, user: user({ emailVerified: false }) }, 'r', { email: 'a', password: 'b' }),
    );
    expect(state.isAuth).toBe(false);
  });

  it('sign-in failure stores the message and marks unauthenticated', () => {
    const action = signIn.rejected(
      null,
      'r',
      { email: 'a', password: 'b' },
      { message: 'Wrong e-mail or password', code: 'INVALID_CREDENTIALS' },
    );
    const state = authReducer({ ...createInitialAuthState(), isAuth: true }, action);
    expect(state.isAuth).toBe(false);
    expect(state.signInError).toBe('Wrong e-mail or password');
    expect(state.signInStatus).toBe('rejected');
  });

  it('verifying the e-mail marks the user verified', () => {
    let state = authReducer(createInitialAuthState(), fetchCurrentUser.fulfilled(user({ emailVerified: false }), 'r'));
    state = authReducer(
      state,
      verifyEmail.fulfilled({ message: 'Email verified successfully', redirectUrl: null }, 'v', 'token'),
    );
    expect(state.user?.emailVerified).toBe(true);
    expect(state.verifyStatus).toBe('succeeded');
    expect(state.verifyMessage).toBe('Email verified successfully');
  });

  it('logout (and the unauthorized action) clears tokens and user', () => {
    const signedIn = authReducer(
      createInitialAuthState(),
      signIn.fulfilled({ ...tokens, user: user() }, 'r', { email: 'a', password: 'b' }),
    );
    for (const action of [loggedOut(), logoutUser.pending('l')]) {
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
