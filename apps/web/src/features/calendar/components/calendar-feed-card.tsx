/**
 * The user's secret ICS feed (subscribe from Google, Apple or Outlook calendars): make a link (shown
 * once; the previous one stops working), copy it, or turn the feed off.
 */
import { Button, CopyButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { fetchFeedStatus, revokeFeed, rotateFeed } from '../api/calendar-calls.ts';
import { useCalendarDispatch, useCalendarSelector } from '../state/hooks.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

export function CalendarFeedCard() {
  const dispatch = useCalendarDispatch();
  const feed = useCalendarSelector((state) => state.calendar.feed);
  const [confirming, setConfirming] = useState<'rotate' | 'revoke' | null>(null);
  useEffect(() => {
    const request = dispatch(fetchFeedStatus());
    return () => request.abort();
  }, [dispatch]);

  const confirm = async () => {
    if (confirming === 'revoke') await dispatch(revokeFeed());
    else await dispatch(rotateFeed());
    setConfirming(null);
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Calendar feed (ICS)
        </Text>
        <Text size="xs" c="dimmed">
          Subscribe to your events from Google, Apple or Outlook calendars. Keep the link secret: anyone with it can read your events.
        </Text>
        {feed.url ? (
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput readOnly value={feed.url} aria-label="Calendar feed URL" style={{ flex: 1, minWidth: 0 }} onFocus={(e) => e.currentTarget.select()} />
            <CopyButton value={feed.url}>{({ copied, copy }) => <Button onClick={copy} variant="light">{copied ? 'Copied' : 'Copy'}</Button>}</CopyButton>
          </Group>
        ) : feed.active ? (
          <Text size="sm">
            A feed link is active{feed.createdAt ? ` since ${dateFormat.format(new Date(feed.createdAt))}` : ''}. It is shown only when made: make a new one to copy it.
          </Text>
        ) : null}
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => (feed.active ? setConfirming('rotate') : void dispatch(rotateFeed()))}>
            {feed.active ? 'New link' : 'Create feed link'}
          </Button>
          {feed.active && (
            <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming('revoke')}>
              Turn off
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming === 'revoke' ? 'Turn the feed off' : 'Make a new feed link'}
        message={confirming === 'revoke' ? 'Calendars subscribed to the link stop updating.' : 'The current link stops working; calendars subscribed to it need the new one.'}
        confirmLabel={confirming === 'revoke' ? 'Turn off' : 'Make new link'}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </Paper>
  );
}
