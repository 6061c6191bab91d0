/** Auth state of spec point 4: isAuth follows emailVerified, logout clears tokens and user, unauth choices persist. */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { ACCESS_TOKEN_KEY, DEFAULT_ROLE, isAuthenticatedUser } from '@lintel/shared';
import type { AsyncStatus, Role, User } from '@lintel/shared';
import {
  fetchCurrentUser,
  fillServiceProviderSteps,
  fillUserStep,
  logoutUser,
  registerUser,
  resetRedirectUrl,
  signIn,
  signInWithProvider,
  updateUserDetails,
  saveCompanyDetails,
  deleteCompanyDetails,
  verifyEmail,
} from '../api/auth-calls.ts';
import { wasAborted } from '../../../lib/async-state.ts';

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
  userStatus: AsyncStatus;
  signInStatus: AsyncStatus;
  signInError: string | null;
  signInErrorCode: string | null;
  registerStatus: AsyncStatus;
  verifyStatus: AsyncStatus;
  verifyMessage: string | null;
  verifyRedirectUrl: string | null;
  updateStatus: AsyncStatus;
  stepStatus: AsyncStatus;
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
    signInStatus: 'idle',
    signInError: null,
    signInErrorCode: null,
    registerStatus: 'idle',
    verifyStatus: 'idle',
    verifyMessage: null,
    verifyRedirectUrl: null,
    updateStatus: 'idle',
    stepStatus: 'idle',
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
  state.signInStatus = 'idle';
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
    signInErrorCleared(state) {
      state.signInError = null;
      state.signInErrorCode = null;
    },
  },
  extraReducers: (builder) => {
    for (const thunk of [signIn, signInWithProvider]) {
      builder
        .addCase(thunk.pending, (state) => {
          state.signInStatus = 'pending';
          state.signInError = null;
          state.signInErrorCode = null;
        })
        .addCase(thunk.fulfilled, (state, action) => {
          state.signInStatus = 'succeeded';
          state.hasTokens = true;
          // Spec point 4: signing in sets isAuth; the user then decides it by emailVerified.
          state.isAuth = true;
          setUser(state, action.payload.user);
          state.userStatus = 'succeeded';
        })
        .addCase(thunk.rejected, (state, action) => {
          if (wasAborted(action)) return;
          state.signInStatus = 'rejected';
          state.isAuth = false;
          state.signInError = action.payload?.message ?? 'Could not sign in';
          state.signInErrorCode = action.payload?.code ?? null;
        });
    }
    builder
      .addCase(fetchCurrentUser.pending, (state) => {
        state.userStatus = 'pending';
      })
      .addCase(fetchCurrentUser.fulfilled, (state, action) => {
        state.userStatus = 'succeeded';
        setUser(state, action.payload);
      })
      .addCase(fetchCurrentUser.rejected, (state, action) => {
        if (wasAborted(action)) return;
        state.userStatus = 'rejected';
        state.isAuth = false;
      })
      .addCase(registerUser.pending, (state) => {
        state.registerStatus = 'pending';
      })
      .addCase(registerUser.fulfilled, (state) => {
        state.registerStatus = 'succeeded';
      })
      .addCase(registerUser.rejected, (state, action) => {
        if (!wasAborted(action)) state.registerStatus = 'rejected';
      })
      .addCase(verifyEmail.pending, (state) => {
        state.verifyStatus = 'pending';
        state.verifyMessage = null;
      })
      .addCase(verifyEmail.fulfilled, (state, action) => {
        state.verifyStatus = 'succeeded';
        state.verifyMessage = action.payload.message;
        state.verifyRedirectUrl = action.payload.redirectUrl;
        // Spec point 4: verifying the e-mail sets the user verified.
        if (state.user) {
          state.user.emailVerified = true;
          state.isAuth = state.hasTokens;
        }
      })
      .addCase(verifyEmail.rejected, (state, action) => {
        if (wasAborted(action)) return;
        state.verifyStatus = 'rejected';
        state.verifyMessage = action.payload ?? 'Could not verify the e-mail address';
      })
      .addCase(resetRedirectUrl.fulfilled, (state, action) => {
        setUser(state, action.payload);
        state.unauth.redirectUrl = null;
      })
      .addCase(logoutUser.pending, (state) => {
        clearSession(state);
      })
      .addCase(updateUserDetails.pending, (state) => {
        state.updateStatus = 'pending';
      })
      .addCase(updateUserDetails.fulfilled, (state, action) => {
        state.updateStatus = 'succeeded';
        setUser(state, action.payload);
      })
      .addCase(updateUserDetails.rejected, (state, action) => {
        if (!wasAborted(action)) state.updateStatus = 'rejected';
      });
    for (const thunk of [saveCompanyDetails, deleteCompanyDetails]) {
      builder
        .addCase(thunk.pending, (state) => {
          state.updateStatus = 'pending';
        })
        .addCase(thunk.fulfilled, (state, action) => {
          state.updateStatus = 'succeeded';
          setUser(state, action.payload);
        })
        .addCase(thunk.rejected, (state, action) => {
          if (!wasAborted(action)) state.updateStatus = 'rejected';
        });
    }
    for (const thunk of [fillUserStep, fillServiceProviderSteps]) {
      builder
        .addCase(thunk.pending, (state) => {
          state.stepStatus = 'pending';
        })
        .addCase(thunk.fulfilled, (state, action) => {
          state.stepStatus = 'succeeded';
          setUser(state, action.payload);
        })
        .addCase(thunk.rejected, (state, action) => {
          if (!wasAborted(action)) state.stepStatus = 'rejected';
        });
    }
  },
});

export const { loggedOut, unauthRoleChosen, unauthQuoteIdSet, redirectUrlKept, userReceived, signInErrorCleared } =
  authSlice.actions;
export const authReducer = authSlice.reducer;

declare module '../../../lib/redux-hooks.ts' {
  /** The root reducer holds this slice under `auth` (app/store.ts). */
  interface AppState {
    auth: AuthState;
  }
}
