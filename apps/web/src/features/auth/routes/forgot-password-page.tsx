/** /forgot-password: asks for a reset link (data cache `forgotPassword`; a failure toasts) and shows the server's message. */
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useForgotPasswordMutation } from '../api/auth-api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { paths } from '../../../lib/paths.ts';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sendLink, { data, isLoading }] = useForgotPasswordMutation();
  const message = data?.message ?? null;
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setError('Enter a valid e-mail address');
      return;
    }
    setError(null);
    void sendLink(email.trim());
  }

  return (
    <AuthLayout title="Forgot your password?" subtitle="We'll e-mail you a link to choose a new one.">
      <form onSubmit={submit} noValidate aria-label="Forgot password">
        <Stack>
          {message && (
            <Alert color="teal" role="status">
              {message}
            </Alert>
          )}
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error}
          />
          <Button type="submit" loading={isLoading} fullWidth>
            Send reset link
          </Button>
          <Anchor component={Link} to={paths.login} ta="center" size="sm">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
