/**
 * /calendar through the data cache (spec point 4 "Calendar"; decision 014): the shown range is asked
 * with one day more each way in the browser's zone; switching a source off asks the range again with
 * the sources still shown and hides its entries; a failed range shows "Failed to fetch events" with
 * Try again. FullCalendar itself is replaced by a stand-in that reports a range and lists the events.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { CalendarEvent } from '@lintel/shared';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import type { FullCalendarViewProps } from '../components/fullcalendar-view.tsx';
import CalendarPage from './calendar-page.tsx';

vi.mock('../components/fullcalendar-view.tsx', () => ({
  default: function StandIn({ onDatesSet, events }: FullCalendarViewProps) {
    useEffect(() => {
      // March 2030 as a month grid shows it (Monday first): 2030-02-25 to 2030-04-07, local midnight.
      onDatesSet({ start: new Date(2030, 1, 25), end: new Date(2030, 3, 7), view: { title: 'March 2030' } } as never);
      // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as FullCalendar does on mount
    }, []);
    return (
      <ul>
        {events.map((event) => (
          <li key={String(event.id)}>{String(event.title)}</li>
        ))}
      </ul>
    );
  },
}));

afterEach(() => vi.unstubAllGlobals());

const entry = (n: number, title: string, source: CalendarEvent['source']): CalendarEvent => ({
  id: `01900000-0000-7000-8000-00000000000${n}`, occurrenceId: `e${n}`, source, type: 'calendarEvent', title, description: null, allDay: false,
  start: '2030-03-04T09:00:00.000Z', end: '2030-03-04T10:00:00.000Z', seriesStart: '2030-03-04T09:00:00.000Z', seriesEnd: '2030-03-04T10:00:00.000Z',
  repeatDays: [], repeatUntil: null, timeZone: 'UTC', reminders: [], editable: source === 'calendar', link: null,
});

function serve(failFirst = false) {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/calendar/feed') return jsonResponse(200, { active: false, createdAt: null });
    asked.push(url.searchParams);
    if (failFirst && asked.length === 1) return jsonResponse(500, { code: 'INTERNAL', message: 'Something went wrong' });
    const filter = url.searchParams.get('filter')?.split(',');
    const rows = [entry(1, 'Gym', 'calendar'), entry(2, 'Rent · Unit 4', 'rentDue')].filter((row) => !filter || filter.includes(row.source));
    return jsonResponse(200, { results: rows, pagination: { page: 1, pageSize: 100, total: rows.length, totalPages: 1 }, meta: { sources: ['calendar', 'rentDue'] } });
  });
  return asked;
}

describe('calendar page', () => {
  it('asks the shown range a day wider in the browser’s zone; a source switched off is asked without it', async () => {
    const asked = serve();
    renderWithApp(<CalendarPage />);
    expect(await screen.findByText('Rent · Unit 4')).toBeTruthy();
    expect(screen.getByText('Gym')).toBeTruthy();
    const first = asked[0]!;
    // Local days reach into the UTC days either side: one more day each way.
    const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const day = 86_400_000;
    expect([first.get('startDate'), first.get('endDate'), first.get('filter')]).toEqual([utcDay(new Date(2030, 1, 25).getTime() - day), utcDay(new Date(2030, 3, 7).getTime() + day), null]);
    expect(first.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Rent due' }));
    await vi.waitFor(() => expect(screen.queryByText('Rent · Unit 4')).toBeNull());
    await vi.waitFor(() => expect(asked.at(-1)?.get('filter')).toBe('calendar'));
    expect(screen.getByText('Gym')).toBeTruthy();
  });

  it('a failed range shows "Failed to fetch events"; Try again asks it again', async () => {
    const asked = serve(true);
    renderWithApp(<CalendarPage />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getAllByText('Failed to fetch events').length).toBeGreaterThan(0);
    await userEvent.click(retry);
    expect(await screen.findByText('Gym')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(asked).toHaveLength(2);
  });
});
