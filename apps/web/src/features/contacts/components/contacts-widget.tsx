/** Dashboard widget: the newest 4 contacts (spec points 4 and 9). */
import { Text } from '@mantine/core';
import { queryStatus } from '../../../lib/data-cache.ts';
import { contactsWidgetFilters, useContactsInfiniteQuery } from '../api/contacts-api.ts';
import { paths } from '../../../lib/paths.ts';
import { DashboardWidget } from '../../../components/ui/dashboard-widget/dashboard-widget.tsx';
import { formatPhone } from '../../../lib/format-phone.ts';

export function ContactsWidget() {
  const query = useContactsInfiniteQuery(contactsWidgetFilters);
  const items = query.data?.pages[0]?.results ?? [];
  return (
    <DashboardWidget
      title="Contacts"
      viewAllTo={paths.contacts}
      emptyAction={{ label: 'Add a contact', to: paths.contacts }}
      status={queryStatus(query)}
      items={items}
      getKey={(item) => item.id}
      renderItem={(contact) => (
        <>
          <Text size="sm" fw={600} truncate="end">
            {contact.displayName}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {[contact.category?.name, contact.email ?? (contact.phoneNumbers[0] && formatPhone(contact.phoneNumbers[0]))].filter(Boolean).join(' · ') || '—'}
          </Text>
        </>
      )}
    />
  );
}
