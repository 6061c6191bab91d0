/** A list of occurrences (search results, a phone's day popup, the widget): title, time, source; opens event info. */
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { calendarSourceLabels, type CalendarEvent } from '@lintel/shared';
import { whenText } from './event-text.ts';

export function EventList({ events, onOpen, empty = 'No events' }: { events: CalendarEvent[]; onOpen: (event: CalendarEvent) => void; empty?: string }) {
  if (events.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="sm">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {events.map((event) => (
        <li key={event.occurrenceId}>
          <UnstyledButton onClick={() => onOpen(event)} w="100%" p="xs" style={{ borderRadius: 6 }} className="calendar-event-row">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate="end">
                  {event.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {whenText(event)}
                </Text>
              </div>
              {event.source !== 'calendar' ? (
                <Badge size="xs" variant="outline">{calendarSourceLabels[event.source]}</Badge>
              ) : event.type === 'task' ? (
                <Badge size="xs" variant="light" color="teal">Task</Badge>
              ) : null}
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
