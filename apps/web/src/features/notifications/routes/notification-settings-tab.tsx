/**
 * The Notifications tab of account settings (spec point 2; issue 13): how each notification type
 * reaches the user — in app, by e-mail, both, or not at all. A change is saved at once; a failure
 * shows the spec point 8 toast and puts the previous choice back.
 */
import { Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import {
  notificationChannelLabels,
  notificationChannels,
  notificationTypeLabels,
  notificationTypes,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationType,
} from '@lintel/shared';
import { ListLoadError } from '../../../components/ui/list-states/list-states.tsx';
import { errorMessage, isAbortError } from '../../../lib/api-client.ts';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { getNotificationPreferences, NOTIFICATION_FAILURE_MESSAGE, updateNotificationPreferences } from '../api/notification-calls.ts';

const channelOptions = notificationChannels.map((value) => ({ value, label: notificationChannelLabels[value] }));

export default function NotificationSettingsTab() {
  const dispatch = useAppDispatch();
  const [preferences, setPreferences] = useState<NotificationPreferences | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState<NotificationType | null>(null);
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    getNotificationPreferences(controller.signal).then(setPreferences, (caught: unknown) => {
      if (!isAbortError(caught) && !controller.signal.aborted) setError(errorMessage(caught, NOTIFICATION_FAILURE_MESSAGE));
    });
    return () => controller.abort();
  }, [reloadKey]);

  const change = useCallback(
    async (type: NotificationType, channel: NotificationChannel) => {
      if (!preferences) return;
      const previous = preferences;
      setPreferences({ ...previous, [type]: channel });
      setSaving(type);
      const result = await dispatch(updateNotificationPreferences({ [type]: channel }));
      setSaving(null);
      setPreferences(updateNotificationPreferences.fulfilled.match(result) ? result.payload : previous);
    },
    [dispatch, preferences],
  );

  if (error) return <ListLoadError title="Could not load your notification settings" message={error} onRetry={() => setReloadKey((key) => key + 1)} />;
  if (!preferences) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading notification settings">
        {notificationTypes.map((type) => (
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
          {notificationTypes.map((type) => (
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
