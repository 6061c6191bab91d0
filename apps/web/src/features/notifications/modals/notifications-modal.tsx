/**
 * The `notifications` modal (spec point 2; issue 13): the caller's notifications newest first, paged
 * (load more on scroll), All or Unseen, mark one or all seen; opening an item marks it seen and goes to
 * its record. From the data cache: new notifications arriving live refetch the list, seen in another
 * tab marks the cached rows (lib/live/event-tags.ts). A link leads to the Notifications settings tab (issue 21).
 */
import { Anchor, Badge, Box, Button, Group, Modal, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { notificationTypeLabels, type Notification } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { useCachedPagedList } from '../../../components/ui/paged-list/use-cached-paged-list.ts';
import { ListEmpty, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { useIsPhone } from '../../../components/ui/paged-list/list-toolbar.tsx';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { NOTIFICATION_FAILURE_MESSAGE, useMarkAllNotificationsSeenMutation, useMarkNotificationSeenMutation, useNotificationsInfiniteQuery } from '../api/notifications-api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

type Filter = 'all' | 'unseen';


function NotificationItem({ notification, onOpen, onMarkSeen }: { notification: Notification; onOpen: () => void; onMarkSeen: () => void }) {
  const unseen = !notification.seen;
  return (
    <Box
      component="li"
      p="sm"
      style={{
        borderRadius: 8,
        border: '1px solid var(--mantine-color-gray-3)',
        borderLeft: `4px solid ${unseen ? 'var(--mantine-color-indigo-6)' : 'var(--mantine-color-gray-3)'}`,
        background: unseen ? 'var(--mantine-color-indigo-0)' : undefined,
      }}
    >
      <UnstyledButton onClick={onOpen} w="100%" aria-label={`${notification.title}${unseen ? ' (unseen)' : ''}: ${notification.body ?? ''}`}>
        <Group gap={6} wrap="wrap">
          <Text fw={unseen ? 700 : 500} size="sm">
            {notification.title}
          </Text>
          <Badge size="xs" variant="light" color="gray">
            {notificationTypeLabels[notification.type]}
          </Badge>
        </Group>
        {notification.body && (
          <Text size="sm" c="dark.4" style={{ overflowWrap: 'anywhere' }}>
            {notification.body}
          </Text>
        )}
      </UnstyledButton>
      <Group justify="space-between" gap="xs" mt={4} mih={22}>
        <Text size="xs" c="dimmed">
          {formatDateTime(notification.createdAt)}
        </Text>
        {unseen && (
          <Button size="compact-xs" variant="subtle" onClick={onMarkSeen}>
            Mark as seen
          </Button>
        )}
      </Group>
    </Box>
  );
}

export default function NotificationsModal({ onClose }: StackedModalProps) {
  const navigate = useNavigate();
  const unseenCount = useAppSelector((state) => state.notificationsBell.unseenCount);
  const [filter, setFilter] = useState<Filter>('all');
  const filters = useMemo(() => (filter === 'unseen' ? { seen: false } : {}), [filter]);
  const { list, controls } = useCachedPagedList(useNotificationsInfiniteQuery(filters), NOTIFICATION_FAILURE_MESSAGE);
  const [markNotificationSeen] = useMarkNotificationSeenMutation();
  const [markAllNotificationsSeen, { isLoading: markingAll }] = useMarkAllNotificationsSeenMutation();
  const isPhone = useIsPhone();


  async function markSeen(notification: Notification) {
    if (notification.seen) return true;
    const result = await markNotificationSeen(notification.id);
    return !result.error;
  }

  function open(notification: Notification) {
    void markSeen(notification);
    if (notification.link) {
      onClose();
      void navigate(notification.link);
    }
  }

  async function markAll() {
    await markAllNotificationsSeen();
  }

  return (
    <Modal opened onClose={onClose} title="Notifications" size="lg" fullScreen={isPhone}>
      <Stack>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <SegmentedControl
            size="xs"
            value={filter}
            onChange={(value) => setFilter(value as Filter)}
            data={[
              { value: 'all', label: 'All' },
              { value: 'unseen', label: `Unseen${unseenCount > 0 ? ` (${unseenCount})` : ''}` },
            ]}
            aria-label="Show"
          />
          <Group gap="sm" wrap="nowrap">
            <Anchor component={Link} to={paths.settingsTab('notifications')} size="sm" onClick={onClose}>
              Notification settings
            </Anchor>
            <Button size="xs" variant="light" onClick={() => void markAll()} loading={markingAll} disabled={unseenCount === 0}>
              Mark all as seen
            </Button>
          </Group>
        </Group>
        <PagedListBody
          list={list}
          controls={controls}
          noun="notifications"
          empty={<ListEmpty title={filter === 'unseen' ? "You're all caught up" : 'No notifications yet'} text="Reminders, requests and work-order news will show here." />}
          cards={(items) => (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Notifications">
              {items.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onOpen={() => open(notification)}
                  onMarkSeen={() => void markSeen(notification)}
                />
              ))}
            </Stack>
          )}
        />
      </Stack>
    </Modal>
  );
}
