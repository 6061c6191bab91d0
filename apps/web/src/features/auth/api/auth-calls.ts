/** Auth and user calls of spec point 7: fetchers plus the thunks that track them and pick the toasts (point 8). */
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AuthResponse, CreateCompanyDetailsInput, MessageResponse, Role, SocialPlatform, UpdateCompanyDetailsInput, User } from '@lintel/shared';
import { api, publicApi, tokenStorage } from '../../../lib/api-client.ts';
import { ApiError, errorMessage, fieldErrorsOf, isAbortError } from '../../../lib/api-client.ts';
import { failWith, toastSuccess } from '../../../lib/toast.ts';
import { createApiThunk } from '../../../lib/create-api-thunk.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';

export type SelfServiceRole = Exclude<Role, 'tenant'>;

export interface SignInInput {
  email: string;
  password: string;
}
export interface RegisterPayload {
  email: string;
  password: string;
  fullName: string;
  role?: SelfServiceRole;
  redirectUrl?: string;
  invitationToken?: string;
}

export const getCurrentUser = (signal?: AbortSignal) => api.get<User>('/users/me', { signal });
// Sign-up and sign-in send the browser's zone: the server keeps it for e-mails' times (set once; the profile changes it).
export const postLogin = (input: SignInInput) => publicApi.post<AuthResponse>('/auth/local/login', { ...input, timeZone: browserTimeZone() });
export const postRegister = (input: RegisterPayload) =>
  publicApi.post<{ message: string; user: User }>('/auth/local/register', { ...input, timeZone: browserTimeZone() });
export const putVerifyEmail = (token: string) =>
  publicApi.put<{ message: string; redirectUrl: string | null }>(`/auth/email/verify/${encodeURIComponent(token)}`);
export const postResendVerification = (email: string) =>
  publicApi.post<MessageResponse>('/auth/email/resend', { email });
export const getForgotPassword = (email: string) =>
  publicApi.get<MessageResponse>(`/auth/forgot-password/${encodeURIComponent(email)}`);
export const postResetPassword = (token: string, password: string) =>
  publicApi.post<MessageResponse>('/auth/reset-password', { token, password });
export const postLogout = (refreshToken: string) => publicApi.post<void>('/auth/logout', { refreshToken });
export const putResetRedirectUrl = () => api.put<User>('/users/reset/redirect-url');
export const postProviderAuth = (
  provider: SocialPlatform,
  mode: 'login' | 'register',
  body: { idToken: string; role?: SelfServiceRole; fullName?: string },
) => publicApi.post<AuthResponse>(`/auth/provider/${provider}/${mode}`, { ...body, timeZone: browserTimeZone() });

/** Sign-in: failure stores the message in state and marks unauthenticated (spec point 8), no toast. */
export const signIn = createAsyncThunk<AuthResponse, SignInInput, { rejectValue: { message: string; code: string } }>(
  'auth/signIn',
  async (input, { rejectWithValue }) => {
    try {
      const response = await postLogin(input);
      tokenStorage.setTokens(response);
      return response;
    } catch (error) {
      if (isAbortError(error)) throw error;
      const code = error instanceof Error && 'code' in error ? String((error as { code: unknown }).code) : 'UNKNOWN';
      return rejectWithValue({ message: errorMessage(error, 'Could not sign in'), code });
    }
  },
);

export const signInWithProvider = createAsyncThunk<
  AuthResponse,
  { provider: SocialPlatform; idToken: string; mode: 'login' | 'register'; role?: SelfServiceRole; fullName?: string },
  { rejectValue: { message: string; code: string } }
>('auth/signInWithProvider', async ({ provider, idToken, mode, role, fullName }, { rejectWithValue }) => {
  try {
    const body = { idToken, ...(role ? { role } : {}), ...(fullName ? { fullName } : {}) };
    // "Continue with Google/Apple": an account that does not exist yet (404) is registered instead.
    const response = await postProviderAuth(provider, mode, body).catch((error: unknown) => {
      if (mode === 'login' && error instanceof ApiError && error.status === 404) return postProviderAuth(provider, 'register', body);
      throw error;
    });
    tokenStorage.setTokens(response);
    return response;
  } catch (error) {
    if (isAbortError(error)) throw error;
    return rejectWithValue({ message: errorMessage(error, 'Could not sign in'), code: 'PROVIDER' });
  }
});

export const fetchCurrentUser = createApiThunk<User, void>(
  'auth/fetchCurrentUser',
  (_arg, signal) => getCurrentUser(signal),
  { error: 'Failed to fetch user', silent: true },
);

