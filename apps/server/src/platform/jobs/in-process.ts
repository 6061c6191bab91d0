/**
 * The in-process job runner (embedded default, one instance): the same interface as pg-boss, with
 * its queue in the `job_runs` table (jobs.table.ts), so a run sent in a change's transaction exists
 * exactly when the change committed and a restart loses nothing. Due runs are claimed every
 * `pollMs` (and at once after a send outside a transaction), run outside any transaction, and
 * deleted when done; a failure is retried with backoff. Cron is checked once a minute in UTC.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { uuidv7 } from '../../db/columns.ts';
import type { Database, Executor } from '../db.ts';
import { createJobRegistry, cronMatches, parseCron, retryDelayMs, DEFAULT_RETRY_LIMIT, type DueRun, type Jobs } from './jobs.ts';
import { jobRuns } from './jobs.table.ts';

type RunRow = typeof jobRuns.$inferSelect;

const MINUTE_MS = 60_000;
/** How long a claimed run is held before another runner may take it again (a crash mid-run). */
const RUN_LOCK_MS = 10 * MINUTE_MS;
const BATCH = 20;

export interface InProcessJobsOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** How often due runs are looked for, in ms (default 500). */
  pollMs?: number;
}

export function createInProcessJobs({ db, log, pollMs = 500 }: InProcessJobsOptions): Jobs {
  const registry = createJobRegistry();
  const schedules = new Map<string, { fields: ReturnType<typeof parseCron>; payload: Record<string, unknown> }>();
  const running = new Set<Promise<unknown>>();
  let started = false;
  let cronTimer: NodeJS.Timeout | undefined;
  let pollTimer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;

  /** Claims up to BATCH runs due at `now` (of `names`, or all registered), earliest first. */
  async function claim(now: Date, names = [...registry.jobs.keys()]): Promise<RunRow[]> {
    if (names.length === 0) return [];
    const due = db
      .select({ id: jobRuns.id })
      .from(jobRuns)
      .where(and(inArray(jobRuns.name, names), lte(jobRuns.startAfter, now), or(isNull(jobRuns.lockedUntil), lt(jobRuns.lockedUntil, new Date()))))
      .orderBy(asc(jobRuns.startAfter), asc(jobRuns.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(jobRuns)
      .set({ lockedUntil: new Date(Date.now() + RUN_LOCK_MS) })
      .where(inArray(jobRuns.id, due))
      .returning();
    return rows.sort((a, b) => +a.startAfter - +b.startAfter || (a.id < b.id ? -1 : 1));
  }

  /** Runs one claimed run with the clock `now`; deletes it when done or out of retries. */
  async function execute(run: RunRow, now = new Date()): Promise<DueRun> {
    const job = registry.get(run.name);
    const attempt = run.failures + 1;
    const promise = (async () => job.handler(job.schema.parse(run.payload), { jobId: run.id, now, attempt }))();
    running.add(promise);
    try {
      const result = await promise;
      await db.delete(jobRuns).where(eq(jobRuns.id, run.id));
      log.info({ job: run.name, jobId: run.id, result }, 'job done');
      return { name: run.name, jobId: run.id, status: 'done', result };
    } catch (error) {
      const failures = run.failures + 1;
      const retryLimit = job.retryLimit ?? DEFAULT_RETRY_LIMIT;
      const willRetry = failures <= retryLimit;
      log.error({ err: error, job: run.name, jobId: run.id, attempt, retryLimit, willRetry }, 'job failed');
      if (willRetry) {
        await db
          .update(jobRuns)
          .set({ failures, lockedUntil: null, startAfter: new Date(Date.now() + retryDelayMs(job, failures)) })
          .where(eq(jobRuns.id, run.id));
      } else {
        await db.delete(jobRuns).where(eq(jobRuns.id, run.id));
      }
      return { name: run.name, jobId: run.id, status: 'failed', error: error instanceof Error ? error.message : String(error) };
    } finally {
      running.delete(promise);
    }
  }

  /** One pass: claims what is due now and runs it (runs of one pass one after another). */
  function poll(): Promise<void> {
    polling ??= (async () => {
      try {
        for (;;) {
          const rows = await claim(new Date());
          for (const row of rows) await execute(row);
          if (rows.length < BATCH || !started) return;
        }
      } catch (error) {
        log.error({ err: error }, 'job poll failed');
      } finally {
        polling = undefined;
      }
    })();
    return polling;
  }

  function schedulePoll() {
    if (!started) return;
    pollTimer = setTimeout(() => void poll().finally(schedulePoll), pollMs);
    pollTimer.unref();
  }

  async function send(name: string, payload: unknown, options: { key?: string; startAfter?: Date; tx?: Executor } = {}) {
    const job = registry.get(name);
    const parsed = job.schema.parse(payload);
    const [row] = await (options.tx ?? db)
      .insert(jobRuns)
      .values({ id: uuidv7(), name, payload: parsed, key: options.key ?? null, startAfter: options.startAfter ?? new Date() })
      .onConflictDoNothing()
      .returning({ id: jobRuns.id });
    // Outside a transaction the row is visible now: run it without waiting for the poll.
    if (row && !options.tx && started && (!options.startAfter || options.startAfter.getTime() <= Date.now())) void poll();
    return row?.id ?? null;
  }

  function tick() {
    const now = new Date();
    for (const [name, schedule] of schedules) {
      if (cronMatches(schedule.fields, now)) void send(name, schedule.payload).catch((error: unknown) => log.error({ err: error, job: name }, 'cron send failed'));
    }
    cronTimer = setTimeout(tick, MINUTE_MS - (Date.now() % MINUTE_MS) + 50);
    cronTimer.unref();
  }

  return {
    kind: 'in-process',
    register(job) {
      registry.register(job);
      if (job.cron) schedules.set(job.name, { fields: parseCron(job.cron), payload: {} });
    },
    send,
    async schedule(name, cron, payload = {}) {
      registry.get(name);
      schedules.set(name, { fields: parseCron(cron), payload });
    },
    async unschedule(name) {
      schedules.delete(name);
    },
    async cancel(name, key, options = {}) {
      const removed = await (options.tx ?? db)
        .delete(jobRuns)
        .where(and(eq(jobRuns.name, name), eq(jobRuns.key, key)))
        .returning({ id: jobRuns.id });
      return removed.length;
    },
    run: (name, now, payload) => registry.run(name, now, payload),
    runAll: (now) => registry.runAll(now),
    async runDue(now, names) {
      // Once each: runs that the handlers queue wait for the next call (the claim is taken up front).
      const due: RunRow[] = [];
      for (;;) {
        const rows = await claim(now, names ?? [...registry.jobs.keys()]);
        due.push(...rows);
        if (rows.length < BATCH) break;
      }
      const done: DueRun[] = [];
      for (const run of due) done.push(await execute(run, now));
      return done;
    },
    names: () => [...registry.jobs.keys()],
    async start() {
      if (started) return;
      started = true;
      for (const job of registry.jobs.values()) if (job.runAtStart) await send(job.name, {}, { key: 'start' });
      void poll();
      schedulePoll();
      cronTimer = setTimeout(tick, MINUTE_MS - (Date.now() % MINUTE_MS) + 50);
      cronTimer.unref();
    },
    async stop() {
      started = false;
      clearTimeout(cronTimer);
      clearTimeout(pollTimer);
      await polling;
      await Promise.allSettled([...running]);
    },
  };
}
