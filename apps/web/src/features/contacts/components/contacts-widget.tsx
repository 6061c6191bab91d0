/** Dashboard widget: the newest 4 contacts (spec points 4 and 9). */
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useContactsDispatch, useContactsSelector } from '../state/hooks.ts';
import { fetchContactsWidget } from '../api/contact-calls.ts';
import { paths } from '../../../lib/paths.ts';

export function ContactsWidget() {
  const dispatch = useContactsDispatch();
  const widget = useContactsSelector((state) => state.contacts.widget);
  useEffect(() => {
    const request = dispatch(fetchContactsWidget());
    return () => request.abort();
  }, [dispatch]);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="contacts-widget-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="contacts-widget-title">
          Contacts
        </Title>
        <Anchor component={Link} to={paths.contacts} size="sm">
          View all
        </Anchor>
      </Group>
      {widget.status === 'pending' && widget.items.length === 0 ? (
        <Stack gap="xs">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={36} />
          ))}
        </Stack>
      ) : widget.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {widget.status === 'rejected' ? 'Could not load contacts.' : 'No contacts yet.'}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {widget.items.map((contact) => (
            <li key={contact.id}>
              <Text size="sm" fw={600} truncate="end">
                {contact.displayName}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {[contact.category?.name, contact.email ?? contact.phoneNumbers[0]].filter(Boolean).join(' · ') || '—'}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
