/**
 * 'Application request' modal (spec point 2): a property's application link, e-mailed to the
 * applicant when an address is given; the link is shown once so it can also be copied.
 */
import { Alert, Button, CopyButton, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { ApplicationLink } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { useApplicationPropertyOptionsQuery, useCreateApplicationLinkMutation } from '../api/applications-api.ts';
import { formatDate } from '../../../lib/format.ts';

export default function ApplicationRequestModal({ onClose, propertyId: initialProperty }: StackedModalProps & { propertyId?: string }) {
  const properties = useApplicationPropertyOptionsQuery().data ?? [];
  const [propertyId, setPropertyId] = useState<string | null>(initialProperty ?? null);
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ propertyId?: string; email?: string }>({});
  const [createApplicationLink, { isLoading: pending }] = useCreateApplicationLinkMutation();
  const [link, setLink] = useState<ApplicationLink | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!propertyId) next.propertyId = 'Choose a property';
    if (email.trim() && !/^\S+@\S+\.\S+$/.test(email.trim())) next.email = 'Enter a valid e-mail address';
    setErrors(next);
    if (Object.keys(next).length || !propertyId) return;
    const result = await createApplicationLink({
      propertyId,
      ...(email.trim() ? { email: email.trim() } : {}),
      ...(fullName.trim() ? { fullName: fullName.trim() } : {}),
      ...(message.trim() ? { message: message.trim() } : {}),
    });
    if (result.data) setLink(result.data);
  }

  return (
    <Modal opened onClose={onClose} title="Application request" size="lg">
      {link ? (
        <Stack>
          <Alert color="teal" title={link.email ? `Sent to ${link.email}` : 'Link ready'}>
            {link.message}
          </Alert>
          <TextInput label="Application link" value={link.url} readOnly onFocus={(e) => e.currentTarget.select()} />
          <Text size="xs" c="dimmed">
            Valid until {formatDate(link.expiresAt)}. Anyone with the link can apply for this property.
          </Text>
          <Group justify="flex-end">
            <CopyButton value={link.url}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Application request">
          <Stack>
            <Select
              label="Property"
              placeholder="Choose a property"
              required
              searchable
              data={properties}
              value={propertyId}
              onChange={setPropertyId}
              error={errors.propertyId}
              nothingFoundMessage="No properties"
            />
            <TextInput
              label="Applicant e-mail (optional)"
              description="We e-mail the link when you give an address"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={errors.email}
            />
            <TextInput label="Applicant name (optional)" value={fullName} onChange={(e) => setFullName(e.currentTarget.value)} />
            <Textarea label="Message (optional)" autosize minRows={2} maxLength={1000} value={message} onChange={(e) => setMessage(e.currentTarget.value)} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={pending}>
                {email.trim() ? 'Send link' : 'Create link'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
