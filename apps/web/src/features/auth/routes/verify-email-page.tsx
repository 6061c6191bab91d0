/** /verify-email?token=: verifies once (data cache `verifyEmail`), shows the result and a link to sign in; also a 'resend' form. */
import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useVerifyEmailMutation } from '../api/auth-api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { ResendVerificationForm } from '../components/resend-verification-form.tsx';
import { paths } from '../../../lib/paths.ts';

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [verifyEmail, verification] = useVerifyEmailMutation();
  const started = useRef<string | null>(null);
  // Before the effect sends the token, the page already says it is verifying.
  const pending = verification.isUninitialized || verification.isLoading;
  const failed = verification.isError;
  const verifyMessage = verification.data?.message ?? verification.error?.message ?? 'Could not verify the e-mail address';

  useEffect(() => {
    // Tokens are single-use: never send the same one twice (StrictMode runs effects twice in dev).
    if (token && started.current !== token) {
      started.current = token;
      void verifyEmail(token);
    }
  }, [token, verifyEmail]);

  return (
    <AuthLayout title="E-mail verification">
      <Stack>
        {token && pending && (
          <Stack align="center" role="status">
            <Loader aria-label="Verifying" />
            <Text>Verifying your e-mail address…</Text>
          </Stack>
        )}
        {token && verification.isSuccess && (
          <>
            <Alert color="teal" title="All set" role="status">
              {verifyMessage}
            </Alert>
            <Button component={Link} to={paths.login}>
              Sign in
            </Button>
          </>
        )}
        {token && failed && (
          <Alert color="red" title="We couldn't verify your e-mail" role="alert">
            <Text size="sm">{verifyMessage}</Text>
            <Text size="sm" mt={4}>
              Ask for a new link below.
            </Text>
          </Alert>
        )}
        {!token && <Text>Enter your e-mail address and we'll send you a new verification link.</Text>}
        {(!token || failed) && <ResendVerificationForm initialEmail={params.get('email') ?? ''} />}
        <Anchor component={Link} to={paths.login} ta="center" size="sm">
          Back to sign in
        </Anchor>
      </Stack>
    </AuthLayout>
  );
}
