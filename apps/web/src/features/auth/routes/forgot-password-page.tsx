/** /forgot-password: asks for a reset link and shows the server's message. */
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { getForgotPassword } from '../api/auth-calls.ts';
import { failWith } from '../../../lib/toast.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { paths } from '../../../lib/paths.ts';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setError('Enter a valid e-mail address');
      return;
    }
    setError(null);
    setPending(true);
    try {
      setMessage((await getForgotPassword(email.trim())).message);
    } catch (caught) {
      failWith(caught, 'Could not send the reset link');
    } finally {
      setPending(false);
    }
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
          <Button type="submit" loading={pending} fullWidth>
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
