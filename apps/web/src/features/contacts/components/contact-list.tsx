/** Table (default) and cards views of the contacts list, both virtualised. */
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { contactTypeLabels } from '@lintel/shared';
import type { Contact } from '@lintel/shared';
import { VirtualTable } from '../../../components/ui/infinite-list/virtual-table.tsx';
import type { VirtualColumn } from '../../../components/ui/infinite-list/virtual-table.tsx';
import { VirtualGrid } from '../../../components/ui/infinite-list/virtual-grid.tsx';
import { ContactRowMenu } from './contact-row-menu.tsx';
import { useContactActions } from './contact-actions.ts';
import { formatPhone } from '../../../lib/format-phone.ts';

export interface ContactListProps {
  items: readonly Contact[];
  onDelete: (contact: Contact) => void;
}

const categoryOf = (contact: Contact) =>
  [contact.category?.name, contact.subCategory?.name].filter(Boolean).join(' · ') || '—';

export function ContactTable({ items, onDelete }: ContactListProps) {
  const actions = useContactActions();
  const columns: VirtualColumn<Contact>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (contact) => (
        <Anchor component="button" type="button" fw={600} ta="left" onClick={() => actions.details(contact)}>
          {contact.displayName}
        </Anchor>
      ),
    },
    { key: 'type', header: 'Type', cell: (contact) => contactTypeLabels[contact.type] },
    { key: 'category', header: 'Category', cell: categoryOf },
    {
      key: 'email',
      header: 'E-mail',
      cell: (contact) =>
        contact.email ? (
          <Anchor href={`mailto:${contact.email}`} size="sm">
            {contact.email}
          </Anchor>
        ) : (
          '—'
        ),
    },
    { key: 'phone', header: 'Phone', cell: (contact) => formatPhone(contact.phoneNumbers[0]) },
    {
      key: 'actions',
      header: <span className="skip-link">Actions</span>,
      align: 'right',
      cell: (contact) => <ContactRowMenu contact={contact} onDelete={onDelete} />,
    },
  ];
  return <VirtualTable items={items} columns={columns} caption="Contacts" getKey={(contact) => contact.id} />;
}

const CARD_ROW = 186;

export function ContactCards({ items, onDelete }: ContactListProps) {
  const actions = useContactActions();
  return (
    <VirtualGrid
      items={items}
      label="Contacts"
      rowHeight={CARD_ROW}
      getKey={(contact) => contact.id}
      renderItem={(contact) => (
        <Card withBorder padding="md" component="article" aria-label={contact.displayName} h={CARD_ROW - 16}>
          <Group justify="space-between" wrap="nowrap">
            <Anchor component="button" type="button" fw={650} truncate="end" onClick={() => actions.details(contact)}>
              {contact.displayName}
            </Anchor>
            <ContactRowMenu contact={contact} onDelete={onDelete} />
          </Group>
          <Group gap="xs" mt={4}>
            <Badge variant="light" color={contact.type === 'company' ? 'grape' : 'blue'}>
              {contactTypeLabels[contact.type]}
            </Badge>
            <Text size="xs" c="dimmed" truncate="end">
              {categoryOf(contact)}
            </Text>
          </Group>
          <Stack gap={2} mt="sm">
            <Text size="sm" truncate="end">
              {contact.email ?? 'No e-mail'}
            </Text>
            <Text size="sm" c="dimmed">
              {formatPhone(contact.phoneNumbers[0], 'No phone')}
            </Text>
          </Stack>
        </Card>
      )}
    />
  );
}
