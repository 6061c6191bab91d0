/**
 * Auth endpoints of the data cache (issue 20, spec point 7 "Auth"): the session's server calls are
 * mutations whose answer the auth slice takes in (api/session-answers.ts); the session itself (user,
 * isAuth, tokens, the gate's state) stays in the slice. Spec point 8 per call:
 * - sign-in (e-mail or Google/Apple): no toast, the form shows the server's message (and its code);
 * - sign-up: the server's message as a toast, except a taken e-mail (409 EMAIL_TAKEN), shown on the field;
 * - verify and resend: no error toast, the page shows the outcome; verify toasts its success;
 * - forgot/reset password: error toasts; reset toasts the server's message;
 * - the sign-up steps: a failure toasts its `details` as JSON text (spec point 5);
 * - logout: never fails (the local session goes first).
 * Sign-in, sign-up, verify, resend, forgot/reset and logout go through the public client (no token, no
 * refresh on 401: a wrong password is not an expired session). Sign-up and sign-in send the browser's
 * time zone: the server keeps it for e-mails' times (set once; the profile changes it, issue 22 item 2).
 */
import type { AuthResponse, MessageResponse, Role, SocialPlatform, User, WorkOrderCategory } from '@lintel/shared';
import { tokenStorage, publicApi } from '../../../lib/api-client.ts';
import { dataApi } from '../../../lib/data-cache.ts';
import type { ApiFailure, ApiRequest } from '../../../lib/data-cache.ts';
import { toastError } from '../../../lib/toast.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';

export type SelfServiceRole = Exclude<Role, 'tenant'>;

export interface SignInInput {
  email: string;
  password: string;
}

/** Google/Apple ID token; `mode: 'login'` registers an account that does not exist yet. */
export interface ProviderSignInInput {
  provider: SocialPlatform;
  idToken: string;
  mode: 'login' | 'register';
  role?: SelfServiceRole;
  fullName?: string;
}

export interface RegisterPayload {
  email: string;
  password: string;
  fullName: string;
  role?: SelfServiceRole;
  redirectUrl?: string;
  invitationToken?: string;
}

export type FillUserStepInput = { step: 'role'; role: SelfServiceRole } | { step: 'form'; fullName: string; phoneNumber?: string };
export interface FillServiceProviderStepsInput {
  companyName: string;
  phoneNumber?: string;
  trades: WorkOrderCategory[];
}

/** Spec point 5: a sign-up step's failure is toasted as its `details` in JSON (else the message). */
function toastStepFailure(failure: ApiFailure): void {
  if (failure.aborted || failure.status === 0) return;
  toastError(failure.details?.length ? JSON.stringify(failure.details) : failure.message);
}

/** The server's field errors of a failure (`details[].path` → message, the first per field). */
export function fieldErrorsOfFailure(failure: ApiFailure | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const detail of failure?.details ?? []) errors[detail.path] ??= detail.message;
  return errors;
}

/** A sign-in answer: the tokens are stored before the slice hears of it, so the next request is signed. */
function keepTokens(result: { data?: unknown; error?: unknown }) {
  if (result.data) tokenStorage.setTokens(result.data as AuthResponse);
  return result as { data: AuthResponse } | { error: ApiFailure };
}

