/** /reset-password?token=: sets a new password (data cache `resetPassword`); on success toasts the message and redirects to /login (spec point 8). */
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useResetPasswordMutation } from '../api/auth-api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { paths } from '../../../lib/paths.ts';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [resetPassword, { isLoading }] = useResetPasswordMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (password.length < 8) next.password = 'Password must be at least 8 characters';
    if (confirm !== password) next.confirm = 'Passwords do not match';
    setErrors(next);
    if (next.password || next.confirm) return;
    const result = await resetPassword({ token, password });
    if ('data' in result) navigate(paths.login, { replace: true });
  }

  return (
    <AuthLayout title="Choose a new password">
      {!token ? (
        <Alert color="red" role="alert">
          This reset link is incomplete.{' '}
          <Anchor component={Link} to={paths.forgotPassword}>
            Ask for a new one
          </Anchor>
          .
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Reset password">
          <Stack>
            <PasswordInput
              label="New password"
              description="At least 8 characters"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
              error={errors.confirm}
            />
            <Button type="submit" loading={isLoading} fullWidth>
              Reset password
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
