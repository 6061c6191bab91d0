/** Auth state of spec point 4: isAuth follows emailVerified, logout clears tokens and user, unauth choices persist. */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { ACCESS_TOKEN_KEY, DEFAULT_ROLE, isAuthenticatedUser } from '@lintel/shared';
import type { AsyncStatus, Role, User } from '@lintel/shared';
import {
  currentUserFailed,
  currentUserRequested,
  emailVerified,
  logoutStarted,
  redirectUrlReset,
  signedIn,
  signInFailed,
  userAnswered,
} from '../api/session-answers.ts';

/** What an unauthenticated visitor chose; kept across reloads (spec point 4 "Persisted client state"). */
export interface UnauthChoices {
  role: Role;
  quoteId: string | null;
  redirectUrl: string | null;
}

export const UNAUTH_STORAGE_KEY = 'lintel.unauthUser';

export interface AuthState {
  isAuth: boolean;
  user: User | null;
  hasTokens: boolean;
  /** The session gate's GET /users/me of a stored token (loading and error of the calls come from the data cache). */
  userStatus: AsyncStatus;
  unauth: UnauthChoices;
}

export function loadUnauthChoices(): UnauthChoices {
  const fallback: UnauthChoices = { role: DEFAULT_ROLE, quoteId: null, redirectUrl: null };
  try {
    const raw = localStorage.getItem(UNAUTH_STORAGE_KEY);
    if (!raw) return fallback;
    const parsed = JSON.parse(raw) as Partial<UnauthChoices>;
    return {
      role: typeof parsed.role === 'string' ? (parsed.role as Role) : fallback.role,
      quoteId: typeof parsed.quoteId === 'string' ? parsed.quoteId : null,
      redirectUrl: typeof parsed.redirectUrl === 'string' ? parsed.redirectUrl : null,
    };
  } catch {
    return fallback;
  }
}

export function saveUnauthChoices(choices: UnauthChoices): void {
  try {
    localStorage.setItem(UNAUTH_STORAGE_KEY, JSON.stringify(choices));
  } catch {
    // Private mode or full storage: the choice just won't survive a reload.
  }
}

function hasStoredToken(): boolean {
  try {
    return Boolean(localStorage.getItem(ACCESS_TOKEN_KEY));
  } catch {
    return false;
  }
}

export function createInitialAuthState(): AuthState {
  return {
    isAuth: false,
    user: null,
    hasTokens: hasStoredToken(),
    userStatus: 'idle',
    unauth: loadUnauthChoices(),
  };
}

function setUser(state: AuthState, user: User) {
  state.user = user;
  // Spec point 4: after the user is fetched, isAuth equals emailVerified.
  state.isAuth = isAuthenticatedUser(user);
}

function clearSession(state: AuthState) {
  state.isAuth = false;
  state.user = null;
  state.hasTokens = false;
  state.userStatus = 'idle';
}

const authSlice = createSlice({
  name: 'auth',
  initialState: createInitialAuthState,
  reducers: {
    /** The unauthorized action (spec point 4/8): clears tokens and user. */
    loggedOut(state) {
      clearSession(state);
    },
    unauthRoleChosen(state, action: PayloadAction<Role>) {
      state.unauth.role = action.payload;
    },
    unauthQuoteIdSet(state, action: PayloadAction<string | null>) {
      state.unauth.quoteId = action.payload;
    },
    redirectUrlKept(state, action: PayloadAction<string | null>) {
      state.unauth.redirectUrl = action.payload;
    },
    userReceived(state, action: PayloadAction<User>) {
      setUser(state, action.payload);
    },
  },
  // The session calls are data-cache mutations (api/auth-api.ts); their answers land here (api/session-answers.ts).
  extraReducers: (builder) => {
    builder
      .addMatcher(signedIn, (state, action) => {
        state.hasTokens = true;
        // Spec point 4: signing in sets isAuth; the user then decides it by emailVerified.
        state.isAuth = true;
        setUser(state, action.payload.user);
        state.userStatus = 'succeeded';
      })
      .addMatcher(signInFailed, (state) => {
        state.isAuth = false;
      })
      .addMatcher(currentUserRequested, (state) => {
        state.userStatus = 'pending';
      })
      .addMatcher(currentUserFailed, (state) => {
        state.userStatus = 'rejected';
        state.isAuth = false;
      })
      .addMatcher(userAnswered, (state, action) => {
        state.userStatus = 'succeeded';
        setUser(state, action.payload);
      })
      .addMatcher(redirectUrlReset, (state) => {
        state.unauth.redirectUrl = null;
      })
      .addMatcher(emailVerified, (state) => {
        // Spec point 4: verifying the e-mail sets the user verified.
        if (state.user) {
          state.user.emailVerified = true;
          state.isAuth = state.hasTokens;
        }
      })
      .addMatcher(logoutStarted, (state) => {
        clearSession(state);
      });
  },
});

export const { loggedOut, unauthRoleChosen, unauthQuoteIdSet, redirectUrlKept, userReceived } =
  authSlice.actions;
export const authReducer = authSlice.reducer;

declare module '../../../lib/redux-hooks.ts' {
  /** The root reducer holds this slice under `auth` (app/store.ts). */
  interface AppState {
    auth: AuthState;
  }
}
