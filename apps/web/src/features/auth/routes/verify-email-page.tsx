/** /verify-email?token=: verifies once, shows the result and a link to sign in; also a 'resend' form. */
import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { verifyEmail } from '../api/auth-calls.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { ResendVerificationForm } from '../components/resend-verification-form.tsx';
import { paths } from '../../../lib/paths.ts';

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const dispatch = useAppDispatch();
  const { verifyStatus, verifyMessage } = useAppSelector((state) => state.auth);
  const started = useRef<string | null>(null);

  useEffect(() => {
    // Tokens are single-use: never send the same one twice (StrictMode runs effects twice in dev).
    if (token && started.current !== token) {
      started.current = token;
      void dispatch(verifyEmail(token));
    }
  }, [token, dispatch]);

  return (
    <AuthLayout title="E-mail verification">
      <Stack>
        {token && verifyStatus === 'pending' && (
          <Stack align="center" role="status">
            <Loader aria-label="Verifying" />
            <Text>Verifying your e-mail address…</Text>
          </Stack>
        )}
        {token && verifyStatus === 'succeeded' && (
          <>
            <Alert color="teal" title="All set" role="status">
              {verifyMessage}
            </Alert>
            <Button component={Link} to={paths.login}>
              Sign in
            </Button>
          </>
        )}
        {token && verifyStatus === 'rejected' && (
          <Alert color="red" title="We couldn't verify your e-mail" role="alert">
            <Text size="sm">{verifyMessage}</Text>
            <Text size="sm" mt={4}>
              Ask for a new link below.
            </Text>
          </Alert>
        )}
        {!token && <Text>Enter your e-mail address and we'll send you a new verification link.</Text>}
        {(!token || verifyStatus === 'rejected') && <ResendVerificationForm initialEmail={params.get('email') ?? ''} />}
        <Anchor component={Link} to={paths.login} ta="center" size="sm">
          Back to sign in
        </Anchor>
      </Stack>
    </AuthLayout>
  );
}
