/**
 * The calendar timeline's pages (spec point 9): the month's list shows its first 15 occurrences by
 * start, "15 of 40 events" and Load more add 15 at a time until all show; another month (or view,
 * or set of sources) starts at page 1; the grid views are not paged.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CalendarEvent } from '@lintel/shared';
import { renderWithApp } from '../../../test/render.tsx';
import { TimelineMore, useTimelinePages, type ShownPeriod } from './timeline-pages.tsx';

const local = (year: number, month: number, day: number, hour = 0) => new Date(year, month - 1, day, hour);

function occurrence(title: string, start: Date, allDay = false): CalendarEvent {
  const end = new Date(start.getTime() + (allDay ? 86_400_000 : 3_600_000));
  const iso = (d: Date) => (allDay ? `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}T00:00:00.000Z` : d.toISOString());
  return {
    id: title,
    occurrenceId: `${title}:${iso(start)}`,
    source: 'calendar',
    type: 'calendarEvent',
    title,
    description: null,
    timeZone: 'UTC',
    allDay,
    start: iso(start),
    end: iso(end),
    seriesStart: iso(start),
    seriesEnd: iso(end),
    repeatDays: [],
    repeatUntil: null,
    reminders: [],
    editable: true,
    link: null,
  };
}

const november: ShownPeriod = { start: local(2030, 11, 1).getTime(), end: local(2030, 12, 1).getTime() };
const december: ShownPeriod = { start: local(2030, 12, 1).getTime(), end: local(2031, 1, 1).getTime() };
// 40 in November, given newest first (the page sorts them), one in October and one in December.
const events = [
  ...Array.from({ length: 39 }, (_, i) => 39 - i).map((k) => occurrence(`Nov ${String(k).padStart(2, '0')}`, local(2030, 11, 1 + Math.floor(k / 2), 8 + (k % 2)))),
  occurrence('Nov 01 all day', local(2030, 11, 1), true),
  occurrence('October', local(2030, 10, 31, 9)),
  occurrence('December', local(2030, 12, 2, 9)),
];

function Harness({ initialView = 'listMonth' }: { initialView?: string }) {
  const [period, setPeriod] = useState(november);
  const [view, setView] = useState(initialView);
  const timeline = useTimelinePages(events, period, view === 'listMonth');
  return (
    <>
      <button type="button" onClick={() => setPeriod(december)}>Next month</button>
      <button type="button" onClick={() => setPeriod(november)}>Previous month</button>
      <button type="button" onClick={() => setView(view === 'listMonth' ? 'dayGridMonth' : 'listMonth')}>Switch view</button>
      <ul aria-label="Shown">
        {timeline.events.map((event) => (
          <li key={event.occurrenceId}>{event.title}</li>
        ))}
      </ul>
      <TimelineMore shown={timeline.events.length} total={timeline.total} onLoadMore={timeline.loadMore} />
    </>
  );
}

const shownTitles = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('calendar timeline pages', () => {
  it('shows the month’s first 15 by start and adds 15 per Load more until all 40 show', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    expect(shownTitles()).toHaveLength(15);
    expect(shownTitles().slice(0, 3)).toEqual(['Nov 01 all day', 'Nov 01', 'Nov 02']);
    expect(screen.getByText('15 of 40 events')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(shownTitles()).toHaveLength(30);
    expect(screen.getByText('30 of 40 events')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(shownTitles()).toHaveLength(40);
    expect(shownTitles().at(-1)).toBe('Nov 39');
    expect(shownTitles()).not.toContain('October');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.queryByText(/of 40 events/)).toBeNull();
  });

  it('another month starts at page 1 again, and so does coming back', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(shownTitles()).toHaveLength(30);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(shownTitles()).toEqual(['December']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(shownTitles()).toHaveLength(15);
  });

  it('the grid views show every occurrence, without Load more', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness initialView="dayGridMonth" />);
    expect(shownTitles()).toHaveLength(events.length);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Switch view' }));
    expect(shownTitles()).toHaveLength(15);
  });
});
