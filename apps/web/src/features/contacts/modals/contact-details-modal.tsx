/** 'Contact details' modal of a contact the cached lists hold; closes itself when the contact is deleted. */
import { Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { contactTypeLabels } from '@lintel/shared';
import { useCachedContact } from '../api/contacts-api.ts';
import { useContactActions } from '../components/contact-actions.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { formatPhone } from '../../../lib/format-phone.ts';

export default function ContactDetailsModal({ onClose, id }: StackedModalProps & { id: string }) {
  const contact = useCachedContact(id);
  const actions = useContactActions();
  const gone = !contact;
  useEffect(() => {
    if (gone) onClose();
  }, [gone, onClose]);
  if (!contact) return null;
  return (
    <Modal opened onClose={onClose} title={contact.displayName} size="md">
      <Stack>
        <Group gap="xs">
          <Badge variant="light">{contactTypeLabels[contact.type]}</Badge>
          {contact.category && (
            <Badge variant="outline" color="gray">
              {contact.category.name}
            </Badge>
          )}
          {contact.subCategory && (
            <Badge variant="outline" color="gray">
              {contact.subCategory.name}
            </Badge>
          )}
        </Group>
        <dl className="facts">
          {contact.type === 'company' && contact.fullName && (
            <div>
              <dt>Contact person</dt>
              <dd>{contact.fullName}</dd>
            </div>
          )}
          {contact.type === 'contact' && contact.companyName && (
            <div>
              <dt>Company</dt>
              <dd>{contact.companyName}</dd>
            </div>
          )}
          <div>
            <dt>E-mail</dt>
            <dd>{contact.email ? <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor> : '—'}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>
              {contact.phoneNumbers.length
                ? contact.phoneNumbers.map((phone) => (
                    <div key={phone}>
                      <Anchor href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{formatPhone(phone)}</Anchor>
                    </div>
                  ))
                : '—'}
            </dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>{contact.address ?? '—'}</dd>
          </div>
        </dl>
        {contact.notes && <Text style={{ whiteSpace: 'pre-wrap' }}>{contact.notes}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => actions.share(contact)}>
            Share
          </Button>
          <Button onClick={() => actions.edit(contact)}>Edit</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
