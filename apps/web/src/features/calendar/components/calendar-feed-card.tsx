/**
 * The user's secret ICS feed (subscribe from Google, Apple or Outlook calendars): make a link (shown
 * once; the previous one stops working), copy it, or turn the feed off; and choose what it carries
 * (issue 21 item 15): own events (the default) and the other areas' dates the role sees.
 */
import { Button, Checkbox, CopyButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { calendarSourceLabels, calendarSources, type CalendarSource } from '@lintel/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import {
  useCalendarFeedQuery,
  useRevokeCalendarFeedMutation,
  useRotateCalendarFeedMutation,
  useUpdateCalendarFeedSourcesMutation,
  type CalendarFeed,
} from '../api/calendar-api.ts';

const noFeed: CalendarFeed = { active: false, createdAt: null, sources: ['calendar'], availableSources: ['calendar'] };
const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

export function CalendarFeedCard() {
  // Until the status is known (or when it could not be read) the card offers to make a link.
  const feed: CalendarFeed = useCalendarFeedQuery().data ?? noFeed;
  const [rotateFeed] = useRotateCalendarFeedMutation();
  const [revokeFeed] = useRevokeCalendarFeedMutation();
  const [updateSources, updating] = useUpdateCalendarFeedSourcesMutation();
  const [confirming, setConfirming] = useState<'rotate' | 'revoke' | null>(null);

  const confirm = async () => {
    if (confirming === 'revoke') await revokeFeed();
    else await rotateFeed();
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
        {feed.active && feed.availableSources.length > 1 && (
          <Checkbox.Group
            label="The feed carries"
            size="xs"
            value={feed.sources}
            // Each tick saves at once, in the calendar's order (the server answers what it stored).
            onChange={(chosen) => void updateSources(calendarSources.filter((source) => chosen.includes(source)) as CalendarSource[])}
          >
            <Group gap="sm" mt={4}>
              {feed.availableSources.map((source) => (
                <Checkbox key={source} value={source} label={calendarSourceLabels[source]} disabled={updating.isLoading} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => (feed.active ? setConfirming('rotate') : void rotateFeed())}>
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
