/**
 * 'Share work order' modal: e-mails a link that opens the work order without an account (14 days), or
 * makes one to copy ("Copy link", same expiry, issue 21); below, the active links with Revoke.
 */
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { WORK_ORDER_SHARE_TTL_DAYS } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { useCreateWorkOrderShareLinkMutation, useShareWorkOrderMutation } from '../api/work-orders-api.ts';
import { ShareLinksPanel } from '../../../components/ui/share-links/share-links-panel.tsx';
import { CopyLinkField } from '../../../components/ui/share-links/copy-link-field.tsx';

export default function ShareWorkOrderModal({ onClose, id, name }: StackedModalProps & { id: string; name: string }) {
  const [shareWorkOrder] = useShareWorkOrderMutation();
  const [createShareLink] = useCreateWorkOrderShareLinkMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [copyUrl, setCopyUrl] = useState<string | null>(null);
  const [making, setMaking] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);

  async function makeLink() {
    setMaking(true);
    const result = await createShareLink(id);
    setMaking(false);
    if (result.data) {
      setCopyUrl(result.data.url);
      setRefreshKey((key) => key + 1);
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return setError('Enter a valid e-mail');
    setError(null);
    setSending(true);
    const result = await shareWorkOrder({ id, email: email.trim() });
    setSending(false);
    if (!result.error) onClose();
  }

  return (
    <Modal opened onClose={onClose} title="Share work order">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Text size="sm">
            We'll e-mail the person below a link to <strong>{name}</strong>. Anyone with the link sees this work order only (no account needed) for {WORK_ORDER_SHARE_TTL_DAYS} days.
          </Text>
          <TextInput
            label="Recipient's e-mail"
            type="email"
            required
            data-autofocus
            value={email}
            error={error}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="light" loading={making} onClick={() => void makeLink()}>
              {copyUrl ? 'New link' : 'Copy link'}
            </Button>
            <Button type="submit" loading={sending}>
              Send link
            </Button>
          </Group>
          {copyUrl && <CopyLinkField url={copyUrl} />}
        </Stack>
      </form>
      <ShareLinksPanel recordPath={`/work-orders/${id}`} refreshKey={refreshKey} />
    </Modal>
  );
}
