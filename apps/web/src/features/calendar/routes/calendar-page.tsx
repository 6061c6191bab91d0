/**
 * /calendar (spec points 2, 4): month, week, day, timeline (a list of the month) and a 3-day view with
 * FullCalendar, loaded only on this route. Occurrences come expanded from the server for the shown
 * range (GET /events through the data cache, one query per range and filter; a change of this user's
 * events, here or in another tab, makes the shown range ask again — lib/live/event-tags.ts). Own events
 * drag to reschedule and resize (tasks do not resize); read-only entries of other areas stay put and
 * can be hidden per source. The timeline pages by 15 with Load more (spec point 9). `/calendar?event=<id>`
 * opens that event's info (reminder links).
 */
import type { CalendarApi, DatesSetInfo, DateClickInfo, EventClickInfo, EventDropInfo, EventInput, EventResizeDoneInfo } from '@fullcalendar/react';
import { ActionIcon, Alert, Box, Button, Chip, Group, Loader, Paper, SegmentedControl, Select, Stack, Title, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { calendarSourceLabels, shiftWeekdays, type CalendarEvent, type CalendarSource, type UpdateCalendarEventInput } from '@lintel/shared';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { IconChevronLeft, IconChevronRight, IconPlus } from '../../../components/ui/icons.tsx';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ApiFailure } from '../../../lib/data-cache.ts';
import { writePersisted } from '../../../lib/persisted.ts';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { useCalendarEventsQuery, useUpdateCalendarEventMutation } from '../api/calendar-api.ts';
import { sourceToggled, useHiddenSources } from '../state/calendar-slice.ts';
import { CalendarFeedCard } from '../components/calendar-feed-card.tsx';
import { dateInZone, localDate } from '../components/event-form.ts';
import { TimelineMore, useTimelinePages, type ShownPeriod } from '../components/timeline-pages.tsx';

const DAY_MS = 86_400_000;
const views = [
  { value: 'dayGridMonth', label: 'Month' },
  { value: 'timeGridWeek', label: 'Week' },
  { value: 'timeGridDay', label: 'Day' },
  { value: 'listMonth', label: 'Timeline' },
  { value: 'threeDay', label: '3 days' },
];
// FullCalendar and its plugins are a chunk of their own (size-limit "fullcalendar"), loaded by this page only.
const FullCalendarView = lazy(() => import('../components/fullcalendar-view.tsx'));
/** One colour per source (and tasks), shared by the grid and the filter chips. */
// Dark enough for white text at 4.5:1 or more (WCAG AA; axe found FullCalendar's and the lighter shades short, issue 22 item 10).
const sourceColors = { calendar: '#3b5bdb', task: '#0b7285', leaseEnd: '#b3420c', rentDue: '#9c36b5', serviceDue: '#087f5b', workOrder: '#c92a2a' } as const;
const noEvents: CalendarEvent[] = [];
const onlyCalendar: CalendarSource[] = ['calendar'];
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** FullCalendar's input for an occurrence: all-day ones as dates; editable only when the server says so. */
function toInput(event: CalendarEvent): EventInput {
  return {
    id: event.occurrenceId,
    title: event.title,
    start: event.allDay ? event.start.slice(0, 10) : event.start,
    end: event.allDay ? event.end.slice(0, 10) : event.end,
    allDay: event.allDay,
    startEditable: event.editable,
    durationEditable: event.editable && event.type !== 'task',
    classNames: [`lintel-source-${event.source}`, `lintel-type-${event.type}`],
    color: event.source === 'calendar' ? (event.type === 'task' ? sourceColors.task : sourceColors.calendar) : sourceColors[event.source],
    extendedProps: { event },
  };
}

/** The PUT that moves a series by `deltaMs` (and its weekdays by the days crossed in the event's zone; all-day: UTC days). */
function movedSeries(event: CalendarEvent, deltaMs: number, endDeltaMs = deltaMs): UpdateCalendarEventInput {
  const start = Date.parse(event.seriesStart);
  const newStart = start + deltaMs;
  const zone = event.allDay ? 'UTC' : event.timeZone;
  const days = Math.round((Date.parse(`${dateInZone(new Date(newStart), zone)}T00:00:00Z`) - Date.parse(`${dateInZone(new Date(start), zone)}T00:00:00Z`)) / DAY_MS);
  const input: UpdateCalendarEventInput = { start: new Date(newStart).toISOString(), end: new Date(Date.parse(event.seriesEnd) + endDeltaMs).toISOString() };
  if (event.repeatDays.length > 0 && days !== 0) input.repeatDays = shiftWeekdays(event.repeatDays, ((days % 7) + 7) % 7);
  if (event.repeatUntil && days !== 0) input.repeatUntil = utcDate(Date.parse(`${event.repeatUntil}T00:00:00Z`) + days * DAY_MS);
  return input;
}

