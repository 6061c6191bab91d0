import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@lintel/shared';
import { eventPayload, newEventValues, valuesOfEvent } from './event-form.ts';

// The form works in the user's zone; the API's repeat rules in UTC. New York makes the shift visible.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zone;
});

describe('event form ↔ API', () => {
  it('an evening in New York repeats on the next UTC weekdays, and reads back as the local ones', () => {
    // 2030-03-04 is a Monday; 21:00 EST is 02:00 UTC on Tuesday.
    const values = { ...newEventValues(), title: ' Yoga ', startDate: '2030-03-04', startTime: '21:00', endDate: '2030-03-04', endTime: '22:00', repeatDays: ['mon', 'wed'] as const, repeatUntil: '2030-03-27', reminders: ['fiveMinutes'] as const };
    const { input, errors } = eventPayload({ ...values, repeatDays: [...values.repeatDays], reminders: [...values.reminders] });
    expect(errors).toEqual({});
    expect(input).toMatchObject({ title: 'Yoga', start: '2030-03-05T02:00:00.000Z', end: '2030-03-05T03:00:00.000Z', repeatDays: ['tue', 'thu'], repeatUntil: '2030-03-28', reminders: ['fiveMinutes'] });
    const event = { ...input, id: 'x', occurrenceId: 'x', source: 'calendar', seriesStart: input.start, seriesEnd: input.end, editable: true, link: null, description: null } as unknown as CalendarEvent;
    expect(valuesOfEvent(event)).toMatchObject({ startDate: '2030-03-04', startTime: '21:00', repeatDays: ['mon', 'wed'], repeatUntil: '2030-03-27' });
  });

  it('adds the start\'s weekday to a repeat, keeps all-day dates as they are, and reports missing fields', () => {
    const allDay = eventPayload({ ...newEventValues(), title: 'Trip', allDay: true, startDate: '2030-03-06', endDate: '2030-03-07', repeatDays: ['fri'] });
    expect(allDay.input).toMatchObject({ start: '2030-03-06T00:00:00.000Z', end: '2030-03-08T00:00:00.000Z', repeatDays: ['fri', 'wed'] });
    expect(Object.keys(eventPayload({ ...newEventValues(), title: '' }).errors)).toEqual(['title']);
    expect(Object.keys(eventPayload({ ...newEventValues(), title: 'X', startDate: '2030-03-04', startTime: '10:00', endDate: '2030-03-04', endTime: '09:00' }).errors)).toEqual(['endTime']);
  });
});
