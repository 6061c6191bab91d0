import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ical from 'node-ical';
import { addDays, type CalendarEvent, type CalendarEventListResponse, type DomainEvent } from '@lintel/shared';
import { buildTestApp, json, readOutbox, type TestApp } from '../../test/build-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { createTenancy, injector } from '../../test/money-factories.ts';
import { CALENDAR_REMINDER_JOB } from './index.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let inject: ReturnType<typeof injector>;
const published: DomainEvent[] = [];

const DAY_MS = 86_400_000;
/** The first Monday at least 14 days from the clock, at 09:30 UTC. */
function nextMonday(): Date {
  const base = new Date(Date.now() + 14 * DAY_MS);
  const day = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate(), 9, 30));
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}
const monday = nextMonday();
const at = (days: number, hours = 0) => new Date(monday.getTime() + days * DAY_MS + hours * 3_600_000).toISOString();
const dateOf = (iso: string) => iso.slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  inject = injector(t);
  t.deps.events.listen((event) => void published.push(event));
  owner = await createUser(t, { role: 'homeOwner' });
  other = await createUser(t, { role: 'tenant' });
});
afterAll(() => t.close());

async function createEvent(user: TestUser, body: Record<string, unknown> = {}) {
  const response = await inject('POST', '/api/events', user, { title: 'Standup', start: at(0), end: at(0, 1), ...body });
  expect(response.statusCode, response.body).toBe(201);
  return json<CalendarEvent>(response);
}

