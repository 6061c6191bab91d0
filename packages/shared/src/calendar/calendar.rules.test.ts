import { describe, expect, it } from 'vitest';
import { expandOccurrences, isOccurrence, nextReminder, seriesEndMs, shiftWeekdays, type RepeatingEvent } from './calendar.rules.ts';
import { calendarEventIssues, createCalendarEventInputSchema, listCalendarEventsQuerySchema } from './calendar.schema.ts';

const iso = (list: { start: Date }[]) => list.map((o) => o.start.toISOString());
const range = (from: string, to: string) => [new Date(from), new Date(to)] as const;

// 2030-03-04 is a Monday (fixed dates are fine here: the rule is pure and clock-free).
const weekly: RepeatingEvent = { start: '2030-03-04T09:30:00Z', end: '2030-03-04T10:30:00Z', allDay: false, repeatDays: ['mon', 'wed'] };

describe('expandOccurrences', () => {
  it.each([
    ['one-off inside', { ...weekly, repeatDays: [] }, range('2030-03-01T00:00:00Z', '2030-03-08T00:00:00Z'), ['2030-03-04T09:30:00.000Z']],
    ['one-off outside', { ...weekly, repeatDays: [] }, range('2030-03-05T00:00:00Z', '2030-03-08T00:00:00Z'), []],
    ['Mon+Wed over two weeks', weekly, range('2030-03-01T00:00:00Z', '2030-03-15T00:00:00Z'),
      ['2030-03-04T09:30:00.000Z', '2030-03-06T09:30:00.000Z', '2030-03-11T09:30:00.000Z', '2030-03-13T09:30:00.000Z']],
    ['never before the series starts', weekly, range('2030-02-01T00:00:00Z', '2030-03-05T00:00:00Z'), ['2030-03-04T09:30:00.000Z']],
    ['until is inclusive', { ...weekly, repeatUntil: '2030-03-11' }, range('2030-03-01T00:00:00Z', '2030-04-01T00:00:00Z'),
      ['2030-03-04T09:30:00.000Z', '2030-03-06T09:30:00.000Z', '2030-03-11T09:30:00.000Z']],
    ['an occurrence running into the range counts', weekly, range('2030-03-06T10:00:00Z', '2030-03-06T11:00:00Z'), ['2030-03-06T09:30:00.000Z']],
    ['range end is exclusive', weekly, range('2030-03-05T00:00:00Z', '2030-03-06T09:30:00Z'), []],
    // Europe and the USA change clocks on 2030-03-31 and 2030-03-10: the UTC time never moves.
    ['DST boundaries keep the UTC time', { ...weekly, repeatDays: ['sun', 'mon', 'wed'], start: '2030-03-10T01:30:00Z', end: '2030-03-10T02:30:00Z' },
      range('2030-03-09T00:00:00Z', '2030-03-12T00:00:00Z'), ['2030-03-10T01:30:00.000Z', '2030-03-11T01:30:00.000Z']],
    ['DST in Europe', { ...weekly, repeatDays: ['sun'], start: '2030-03-24T00:30:00Z', end: '2030-03-24T01:30:00Z' },
      range('2030-03-24T00:00:00Z', '2030-04-08T00:00:00Z'), ['2030-03-24T00:30:00.000Z', '2030-03-31T00:30:00.000Z', '2030-04-07T00:30:00.000Z']],
    ['all-day on weekends', { start: '2030-03-09T00:00:00Z', end: '2030-03-10T00:00:00Z', allDay: true, repeatDays: ['sat', 'sun'] },
      range('2030-03-10T00:00:00Z', '2030-03-17T00:00:00Z'), ['2030-03-10T00:00:00.000Z', '2030-03-16T00:00:00.000Z']],
    ['a zero-length task at the range start', { start: '2030-03-04T00:00:00Z', end: '2030-03-04T00:00:00Z', allDay: false, repeatDays: [] },
      range('2030-03-04T00:00:00Z', '2030-03-05T00:00:00Z'), ['2030-03-04T00:00:00.000Z']],
  ] as const)('%s', (_name, event, [from, to], expected) => {
    expect(iso(expandOccurrences(event as RepeatingEvent, from, to))).toEqual(expected);
  });

  it('keeps duration and stops at the limit', () => {
    const list = expandOccurrences({ ...weekly, repeatDays: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] }, new Date('2030-03-01T00:00:00Z'), new Date('2032-03-01T00:00:00Z'), 10);
    expect(list).toHaveLength(10);
    expect(list.every((o) => o.end.getTime() - o.start.getTime() === 3_600_000)).toBe(true);
  });
});

/** "09:00 Mon" of an instant in `timeZone`, read with Intl (not the code under test). */
const wallClock = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', weekday: 'short', hourCycle: 'h23' }).format(instant);

