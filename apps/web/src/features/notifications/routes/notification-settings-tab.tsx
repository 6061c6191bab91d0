/**
 * The Notifications tab of account settings (spec point 2; issue 13): how each notification type
 * reaches the user — in app, by e-mail, both, or not at all. A change is saved at once; a failure
 * shows the spec point 8 toast and puts the previous choice back.
 */
import { Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import {
  notificationChannelLabels,
  notificationChannels,
  notificationTypeLabels,
  notificationTypesByRole,
  type NotificationChannel,
  type NotificationType,
} from '@lintel/shared';
import { ListLoadError } from '../../../components/ui/list-states/list-states.tsx';
import { queryView } from '../../../lib/data-cache.ts';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { NOTIFICATION_FAILURE_MESSAGE, useNotificationPreferencesQuery, useUpdateNotificationPreferencesMutation } from '../api/notifications-api.ts';

const channelOptions = notificationChannels.map((value) => ({ value, label: notificationChannelLabels[value] }));

export default function NotificationSettingsTab() {
  const query = useNotificationPreferencesQuery();
  const preferences = query.data;
  const view = queryView(query, NOTIFICATION_FAILURE_MESSAGE);
  const [update] = useUpdateNotificationPreferencesMutation();
  const [saving, setSaving] = useState<NotificationType | null>(null);
  // Only the kinds that can reach this role (a tenant never gets work orders or quotes; issue 21).
  const role = useAppSelector((state) => state.auth.user?.role);
  const types = role ? notificationTypesByRole[role] : notificationTypesByRole.propertyManager;

  // Shown at once and put back when saving fails (api/notifications-api.ts).
  const change = useCallback(
    async (type: NotificationType, channel: NotificationChannel) => {
      setSaving(type);
      await update({ [type]: channel });
      setSaving(null);
    },
    [update],
  );

  if (view.state === 'error') return <ListLoadError title="Could not load your notification settings" message={view.message} onRetry={() => void query.refetch()} />;
  if (!preferences) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading notification settings">
        {types.map((type) => (
          <Skeleton key={type} height={36} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack maw={620}>
      <Text c="dimmed" size="sm">
        Choose how each kind of notification reaches you. Emergency requests always show in the app.
      </Text>
      <Table verticalSpacing="xs" aria-label="Notification settings">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Notification</Table.Th>
            <Table.Th w={200}>Deliver</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {types.map((type) => (
            <Table.Tr key={type}>
              <Table.Td>
                <Text size="sm" id={`notification-type-${type}`}>
                  {notificationTypeLabels[type]}
                </Text>
              </Table.Td>
              <Table.Td>
                <Select
                  aria-labelledby={`notification-type-${type}`}
                  data={channelOptions}
                  value={preferences[type]}
                  allowDeselect={false}
                  disabled={saving === type}
                  onChange={(value) => value && void change(type, value as NotificationChannel)}
                  comboboxProps={{ withinPortal: true }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
