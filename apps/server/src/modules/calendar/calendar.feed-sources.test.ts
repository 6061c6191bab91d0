/**
 * Issue 21 item 15: the ICS feed carries the sources its owner chose — own events by default, and rent
 * due, lease ends, service due dates and work orders on request — with the same entries GET /events
 * shows; the ETag changes with the choice. A source the role does not see is 403; no feed is 404.
 * Issue 22 item 2: a reminder e-mail gives the time in the recipient's profile zone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ical from 'node-ical';
import type { CalendarEvent, CalendarEventListResponse, CalendarFeedStatus } from '@lintel/shared';
import { buildTestApp, json, readOutbox, type TestApp } from '../../test/build-app.ts';
import { createUser } from '../../test/factories.ts';
import { createTenancy, injector } from '../../test/money-factories.ts';
import { CALENDAR_REMINDER_JOB } from './index.ts';

let t: TestApp;
let inject: ReturnType<typeof injector>;
beforeAll(async () => {
  t = await buildTestApp();
  inject = injector(t);
});
afterAll(() => t.close());

const vevents = (body: string) => Object.values(ical.sync.parseICS(body)).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];

describe('feed sources', () => {
  it('carries own events by default, rent due and lease ends when chosen, as GET /events shows them', async () => {
    const tenancy = await createTenancy(t);
    const { landlord } = tenancy;
    const lease = json<{ startDate: string; endDate: string }>(await inject('GET', `/api/leases/${tenancy.leaseId}`, landlord));
    const created = await inject('POST', '/api/events', landlord, { title: 'Inspection', start: `${lease.startDate}T15:00:00Z`, end: `${lease.startDate}T16:00:00Z` });
    expect(created.statusCode, created.body).toBe(201);

    // No feed yet: the default is own events only, and the landlord may add every source.
    const before = json<CalendarFeedStatus>(await inject('GET', '/api/calendar/feed', landlord));
    expect(before).toMatchObject({ active: false, sources: ['calendar'] });
    expect(before.availableSources).toEqual(['calendar', 'leaseEnd', 'rentDue', 'serviceDue', 'workOrder']);
    expect((await inject('PUT', '/api/calendar/feed', landlord, { sources: ['rentDue'] })).statusCode).toBe(404);

    const link = json<{ url: string }>(await inject('POST', '/api/calendar/feed', landlord));
    const path = new URL(link.url).pathname;
    const first = await inject('GET', path);
    expect(vevents(first.body).map((e) => e.summary)).toEqual(['Inspection']);

    const updated = await inject('PUT', '/api/calendar/feed', landlord, { sources: ['rentDue', 'calendar', 'leaseEnd'] });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json<CalendarFeedStatus>(updated)).toMatchObject({ active: true, sources: ['calendar', 'leaseEnd', 'rentDue'] });
    expect(json<CalendarFeedStatus>(await inject('GET', '/api/calendar/feed', landlord)).sources).toEqual(['calendar', 'leaseEnd', 'rentDue']);

    // The old ETag no longer matches: a calendar app asking with it gets the new body.
    const second = await inject('GET', path, undefined, undefined);
    const again = await t.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    const parsed = vevents(second.body);
    const api = json<CalendarEventListResponse>(
      await inject('GET', `/api/events?startDate=${lease.startDate}&endDate=${lease.endDate}&filter=rentDue,leaseEnd&pageSize=100`, landlord),
    ).results;
    const rent = api.filter((e: CalendarEvent) => e.source === 'rentDue');
    expect(rent.length).toBeGreaterThan(0);
    // Every rent-due and lease-end entry of the API is in the feed, on its date, with its text and page.
    for (const entry of api) {
      const match = parsed.find((e) => e.summary === entry.title && new Date(e.start).toISOString().slice(0, 10) === entry.start.slice(0, 10));
      expect(match, `${entry.title} ${entry.start}`).toBeDefined();
      expect(match!.datetype).toBe('date');
      const url = (match as unknown as { url?: string | { val: string } }).url;
      expect(typeof url === 'string' ? url : url?.val).toBe(`http://lintel.test${entry.link}`);
      if (entry.description) expect(match!.description).toBe(entry.description);
    }
    expect(parsed.filter((e) => e.summary === 'Inspection')).toHaveLength(1);
    // UIDs stay unique although one lease's rent recurs.
    expect(new Set(parsed.map((e) => e.uid)).size).toBe(parsed.length);

    // Without own events the feed drops them; the cached body of the earlier choice is not served.
    await inject('PUT', '/api/calendar/feed', landlord, { sources: ['rentDue'] });
    const third = vevents((await inject('GET', path)).body);
    expect(third.some((e) => e.summary === 'Inspection')).toBe(false);
    expect(third.length).toBe(rent.length);
    // Rotating the link keeps the choice.
    await inject('POST', '/api/calendar/feed', landlord);
    expect(json<CalendarFeedStatus>(await inject('GET', '/api/calendar/feed', landlord)).sources).toEqual(['rentDue']);
  });

  it('refuses a source the role does not see (403) and a bad body (422 with details)', async () => {
    const tenant = await createUser(t, { role: 'tenant' });
    await inject('POST', '/api/calendar/feed', tenant);
    const status = json<CalendarFeedStatus>(await inject('GET', '/api/calendar/feed', tenant));
    expect(status.availableSources).toEqual(['calendar']);
    const refused = await inject('PUT', '/api/calendar/feed', tenant, { sources: ['calendar', 'rentDue'] });
    expect(refused.statusCode).toBe(403);
    expect(json<{ details: Array<{ path: string }> }>(refused).details[0]!.path).toBe('sources');
    const bad = await inject('PUT', '/api/calendar/feed', tenant, { sources: ['birthdays'] });
    expect(bad.statusCode).toBe(422);
    expect(json<{ details: unknown[] }>(bad).details.length).toBeGreaterThan(0);
    expect(json<CalendarFeedStatus>(await inject('GET', '/api/calendar/feed', tenant)).sources).toEqual(['calendar']);
  });
});

describe('reminder e-mails in the recipient\'s zone', () => {
  it('gives a New York series\' time in the owner\'s Los Angeles profile zone, in winter and in summer time', async () => {
    const owner = await createUser(t, { role: 'homeOwner' });
    expect((await inject('PUT', '/api/users/update/user-details', owner, { timeZone: 'America/Los_Angeles' })).statusCode).toBe(200);
    const year = new Date().getUTCFullYear() + 1;
    const firstMonday = (month: number) => {
      let day = 1;
      while (new Date(Date.UTC(year, month, day)).getUTCDay() !== 1) day += 1;
      return day;
    };
    const day = firstMonday(0);
    const july = firstMonday(6);
    // 09:00 in New York on the first Monday of January (EST, UTC-5) and of July (EDT, UTC-4), weekly.
    for (const start of [new Date(Date.UTC(year, 0, day, 14)), new Date(Date.UTC(year, 6, july, 13))]) {
      const created = await inject('POST', '/api/events', owner, {
        title: 'Board call', start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString(),
        timeZone: 'America/New_York', repeatDays: ['mon'], reminders: ['fiveMinutes'],
      });
      expect(created.statusCode, created.body).toBe(201);
      const payload = { eventId: json<CalendarEvent>(created).id, offset: 'fiveMinutes', occurrenceStart: start.toISOString() };
      expect(await t.deps.jobs.run(CALENDAR_REMINDER_JOB, new Date(start.getTime() - 300_000), payload)).toMatchObject({ status: 'sent' });
    }
    await t.settle();
    const mails = (await readOutbox(t.dataDir)).filter((m) => m.to.includes(owner.email) && m.subject.includes('Board call'));
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.text.match(/Board call, (.*)/)?.[1]?.trim()).sort()).toEqual([`Mon, Jan ${day}, 6:00 AM PST`, `Mon, Jul ${july}, 6:00 AM PDT`].sort());
  });
});