describe('time zones (issue 22 item 2)', () => {
  // 2030: the USA moves clocks on 10 March and 3 November, Europe on 31 March and 27 October.
  it.each([
    ['America/New_York', '2030-01-07T14:00:00Z', ['2030-03-08T14:00:00.000Z', '2030-03-11T13:00:00.000Z'], ['2030-11-01T13:00:00.000Z', '2030-11-04T14:00:00.000Z']],
    ['Europe/Berlin', '2030-01-07T08:00:00Z', ['2030-03-29T08:00:00.000Z', '2030-04-01T07:00:00.000Z'], ['2030-10-25T07:00:00.000Z', '2030-10-28T08:00:00.000Z']],
  ] as const)('a Monday-Friday 09:00 series in %s stays at 09:00 local across both DST changes', (timeZone, start, spring, autumn) => {
    const series: RepeatingEvent = { start, end: new Date(Date.parse(start) + 3_600_000).toISOString(), allDay: false, repeatDays: ['mon', 'tue', 'wed', 'thu', 'fri'], timeZone };
    const year = expandOccurrences(series, new Date('2030-01-01T00:00:00Z'), new Date('2031-01-01T00:00:00Z'));
    expect(year).toHaveLength(257); // the weekdays of 2030 from Monday 7 January
    expect(new Set(year.map((o) => wallClock(o.start, timeZone).slice(-5)))).toEqual(new Set(['09:00']));
    expect(year.every((o) => o.end.getTime() - o.start.getTime() === 3_600_000)).toBe(true);
    expect(year.map((o) => wallClock(o.start, timeZone).slice(0, 3)).filter((day) => day === 'Sat' || day === 'Sun')).toEqual([]);
    // The Friday before and the Monday after each change: the UTC time moves by an hour, the local one does not.
    const iso = year.map((o) => o.start.toISOString());
    for (const pair of [spring, autumn]) expect(iso.slice(iso.indexOf(pair[0]), iso.indexOf(pair[0]) + 2)).toEqual(pair);
  });

  it('repeats on local weekdays and ends on the local repeat-until date', () => {
    // 20:00 Friday in Los Angeles is 04:00 Saturday UTC: the series is on Fridays, local.
    const friday: RepeatingEvent = { start: '2030-03-02T04:00:00Z', end: '2030-03-02T05:00:00Z', allDay: false, repeatDays: ['fri'], repeatUntil: '2030-03-15', timeZone: 'America/Los_Angeles' };
    const list = expandOccurrences(friday, new Date('2030-03-01T00:00:00Z'), new Date('2030-04-01T00:00:00Z'));
    expect(list.map((o) => wallClock(o.start, 'America/Los_Angeles'))).toEqual(['Fri 20:00', 'Fri 20:00', 'Fri 20:00']);
    expect(list.at(-1)!.start.toISOString()).toBe('2030-03-16T03:00:00.000Z');
    expect(seriesEndMs(friday)).toBe(Date.parse('2030-03-16T07:00:00Z') + 3_600_000);
  });

  it('takes the later wall time when a spring-forward skips the occurrence', () => {
    // 02:30 does not exist in New York on 2030-03-10: that occurrence is at 03:30 EDT, the next at 02:30 EDT.
    const sunday: RepeatingEvent = { start: '2030-03-03T07:30:00Z', end: '2030-03-03T07:45:00Z', allDay: false, repeatDays: ['sun'], timeZone: 'America/New_York' };
    const list = expandOccurrences(sunday, new Date('2030-03-01T00:00:00Z'), new Date('2030-03-20T00:00:00Z'));
    expect(list.map((o) => wallClock(o.start, 'America/New_York'))).toEqual(['Sun 02:30', 'Sun 03:30', 'Sun 02:30']);
  });

  it('finds the next reminder at the local time after a DST change', () => {
    const series: RepeatingEvent = { start: '2030-03-08T14:00:00Z', end: '2030-03-08T15:00:00Z', allDay: false, repeatDays: ['mon', 'fri'], timeZone: 'America/New_York' };
    expect(nextReminder(series, 'fifteenMinutes', new Date('2030-03-08T14:00:00Z'))?.fireAt.toISOString()).toBe('2030-03-11T12:45:00.000Z');
    expect(isOccurrence(series, new Date('2030-03-11T13:00:00Z'))).toBe(true);
    expect(isOccurrence(series, new Date('2030-03-11T14:00:00Z'))).toBe(false);
  });
});

