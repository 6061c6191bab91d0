/** Public surface of the auth feature: its screens and modal for the app, and what other screens use (settings, configurator). */
import { lazy } from 'react';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { paths } from '../../lib/paths.ts';
import { authReducer } from './state/auth-slice.ts';

// The session's answers as other slices follow them (the data cache's actions, matched without RTK Query).
export { currentUserAnswered, logoutStarted, signedIn } from './api/session-answers.ts';
export { redirectUrlKept, loggedOut, saveUnauthChoices, createInitialAuthState } from './state/auth-slice.ts';
export type { AuthState } from './state/auth-slice.ts';
export { RequireAuth, useSessionLoading } from './components/session-gate.tsx';

const LandingPage = lazy(() => import('./routes/landing-page.tsx'));
const LoginPage = lazy(() => import('./routes/login-page.tsx'));
const SignUpPage = lazy(() => import('./routes/sign-up-page.tsx'));
const SignUpStepsPage = lazy(() => import('./routes/sign-up-steps-page.tsx'));
const VerifyEmailPage = lazy(() => import('./routes/verify-email-page.tsx'));
const ForgotPasswordPage = lazy(() => import('./routes/forgot-password-page.tsx'));
const ResetPasswordPage = lazy(() => import('./routes/reset-password-page.tsx'));

/** The modals this feature registers, opened by name (`modalNames.<name>`): declaration merging adds their names to ModalName. */
const modals = { logout: lazy(() => import('./modals/logout-modal.tsx')) };
declare module '../../components/ui/modal-stack/modal-names.ts' {
  interface FeatureModals {
    auth: typeof modals;
  }
}

export const authFeature: AppFeature = {
  name: 'auth',
  publicRoutes: () => [
    { path: paths.home, element: page(LandingPage) },
    { path: paths.login, element: page(LoginPage) },
    { path: paths.signUp, element: page(SignUpPage) },
    { path: paths.signUpSteps, element: page(SignUpStepsPage) },
    { path: paths.verifyEmail, element: page(VerifyEmailPage) },
    { path: paths.forgotPassword, element: page(ForgotPasswordPage) },
    { path: paths.resetPassword, element: page(ResetPasswordPage) },
  ],
  modals,
  reducers: { auth: authReducer },
};