const list = async (user: TestUser, query: string) => {
  const response = await inject('GET', `/api/events?${query}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return json<CalendarEventListResponse>(response);
};

describe('events', () => {
  it('creates a weekly Mon+Wed event, expands it onto the weekdays of the range, pages by 15', async () => {
    const user = await createUser(t, { role: 'serviceProvider' });
    const created = await createEvent(user, { repeatDays: ['mon', 'wed'], reminders: ['fiveMinutes'], description: 'Daily sync' });
    expect(created).toMatchObject({ type: 'calendarEvent', editable: true, source: 'calendar', repeatDays: ['mon', 'wed'], reminders: ['fiveMinutes'], allDay: false });

    const twoWeeks = await list(user, `startDate=${dateOf(at(-3))}&endDate=${dateOf(at(13))}`);
    expect(twoWeeks.results.map((e) => e.start)).toEqual([at(0), at(2), at(7), at(9)]);
    expect(twoWeeks.results.every((e) => e.id === created.id && e.end === new Date(Date.parse(e.start) + 3_600_000).toISOString())).toBe(true);
    expect(new Set(twoWeeks.results.map((e) => e.occurrenceId)).size).toBe(4);
    expect(twoWeeks.meta.sources).toEqual(['calendar']);

    const ten = await list(user, `startDate=${dateOf(at(0))}&endDate=${dateOf(at(60))}`);
    expect(ten.results).toHaveLength(15);
    expect(ten.pagination).toMatchObject({ page: 1, pageSize: 15, total: 18 });
    const second = await list(user, `startDate=${dateOf(at(0))}&endDate=${dateOf(at(60))}&page=2`);
    expect(second.results).toHaveLength(3);

    // A task, all day, found by search and type; the filter keeps a source.
    const task = await createEvent(user, { type: 'task', title: 'Pay insurance', allDay: true, start: at(1), end: at(1) });
    expect(task.start).toBe(`${dateOf(at(1))}T00:00:00.000Z`);
    expect(task.end).toBe(`${dateOf(at(2))}T00:00:00.000Z`);
    const tasks = await list(user, `startDate=${dateOf(at(0))}&endDate=${dateOf(at(6))}&type=task`);
    expect(tasks.results.map((e) => e.title)).toEqual(['Pay insurance']);
    const found = await list(user, `startDate=${dateOf(at(0))}&endDate=${dateOf(at(6))}&search=SYNC`);
    expect(found.results.map((e) => e.title)).toEqual(['Standup', 'Standup']);
    expect((await list(user, `startDate=${dateOf(at(0))}&endDate=${dateOf(at(6))}&filter=rentDue`)).results).toEqual([]);

    const fetched = json<CalendarEvent>(await inject('GET', `/api/events/${created.id}`, user));
    expect(fetched).toMatchObject({ id: created.id, start: at(0) });
  });

  it('updates (the merged event must be whole) and deletes', async () => {
    const event = await createEvent(owner, { title: 'Dentist' });
    const moved = await inject('PUT', `/api/events/${event.id}`, owner, { start: at(1, 2), end: at(1, 3), title: 'Dentist (moved)' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json<CalendarEvent>(moved)).toMatchObject({ title: 'Dentist (moved)', start: at(1, 2) });
    expect((await inject('PUT', `/api/events/${event.id}`, owner, { end: at(0) })).statusCode).toBe(422);
    expect((await inject('PUT', `/api/events/${event.id}`, owner, { repeatDays: ['fri'] })).statusCode).toBe(422);
    expect((await inject('PUT', `/api/events/${event.id}`, owner, {})).statusCode).toBe(422);
    expect((await inject('DELETE', `/api/events/${event.id}`, owner)).statusCode).toBe(204);
    expect((await inject('GET', `/api/events/${event.id}`, owner)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/events/${event.id}`, owner)).statusCode).toBe(404);
  });

  it('refuses bad input with 422, no token with 401, and another account\'s event with 404', async () => {
    const mine = await createEvent(owner);
    const bad = [
      { title: '', start: at(0), end: at(0, 1) },
      { title: 'X', start: at(0), end: at(-1) },
      { title: 'X', start: at(0), end: at(0, 1), repeatDays: ['tue'] },
      { title: 'X', start: at(0), end: at(3), repeatDays: ['mon'] },
      { title: 'X', start: at(0), end: at(0, 1), reminders: ['threeDays'] },
      { title: 'X', start: 'tomorrow', end: at(0, 1) },
      { title: 'X', start: at(0), end: at(0, 1), ownerId: other.id },
    ];
    for (const body of bad) expect((await inject('POST', '/api/events', owner, body)).statusCode, JSON.stringify(body)).toBe(422);
    const response = await inject('GET', `/api/events?startDate=${dateOf(at(0))}&endDate=${addDays(dateOf(at(0)), 2 * 366)}`, owner);
    expect(response.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(response).details[0]!.path).toBe('endDate');
    expect((await inject('GET', '/api/events', owner)).statusCode).toBe(422);
    expect((await inject('GET', `/api/events?startDate=${dateOf(at(0))}&endDate=${dateOf(at(1))}&filter=nope`, owner)).statusCode).toBe(422);
    expect((await inject('GET', `/api/events?startDate=${dateOf(at(0))}&endDate=${dateOf(at(1))}&pageSize=101`, owner)).statusCode).toBe(422);

    expect((await inject('GET', `/api/events?startDate=${dateOf(at(0))}&endDate=${dateOf(at(1))}`)).statusCode).toBe(401);
    expect((await inject('POST', '/api/events', undefined, { title: 'X', start: at(0), end: at(0, 1) })).statusCode).toBe(401);
    expect((await inject('GET', '/api/calendar/feed')).statusCode).toBe(401);

    for (const [method, url] of [['GET', ''], ['PUT', ''], ['DELETE', ''], ['GET', '/ics']] as const) {
      const res = await inject(method, `/api/events/${mine.id}${url}`, other, method === 'PUT' ? { title: 'Mine now' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(json(res).code).toBe('EVENT_NOT_FOUND');
    }
    const theirs = await list(other, `startDate=${dateOf(at(-1))}&endDate=${dateOf(at(1))}`);
    expect(theirs.results).toEqual([]);
    expect(json<CalendarEvent>(await inject('GET', `/api/events/${mine.id}`, owner)).title).toBe('Standup');
  });

  it('shows lease ends and rent due dates read-only to the landlord, with a filter per source', async () => {
    const tenancy = await createTenancy(t);
    const lease = json<{ startDate: string; endDate: string }>(await inject('GET', `/api/leases/${tenancy.leaseId}`, tenancy.landlord));
    const all = await list(tenancy.landlord, `startDate=${lease.startDate}&endDate=${lease.endDate}&pageSize=100`);
    expect(all.meta.sources).toEqual(['calendar', 'leaseEnd', 'rentDue', 'serviceDue', 'workOrder']);
    const rent = all.results.filter((e) => e.source === 'rentDue');
    expect(rent).toHaveLength(12);
    expect(rent.every((e) => !e.editable && e.allDay && e.link?.startsWith('/payments'))).toBe(true);
    // Each entry names its unit, the tenant and the amount (issue 22 item 5), not only "Rent <month>".
    expect(rent[0]!.title).toMatch(/^Rent · \S/);
    expect(rent[0]!.description).toMatch(/^\$[\d,]+\.\d\d due from \S.* · Rent .* \(Unpaid\)$/);
    const ends = all.results.filter((e) => e.source === 'leaseEnd');
    expect(ends).toHaveLength(1);
    expect(ends[0]).toMatchObject({ editable: false, start: `${lease.endDate}T00:00:00.000Z`, link: `/leases/${tenancy.leaseId}` });
    const onlyEnds = await list(tenancy.landlord, `startDate=${lease.startDate}&endDate=${lease.endDate}&filter=leaseEnd`);
    expect(onlyEnds.results.map((e) => e.source)).toEqual(['leaseEnd']);
    // The tenant sees no landlord sources.
    expect((await list(tenancy.tenantUser, `startDate=${lease.startDate}&endDate=${lease.endDate}`)).meta.sources).toEqual(['calendar']);
  });
});

