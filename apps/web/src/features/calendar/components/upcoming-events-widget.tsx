/** Dashboard widget `upcomingEvents`: the next 5 occurrences in the coming 14 days; each opens its info. */
import { Text, UnstyledButton } from '@mantine/core';
import { useEffect } from 'react';
import type { CalendarEvent } from '@lintel/shared';
import { DashboardWidget } from '../../../components/ui/dashboard-widget/dashboard-widget.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { fetchUpcomingEvents } from '../api/calendar-calls.ts';
import { useCalendarDispatch, useCalendarSelector } from '../state/hooks.ts';
import { whenText } from './event-text.ts';

const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function UpcomingEventsWidget() {
  const dispatch = useCalendarDispatch();
  const upcoming = useCalendarSelector((state) => state.calendar.upcoming);
  const revision = useCalendarSelector((state) => state.calendar.revision);
  useEffect(() => {
    const now = Date.now();
    const request = dispatch(fetchUpcomingEvents({ startDate: utcDate(now), endDate: utcDate(now + 14 * 86_400_000) }));
    return () => request.abort();
  }, [dispatch, revision]);
  const open = (event: CalendarEvent) => dispatch(modalOpened({ name: modalNames.eventInfo, props: { event } }));
  return (
    <DashboardWidget
      title="Upcoming events"
      viewAllTo="/calendar"
      status={upcoming.status}
      items={upcoming.items}
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
