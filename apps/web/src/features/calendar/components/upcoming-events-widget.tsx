/** Dashboard widget `upcomingEvents`: the next 5 occurrences in the coming 14 days; each opens its info. */
import { Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { CalendarEvent } from '@lintel/shared';
import { DashboardWidget } from '../../../components/ui/dashboard-widget/dashboard-widget.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { queryStatus } from '../../../lib/data-cache.ts';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { useUpcomingCalendarEventsQuery } from '../api/calendar-api.ts';
import { whenText } from './event-text.ts';

const noEvents: CalendarEvent[] = [];
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function UpcomingEventsWidget() {
  const dispatch = useAppDispatch();
  // Today and the coming 14 days (UTC dates), fixed while the widget is shown.
  const [range] = useState(() => {
    const now = Date.now();
    return { startDate: utcDate(now), endDate: utcDate(now + 14 * 86_400_000) };
  });
  const upcoming = useUpcomingCalendarEventsQuery(range);
  const open = (event: CalendarEvent) => dispatch(modalOpened({ name: modalNames.eventInfo, props: { event } }));
  return (
    <DashboardWidget
      title="Upcoming events"
      viewAllTo="/calendar"
      status={queryStatus(upcoming)}
      items={upcoming.data ?? noEvents}
      getKey={(item) => item.occurrenceId}
      renderItem={(event) => (
        <UnstyledButton onClick={() => open(event)} w="100%" style={{ textAlign: 'left' }}>
          <Text size="sm" fw={600} truncate="end">
            {event.title}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {whenText(event)}
          </Text>
        </UnstyledButton>
      )}
    />
  );
}
