/**
 * Scheduled jobs (DESIGN.md "Where data lives": in-process scheduler by default, a Postgres-backed
 * queue such as pg-boss at scale). Modules register a handler that receives the clock (`now`), so
 * tests and the e2e run a job for any day. Handlers must be idempotent: with several API instances
 * each in-process scheduler runs them, and the data (unique source keys, row locks) keeps each
 * effect single until a pg-boss implementation of this interface runs each job once.
 */
import type { FastifyBaseLogger } from 'fastify';

export type JobHandler = (now: Date) => Promise<unknown>;

export interface JobScheduler {
  /** Registers a job run every `everyMs` milliseconds once started (and once shortly after start). */
  register(name: string, everyMs: number, handler: JobHandler): void;
  /** Runs a job now with the given clock; resolves with what the handler returned. */
  run(name: string, now?: Date): Promise<unknown>;
  /** Runs every registered job with the given clock, in registration order. */
  runAll(now?: Date): Promise<Record<string, unknown>>;
  names(): string[];
  start(): void;
  stop(): Promise<void>;
}

const FIRST_RUN_DELAY_MS = 5_000;

export function createInProcessScheduler(log: FastifyBaseLogger): JobScheduler {
  const jobs = new Map<string, { everyMs: number; handler: JobHandler }>();
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();

  async function run(name: string, now: Date = new Date()): Promise<unknown> {
    const job = jobs.get(name);
    if (!job) throw new Error(`Unknown job ${name}`);
    const promise = job.handler(now);
    running.add(promise);
    try {
      return await promise;
    } finally {
      running.delete(promise);
    }
  }

  function runLogged(name: string) {
    run(name).then(
      (result) => log.info({ job: name, result }, 'job done'),
      (error: unknown) => log.error({ err: error, job: name }, 'job failed'),
    );
  }

  return {
    register(name, everyMs, handler) {
      if (jobs.has(name)) throw new Error(`Job ${name} is already registered`);
      jobs.set(name, { everyMs, handler });
    },
    run,
    async runAll(now = new Date()) {
      const results: Record<string, unknown> = {};
      for (const name of jobs.keys()) results[name] = await run(name, now);
      return results;
    },
    names: () => [...jobs.keys()],
    start() {
      if (timers.length > 0) return;
      for (const [name, job] of jobs) {
        const first = setTimeout(() => runLogged(name), FIRST_RUN_DELAY_MS);
        const every = setInterval(() => runLogged(name), job.everyMs);
        first.unref();
        every.unref();
        timers.push(first, every);
      }
    },
    async stop() {
      for (const timer of timers.splice(0)) clearTimeout(timer);
      await Promise.allSettled([...running]);
    },
  };
}
