/**
 * 'Share contact' modal: e-mails a link to the contact (valid 14 days) to the given address, or makes one
 * to copy ("Copy link", same expiry, listed and revocable below like the e-mailed ones; issue 21).
 */
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CONTACT_SHARE_TTL_DAYS } from '@lintel/shared';
import { useCreateContactShareLinkMutation, useShareContactMutation } from '../api/contacts-api.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { ShareLinksPanel } from '../../../components/ui/share-links/share-links-panel.tsx';
import { CopyLinkField } from '../../../components/ui/share-links/copy-link-field.tsx';

export default function ShareContactModal({ onClose, id, name }: StackedModalProps & { id: string; name: string }) {
  const [shareContact, sharing] = useShareContactMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [createShareLink, making] = useCreateContactShareLinkMutation();
  const [copyUrl, setCopyUrl] = useState<string | null>(null);

  async function makeLink() {
    const result = await createShareLink(id);
    if (result.data) setCopyUrl(result.data.url);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return setError('Enter a valid e-mail');
    setError(null);
    const result = await shareContact({ contactId: id, email: email.trim() });
    if (!result.error) onClose();
  }

  return (
    <Modal opened onClose={onClose} title="Share contact">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Text size="sm">
            We'll e-mail the person below a link to <strong>{name}</strong>'s contact card, or make one for you to copy. It works for {CONTACT_SHARE_TTL_DAYS} days;
            they sign in and add the contact to their own list.
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
            <Button variant="light" loading={making.isLoading} onClick={() => void makeLink()}>
              {copyUrl ? 'New link' : 'Copy link'}
            </Button>
            <Button type="submit" loading={sharing.isLoading}>
              Send link
            </Button>
          </Group>
          {copyUrl && <CopyLinkField url={copyUrl} />}
        </Stack>
      </form>
      <ShareLinksPanel recordPath={`/contacts/${id}`} />
    </Modal>
  );
}
