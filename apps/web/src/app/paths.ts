/** The one place that maps URLs (STYLE.md). Leaf module: features may import it, it imports nothing. */
export const paths = {
  home: '/',
  login: '/login',
  signUp: '/sign-up',
  signUpSteps: '/sign-up/steps',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  properties: '/properties',
  property: (id: string) => `/properties/${id}`,
  settings: '/settings',
  settingsTab: (tab: string) => `/settings?tab=${tab}`,
} as const;
