/**
 * Reminders across two API instances on one PostgreSQL database (pg-boss): a reminder fires once.
 * Needs PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432): in CI a missing server fails this file;
 * elsewhere it is skipped with a warning (test/services.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CalendarEvent } from '@lintel/shared';
import { buildTestApp, json, readOutbox, type TestApp } from '../../test/build-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { postgresForTests, postgresUrl } from '../../test/services.ts';
import { CALENDAR_REMINDER_JOB } from './index.ts';

const available = await postgresForTests('calendar reminders on two instances');
/** LINTEL_TEST_CLOCK moves Date but not PostgreSQL's clock, which pg-boss's startAfter is compared with. */
const clockMoved = (Date as unknown as { movedBy?: number }).movedBy !== undefined;

describe.skipIf(!available)('calendar reminders on two instances sharing PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    const before = process.env.TEST_DATABASE_URL;
    process.env.TEST_DATABASE_URL = before ?? postgresUrl;
    try {
      a = await buildTestApp();
      b = await buildTestApp({}, { sameDatabaseAs: a });
    } finally {
      if (before === undefined) delete process.env.TEST_DATABASE_URL;
    }
    user = await createUser(a);
  });
  afterAll(async () => {
    await b?.deps.jobs.stop();
    await a?.deps.jobs.stop();
    await b?.close();
    await a?.close();
  });

  const dueEvents = async (eventId: string) => {
    const result = (await a.deps.db.execute(sql`select count(*)::int as n from outbox where type = 'calendar.reminderDue' and payload->>'eventId' = ${eventId}`)) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  };
  const mails = async (title: string) =>
    [...(await readOutbox(a.dataDir)), ...(await readOutbox(b.dataDir))].filter((mail) => mail.subject.includes(title)).length;

  async function create(title: string, start: Date) {
    const response = await a.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: user.headers,
      payload: { title, start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString(), reminders: ['fiveMinutes'] },
    });
    expect(response.statusCode, response.body).toBe(201);
    return json<CalendarEvent>(response);
  }

  it('runs on pg-boss', () => {
    expect(a.deps.jobs.kind).toBe('pg-boss');
    expect(b.deps.jobs.kind).toBe('pg-boss');
  });

  it('the same reminder run on both instances at once is sent once', async () => {
    const start = new Date(Date.now() + 3 * 86_400_000);
    const event = await create('Concurrent check', start);
    const payload = { eventId: event.id, offset: 'fiveMinutes', occurrenceStart: start.toISOString() };
    const fireAt = new Date(start.getTime() - 300_000);
    const results = await Promise.all([a.deps.jobs.run(CALENDAR_REMINDER_JOB, fireAt, payload), b.deps.jobs.run(CALENDAR_REMINDER_JOB, fireAt, payload)]);
    expect(results.map((result) => (result as { status: string }).status).sort()).toEqual(['sent', 'skipped']);
    // Delivered off the job's path; the notification's e-mail is a job of its own.
    await Promise.all([a.settle(), b.settle()]);
    expect(await dueEvents(event.id)).toBe(1);
    expect(await mails('Concurrent check')).toBe(1);
  });

  it.skipIf(clockMoved)('a queued reminder fires once when both instances run the queue', { timeout: 60_000 }, async () => {
    await a.deps.jobs.start();
    await b.deps.jobs.start();
    // Fires 3 s from now: start = now + 5 min + 3 s.
    const event = await create('Queued check', new Date(Date.now() + 303_000));
    const deadline = Date.now() + 40_000;
    while (Date.now() < deadline && ((await dueEvents(event.id)) === 0 || (await mails('Queued check')) === 0)) await new Promise((resolve) => setTimeout(resolve, 250));
    // Give a duplicate run every chance to land before counting.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await dueEvents(event.id)).toBe(1);
    expect(await mails('Queued check')).toBe(1);
  });
});
