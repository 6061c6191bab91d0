/**
 * Issue 20: the process dies right after a calendar event's commit — before anything after the
 * transaction could schedule its reminder — and the reminder still fires, once, from a new instance
 * on the same database (the job is queued in the event's transaction; the in-process runner keeps
 * it in `job_runs`, pg-boss in `pgboss.job`). On the embedded database and on PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { CalendarEvent } from '@lintel/shared';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createUser } from '../../test/factories.ts';
import { postgresForTests, postgresUrl } from '../../test/services.ts';
import { outbox } from '../../platform/events/events.table.ts';
import type { Database } from '../../platform/db.ts';
import { CALENDAR_REMINDER_JOB } from './index.ts';

const hasPostgres = await postgresForTests('the PostgreSQL case of calendar.reminder-crash');
const databases: Array<[string, string | undefined]> = [['embedded database', undefined], ...(hasPostgres ? [['PostgreSQL', postgresUrl] as [string, string]] : [])];

/** Makes the next transaction on `db` "kill the process" right after its commit: nothing after it runs. */
function dieAfterNextCommit(db: Database): () => void {
  const original = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<Database['transaction']>) => {
    await original(...args);
    db.transaction = original;
    throw new Error('killed right after the commit');
  }) as Database['transaction'];
  return () => void (db.transaction = original);
}

describe.each(databases)('a calendar reminder survives a crash right after the commit (%s)', (_name, databaseUrl) => {
  it('fires once from the restarted app', async () => {
    const crashed = await buildTestApp({}, databaseUrl ? { postgresUrl: databaseUrl } : {});
    let restarted: TestApp | undefined;
    try {
      const owner = await createUser(crashed, { role: 'homeOwner' });
      const start = new Date(Date.now() + 3 * 86_400_000);
      start.setUTCSeconds(0, 0);
      const restore = dieAfterNextCommit(crashed.deps.db);
      const response = await crashed.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: owner.headers,
        payload: { title: 'Boiler service', type: 'calendarEvent', start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString(), reminders: ['oneHour'] },
      });
      restore();
      expect(response.statusCode).toBe(500); // the "process" died after the commit
      const list = await crashed.app.inject({ method: 'GET', url: `/api/events?startDate=${start.toISOString().slice(0, 10)}&endDate=${start.toISOString().slice(0, 10)}`, headers: owner.headers });
      const [event] = json<{ results: CalendarEvent[] }>(list).results;
      expect(event?.title).toBe('Boiler service');

      // A new instance on the same database; the dead one's runner never saw the job.
      restarted = await buildTestApp({}, { ...(databaseUrl ? { postgresUrl: databaseUrl } : {}), sameDatabaseAs: crashed });
      const fireAt = new Date(start.getTime() - 3_600_000);
      expect(await restarted.deps.jobs.runDue(new Date(fireAt.getTime() - 60_000), [CALENDAR_REMINDER_JOB])).toEqual([]);
      expect(await restarted.deps.jobs.runDue(fireAt, [CALENDAR_REMINDER_JOB])).toEqual([
        expect.objectContaining({ name: CALENDAR_REMINDER_JOB, status: 'done', result: { status: 'sent', next: null } }),
      ]);
      // Once: neither instance finds it again.
      const later = new Date(start.getTime() + 86_400_000);
      expect(await restarted.deps.jobs.runDue(later, [CALENDAR_REMINDER_JOB])).toEqual([]);
      expect(await crashed.deps.jobs.runDue(later, [CALENDAR_REMINDER_JOB])).toEqual([]);
      await restarted.settle();
      const due = await restarted.deps.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.type, 'calendar.reminderDue'), sql`${outbox.payload}->>'eventId' = ${event!.id}`));
      expect(due).toHaveLength(1);
      expect(due[0]?.publishedAt).toBeInstanceOf(Date);
    } finally {
      await restarted?.close();
      await crashed.close();
    }
  });
});
