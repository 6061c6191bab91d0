/** 'Resend' form: asks the server for a new verification e-mail (data cache `resendVerification`) and shows its message. */
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useResendVerificationMutation } from '../api/auth-api.ts';

export function ResendVerificationForm({ initialEmail = '' }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [resend, { data, error, isLoading }] = useResendVerificationMutation();
  const message = error?.message ?? data?.message ?? null;

  function submit(event: FormEvent) {
    event.preventDefault();
    void resend(email.trim());
  }

  return (
    <form onSubmit={submit} aria-label="Resend verification e-mail">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <Button type="submit" variant="light" loading={isLoading}>
          Resend
        </Button>
      </Group>
      {message && (
        <Alert mt="sm" color={error ? 'red' : 'teal'} role="status">
          {message}
        </Alert>
      )}
    </form>
  );
}
