/**
 * The calendar in the data cache (issue 20; time zones: decision 014): a shown range asks GET /events
 * in the browser's zone, every page; a delete takes the series off every cached list without asking the
 * range again (only the 5-long widget refills); a create makes the ranges ask again; a change made in
 * another tab shows without a reload, and this tab's own change in flight asks nothing twice.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarEvent, CalendarEventListResponse } from '@lintel/shared';
import { jsonResponse, makeStore } from '../../../test/render.tsx';
import { applyLiveEvent } from '../../../lib/live/event-tags.ts';
import type { LiveEventEnvelope } from '../../../lib/live/live-client.ts';
import { calendarApi } from './calendar-api.ts';

afterEach(() => vi.unstubAllGlobals());

const gym = '01900000-0000-7000-8000-00000000000a';
const yoga = '01900000-0000-7000-8000-00000000000b';
const occurrence = (id: string, title: string, start: string): CalendarEvent => ({
  id, occurrenceId: `${id}:${start}`, source: 'calendar', type: 'calendarEvent', title, description: null, allDay: false,
  start, end: start, seriesStart: start, seriesEnd: start, repeatDays: [], repeatUntil: null, timeZone: 'UTC', reminders: [], editable: true, link: null,
});
const listOf = (results: CalendarEvent[], page = 1, totalPages = 1): CalendarEventListResponse => ({
  results, pagination: { page, pageSize: 100, total: results.length, totalPages }, meta: { sources: ['calendar', 'rentDue'] },
});

/** A fake server: two pages of the range (Gym on page 1, Yoga on page 2); every request is logged. */
function serve() {
  const requests: string[] = [];
  const deleted = new Set<string>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const parsed = new URL(url, 'http://x');
      requests.push(`${method} ${parsed.pathname}${parsed.search}`);
      if (method === 'DELETE') {
        deleted.add(parsed.pathname.split('/').pop()!);
        return new Response(null, { status: 204 });
      }
      if (method === 'POST') return jsonResponse(201, occurrence(yoga, 'Yoga', '2030-03-05T09:00:00.000Z'));
      const alive = (event: CalendarEvent) => !deleted.has(event.id);
      if (parsed.searchParams.get('pageSize') === '5') return jsonResponse(200, listOf([occurrence(gym, 'Gym', '2030-03-04T09:00:00.000Z')].filter(alive)));
      const page = Number(parsed.searchParams.get('page'));
      const rows = page === 1 ? [occurrence(gym, 'Gym', '2030-03-04T09:00:00.000Z'), occurrence(gym, 'Gym', '2030-03-11T09:00:00.000Z')] : [occurrence(yoga, 'Yoga', '2030-03-05T09:00:00.000Z')];
      return jsonResponse(200, listOf(rows.filter(alive), page, 2));
    }),
  );
  return requests;
}

const range = { startDate: '2030-02-28', endDate: '2030-04-01' };
const upcoming = { startDate: '2030-03-01', endDate: '2030-03-15' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function changed(eventId: string, change: 'created' | 'updated' | 'deleted', n: number): LiveEventEnvelope<'calendar.eventChanged'> {
  return {
    id: `01900000-0000-7000-8000-0000000000e${n}`,
    type: 'calendar.eventChanged',
    occurredAt: '2030-03-01T00:00:00.000Z',
    accountId: gym,
    room: `user:${gym}`,
    payload: { eventId, change },
  } as LiveEventEnvelope<'calendar.eventChanged'>;
}

describe('calendar in the data cache', () => {
  it('a range is every page of GET /events asked in the browser’s zone, the filter as a comma list', async () => {
    const requests = serve();
    const store = makeStore();
    const answer = await store.dispatch(calendarApi.endpoints.calendarEvents.initiate({ ...range, filter: ['calendar', 'rentDue'] }));
    expect(answer.data?.results.map((event) => event.title)).toEqual(['Gym', 'Gym', 'Yoga']);
    const zone = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
    expect(requests).toEqual([1, 2].map((page) => `GET /api/events?startDate=2030-02-28&endDate=2030-04-01&page=${page}&pageSize=100&filter=calendar%2CrentDue&timeZone=${zone}`));
  });

  it('a delete takes every occurrence of the series off the range without asking it again; the widget refills', async () => {
    const requests = serve();
    const store = makeStore();
    const ranged = store.dispatch(calendarApi.endpoints.calendarEvents.initiate(range));
    const widget = store.dispatch(calendarApi.endpoints.upcomingCalendarEvents.initiate(upcoming));
    await Promise.all([ranged, widget]);
    requests.length = 0;

    await store.dispatch(calendarApi.endpoints.deleteCalendarEvent.initiate(gym));
    const shown = calendarApi.endpoints.calendarEvents.select(range)(store.getState() as never).data?.results;
    expect(shown?.map((event) => event.title)).toEqual(['Yoga']);
    await settle();
    expect(requests.filter((line) => line.includes('pageSize=100'))).toEqual([]);
    expect(requests.filter((line) => line.includes('pageSize=5'))).toHaveLength(1);
    expect(calendarApi.endpoints.upcomingCalendarEvents.select(upcoming)(store.getState() as never).data).toEqual([]);
    ranged.unsubscribe();
    widget.unsubscribe();
  });

  it('a create makes the shown range ask again; its own live event asks nothing more', async () => {
    const requests = serve();
    const store = makeStore();
    const ranged = store.dispatch(calendarApi.endpoints.calendarEvents.initiate(range));
    await ranged;
    requests.length = 0;
    await store.dispatch(calendarApi.endpoints.createCalendarEvent.initiate({ type: 'calendarEvent', title: 'Yoga', start: '2030-03-05T09:00:00.000Z', end: '2030-03-05T10:00:00.000Z', timeZone: 'UTC' } as never));
    await settle();
    expect(requests.filter((line) => line.startsWith('GET /api/events?'))).toHaveLength(2);
    applyLiveEvent(changed(yoga, 'created', 1), store, undefined);
    await settle();
    expect(requests.filter((line) => line.startsWith('GET /api/events?'))).toHaveLength(2);
    ranged.unsubscribe();
  });

  it('another tab’s change: an update asks the range again, a delete takes the series off without asking', async () => {
    const requests = serve();
    const store = makeStore();
    const ranged = store.dispatch(calendarApi.endpoints.calendarEvents.initiate(range));
    await ranged;
    requests.length = 0;
    applyLiveEvent(changed(gym, 'updated', 2), store, undefined);
    await settle();
    expect(requests.filter((line) => line.startsWith('GET /api/events?'))).toHaveLength(2);

    requests.length = 0;
    applyLiveEvent(changed(yoga, 'deleted', 3), store, undefined);
    const shown = calendarApi.endpoints.calendarEvents.select(range)(store.getState() as never).data?.results;
    expect(shown?.map((event) => event.title)).toEqual(['Gym', 'Gym']);
    await settle();
    expect(requests).toEqual([]);
    ranged.unsubscribe();
  });
});
