/**
 * E-mail and password sign-in (the data cache's `signIn`, loaded on first use: this is the first
 * screen); the server's failure message is shown here, no toast (spec point 8).
 */
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import type { User } from '@lintel/shared';
import { useDeferredAuthMutation } from '../api/deferred-auth-api.ts';
import { paths } from '../../../lib/paths.ts';

export function SignInForm({ onSignedIn }: { onSignedIn?: (user: User) => void }) {
  const [signIn, { isLoading, error }] = useDeferredAuthMutation('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors: typeof fieldErrors = {};
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) errors.email = 'Enter a valid e-mail address';
    if (!password) errors.password = 'Password is required';
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    const result = await signIn({ email: email.trim(), password });
    if ('data' in result) onSignedIn?.(result.data.user);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack>
        {error && (
          <Alert color="red" role="alert" title="Could not sign in">
            {error.message}
            {error.code === 'EMAIL_NOT_VERIFIED' && (
              <>
                {' '}
                <Anchor
                  component={Link}
                  to={`${paths.verifyEmail}?email=${encodeURIComponent(email.trim())}`}
                  c="red.9"
                  fw={600}
                >
                  Resend the verification e-mail
                </Anchor>
              </>
            )}
          </Alert>
        )}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldErrors.email}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldErrors.password}
        />
        <Anchor component={Link} to={paths.forgotPassword} size="sm" ta="right">
          Forgot password?
        </Anchor>
        <Button type="submit" loading={isLoading} fullWidth>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