describe('reminders', () => {
  const reminderEvents = () => published.filter((e) => e.type === 'calendar.reminderDue') as Array<DomainEvent<'calendar.reminderDue'>>;

  it('fires each occurrence once, schedules the next, and a moved or deleted event moves or cancels it', async () => {
    const event = await createEvent(owner, { title: 'Gym', repeatDays: ['mon', 'wed'], reminders: ['fiveMinutes'] });
    const first = { eventId: event.id, offset: 'fiveMinutes', occurrenceStart: at(0) };
    const fireAt = new Date(Date.parse(at(0)) - 5 * 60_000);
    // The queued run is keyed by the occurrence: a second send with that key is refused.
    expect(await t.deps.jobs.send(CALENDAR_REMINDER_JOB, first, { key: `${event.id}:fiveMinutes:${at(0)}` })).toBeNull();

    expect(await t.deps.jobs.run(CALENDAR_REMINDER_JOB, fireAt, first)).toEqual({ status: 'sent', next: at(2) });
    expect(await t.deps.jobs.run(CALENDAR_REMINDER_JOB, fireAt, first)).toEqual({ status: 'skipped' });
    // The job's event is delivered off its path, and the notification e-mail is a job of its own.
    await t.settle();
    const due = reminderEvents().filter((e) => e.payload.eventId === event.id);
    expect(due).toHaveLength(1);
    expect(due[0]!.userIds).toEqual([owner.id]);
    expect(due[0]!.payload).toMatchObject({ occurrenceStart: at(0), link: `/calendar?event=${event.id}` });
    expect(due[0]!.payload.summary).toContain('Gym');
    const mail = (await readOutbox(t.dataDir)).filter((m) => m.to.includes(owner.email) && m.subject.includes('Gym'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(`/calendar?event=${event.id}`);

    // Moving the series to Tuesdays cancels Wednesday's queued reminder and queues Tuesday's.
    const wednesdayKey = `${event.id}:fiveMinutes:${at(2)}`;
    const moved = await inject('PUT', `/api/events/${event.id}`, owner, { start: at(1), end: at(1, 1), repeatDays: ['tue'] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await t.deps.jobs.cancel(CALENDAR_REMINDER_JOB, wednesdayKey)).toBe(0);
    expect(await t.deps.jobs.run(CALENDAR_REMINDER_JOB, new Date(Date.parse(at(2)) - 300_000), { ...first, occurrenceStart: at(2) })).toEqual({ status: 'stale' });
    const tuesday = { ...first, occurrenceStart: at(1) };
    expect(await t.deps.jobs.run(CALENDAR_REMINDER_JOB, new Date(Date.parse(at(1)) - 300_000), tuesday)).toEqual({ status: 'sent', next: at(8) });

    // Deleting it cancels the queued one; a run that still arrives finds nothing.
    expect((await inject('DELETE', `/api/events/${event.id}`, owner)).statusCode).toBe(204);
    expect(await t.deps.jobs.cancel(CALENDAR_REMINDER_JOB, `${event.id}:fiveMinutes:${at(8)}`)).toBe(0);
    expect(await t.deps.jobs.run(CALENDAR_REMINDER_JOB, new Date(Date.parse(at(8)) - 300_000), { ...first, occurrenceStart: at(8) })).toEqual({ status: 'gone' });
    expect(reminderEvents().filter((e) => e.payload.eventId === event.id)).toHaveLength(2);
  });

  it('the e2e clock fires a due reminder at the moved clock: a notification for the owner, the next occurrence queued', async () => {
    const e2e = await buildTestApp({ e2eClock: true });
    try {
      const e2eInject = injector(e2e);
      const user = await createUser(e2e, { role: 'homeOwner' });
      const created = await e2eInject('POST', '/api/events', user, { title: 'Swim', start: at(0), end: at(0, 1), repeatDays: ['mon', 'wed'], reminders: ['fiveMinutes'] });
      expect(created.statusCode, created.body).toBe(201);
      const id = json<CalendarEvent>(created).id;
      const clock = (date: string) => e2e.app.inject({ method: 'POST', url: '/api/e2e/clock/run-jobs', payload: { date } });
      const mine = (body: { due: Array<{ name: string; result?: unknown }> }) => body.due.filter((run) => run.name === CALENDAR_REMINDER_JOB);

      // The day before: nothing due. Monday noon (UTC): Monday's reminder fires once, Wednesday's waits.
      expect(mine(json(await clock(dateOf(at(-1)))))).toEqual([]);
      const monday = await clock(dateOf(at(0)));
      expect(monday.statusCode, monday.body).toBe(200);
      expect(mine(json(monday))).toEqual([expect.objectContaining({ status: 'done', result: { status: 'sent', next: at(2) } })]);
      expect(mine(json(await clock(dateOf(at(0)))))).toEqual([]);

      const notifications = await e2eInject('GET', '/api/notifications?seen=false', user);
      expect(notifications.statusCode, notifications.body).toBe(200);
      const body = json<{ results: Array<{ type: string; link: string }>; meta: { unseenCount: number } }>(notifications);
      expect(body.meta.unseenCount).toBe(1);
      expect(body.results[0]).toMatchObject({ type: 'calendarReminder', link: `/calendar?event=${id}` });
      expect(mine(json(await clock(dateOf(at(2)))))).toEqual([expect.objectContaining({ status: 'done', result: { status: 'sent', next: at(7) } })]);
    } finally {
      await e2e.close();
    }
  });

  it('reminds up to a week ahead: 1 day, 2 days and 1 week before, each fired at its time and written as a VALARM (issue 30 item 12)', async () => {
    const event = await createEvent(owner, { title: 'Boiler inspection', start: at(14, 9), end: at(14, 10), reminders: ['oneDay', 'twoDays', 'oneWeek'] });
    expect(event.reminders).toEqual(['oneDay', 'twoDays', 'oneWeek']);
    const weekBefore = { eventId: event.id, offset: 'oneWeek', occurrenceStart: at(14, 9) };
    // Queued with the event, keyed by offset and occurrence.
    expect(await t.deps.jobs.send(CALENDAR_REMINDER_JOB, weekBefore, { key: `${event.id}:oneWeek:${at(14, 9)}` })).toBeNull();
    expect(await t.deps.jobs.run(CALENDAR_REMINDER_JOB, new Date(at(7, 9)), weekBefore)).toEqual({ status: 'sent', next: null });
    expect(await t.deps.jobs.run(CALENDAR_REMINDER_JOB, new Date(at(12, 9)), { ...weekBefore, offset: 'twoDays' })).toEqual({ status: 'sent', next: null });
    await t.settle();
    expect(reminderEvents().filter((e) => e.payload.eventId === event.id)).toHaveLength(2);
    const file = await inject('GET', `/api/events/${event.id}/ics`, owner);
    expect(file.statusCode).toBe(200);
    const triggers = [...file.body.matchAll(/^TRIGGER:(.*)$/gm)].map((m) => m[1]!.trim()).sort();
    expect(triggers).toEqual(['-P1D', '-P2D', '-P7D']);
    // Nothing past a week: the API's own words for an unknown offset.
    const tooFar = await inject('POST', '/api/events', owner, { title: 'Far', start: at(20), end: at(20, 1), reminders: ['twoWeeks'] });
    expect(tooFar.statusCode).toBe(422);
  });

  it('queues one run per reminder offset and none for a past event', async () => {
    const event = await createEvent(owner, { title: 'Call', reminders: ['oneHour', 'tenMinutes'] });
    expect(await t.deps.jobs.cancel(CALENDAR_REMINDER_JOB, `${event.id}:oneHour:${at(0)}`)).toBe(1);
    expect(await t.deps.jobs.cancel(CALENDAR_REMINDER_JOB, `${event.id}:tenMinutes:${at(0)}`)).toBe(1);
    const past = await createEvent(owner, { title: 'Old', start: at(-40), end: at(-40, 1), reminders: ['fiveMinutes'] });
    expect(await t.deps.jobs.cancel(CALENDAR_REMINDER_JOB, `${past.id}:fiveMinutes:${at(-40)}`)).toBe(0);
  });
});

describe('ICS', () => {
  it('serves a secret, revocable feed that node-ical reads as the API\'s events, and one event as a file', async () => {
    const user = await createUser(t, { role: 'propertyManager' });
    const weekly = await createEvent(user, { title: 'Yoga', repeatDays: ['mon', 'wed'], repeatUntil: dateOf(at(16)), reminders: ['tenMinutes', 'oneHour'] });
    await createEvent(user, { title: 'Plumber visit', start: at(3, 4), end: at(3, 5), description: 'Kitchen sink' });
    await createEvent(user, { title: 'Moving day', type: 'task', allDay: true, start: at(5), end: at(5) });
    await createEvent(other, { title: 'Not mine', start: at(1), end: at(1, 1) });

    expect(json(await inject('GET', '/api/calendar/feed', user))).toMatchObject({ active: false, createdAt: null, sources: ['calendar'] });
    const link = json<{ url: string }>(await inject('POST', '/api/calendar/feed', user));
    expect(link.url).toMatch(/^http:\/\/lintel\.test\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(json(await inject('GET', '/api/calendar/feed', user))).toMatchObject({ active: true });
    const path = new URL(link.url).pathname;
    const feed = await inject('GET', path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');

    const parsed = Object.values(ical.sync.parseICS(feed.body)).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
    expect(parsed.map((e) => e.summary).sort()).toEqual(['Moving day', 'Plumber visit', 'Yoga']);
    const from = new Date(`${dateOf(at(-7))}T00:00:00Z`);
    const to = new Date(`${dateOf(at(30))}T00:00:00Z`);
    const api = await list(user, `startDate=${dateOf(at(-7))}&endDate=${addDays(dateOf(at(30)), -1)}&pageSize=100`);
    const fromIcs: string[] = [];
    for (const event of parsed) {
      const starts = event.rrule ? event.rrule.between(from, to, true) : [event.start];
      for (const start of starts) fromIcs.push(`${event.summary} ${event.datetype === 'date' ? `${dateOf(at(5))}T00:00:00.000Z` : new Date(start).toISOString()}`);
    }
    expect(fromIcs.sort()).toEqual(api.results.map((e) => `${e.title} ${e.start}`).sort());
    const yoga = parsed.find((e) => e.summary === 'Yoga')!;
    expect(yoga.rrule!.toString()).toContain('BYDAY=MO,WE');
    expect(feed.body.match(/BEGIN:VALARM/g)).toHaveLength(2);
    expect(feed.body).toContain('TRIGGER:-PT10M');
    expect(feed.body).toContain('TRIGGER:-PT1H');
    const plumber = parsed.find((e) => e.summary === 'Plumber visit')!;
    expect(new Date(plumber.end!).toISOString()).toBe(at(3, 5));
    expect(plumber.description).toBe('Kitchen sink');
    expect(parsed.find((e) => e.summary === 'Moving day')!.datetype).toBe('date');

    const one = await inject('GET', `/api/events/${weekly.id}/ics`, user);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-disposition']).toContain('attachment; filename="Yoga.ics"');
    const single = Object.values(ical.sync.parseICS(one.body)).filter((c) => c?.type === 'VEVENT');
    expect(single).toHaveLength(1);

    // Rotating makes the old URL a 404; revoking ends the new one.
    const rotated = json<{ url: string }>(await inject('POST', '/api/calendar/feed', user));
    expect((await inject('GET', path)).statusCode).toBe(404);
    expect((await inject('GET', new URL(rotated.url).pathname)).statusCode).toBe(200);
    expect((await inject('DELETE', '/api/calendar/feed', user)).statusCode).toBe(204);
    expect((await inject('GET', new URL(rotated.url).pathname)).statusCode).toBe(404);
    expect((await inject('GET', '/api/calendar/feed/not-a-token.ics')).statusCode).toBe(404);
  });
});
