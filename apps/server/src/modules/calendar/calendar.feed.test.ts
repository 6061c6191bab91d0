/**
 * Issue 23: the ICS feed is rendered without blocking the event loop, kept per feed until one of its
 * events changes (ETag, 304), and capped in bytes. The text is the same as ical-generator's whole
 * calendar (the folding was its slow part).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldLines } from 'ical-generator';
import ical from 'node-ical';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { injector } from '../../test/money-factories.ts';
import { foldIcsLines, renderIcs, renderIcsFeed } from './calendar.ics.ts';
import type { CalendarEventRow } from './calendar.repository.ts';

let t: TestApp;
let inject: ReturnType<typeof injector>;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injector(t);
  user = await createUser(t, { role: 'homeOwner' });
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const start = Date.UTC(2031, 2, 3, 9, 30);

function row(n: number, overrides: Partial<CalendarEventRow> = {}): CalendarEventRow {
  return {
    id: `0190a0b0-0000-7000-8000-${String(n).padStart(12, '0')}`,
    accountId: '0190a0b0-0000-7000-8000-000000000000',
    title: `Event ${n} — réunion 🏠`,
    description: `Line one, with; specials\nand a long tail ${'ü€'.repeat(60)}`,
    startsAt: new Date(start + n * DAY_MS),
    endsAt: new Date(start + n * DAY_MS + 3_600_000),
    allDay: false,
    repeatDays: n % 5 === 0 ? ['mon', 'wed'] : [],
    repeatUntil: null,
    reminders: ['tenMinutes', 'oneHour'],
    createdAt: new Date(start),
    updatedAt: new Date(start),
    ...overrides,
  } as CalendarEventRow;
}

describe('feed rendering', () => {
  it('folds lines exactly as ical-generator does (multi-byte, emoji, lone surrogates)', () => {
    const samples = [
      'DESCRIPTION:' + 'a'.repeat(200),
      'SUMMARY:' + 'é'.repeat(90) + '\r\nX:' + '🏠'.repeat(40),
      'X:' + 'ab\ud800c'.repeat(30) + '\r\nY:\ud83c\r\nZ:' + '€'.repeat(50) + '\udc00'.repeat(10),
      'A:\r\n\r\nB:' + 'x'.repeat(74) + '\r\nC:' + 'y'.repeat(75),
    ];
    for (const sample of samples) expect(foldIcsLines(sample)).toBe(foldLines(sample));
  });

  it('writes the same calendar as ical-generator, giving the event loop turns while it works', async () => {
    const events = Array.from({ length: 60 }, (_, n) => row(n));
    let turns = 0;
    const ticker = setInterval(() => (turns += 1), 0);
    const feed = await renderIcsFeed('Lintel', events, 'https://lintel.example', 8 * 1024 * 1024);
    clearInterval(ticker);
    expect(feed.body.toString('utf8')).toBe(renderIcs('Lintel', events, 'https://lintel.example'));
    expect(feed.omitted).toBe(0);
    // 60 events are rendered in 3 slices: timers ran between them.
    expect(turns).toBeGreaterThan(0);
  });

  it('stops before the byte cap: the latest-starting events are left out, the file stays valid', async () => {
    const events = Array.from({ length: 40 }, (_, n) => row(n));
    const whole = await renderIcsFeed('Lintel', events, 'https://lintel.example', 8 * 1024 * 1024);
    const cap = Math.floor(whole.body.length / 2);
    const capped = await renderIcsFeed('Lintel', events, 'https://lintel.example', cap);
    expect(capped.body.length).toBeLessThanOrEqual(cap);
    expect(capped.omitted).toBeGreaterThan(0);
    const parsed = Object.values(ical.sync.parseICS(capped.body.toString('utf8'))).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
    expect(parsed).toHaveLength(40 - capped.omitted);
    expect(parsed.map((e) => e.summary)).toEqual(events.slice(0, parsed.length).map((e) => e.title));
  });
});

describe('GET /api/calendar/feed/{token}.ics', () => {
  it('answers an ETag, 304 to If-None-Match, and a new ETag and body once an event changes', async () => {
    const when = { start: new Date(Date.now() + 3 * DAY_MS).toISOString(), end: new Date(Date.now() + 3 * DAY_MS + 3_600_000).toISOString() };
    const created = json<{ id: string }>(await inject('POST', '/api/events', user, { title: 'Gutters', ...when }));
    const path = new URL(json<{ url: string }>(await inject('POST', '/api/calendar/feed', user)).url).pathname;
    const first = await t.app.inject({ method: 'GET', url: path });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/calendar');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.body).toContain('SUMMARY:Gutters');

    const unchanged = await t.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect((await t.app.inject({ method: 'GET', url: path })).body).toBe(first.body);

    const edited = await inject('PUT', `/api/events/${created.id}`, user, { title: 'Gutters and roof', ...when });
    expect(edited.statusCode, edited.body).toBe(200);
    const changed = await t.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('SUMMARY:Gutters and roof');

    expect((await inject('DELETE', `/api/events/${created.id}`, user)).statusCode).toBe(204);
    const emptied = await t.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': changed.headers.etag as string } });
    expect(emptied.statusCode).toBe(200);
    expect(emptied.body).not.toContain('Gutters');
  });
});
