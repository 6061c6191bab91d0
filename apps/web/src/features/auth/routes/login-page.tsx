/** /login: sign in; GuestOnly then sends the user to their redirect url, the kept url, or the dashboard. */
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AuthLayout } from '../components/auth-layout.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { SocialButtons } from '../components/social-buttons.tsx';
import { GuestOnly } from '../components/session-gate.tsx';
import { paths } from '../../../lib/paths.ts';

export default function LoginPage() {
  return (
    <GuestOnly>
      <AuthLayout title="Sign in" subtitle="Welcome back. Sign in to manage your properties and home.">
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