export const authApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /users/me: the signed-in user of a stored token (the session gate asks it once; silent). */
    currentUser: build.query<User, void>({
      query: () => ({ path: '/users/me', error: 'Failed to fetch user', silent: true }),
      keepUnusedDataFor: 0,
    }),
    /** POST /auth/local/login. Failure: `error.message` and `error.code` (EMAIL_NOT_VERIFIED offers a resend). */
    signIn: build.mutation<AuthResponse, SignInInput>({
      queryFn: async (input, api, extra, baseQuery) =>
        keepTokens(await baseQuery({ path: '/auth/local/login', method: 'POST', body: { ...input, timeZone: browserTimeZone() }, public: true, error: 'Could not sign in', silent: true })),
    }),
    /** POST /auth/provider/{provider}/login; an unknown account (404) is registered instead. */
    signInWithProvider: build.mutation<AuthResponse, ProviderSignInInput>({
      queryFn: async ({ provider, idToken, mode, role, fullName }, api, extra, baseQuery) => {
        const body = { idToken, ...(role ? { role } : {}), ...(fullName ? { fullName } : {}), timeZone: browserTimeZone() };
        const request = (as: 'login' | 'register'): ApiRequest => ({
          path: `/auth/provider/${provider}/${as}`,
          method: 'POST',
          body,
          public: true,
          error: 'Could not sign in',
          silent: true,
        });
        let result = await baseQuery(request(mode));
        if (mode === 'login' && (result.error as ApiFailure | undefined)?.status === 404) result = await baseQuery(request('register'));
        const answer = keepTokens(result);
        return 'error' in answer ? { error: { ...answer.error, code: 'PROVIDER' } } : answer;
      },
    }),
    /** POST /auth/local/register. No success toast (the page says "Check your inbox"); EMAIL_TAKEN is no toast. */
    register: build.mutation<{ message: string; user: User }, RegisterPayload>({
      query: (input) => ({
        path: '/auth/local/register',
        method: 'POST',
        body: { ...input, timeZone: browserTimeZone() },
        public: true,
        error: 'Could not sign up',
        silent: (failure) => failure.code === 'EMAIL_TAKEN',
      }),
    }),
    /** PUT /auth/email/verify/{token} (single use): the page shows the outcome. */
    verifyEmail: build.mutation<{ message: string; redirectUrl: string | null }, string>({
      query: (token) => ({
        path: `/auth/email/verify/${encodeURIComponent(token)}`,
        method: 'PUT',
        public: true,
        error: 'Could not verify the e-mail address',
        success: 'Email verified successfully',
        silent: true,
      }),
    }),
    /** POST /auth/email/resend: the form shows the server's message either way. */
    resendVerification: build.mutation<MessageResponse, string>({
      query: (email) => ({ path: '/auth/email/resend', method: 'POST', body: { email }, public: true, error: 'Could not send the e-mail', silent: true }),
    }),
    /** GET /auth/forgot-password/{email}: e-mails a reset link (a write, though the verb is GET). */
    forgotPassword: build.mutation<MessageResponse, string>({
      query: (email) => ({ path: `/auth/forgot-password/${encodeURIComponent(email)}`, public: true, error: 'Could not send the reset link' }),
    }),
    /** POST /auth/reset-password: toasts the server's message. */
    resetPassword: build.mutation<MessageResponse, { token: string; password: string }>({
      query: (body) => ({
        path: '/auth/reset-password',
        method: 'POST',
        body,
        public: true,
        error: 'Could not reset the password',
        success: ((result: MessageResponse) => result.message) as (result: never) => string,
      }),
    }),
    /**
     * Logs out: the local tokens go first (the slice clears the session on `pending`, the store empties
     * the data cache), then POST /auth/logout revokes the refresh token; a failure changes nothing.
     */
    logout: build.mutation<null, void>({
      queryFn: async () => {
        const refreshToken = tokenStorage.getRefreshToken();
        tokenStorage.clear();
        if (refreshToken) {
          try {
            await publicApi.post<void>('/auth/logout', { refreshToken });
          } catch {
            // The local session is gone either way; a stale refresh token expires on the server.
          }
        }
        return { data: null };
      },
    }),
    /** PUT /users/reset/redirect-url after the signed-in user was sent on (silent). */
    resetRedirectUrl: build.mutation<User, void>({
      query: () => ({ path: '/users/reset/redirect-url', method: 'PUT', error: 'Failed to reset redirect url', silent: true }),
    }),
    /** PATCH /auth/fill-user-steps/{step}: the user with the next step. */
    fillUserStep: build.mutation<User, FillUserStepInput>({
      queryFn: async ({ step, ...body }, api, extra, baseQuery) => {
        const result = await baseQuery({ path: `/auth/fill-user-steps/${step}`, method: 'PATCH', body, error: 'Could not save this step', silent: true });
        if (result.error) toastStepFailure(result.error as ApiFailure);
        return result as { data: User } | { error: ApiFailure };
      },
    }),
    /** PATCH /auth/fill-sp-steps: a service provider's company and trades; the user is done. */
    fillServiceProviderSteps: build.mutation<User, FillServiceProviderStepsInput>({
      queryFn: async (body, api, extra, baseQuery) => {
        const result = await baseQuery({ path: '/auth/fill-sp-steps', method: 'PATCH', body, error: 'Could not save this step', silent: true });
        if (result.error) toastStepFailure(result.error as ApiFailure);
        return result as { data: User } | { error: ApiFailure };
      },
    }),
  }),
});

export const {
  useSignInMutation,
  useSignInWithProviderMutation,
  useRegisterMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useLogoutMutation,
  useFillUserStepMutation,
  useFillServiceProviderStepsMutation,
} = authApi;