/**
 * POST /auth/local/register. No success toast: the page says it once ("Check your inbox"). A taken
 * e-mail (409 EMAIL_TAKEN) is no toast either: it rejects with `fieldErrors` for the form's e-mail input.
 */
export const registerUser = createAsyncThunk<
  { message: string; user: User },
  RegisterPayload,
  { rejectValue: { message: string; fieldErrors: Record<string, string> } }
>('auth/register', async (input, { rejectWithValue }) => {
  try {
    return await postRegister(input);
  } catch (error) {
    const isTaken = error instanceof ApiError && error.code === 'EMAIL_TAKEN';
    const message = failWith(error, 'Could not sign up', { silent: isTaken });
    return rejectWithValue({ message, fieldErrors: isTaken ? fieldErrorsOf(error) : {} });
  }
});

export const verifyEmail = createAsyncThunk<
  { message: string; redirectUrl: string | null },
  string,
  { rejectValue: string }
>('auth/verifyEmail', async (token, { rejectWithValue }) => {
  try {
    const response = await putVerifyEmail(token);
    toastSuccess('Email verified successfully');
    return response;
  } catch (error) {
    // The verification page shows the outcome itself, so no toast.
    return rejectWithValue(failWith(error, 'Could not verify the e-mail address', { silent: true }));
  }
});

export const resetRedirectUrl = createApiThunk<User, void>(
  'auth/resetRedirectUrl',
  (_arg) => putResetRedirectUrl(),
  { error: 'Failed to reset redirect url', silent: true },
);

/** Logs out on the server (revokes the refresh token), then clears the session locally whatever happens. */
export const logoutUser = createAsyncThunk('auth/logoutUser', async () => {
  const refreshToken = tokenStorage.getRefreshToken();
  tokenStorage.clear();
  if (refreshToken) {
    try {
      await postLogout(refreshToken);
    } catch {
      // The local session is gone either way; a stale refresh token expires on the server.
    }
  }
});

export const fillUserStep = createAsyncThunk<
  User,
  { step: 'role'; role: SelfServiceRole } | { step: 'form'; fullName: string; phoneNumber?: string },
  { rejectValue: string }
>('auth/fillUserStep', async (input, { rejectWithValue }) => {
  try {
    const { step, ...body } = input;
    return await api.patch<User>(`/auth/fill-user-steps/${step}`, body);
  } catch (error) {
    // Spec point 5: user-step errors show the details as JSON text.
    const details = error instanceof Error && 'details' in error ? (error as { details?: unknown }).details : undefined;
    const fallback = 'Could not save this step';
    if (details) return rejectWithValue(failWith(new Error(JSON.stringify(details)), JSON.stringify(details)));
    return rejectWithValue(failWith(error, fallback));
  }
});

export const fillServiceProviderSteps = createAsyncThunk<
  User,
  { companyName: string; phoneNumber?: string; trades: string[] },
  { rejectValue: string }
>('auth/fillServiceProviderSteps', async (body, { rejectWithValue }) => {
  try {
    return await api.patch<User>('/auth/fill-sp-steps', body);
  } catch (error) {
    const details = error instanceof Error && 'details' in error ? (error as { details?: unknown }).details : undefined;
    if (details) return rejectWithValue(failWith(new Error(JSON.stringify(details)), JSON.stringify(details)));
    return rejectWithValue(failWith(error, 'Could not save this step'));
  }
});

export const updateUserDetails = createApiThunk<User, { fullName?: string; phoneNumber?: string | null; profilePictureId?: string | null; timeZone?: string }>(
  'auth/updateUserDetails',
  (body) => api.put<User>('/users/update/user-details', body),
  { error: 'Failed to update account settings', success: 'Account settings updated successfully' },
);

/** Company details (spec point 7 "Account"): create or edit; the answer is the user with the company (and the company-capable flag). */
export const saveCompanyDetails = createApiThunk<User, { mode: 'create'; input: CreateCompanyDetailsInput } | { mode: 'update'; input: UpdateCompanyDetailsInput }>(
  'auth/saveCompanyDetails',
  ({ mode, input }) =>
    mode === 'create' ? api.post<User>('/users/create/company-details', input) : api.put<User>('/users/update/company-details', input),
  { error: 'Failed to save the company details', success: 'Account settings updated successfully' },
);

/** DELETE /users/delete/company-details, then the user as it now is. */
export const deleteCompanyDetails = createApiThunk<User, void>(
  'auth/deleteCompanyDetails',
  async () => {
    await api.delete<null>('/users/delete/company-details');
    return getCurrentUser();
  },
  { error: 'Failed to remove the company details', success: 'Company details removed' },
);
