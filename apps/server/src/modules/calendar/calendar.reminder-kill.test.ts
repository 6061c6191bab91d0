/**
 * Issue 20 on a real server process: a calendar event with a reminder is committed, and the process is
 * killed with SIGKILL right there — the request stops after its transaction (LINTEL_TEST_PAUSE_AT=
 * calendar.created, a test-only hook refused in production), before anything after the commit ran or
 * answered. A new process on the same data then fires the reminder once, at its time (the e2e clock's
 * run-jobs): the reminder's job was written in the event's transaction. On the embedded default (the
 * PostgreSQL server Lintel starts in DATA_DIR/pg) and on a PostgreSQL server (DATABASE_URL).
 * The in-process variant on PGlite is calendar.reminder-crash.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { CalendarEvent } from '@lintel/shared';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { postgresForTests, scratchPostgresDatabase } from '../../test/services.ts';
import { signIn, startServer, fileCleanups } from '../../test/server-process.ts';
import { pausedLine } from '../../platform/test-pause.ts';
import { CALENDAR_REMINDER_JOB } from './index.ts';

const pgUp = await postgresForTests('the PostgreSQL case of calendar.reminder-kill');
const DAY_MS = 86_400_000;

const { cleanups, tempDir } = fileCleanups();

/** Reads until `check` passes (every 250 ms; a real server on a busy machine: up to 2 minutes). */
async function waitFor<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const giveUpAt = Date.now() + 120_000;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > giveUpAt) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface DueRun {
  name: string;
  status: 'done' | 'failed';
  result?: unknown;
}

/** The e-mails in DATA_DIR/outbox whose text mentions `title`. */
async function mailsAbout(dataDir: string, title: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  const texts = await Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
  return texts.filter((text) => text.includes(title));
}

async function killBetweenCommitAndReminderThenRestart(env: Record<string, string>) {
  const title = `Boiler service ${randomBytes(3).toString('hex')}`;
  // Five days ahead at 10:00 UTC; the one-hour reminder is due at 09:00, before the e2e clock's noon.
  const start = new Date(Date.now() + 5 * DAY_MS);
  start.setUTCHours(10, 0, 0, 0);
  const day = start.toISOString().slice(0, 10);

  const paused = await startServer({ ...env, SEED_DEMO: '1', LINTEL_TEST_PAUSE_AT: 'calendar.created' });
  let answered = false;
  try {
    const headers = await signIn(paused.baseUrl, 'manager@demo.lintel.app', DEMO_PASSWORD);
    const request = fetch(`${paused.baseUrl}/api/events`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title, type: 'calendarEvent', start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString(), reminders: ['oneHour'] }),
    }).then(
      () => (answered = true),
      () => undefined,
    );
    // The request's transaction committed; it now waits at the pause point, and dies there.
    const stopped = await waitFor(async () => paused.output(), (output) => output.includes(pausedLine('calendar.created')));
    expect(stopped).toContain(pausedLine('calendar.created'));
    paused.child.kill('SIGKILL');
    expect(await paused.exited).toBe('SIGKILL');
    await request;
    expect(answered).toBe(false); // the client never heard back: the process died after the commit
  } finally {
    if (paused.child.exitCode === null && paused.child.signalCode === null) paused.child.kill('SIGKILL');
  }

  const restarted = await startServer({ ...env, SEED_DEMO: '0', LINTEL_E2E_CLOCK: '1' });
  try {
    const headers = await signIn(restarted.baseUrl, 'manager@demo.lintel.app', DEMO_PASSWORD);
    const listed = await fetch(`${restarted.baseUrl}/api/events?startDate=${day}&endDate=${day}`, { headers });
    const event = ((await listed.json()) as { results: CalendarEvent[] }).results.find((entry) => entry.title === title);
    expect(event?.reminders).toEqual(['oneHour']); // the change was committed before the kill

    const runJobs = async (date: string) => {
      const response = await fetch(`${restarted.baseUrl}/api/e2e/clock/run-jobs`, { method: 'POST', headers, body: JSON.stringify({ date }) });
      expect(response.status).toBe(200);
      return ((await response.json()) as { due: DueRun[] }).due.filter((run) => run.name === CALENDAR_REMINDER_JOB);
    };
    const dayBefore = new Date(start.getTime() - DAY_MS).toISOString().slice(0, 10);
    const notificationsAbout = async () => {
      const response = await fetch(`${restarted.baseUrl}/api/notifications?pageSize=50`, { headers });
      return ((await response.json()) as { results: Array<{ type: string; body: string }> }).results.filter((row) => row.body.includes(title));
    };

    // Not yet due the day before (the demo's own reminders may be); due on the day, at 09:00.
    await runJobs(dayBefore);
    expect(await notificationsAbout()).toEqual([]);
    const fired = await runJobs(day);
    expect(fired.filter((run) => run.status === 'failed')).toEqual([]);
    expect(fired.filter((run) => (run.result as { status?: string } | undefined)?.status === 'sent').length).toBeGreaterThanOrEqual(1);
    const told = await waitFor(notificationsAbout, (rows) => rows.length > 0);
    expect(told).toEqual([expect.objectContaining({ type: 'calendarReminder' })]);
    // The reminder's e-mail (calendarReminder defaults to both) goes out once, as a job of its consumer.
    expect(await waitFor(() => mailsAbout(env.DATA_DIR!, title), (mails) => mails.length > 0)).toHaveLength(1);

    // Once: nothing more is due that day, and after the next day's runs the bell and the outbox still hold one.
    expect(await runJobs(day)).toEqual([]);
    await runJobs(new Date(start.getTime() + DAY_MS).toISOString().slice(0, 10));
    expect(await notificationsAbout()).toHaveLength(1);
    expect(await mailsAbout(env.DATA_DIR!, title)).toHaveLength(1);
  } finally {
    restarted.child.kill('SIGTERM');
    await restarted.exited;
  }
}

describe('a calendar reminder survives SIGKILL between the commit and anything after it', () => {
  it('embedded default (PostgreSQL in DATA_DIR/pg): the restarted server fires it once', async () => {
    await killBetweenCommitAndReminderThenRestart({ DATA_DIR: await tempDir('lintel-reminder-kill-'), JWT_SECRET: randomBytes(24).toString('hex') });
  }, 600_000);

  it.skipIf(!pgUp)('PostgreSQL (DATABASE_URL): the restarted server fires it once', async () => {
    const scratch = await scratchPostgresDatabase('lintel_reminder_kill');
    cleanups.push(scratch.drop);
    await killBetweenCommitAndReminderThenRestart({ DATA_DIR: await tempDir('lintel-reminder-kill-pg-'), DATABASE_URL: scratch.url, JWT_SECRET: randomBytes(24).toString('hex') });
  }, 600_000);
});
