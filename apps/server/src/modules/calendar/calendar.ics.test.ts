/**
 * Issue 25 item 3: every text an ICS output writes is escaped and folded per RFC 5545 — the one-event
 * download (whose calendar name is the title) and the feed. A title stored with CR/LF, commas,
 * semicolons and backslashes (the API refuses line breaks in titles now, so it is written straight
 * into the table, as older rows may hold) must stay one property: node-ical reads one event with the
 * same text, no injected property or alarm, and no line is longer than 75 octets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ical from 'node-ical';
import { eq } from 'drizzle-orm';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { injector } from '../../test/money-factories.ts';
import { calendarEvents } from './calendar.table.ts';
import { escapeIcsText } from './calendar.ics.ts';

let t: TestApp;
let user: TestUser;
let inject: ReturnType<typeof injector>;
beforeAll(async () => {
  t = await buildTestApp();
  inject = injector(t);
  user = await createUser(t, { role: 'homeOwner' });
});
afterAll(() => t.close());

const hostile = `Party, food; drinks \\ more\r\nBEGIN:VALARM\r\nTRIGGER:-PT1M\r\nEND:VALARM\nX-INJECTED:1\rEND:VEVENT ${'é'.repeat(60)}`;

function expectWellFormed(body: string) {
  for (const line of body.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  expect(body).not.toMatch(/^X-INJECTED/m);
  expect(body).not.toMatch(/^TRIGGER:-PT1M/m);
  const components = Object.values(ical.sync.parseICS(body));
  const events = components.filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
  expect(events).toHaveLength(1);
  // node-ical turns the escaped `\n` back into a line feed: the text comes back whole.
  expect(events[0]!.summary).toBe(hostile.replace(/\r\n|\r/g, '\n'));
  expect(events[0]!.description).toBe(hostile.replace(/\r\n|\r/g, '\n'));
  expect(body).not.toMatch(/^BEGIN:VALARM/m);
}

describe('ICS text escaping', () => {
  it('escapes backslash, semicolon, comma and every line break', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('a hostile title and description stay one property in the .ics download and in the feed', async () => {
    // A week ahead of the (possibly moved) clock, inside the feed's window.
    const start = new Date(Date.now() + 7 * 86_400_000);
    const created = await inject('POST', '/api/events', user, { title: 'Party', start: start.toISOString(), end: new Date(start.getTime() + 2 * 3_600_000).toISOString() });
    expect(created.statusCode, created.body).toBe(201);
    const id = json<{ id: string }>(created).id;
    await t.deps.db.update(calendarEvents).set({ title: hostile, description: hostile }).where(eq(calendarEvents.id, id));

    const one = await inject('GET', `/api/events/${id}/ics`, user);
    expect(one.statusCode).toBe(200);
    expectWellFormed(one.body);
    expect(one.body).toContain('X-WR-CALNAME:Party\\, food\\; drinks \\\\ more\\nBEGIN:VALARM\\nTRIGGER');

    const link = json<{ url: string }>(await inject('POST', '/api/calendar/feed', user));
    const feed = await inject('GET', new URL(link.url).pathname);
    expect(feed.statusCode).toBe(200);
    expectWellFormed(feed.body);
  });
});
