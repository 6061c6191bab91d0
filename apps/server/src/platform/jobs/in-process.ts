/**
 * The in-process job runner (embedded default, one instance): the same interface as pg-boss, with
 * sent runs and retries held in memory (a restart drops queued one-off runs; cron jobs simply run at
 * their next slot, and handlers are idempotent). Cron is checked once a minute in UTC.
 */
import type { FastifyBaseLogger } from 'fastify';
import { uuidv7 } from '../../db/columns.ts';
import { createJobRegistry, cronMatches, parseCron, retryDelayMs, DEFAULT_RETRY_LIMIT, type DueRun, type Jobs } from './jobs.ts';

interface QueuedRun {
  id: string;
  name: string;
  payload: unknown;
  key: string | undefined;
  notBefore: number;
  failures: number;
  timer?: NodeJS.Timeout;
  /** Its handler is running (a timer and `runDue` never run it twice at once). */
  active?: boolean;
}

const MINUTE_MS = 60_000;
/** The longest delay a Node timer keeps (2^31 - 1 ms); a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function createInProcessJobs(log: FastifyBaseLogger): Jobs {
  const registry = createJobRegistry();
  const schedules = new Map<string, { fields: ReturnType<typeof parseCron>; payload: Record<string, unknown> }>();
  const queued = new Map<string, QueuedRun>();
  const running = new Set<Promise<unknown>>();
  let started = false;
  let cronTimer: NodeJS.Timeout | undefined;

  const keyOf = (name: string, key: string) => `${name}\u0000${key}`;
  const keyed = new Map<string, string>();

  /**
   * Sets the run's timer. Node fires a timer longer than MAX_TIMER_MS (about 24.8 days) after 1 ms, so a
   * run further ahead (a reminder for next month's event) waits in steps and is re-armed until due.
   */
  function arm(run: QueuedRun) {
    if (!started) return;
    clearTimeout(run.timer);
    const wait = Math.max(0, run.notBefore - Date.now());
    run.timer = setTimeout(() => (wait > MAX_TIMER_MS ? arm(run) : void execute(run)), Math.min(wait, MAX_TIMER_MS));
    run.timer.unref();
  }

  /** Runs one queued run with the clock `now` (skipped when cancelled or already running). */
  async function execute(run: QueuedRun, now = new Date()): Promise<DueRun | undefined> {
    const job = registry.jobs.get(run.name);
    if (!job || !queued.has(run.id) || run.active) return undefined;
    run.active = true;
    clearTimeout(run.timer);
    const attempt = run.failures + 1;
    const promise = job.handler(job.schema.parse(run.payload), { jobId: run.id, now, attempt });
    running.add(promise);
    try {
      const result = await promise;
      queued.delete(run.id);
      if (run.key) keyed.delete(keyOf(run.name, run.key));
      log.info({ job: run.name, jobId: run.id, result }, 'job done');
      return { name: run.name, jobId: run.id, status: 'done', result };
    } catch (error) {
      run.failures += 1;
      const retryLimit = job.retryLimit ?? DEFAULT_RETRY_LIMIT;
      const willRetry = run.failures <= retryLimit;
      log.error({ err: error, job: run.name, jobId: run.id, attempt, retryLimit, willRetry }, 'job failed');
      if (willRetry) {
        run.notBefore = Date.now() + retryDelayMs(job, run.failures);
        arm(run);
      } else {
        queued.delete(run.id);
        if (run.key) keyed.delete(keyOf(run.name, run.key));
      }
      return { name: run.name, jobId: run.id, status: 'failed', error: error instanceof Error ? error.message : String(error) };
    } finally {
      run.active = false;
      running.delete(promise);
    }
  }

  async function send(name: string, payload: unknown, options: { key?: string; startAfter?: Date } = {}) {
    const job = registry.get(name);
    const parsed = job.schema.parse(payload);
    if (options.key && keyed.has(keyOf(name, options.key))) return null;
    const run: QueuedRun = { id: uuidv7(), name, payload: parsed, key: options.key, notBefore: options.startAfter?.getTime() ?? Date.now(), failures: 0 };
    queued.set(run.id, run);
    if (options.key) keyed.set(keyOf(name, options.key), run.id);
    arm(run);
    return run.id;
  }

  function tick() {
    const now = new Date();
    for (const [name, schedule] of schedules) {
      if (cronMatches(schedule.fields, now)) void send(name, schedule.payload);
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
    async cancel(name, key) {
      const id = keyed.get(keyOf(name, key));
      const run = id ? queued.get(id) : undefined;
      if (!id || !run) return 0;
      clearTimeout(run.timer);
      queued.delete(id);
      keyed.delete(keyOf(name, key));
      return 1;
    },
    run: (name, now, payload) => registry.run(name, now, payload),
    runAll: (now) => registry.runAll(now),
    async runDue(now) {
      const due = [...queued.values()].filter((run) => run.notBefore <= now.getTime()).sort((a, b) => a.notBefore - b.notBefore);
      const done: DueRun[] = [];
      for (const run of due) {
        const outcome = await execute(run, now);
        if (outcome) done.push(outcome);
      }
      return done;
    },
    names: () => [...registry.jobs.keys()],
    async start() {
      if (started) return;
      started = true;
      for (const job of registry.jobs.values()) if (job.runAtStart) await send(job.name, {}, { key: 'start' });
      for (const run of queued.values()) arm(run);
      cronTimer = setTimeout(tick, MINUTE_MS - (Date.now() % MINUTE_MS) + 50);
      cronTimer.unref();
    },
    async stop() {
      started = false;
      clearTimeout(cronTimer);
      for (const run of queued.values()) clearTimeout(run.timer);
      await Promise.allSettled([...running]);
    },
  };
}