/** Where the chosen view is remembered, so a reload opens the view the user left (issue 22). */
const VIEW_KEY = 'lintel.calendar.view';
function storedView(): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(VIEW_KEY) ?? 'null') as unknown;
    return views.some((option) => option.value === stored) ? (stored as string) : null;
  } catch {
    return null;
  }
}

export default function CalendarPage() {
  const dispatch = useAppDispatch();
  const hidden = useHiddenSources();
  const isPhone = useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
  const calendarRef = useRef<{ getApi(): CalendarApi } | null>(null);
  const [range, setRange] = useState<{ startDate: string; endDate: string } | null>(null);
  const [period, setPeriod] = useState<ShownPeriod | null>(null);
  const [title, setTitle] = useState('');
  const [view, setView] = useState(() => storedView() ?? (isPhone ? 'listMonth' : 'dayGridMonth'));
  const [searchParams, setSearchParams] = useSearchParams();
  const [updateEvent] = useUpdateCalendarEventMutation();

  // One GET /events query per shown range and filter (the filter names the sources still shown, of
  // those the last answer listed). `data` is the last answer, kept while another range or filter loads.
  const sourcesRef = useRef<CalendarSource[]>(onlyCalendar);
  const query = useMemo(() => {
    if (!range) return skipToken;
    const sources = sourcesRef.current;
    return { ...range, filter: hidden.length > 0 ? sources.filter((source) => !hidden.includes(source)) : undefined };
  }, [range, hidden]);
  const events = useCalendarEventsQuery(query);
  const sources = events.data?.meta.sources ?? onlyCalendar;
  sourcesRef.current = sources;
  const items = events.data?.results ?? noEvents;
  const failed = events.isError && !(events.error as ApiFailure | undefined)?.aborted;

  // `?event=<id>` (a reminder's link) is dropped from the URL first, then the event's info opens: the
  // modal's own history entry (modal stack) is then pushed for `/calendar`, so Back closes it there.
  const eventId = searchParams.get('event');
  const eventToOpen = useRef<string | null>(null);
  useEffect(() => {
    if (eventId) {
      eventToOpen.current = eventId;
      setSearchParams((params) => {
        params.delete('event');
        return params;
      }, { replace: true });
    } else if (eventToOpen.current) {
      dispatch(modalOpened({ name: modalNames.eventInfo, props: { id: eventToOpen.current } }));
      eventToOpen.current = null;
    }
  }, [eventId, dispatch, setSearchParams]);

  const shownSources = useMemo(() => items.filter((event) => !hidden.includes(event.source)), [items, hidden]);
  // The timeline (list of the month) shows 15 at a time (spec point 9); the grids show every occurrence.
  const timeline = useTimelinePages(shownSources, period, view === 'listMonth', hidden.join(','));
  const inputs = useMemo(() => timeline.events.map(toInput), [timeline.events]);
  const api = () => calendarRef.current?.getApi();
  // A view change mounts a fresh grid on the shown date (FullCalendar 7 keeps stale header widths
  // when switching between time grids in place).
  const shownDate = useRef<Date | undefined>(undefined);
  const changeView = (next: string) => {
    shownDate.current = api()?.getDate() ?? shownDate.current;
    writePersisted(VIEW_KEY, next);
    setView(next);
  };
  const open = (name: string, props: Record<string, unknown> = {}) => dispatch(modalOpened({ name, props }));

  const onDatesSet = (info: DatesSetInfo) => {
    setTitle(info.view.title);
    setPeriod({ start: info.start.getTime(), end: info.end.getTime() });
    // Local days reach into the UTC days on either side: ask one more day each way.
    setRange({ startDate: utcDate(info.start.getTime() - DAY_MS), endDate: utcDate(info.end.getTime() + DAY_MS) });
  };
  const onDateClick = (info: DateClickInfo) => {
    if (isPhone && info.allDay) {
      const day = localDate(info.date);
      const onDay = items.filter((event) => (event.allDay ? event.start.slice(0, 10) <= day && day < event.end.slice(0, 10) : localDate(new Date(event.start)) === day));
      open(modalNames.mobileEventPopup, { date: day, events: onDay.filter((event) => !hidden.includes(event.source)) });
      return;
    }
    const start = info.allDay ? new Date(info.date.getFullYear(), info.date.getMonth(), info.date.getDate(), 9) : info.date;
    open(modalNames.createEvent, { start: start.toISOString() });
  };
  const onEventClick = (info: EventClickInfo) => {
    info.jsEvent.preventDefault();
    open(modalNames.eventInfo, { event: info.event.extendedProps.event as CalendarEvent });
  };
  const onEventDrop = async (info: EventDropInfo) => {
    const event = info.event.extendedProps.event as CalendarEvent;
    const before = info.oldEvent.start;
    const after = info.event.start;
    if (!event.editable || !before || !after || info.event.allDay !== info.oldEvent.allDay) {
      info.revert();
      return;
    }
    const delta = event.allDay ? Math.round((after.getTime() - before.getTime()) / DAY_MS) * DAY_MS : after.getTime() - before.getTime();
    const result = await updateEvent({ id: event.id, input: movedSeries(event, delta) });
    if ('error' in result) info.revert();
  };
  const onEventResize = async (info: EventResizeDoneInfo) => {
    const event = info.event.extendedProps.event as CalendarEvent;
    const before = info.oldEvent.end ?? info.oldEvent.start;
    const after = info.event.end ?? info.event.start;
    if (!event.editable || event.type === 'task' || !before || !after) {
      info.revert();
      return;
    }
    const result = await updateEvent({ id: event.id, input: movedSeries(event, 0, after.getTime() - before.getTime()) });
    if ('error' in result) info.revert();
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          Calendar
        </Title>
        <Group gap="xs">
          <Button variant="default" onClick={() => open(modalNames.searchEvent)}>
            Search
          </Button>
          {isPhone && (
            <Button variant="default" onClick={() => open(modalNames.quickActions)}>
              More
            </Button>
          )}
          <Button leftSection={<IconPlus size={16} />} onClick={() => open(modalNames.createEvent)}>
            New event
          </Button>
        </Group>
      </Group>

      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap={6} wrap="nowrap">
          <Button variant="default" size="sm" onClick={() => api()?.today()}>
            Today
          </Button>
          <ActionIcon variant="default" size="lg" aria-label="Previous" onClick={() => api()?.prev()}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon variant="default" size="lg" aria-label="Next" onClick={() => api()?.next()}>
            <IconChevronRight size={18} />
          </ActionIcon>
          <Text fw={600} size="lg" component="h2" m={0} aria-live="polite">
            {title}
          </Text>
          {events.isFetching && <Loader size="xs" aria-label="Loading events" />}
        </Group>
        {isPhone ? (
          <Select aria-label="View" data={views} value={view} onChange={(next) => next && changeView(next)} w={140} allowDeselect={false} />
        ) : (
          <SegmentedControl aria-label="View" data={views} value={view} onChange={changeView} />
        )}
      </Group>

      {sources.length > 1 && (
        <Group gap={6} role="group" aria-label="Show sources">
          {sources.map((source) => (
            <Chip key={source} size="xs" checked={!hidden.includes(source)} onChange={() => dispatch(sourceToggled(source))} color={sourceColors[source]}>
              {calendarSourceLabels[source]}
            </Chip>
          ))}
        </Group>
      )}

      {failed && !events.isFetching && (
        <Alert color="red" title="Failed to fetch events">
          <Button size="xs" variant="light" color="red" onClick={() => void events.refetch()}>
            Try again
          </Button>
        </Alert>
      )}

      <Paper withBorder radius="md" p={isPhone ? 4 : 'sm'} className="lintel-calendar">
        <Suspense fallback={<Loader size="sm" m="md" aria-label="Loading the calendar" />}>
          <FullCalendarView
            key={view}
            calendarRef={calendarRef}
            initialDate={shownDate.current}
            initialView={view}
            height={view.startsWith('timeGrid') || view === 'threeDay' ? (isPhone ? 560 : 720) : 'auto'}
            events={inputs}
            isPhone={isPhone}
            onDatesSet={onDatesSet}
            onDateClick={onDateClick}
            onEventClick={onEventClick}
            onEventDrop={(info) => void onEventDrop(info)}
            onEventResize={(info) => void onEventResize(info)}
          />
        </Suspense>
        <TimelineMore shown={timeline.events.length} total={timeline.total} onLoadMore={timeline.loadMore} />
      </Paper>

      {!isPhone && (
        <Box maw={560}>
          <CalendarFeedCard />
        </Box>
      )}
    </Stack>
  );
}