describe('reminders', () => {
  it('finds the next occurrence whose reminder is still ahead, and none after the series ends', () => {
    const next = nextReminder(weekly, 'fiveMinutes', new Date('2030-03-04T09:26:00Z'));
    expect(next?.occurrenceStart.toISOString()).toBe('2030-03-06T09:30:00.000Z');
    expect(next?.fireAt.toISOString()).toBe('2030-03-06T09:25:00.000Z');
    expect(nextReminder(weekly, 'twoHours', new Date('2030-01-01T00:00:00Z'))?.occurrenceStart.toISOString()).toBe('2030-03-04T09:30:00.000Z');
    expect(nextReminder({ ...weekly, repeatUntil: '2030-03-06' }, 'fiveMinutes', new Date('2030-03-06T09:26:00Z'))).toBeNull();
    expect(nextReminder({ ...weekly, repeatDays: [] }, 'oneHour', new Date('2030-03-04T08:31:00Z'))).toBeNull();
  });

  it('reminds a week ahead: the first occurrence whose week-before time is still to come (issue 30 item 12)', () => {
    const next = nextReminder(weekly, 'oneWeek', new Date('2030-03-04T00:00:00Z'));
    expect(next?.occurrenceStart.toISOString()).toBe('2030-03-11T09:30:00.000Z');
    expect(next?.fireAt.toISOString()).toBe('2030-03-04T09:30:00.000Z');
    expect(nextReminder(weekly, 'oneDay', new Date('2030-03-04T09:29:00Z'))?.fireAt.toISOString()).toBe('2030-03-05T09:30:00.000Z');
  });

  it('tells a current occurrence from a stale one', () => {
    expect(isOccurrence(weekly, new Date('2030-03-11T09:30:00Z'))).toBe(true);
    expect(isOccurrence(weekly, new Date('2030-03-12T09:30:00Z'))).toBe(false);
    expect(isOccurrence(weekly, new Date('2030-03-11T09:31:00Z'))).toBe(false);
  });

  it('shifts weekdays across the week boundary', () => {
    expect(shiftWeekdays(['sun', 'mon'], -1)).toEqual(['sat', 'sun']);
    expect(shiftWeekdays(['sat'], 1)).toEqual(['sun']);
  });
});

describe('event rules', () => {
  it('refuses an end before the start, a long repeating event, and a start off the repeat days', () => {
    const paths = (value: Parameters<typeof calendarEventIssues>[0]) => calendarEventIssues(value).map((issue) => issue.path);
    expect(paths({ start: '2030-03-04T10:00:00Z', end: '2030-03-04T09:00:00Z' })).toEqual(['end']);
    expect(paths({ start: '2030-03-04T10:00:00Z', end: '2030-03-06T09:00:00Z', repeatDays: ['mon'] })).toEqual(['end']);
    expect(paths({ start: '2030-03-04T10:00:00Z', end: '2030-03-04T11:00:00Z', repeatDays: ['tue'] })).toEqual(['repeatDays']);
    expect(paths({ start: '2030-03-04T10:00:00Z', end: '2030-03-04T11:00:00Z', repeatDays: ['mon'], repeatUntil: '2030-03-01' })).toEqual(['repeatUntil']);
    expect(paths({ start: '2030-03-04T10:00:00Z', end: '2030-03-04T11:00:00Z', repeatDays: ['mon', 'wed'], reminders: ['oneHour'] })).toEqual([]);
    // 02:00Z Tuesday is 21:00 Monday in New York: the weekday and the repeat end are the event zone's.
    const evening = { start: '2030-03-05T02:00:00Z', end: '2030-03-05T03:00:00Z', timeZone: 'America/New_York' };
    expect(paths({ ...evening, repeatDays: ['mon'], repeatUntil: '2030-03-04' })).toEqual([]);
    expect(paths({ ...evening, repeatDays: ['tue'] })).toEqual(['repeatDays']);
    expect(paths({ ...evening, repeatDays: ['tue'], timeZone: undefined })).toEqual([]);
  });

  it('refuses an unknown time zone', () => {
    const base = { title: 'x', start: '2030-03-04T10:00:00Z', end: '2030-03-04T11:00:00Z' };
    expect(createCalendarEventInputSchema.safeParse({ ...base, timeZone: 'Europe/Berlin' }).success).toBe(true);
    expect(createCalendarEventInputSchema.safeParse({ ...base, timeZone: 'Mars/Olympus' }).error?.issues[0]).toMatchObject({ path: ['timeZone'], message: 'Unknown time zone' });
    expect(listCalendarEventsQuerySchema.parse({ startDate: '2030-01-01', endDate: '2030-01-31' }).timeZone).toBe('UTC');
  });

  it('bounds the GET /events range', () => {
    expect(listCalendarEventsQuerySchema.safeParse({ startDate: '2030-01-01', endDate: '2031-12-31' }).success).toBe(true);
    expect(listCalendarEventsQuerySchema.safeParse({ startDate: '2030-01-01', endDate: '2032-01-02' }).success).toBe(false);
    expect(listCalendarEventsQuerySchema.safeParse({ startDate: '2030-01-02', endDate: '2030-01-01' }).success).toBe(false);
    expect(listCalendarEventsQuerySchema.parse({ startDate: '2030-01-01', endDate: '2030-01-31', filter: 'calendar,rentDue' })).toMatchObject({ pageSize: 15, filter: ['calendar', 'rentDue'] });
    expect(listCalendarEventsQuerySchema.safeParse({ startDate: '2030-01-01', endDate: '2030-01-31', filter: 'nope' }).success).toBe(false);
  });
});
