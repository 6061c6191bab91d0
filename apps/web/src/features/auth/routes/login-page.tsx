/** /login: sign in; GuestOnly then sends the user to their redirect url, the kept url, or the dashboard. */
import { Anchor, Text } from '@mantine/core';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { AuthLayout } from '../components/auth-layout.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { SocialButtons } from '../components/social-buttons.tsx';
import { GuestOnly } from '../components/session-gate.tsx';
import { paths } from '../../../lib/paths.ts';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { SharedContactSignInNote } from '../../contacts/index.ts';

/** The token of a shared-contact link the guest was heading to (kept url or the guard's state), else null. */
function useSharedContactToken(): string | null {
  const location = useLocation();
  const kept = useAppSelector((state) => state.auth.unauth.redirectUrl);
  const from = (location.state as { from?: string } | null)?.from ?? kept ?? '';
  return /^\/contacts\/shared\/([A-Za-z0-9_-]+)/.exec(from)?.[1] ?? null;
}

export default function LoginPage() {
  const sharedContactToken = useSharedContactToken();
  return (
    <GuestOnly>
      <AuthLayout title="Sign in" subtitle="Welcome back. Sign in to manage your properties and home.">
        {sharedContactToken && (
          <Suspense fallback={null}>
            <SharedContactSignInNote token={sharedContactToken} />
          </Suspense>
        )}
        <SignInForm />
        <SocialButtons />
        <Text size="sm" mt="lg" ta="center">
          New to Lintel?{' '}
          <Anchor component={Link} to={paths.signUp}>
            Create an account
          </Anchor>
        </Text>
      </AuthLayout>
    </GuestOnly>
  );
}
