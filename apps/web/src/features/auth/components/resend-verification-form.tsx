/** 'Resend' form: asks the server for a new verification e-mail and shows its message. */
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { postResendVerification } from '../api/auth-calls.ts';
import { errorMessage } from '../../../lib/api-client.ts';

export function ResendVerificationForm({ initialEmail = '' }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [status, setStatus] = useState<'idle' | 'pending' | 'succeeded' | 'rejected'>('idle');
  const [message, setMessage] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus('pending');
    try {
      const response = await postResendVerification(email.trim());
      setMessage(response.message);
      setStatus('succeeded');
    } catch (error) {
      setMessage(errorMessage(error, 'Could not send the e-mail'));
      setStatus('rejected');
    }
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
        <Button type="submit" variant="light" loading={status === 'pending'}>
          Resend
        </Button>
      </Group>
      {message && (
        <Alert mt="sm" color={status === 'rejected' ? 'red' : 'teal'} role="status">
          {message}
        </Alert>
      )}
    </form>
  );
}
