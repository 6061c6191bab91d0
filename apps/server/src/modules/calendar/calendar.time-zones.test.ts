/**
 * Issue 22 item 2 (decision 014): a repeating event repeats in its own time zone. A Monday-Friday
 * 09:00 series in America/New_York and one in Europe/Berlin, created for the coming January, read
 * 09:00 local on every weekday of the year — across the March and the October/November changes — in
 * GET /events (which names the zone) and in the ICS feed (TZID + VTIMEZONE, expanded by node-ical).
 * Runs on the embedded database and on PostgreSQL (`npm run test:pg`); the year follows the clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ical from 'node-ical';
import { startOfLocalDay, type CalendarEvent, type CalendarEventListResponse } from '@lintel/shared';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { injector } from '../../test/money-factories.ts';
import { occurrenceLabel } from './calendar.service.ts';

let t: TestApp;
let inject: ReturnType<typeof injector>;
beforeAll(async () => {
  t = await buildTestApp();
  inject = injector(t);
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const year = new Date().getUTCFullYear() + 1;
const pad = (n: number) => String(n).padStart(2, '0');
/** The first Monday of January next year (YYYY-MM-DD). */
const firstMonday = (() => {
  let day = 1;
  while (new Date(Date.UTC(year, 0, day)).getUTCDay() !== 1) day += 1;
  return `${year}-01-${pad(day)}`;
})();
/** Mon-Fri dates of the year from the first Monday: what the series should show. */
const weekdaysOfYear = (() => {
  const dates: string[] = [];
  for (let ms = Date.parse(`${firstMonday}T00:00:00Z`); new Date(ms).getUTCFullYear() === year; ms += DAY_MS) {
    const day = new Date(ms).getUTCDay();
    if (day >= 1 && day <= 5) dates.push(new Date(ms).toISOString().slice(0, 10));
  }
  return dates;
})();
/** "2031-04-01 09:00" of an instant in `timeZone`, read with Intl (not the code under test). */
const wallClock = (instant: string | Date, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
const lastDayOf = (month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

async function createSeries(user: TestUser, timeZone: string, title: string) {
  // 09:00 on a January day (no daylight saving in either zone then): the local midnight plus 9 hours.
  const start = startOfLocalDay(firstMonday, timeZone) + 9 * 3_600_000;
  const response = await inject('POST', '/api/events', user, {
    title,
    start: new Date(start).toISOString(),
    end: new Date(start + 3_600_000).toISOString(),
    repeatDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
    repeatUntil: `${year}-12-31`,
    timeZone,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<CalendarEvent>(response);
}

async function month(user: TestUser, m: number, timeZone: string) {
  const query = `startDate=${year}-${pad(m)}-01&endDate=${year}-${pad(m)}-${pad(lastDayOf(m))}&timeZone=${encodeURIComponent(timeZone)}&pageSize=100`;
  const response = await inject('GET', `/api/events?${query}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return json<CalendarEventListResponse>(response).results;
}

describe('repeating events keep their local time across daylight-saving changes', () => {
  it.each(['America/New_York', 'Europe/Berlin'])('a Monday-Friday 09:00 series in %s reads 09:00 on every weekday of the year in GET /events', async (timeZone) => {
    const user = await createUser(t, { role: 'homeOwner' });
    const created = await createSeries(user, timeZone, 'Standup');
    expect(created.timeZone).toBe(timeZone);
    expect(wallClock(created.start, timeZone)).toBe(`${firstMonday} 09:00`);

    const seen: string[] = [];
    for (let m = 1; m <= 12; m += 1) {
      for (const occurrence of await month(user, m, timeZone)) {
        expect(occurrence.timeZone).toBe(timeZone);
        seen.push(wallClock(occurrence.start, timeZone));
      }
    }
    expect(seen).toEqual(weekdaysOfYear.map((date) => `${date} 09:00`));
    // The UTC time did move: the zone's offset changed twice in the year.
    const utcHours = new Set((await month(user, 1, timeZone)).concat(await month(user, 7, timeZone)).map((o) => o.start.slice(11, 16)));
    expect(utcHours.size).toBe(2);
  });

  it('reads the range as local dates of the asked zone: a 23:30 New York event on the 31st belongs to that month there', async () => {
    const user = await createUser(t, { role: 'homeOwner' });
    const late = startOfLocalDay(`${year}-01-31`, 'America/New_York') + 23.5 * 3_600_000;
    const response = await inject('POST', '/api/events', user, { title: 'Late call', start: new Date(late).toISOString(), end: new Date(late + 1_800_000).toISOString(), timeZone: 'America/New_York' });
    expect(response.statusCode, response.body).toBe(201);
    expect((await month(user, 1, 'America/New_York')).map((o) => o.title)).toEqual(['Late call']);
    expect(await month(user, 1, 'UTC')).toEqual([]);
    expect((await month(user, 2, 'UTC')).map((o) => o.title)).toEqual(['Late call']);
  });

  it('writes the feed and the download with TZID and a VTIMEZONE; node-ical expands them to 09:00 local in January and April', async () => {
    const user = await createUser(t, { role: 'propertyManager' });
    const ny = await createSeries(user, 'America/New_York', 'New York standup');
    await createSeries(user, 'Europe/Berlin', 'Berlin standup');
    const path = new URL(json<{ url: string }>(await inject('POST', '/api/calendar/feed', user)).url).pathname;
    const feed = await inject('GET', path);
    expect(feed.statusCode).toBe(200);
    const body = feed.body;
    expect(body).toContain(`DTSTART;TZID=America/New_York:${firstMonday.replaceAll('-', '')}T090000`);
    expect(body).toContain(`DTSTART;TZID=Europe/Berlin:${firstMonday.replaceAll('-', '')}T090000`);
    for (const zone of ['America/New_York', 'Europe/Berlin']) expect(body.match(new RegExp(`BEGIN:VTIMEZONE\\r\\nTZID:${zone}\\r\\n`, 'g'))).toHaveLength(1);
    expect(body.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(body.indexOf('BEGIN:VEVENT'));

    const parsed = Object.values(ical.sync.parseICS(body)).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
    for (const [title, zone] of [['New York standup', 'America/New_York'], ['Berlin standup', 'Europe/Berlin']] as const) {
      const event = parsed.find((e) => e.summary === title)!;
      for (const m of [1, 4]) {
        const from = new Date(`${year}-${pad(m)}-01T00:00:00Z`);
        const starts = event.rrule!.between(from, new Date(from.getTime() + 28 * DAY_MS), true);
        expect(starts.length).toBeGreaterThan(15);
        expect(new Set(starts.map((start) => wallClock(start, zone).slice(11)))).toEqual(new Set(['09:00']));
      }
      // The series ends on the last local day of the year (UNTIL is UTC, after 09:00 local on 31 December).
      expect(event.rrule!.toString()).toMatch(/UNTIL=\d{8}T\d{6}Z/);
    }

    const one = await inject('GET', `/api/events/${ny.id}/ics`, user);
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n');
    expect(one.body).not.toContain('TZID:Europe/Berlin');
  });

  it('keeps a moved series in its zone and refuses an unknown zone with details', async () => {
    const user = await createUser(t, { role: 'homeOwner' });
    const created = await createSeries(user, 'America/New_York', 'Standup');
    expect(new Set((await month(user, 3, 'UTC')).map((o) => wallClock(o.start, 'America/New_York').slice(11)))).toEqual(new Set(['09:00']));
    // The same instant, now repeating in Berlin: March (asked again: a fresh expansion, not the cached New York one; the two zones change clocks on different Sundays) follows Berlin's clock.
    const moved = await inject('PUT', `/api/events/${created.id}`, user, { timeZone: 'Europe/Berlin' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json<CalendarEvent>(moved).timeZone).toBe('Europe/Berlin');
    const berlinTime = wallClock(created.start, 'Europe/Berlin').slice(11);
    expect(new Set((await month(user, 3, 'UTC')).map((o) => wallClock(o.start, 'Europe/Berlin').slice(11)))).toEqual(new Set([berlinTime]));
    const bad = await inject('POST', '/api/events', user, { title: 'x', start: created.start, end: created.end, timeZone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(bad).details[0]!.path).toContain('timeZone');
    // 02:00 UTC on a Tuesday is Monday evening in New York: the weekdays are the event's zone's.
    const tuesday = Date.parse(`${firstMonday}T00:00:00Z`) + DAY_MS + 2 * 3_600_000;
    const evening = { title: 'Evening', start: new Date(tuesday).toISOString(), end: new Date(tuesday + 3_600_000).toISOString(), timeZone: 'America/New_York' };
    expect((await inject('POST', '/api/events', user, { ...evening, repeatDays: ['mon'] })).statusCode).toBe(201);
    expect((await inject('POST', '/api/events', user, { ...evening, repeatDays: ['tue'] })).statusCode).toBe(422);
  });
});

describe('reminder text', () => {
  const weekday = (date: string) => new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
  it('gives the local time of the occurrence in the recipient\'s zone, else the event\'s, with the zone\'s abbreviation', () => {
    const start = new Date(startOfLocalDay(`${year}-07-01`, 'America/New_York') + 9 * 3_600_000);
    expect(occurrenceLabel('Standup', false, start, [null, 'America/New_York']).summary).toBe(`Standup, ${weekday(`${year}-07-01`)}, Jul 1, 9:00 AM EDT`);
    expect(occurrenceLabel('Standup', false, start, ['America/Los_Angeles', 'America/New_York']).summary).toBe(`Standup, ${weekday(`${year}-07-01`)}, Jul 1, 6:00 AM PDT`);
    const january = new Date(startOfLocalDay(`${year}-01-06`, 'America/New_York') + 9 * 3_600_000);
    expect(occurrenceLabel('Standup', false, january, [null, 'America/New_York']).summary).toBe(`Standup, ${weekday(`${year}-01-06`)}, Jan 6, 9:00 AM EST`);
    const allDay = occurrenceLabel('Moving', true, new Date(`${year}-07-01T00:00:00Z`), ['America/New_York']);
    expect(allDay).toEqual({ summary: `Moving, all day Jul 1, ${year}`, when: null });
  });
});
