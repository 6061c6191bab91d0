/** E-mail and password sign-in; the server's failure message is stored in state and shown here (spec point 8). */
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import type { User } from '@lintel/shared';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { signIn } from '../api/auth-calls.ts';
import { paths } from '../../../lib/paths.ts';

export function SignInForm({ onSignedIn }: { onSignedIn?: (user: User) => void }) {
  const dispatch = useAppDispatch();
  const { signInStatus, signInError, signInErrorCode } = useAppSelector((state) => state.auth);
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
    const result = await dispatch(signIn({ email: email.trim(), password }));
    if (signIn.fulfilled.match(result)) onSignedIn?.(result.payload.user);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack>
        {signInError && (
          <Alert color="red" role="alert" title="Could not sign in">
            {signInError}
            {signInErrorCode === 'EMAIL_NOT_VERIFIED' && (
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
        <Button type="submit" loading={signInStatus === 'pending'} fullWidth>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
