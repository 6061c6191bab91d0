import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@lintel/shared';
import { eventPayload, moveStart, newEventValues, valuesOfEvent } from './event-form.ts';

// The form works in the browser's zone and saves the event in it (decision 014). New York shows it.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zone;
});

describe('event form ↔ API', () => {
  it('an evening in New York repeats on the local weekdays in the New York zone, and reads back as them', () => {
    // 2030-03-04 is a Monday; 21:00 EST is 02:00 UTC on Tuesday.
    const values = { ...newEventValues(), title: ' Yoga ', startDate: '2030-03-04', startTime: '21:00', endDate: '2030-03-04', endTime: '22:00', repeatDays: ['mon', 'wed'] as const, repeatUntil: '2030-03-27', reminders: ['fiveMinutes'] as const };
    const { input, errors } = eventPayload({ ...values, repeatDays: [...values.repeatDays], reminders: [...values.reminders] });
    expect(errors).toEqual({});
    expect(input).toMatchObject({ title: 'Yoga', start: '2030-03-05T02:00:00.000Z', end: '2030-03-05T03:00:00.000Z', repeatDays: ['mon', 'wed'], repeatUntil: '2030-03-27', reminders: ['fiveMinutes'], timeZone: 'America/New_York' });
    const event = { ...input, id: 'x', occurrenceId: 'x', source: 'calendar', seriesStart: input.start, seriesEnd: input.end, editable: true, link: null, description: null } as unknown as CalendarEvent;
    expect(valuesOfEvent(event)).toMatchObject({ startDate: '2030-03-04', startTime: '21:00', repeatDays: ['mon', 'wed'], repeatUntil: '2030-03-27' });
    // The same series saved in Tokyo (11:00 Tuesday there) reads as Monday/Wednesday evenings here.
    const tokyo = { ...event, repeatDays: ['tue', 'thu'], repeatUntil: '2030-03-28', timeZone: 'Asia/Tokyo' } as CalendarEvent;
    expect(valuesOfEvent(tokyo)).toMatchObject({ startDate: '2030-03-04', startTime: '21:00', repeatDays: ['mon', 'wed'], repeatUntil: '2030-03-27' });
  });

  it('adds the start\'s weekday to a repeat, keeps all-day dates as they are, and reports missing fields', () => {
    const allDay = eventPayload({ ...newEventValues(), title: 'Trip', allDay: true, startDate: '2030-03-06', endDate: '2030-03-07', repeatDays: ['fri'] });
    expect(allDay.input).toMatchObject({ start: '2030-03-06T00:00:00.000Z', end: '2030-03-08T00:00:00.000Z', repeatDays: ['fri', 'wed'] });
    expect(Object.keys(eventPayload({ ...newEventValues(), title: '' }).errors)).toEqual(['title']);
    expect(Object.keys(eventPayload({ ...newEventValues(), title: 'X', startDate: '2030-03-04', startTime: '10:00', endDate: '2030-03-04', endTime: '09:00' }).errors)).toEqual(['endTime']);
  });

  it('the end follows a moved start, keeping the duration, and an error points at the wrong field', () => {
    const today = { ...newEventValues(), title: 'Viewing', startDate: '2030-03-04', startTime: '09:00', endDate: '2030-03-04', endTime: '10:00' };
    // Issue 22 item 1: Date → tomorrow, then 10:00 → the end is tomorrow 11:00 and the form saves.
    const tomorrow = moveStart(today, { startDate: '2030-03-05' });
    expect(tomorrow).toMatchObject({ startDate: '2030-03-05', endDate: '2030-03-05', endTime: '10:00' });
    const later = moveStart(tomorrow, { startTime: '10:00' });
    expect(later).toMatchObject({ startDate: '2030-03-05', startTime: '10:00', endDate: '2030-03-05', endTime: '11:00' });
    expect(eventPayload(later).errors).toEqual({});
    // A 90-minute event starting 23:00 ends after midnight, on the next day.
    expect(moveStart({ ...today, endTime: '10:30' }, { startTime: '23:00' })).toMatchObject({ endDate: '2030-03-05', endTime: '00:30' });
    // A multi-day all-day event keeps its length.
    expect(moveStart({ ...today, allDay: true, endDate: '2030-03-06' }, { startDate: '2030-03-10' })).toMatchObject({ endDate: '2030-03-12' });
    // The end date typed before the start date is the date's error, not the time's.
    expect(eventPayload({ ...later, endDate: '2030-03-04' }).errors).toEqual({ endDate: 'The end date is before the start date' });
  });
  it('a new event starts in the profile zone when it differs from the browser\'s, and is saved in it (issue 22 item 2)', () => {
    // 17:00 UTC on Monday 2030-03-04 is 12:00 in New York (the browser) and 09:00 in Los Angeles (the profile).
    const values = newEventValues(new Date('2030-03-04T17:00:00Z'), false, 'calendarEvent', 'Call', 'America/Los_Angeles');
    expect(values).toMatchObject({ startDate: '2030-03-04', startTime: '09:00', endTime: '10:00', timeZone: 'America/Los_Angeles' });
    const { input } = eventPayload({ ...values, repeatDays: ['mon'] });
    expect(input).toMatchObject({ start: '2030-03-04T17:00:00.000Z', end: '2030-03-04T18:00:00.000Z', timeZone: 'America/Los_Angeles', repeatDays: ['mon'] });
    // After the spring change (2030-03-10) 09:00 there is 16:00 UTC: the typed wall time is read in the form's zone.
    expect(eventPayload({ ...values, startDate: '2030-03-11', endDate: '2030-03-11' }).input.start).toBe('2030-03-11T16:00:00.000Z');
  });
});
