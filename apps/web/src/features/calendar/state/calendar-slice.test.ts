import { describe, expect, it } from 'vitest';
import type { CalendarEvent, CalendarEventListResponse } from '@lintel/shared';
import { createEvent, deleteEvent, fetchCalendarEvents, updateEvent } from '../api/calendar-calls.ts';
import { calendarReducer, initialCalendarState, sourceToggled } from './calendar-slice.ts';

const query = { startDate: '2030-03-01', endDate: '2030-03-31' };
const event = { id: 'e1', occurrenceId: 'e1:2030-03-04T09:00:00.000Z', source: 'calendar', title: 'Gym' } as CalendarEvent;
const answer: CalendarEventListResponse = {
  results: [event],
  pagination: { page: 1, pageSize: 100, total: 1, totalPages: 1 },
  meta: { sources: ['calendar', 'rentDue'] },
};

describe('calendar slice', () => {
  it('a deliberately cancelled GET /events keeps the state pending without an error (spec point 8)', () => {
    const pending = calendarReducer(initialCalendarState, fetchCalendarEvents.pending('r1', query));
    const aborted = calendarReducer(pending, {
      type: fetchCalendarEvents.rejected.type,
      payload: undefined,
      error: { name: 'AbortError', message: 'Aborted' },
      meta: { arg: query, requestId: 'r1', requestStatus: 'rejected', aborted: true, condition: false, rejectedWithValue: false },
    });
    expect(aborted.events).toEqual({ items: [], status: 'pending', error: null });
    const failed = calendarReducer(pending, fetchCalendarEvents.rejected(null, 'r2', query, 'Failed to fetch events'));
    expect(failed.events).toMatchObject({ status: 'rejected', error: 'Failed to fetch events' });
  });

  it('keeps the answer and its sources; create, update and delete make the shown range reload', () => {
    const loaded = calendarReducer(initialCalendarState, fetchCalendarEvents.fulfilled(answer, 'r1', query));
    expect(loaded.events.items).toEqual([event]);
    expect(loaded.sources).toEqual(['calendar', 'rentDue']);
    const created = calendarReducer(loaded, createEvent.fulfilled(event, 'c', {} as never));
    const updated = calendarReducer(created, updateEvent.fulfilled(event, 'u', { id: 'e1', input: {} }));
    const deleted = calendarReducer(updated, deleteEvent.fulfilled('e1', 'd', 'e1'));
    expect([created.revision, updated.revision, deleted.revision]).toEqual([1, 2, 3]);
    expect(deleted.events.items).toEqual([]);
    expect(calendarReducer(loaded, sourceToggled('rentDue')).hidden).toEqual(['rentDue']);
  });
});
