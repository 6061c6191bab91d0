/**
 * Durable jobs (issue 9): the in-process runner (embedded default) and pg-boss on PostgreSQL behind
 * one interface. On PostgreSQL (TEST_DATABASE_URL), two runners on one database stand for two
 * instances: a scheduled job runs once, each sent job runs once, a failing job is retried and its
 * failure logged with the job id; a keyed job can be cancelled before it runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { cronMatches, defineJob, parseCron, type Jobs } from './jobs.ts';
import { createInProcessJobs } from './in-process.ts';
import { createPgBossJobs } from './pg-boss.ts';
import { openDatabase, type DatabaseHandle } from '../db.ts';

interface LogLine {
  level: number;
  msg: string;
  job?: string;
  jobId?: string;
  attempt?: number;
  willRetry?: boolean;
}

/** A real pino logger (through Fastify) writing parsed lines into `lines`. */
function captureLogger(lines: LogLine[]): FastifyBaseLogger {
  const fastify = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } } });
  return fastify.log;
}

async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('cron (UTC, 5 fields)', () => {
  const at = (iso: string) => new Date(iso);
  it.each([
    ['0 * * * *', '2026-03-01T10:00:00Z', true],
    ['0 * * * *', '2026-03-01T10:01:00Z', false],
    ['*/15 9-17 * * 1-5', '2026-03-02T09:45:00Z', true], // a Monday
    ['*/15 9-17 * * 1-5', '2026-03-01T09:45:00Z', false], // a Sunday
    ['30 6 1,15 * *', '2026-03-15T06:30:00Z', true],
    ['0 0 * * 7', '2026-03-01T00:00:00Z', true], // 7 is Sunday too
    ['0 0 13 * 5', '2026-03-06T00:00:00Z', true], // day of month or day of week when both are set
  ])('%s matches %s: %s', (cron, iso, expected) => {
    expect(cronMatches(parseCron(cron), at(iso))).toBe(expected);
  });

  it.each(['* * * *', '60 * * * *', 'MON * * * *', '5-1 * * * *'])('refuses %s', (cron) => {
    expect(() => parseCron(cron)).toThrow();
  });
});

/** Test jobs: a flaky one (fails on its first attempt) and a counter; calls recorded per job id. */
function testJobs(calls: { job: string; jobId: string; attempt: number; n?: number }[]) {
  return {
    flaky: defineJob({
      name: 'test.flaky',
      schema: z.object({ n: z.number().int() }),
      retryLimit: 2,
      retryDelaySeconds: 1,
      handler: async ({ n }, { jobId, attempt }) => {
        calls.push({ job: 'test.flaky', jobId, attempt, n });
        if (attempt === 1) throw new Error('first attempt fails');
        return { n };
      },
    }),
    counter: defineJob({
      name: 'test.counter',
      schema: z.object({ n: z.number().int() }),
      handler: async ({ n }, { jobId, attempt }) => void calls.push({ job: 'test.counter', jobId, attempt, n }),
    }),
    tick: defineJob({
      name: 'test.tick',
      schema: z.object({}),
      handler: async (_payload, { jobId, attempt }) => void calls.push({ job: 'test.tick', jobId, attempt }),
    }),
  };
}

function registerAll(runner: Jobs, jobs: ReturnType<typeof testJobs>) {
  runner.register(jobs.flaky);
  runner.register(jobs.counter);
  runner.register(jobs.tick);
}

