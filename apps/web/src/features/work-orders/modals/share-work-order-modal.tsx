/** 'Share work order' modal: e-mails a link that opens the work order without an account (14 days). */
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { WORK_ORDER_SHARE_TTL_DAYS } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { shareWorkOrder } from '../api/work-order-calls.ts';

export default function ShareWorkOrderModal({ onClose, id, name }: StackedModalProps & { id: string; name: string }) {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return setError('Enter a valid e-mail');
    setError(null);
    setSending(true);
    const result = await dispatch(shareWorkOrder({ id, email: email.trim() }));
    setSending(false);
    if (shareWorkOrder.fulfilled.match(result)) onClose();
  }

  return (
    <Modal opened onClose={onClose} title="Share work order">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Text size="sm">
            We'll e-mail the person below a link to <strong>{name}</strong>. Anyone with the link sees this work order only (no account needed) for {WORK_ORDER_SHARE_TTL_DAYS} days.
          </Text>
          <TextInput label="Recipient's e-mail" type="email" required data-autofocus value={email} error={error} onChange={(event) => setEmail(event.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={sending}>
              Send link
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
