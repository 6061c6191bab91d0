/**
 * The timeline view's pages (spec point 9, "Calendar pagination default 15"): the list of the month
 * shows its first CALENDAR_PAGE_SIZE occurrences by start time, and the list kit's Load more (button
 * and scroll sentinel) adds the next 15. Another month, view or set of sources starts at page 1 again.
 */
import { Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { CALENDAR_PAGE_SIZE, type CalendarEvent } from '@lintel/shared';
import { LoadMoreSentinel } from '../../../components/ui/infinite-list/load-more-sentinel.tsx';

/** The shown period in local time (FullCalendar's datesSet start and end, ms; end exclusive). */
export interface ShownPeriod {
  start: number;
  end: number;
}

/** An occurrence bound in ms: all-day dates are local calendar days (as the grid shows them). */
function boundOf(iso: string, allDay: boolean): number {
  if (!allDay) return Date.parse(iso);
  const [year = 0, month = 1, day = 1] = iso.slice(0, 10).split('-').map(Number);
  return new Date(year, month - 1, day).getTime();
}

export interface TimelinePages {
  /** What the view shows: all `events` when paging is off, else the first pages of the period's occurrences. */
  events: CalendarEvent[];
  /** Occurrences in the period (paging on) or all of them. */
  total: number;
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * Pages `events` by CALENDAR_PAGE_SIZE when `enabled` (the timeline view): keeps the occurrences that
 * overlap `period`, sorted by start, and shows as many pages as Load more asked for. `resetKey` names
 * what restarts at page 1 besides the period (the view, the hidden sources).
 */
export function useTimelinePages(events: CalendarEvent[], period: ShownPeriod | null, enabled: boolean, resetKey = ''): TimelinePages {
  const key = `${enabled}:${period?.start}:${period?.end}:${resetKey}`;
  const [pages, setPages] = useState({ key, count: 1 });
  // A new period, view or source set forgets the pages loaded before (coming back starts at page 1 too).
  if (pages.key !== key) setPages({ key, count: 1 });
  const count = pages.key === key ? pages.count : 1;
  const start = period?.start;
  const end = period?.end;
  const inPeriod = useMemo(() => {
    if (!enabled || start === undefined || end === undefined) return null;
    return events
      .filter((event) => boundOf(event.end, event.allDay) > start && boundOf(event.start, event.allDay) < end)
      .sort((a, b) => boundOf(a.start, a.allDay) - boundOf(b.start, b.allDay));
  }, [events, enabled, start, end]);
  const shown = useMemo(() => (inPeriod ? inPeriod.slice(0, count * CALENDAR_PAGE_SIZE) : events), [inPeriod, events, count]);
  const total = inPeriod ? inPeriod.length : events.length;
  return { events: shown, total, hasMore: shown.length < total, loadMore: () => setPages({ key, count: count + 1 }) };
}

/** Below the timeline: "15 of 40 events" and Load more while some are not shown; nothing otherwise. */
export function TimelineMore({ shown, total, onLoadMore }: { shown: number; total: number; onLoadMore: () => void }) {
  if (shown >= total) return null;
  return (
    <Stack gap={0} align="center" pt="xs">
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown} of {total} events
      </Text>
      <LoadMoreSentinel hasMore loading={false} onLoadMore={onLoadMore} />
    </Stack>
  );
}