describe('in-process runner (embedded default)', () => {
  // Its queue is the job_runs table of the embedded database.
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(async () => {
    await database?.close();
  });
  it('retries a failing job with backoff and logs the failure with the job id', async () => {
    const lines: LogLine[] = [];
    const calls: { job: string; jobId: string; attempt: number }[] = [];
    const runner = createInProcessJobs({ db: database.db, log: captureLogger(lines), pollMs: 50 });
    registerAll(runner, testJobs(calls));
    await runner.start();
    try {
      const id = await runner.send('test.flaky', { n: 1 });
      await until(() => calls.length === 2);
      expect(calls).toEqual([
        { job: 'test.flaky', jobId: id, attempt: 1, n: 1 },
        { job: 'test.flaky', jobId: id, attempt: 2, n: 1 },
      ]);
      const failures = lines.filter((line) => line.msg === 'job failed');
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatchObject({ job: 'test.flaky', jobId: id, attempt: 1, willRetry: true });
      await expect(runner.send('test.flaky', { n: 'x' })).rejects.toThrow();
    } finally {
      await runner.stop();
    }
  });

  it('a keyed run is queued once and can be cancelled before it runs', async () => {
    const calls: { job: string; jobId: string; attempt: number }[] = [];
    const runner = createInProcessJobs({ db: database.db, log: captureLogger([]), pollMs: 50 });
    registerAll(runner, testJobs(calls));
    await runner.start();
    try {
      const later = new Date(Date.now() + 60 * 60 * 1000);
      expect(await runner.send('test.counter', { n: 1 }, { key: 'reminder-1', startAfter: later })).toEqual(expect.any(String));
      expect(await runner.send('test.counter', { n: 2 }, { key: 'reminder-1', startAfter: later })).toBeNull();
      expect(await runner.cancel('test.counter', 'reminder-1')).toBe(1);
      expect(await runner.cancel('test.counter', 'reminder-1')).toBe(0);
      const now = await runner.send('test.counter', { n: 3 }, { key: 'reminder-1' });
      await until(() => calls.length === 1);
      expect(calls).toEqual([{ job: 'test.counter', jobId: now, attempt: 1, n: 3 }]);
    } finally {
      await runner.stop();
    }
  });

  it('a run 40 days ahead waits (a Node timer past 24.8 days would fire at once)', async () => {
    const calls: { job: string; jobId: string; attempt: number }[] = [];
    const runner = createInProcessJobs({ db: database.db, log: captureLogger([]), pollMs: 50 });
    registerAll(runner, testJobs(calls));
    await runner.start();
    try {
      const fortyDays = new Date(Date.now() + 40 * 24 * 60 * 60 * 1000);
      await runner.send('test.counter', { n: 1 }, { key: 'next-month', startAfter: fortyDays });
      const soon = await runner.send('test.counter', { n: 2 });
      await until(() => calls.length >= 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(calls).toEqual([{ job: 'test.counter', jobId: soon, attempt: 1, n: 2 }]);
      expect(await runner.cancel('test.counter', 'next-month')).toBe(1);
    } finally {
      await runner.stop();
    }
  });

  it('runDue runs the queued runs due at a moved clock, with that clock, once each', async () => {
    const seen: Array<{ n: number; now: string; jobId: string }> = [];
    const runner = createInProcessJobs({ db: database.db, log: captureLogger([]), pollMs: 50 });
    runner.register(defineJob({ name: 'test.at', schema: z.object({ n: z.number().int() }), handler: async ({ n }, { now, jobId }) => (seen.push({ n, now: now.toISOString(), jobId }), n * 10) }));
    await runner.start();
    try {
      const hour = 60 * 60 * 1000;
      const base = Date.now();
      const second = await runner.send('test.at', { n: 2 }, { key: 'b', startAfter: new Date(base + 2 * hour) });
      const first = await runner.send('test.at', { n: 1 }, { key: 'a', startAfter: new Date(base + hour) });
      const later = await runner.send('test.at', { n: 3 }, { key: 'c', startAfter: new Date(base + 5 * hour) });
      const moved = new Date(base + 3 * hour);
      expect(await runner.runDue(moved)).toEqual([
        { name: 'test.at', jobId: first, status: 'done', result: 10 },
        { name: 'test.at', jobId: second, status: 'done', result: 20 },
      ]);
      expect(seen).toEqual([
        { n: 1, now: moved.toISOString(), jobId: first },
        { n: 2, now: moved.toISOString(), jobId: second },
      ]);
      // Once each: they are no longer queued; the later one still is, and runs when its time comes.
      expect(await runner.runDue(moved)).toEqual([]);
      expect(await runner.cancel('test.at', 'a')).toBe(0);
      expect(await runner.runDue(new Date(base + 6 * hour))).toEqual([{ name: 'test.at', jobId: later, status: 'done', result: 30 }]);
      expect(seen).toHaveLength(3);
    } finally {
      await runner.stop();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('pg-boss: two instances on one PostgreSQL database', () => {
  let t: TestApp;
  const lines: LogLine[][] = [[], []];
  const calls: { job: string; jobId: string; attempt: number; n?: number }[] = [];
  let instances: Jobs[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    instances = lines.map((sink) => {
      const runner = createPgBossJobs({ connectionString: t.databaseUrl!, log: captureLogger(sink), pollingIntervalSeconds: 0.5, cronIntervalSeconds: 1 });
      registerAll(runner, testJobs(calls));
      return runner;
    });
    // Both at once on the fresh database, as instances rolled out together (their queues are created under a lock).
    await Promise.all(instances.map((runner) => runner.start()));
  });
  afterAll(async () => {
    for (const runner of instances) await runner.stop();
    await t?.close();
  });

  it('the app uses pg-boss on PostgreSQL', () => {
    expect(t.deps.jobs.kind).toBe('pg-boss');
  });

  it('each sent job runs once across the two instances', async () => {
    const [a] = instances as [Jobs, Jobs];
    const ids = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => a.send('test.counter', { n })));
    await until(() => calls.filter((call) => call.job === 'test.counter').length >= 6);
    const counted = calls.filter((call) => call.job === 'test.counter');
    expect(counted.map((call) => call.jobId).sort()).toEqual([...ids].sort());
  });

  it('a failing job is retried and its failure logged with the job id', async () => {
    const [a] = instances as [Jobs, Jobs];
    const id = await a.send('test.flaky', { n: 7 });
    await until(() => calls.some((call) => call.jobId === id && call.attempt === 2));
    expect(calls.filter((call) => call.jobId === id).map((call) => call.attempt)).toEqual([1, 2]);
    const failures = lines.flat().filter((line) => line.msg === 'job failed');
    expect(failures).toEqual([expect.objectContaining({ job: 'test.flaky', jobId: id, attempt: 1, willRetry: true })]);
  });

  it('a keyed job can be cancelled before it runs', async () => {
    const [a, b] = instances as [Jobs, Jobs];
    const later = new Date(Date.now() + 60 * 60 * 1000);
    expect(await a.send('test.counter', { n: 8 }, { key: 'reminder-8', startAfter: later })).toEqual(expect.any(String));
    expect(await b.send('test.counter', { n: 9 }, { key: 'reminder-8', startAfter: later })).toBeNull();
    expect(await b.cancel('test.counter', 'reminder-8')).toBe(1);
    expect(await a.cancel('test.counter', 'reminder-8')).toBe(0);
  });

  it('runDue claims the runs due at a moved clock once across instances and completes them', async () => {
    const [a, b] = instances as [Jobs, Jobs];
    const base = Date.now();
    const soon = await a.send('test.counter', { n: 21 }, { key: 'due-21', startAfter: new Date(base + 60 * 60 * 1000) });
    await a.send('test.counter', { n: 22 }, { key: 'due-22', startAfter: new Date(base + 5 * 60 * 60 * 1000) });
    const moved = new Date(base + 2 * 60 * 60 * 1000);
    const [ranA, ranB] = await Promise.all([a.runDue(moved), b.runDue(moved)]);
    expect([...ranA, ...ranB].filter((run) => run.jobId === soon)).toEqual([{ name: 'test.counter', jobId: soon, status: 'done' }]);
    expect(calls.filter((call) => call.n === 21)).toEqual([{ job: 'test.counter', jobId: soon, attempt: 1, n: 21 }]);
    expect(calls.filter((call) => call.n === 22)).toEqual([]);
    expect(await a.cancel('test.counter', 'due-21')).toBe(0);
    expect(await a.cancel('test.counter', 'due-22')).toBe(1);
  });

  it('a cron schedule set by both instances runs once per slot', { timeout: 150_000 }, async () => {
    const [a, b] = instances as [Jobs, Jobs];
    await a.schedule('test.tick', '* * * * *');
    await b.schedule('test.tick', '* * * * *');
    await until(() => calls.some((call) => call.job === 'test.tick'));
    await a.unschedule('test.tick');
    // Let every instance's send of that slot land and run, then count.
    await until(async () => (await queuedOrActive(t, 'test.tick')) === 0);
    expect(await createdRuns(t, 'test.tick')).toBe(1);
    expect(calls.filter((call) => call.job === 'test.tick')).toHaveLength(1);
  });
});

async function pgRows<T>(t: TestApp, text: string, values: unknown[]): Promise<T[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function queuedOrActive(t: TestApp, name: string): Promise<number> {
  const [row] = await pgRows<{ n: number }>(t, `select count(*)::int as n from pgboss.job where name = $1 and state in ('created', 'retry', 'active')`, [name]);
  return row?.n ?? -1;
}

async function createdRuns(t: TestApp, name: string): Promise<number> {
  const [row] = await pgRows<{ n: number }>(t, `select count(*)::int as n from pgboss.job where name = $1`, [name]);
  return row?.n ?? -1;
}
