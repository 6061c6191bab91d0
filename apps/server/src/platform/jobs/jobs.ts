/**
 * Durable jobs behind one interface (ARCHITECTURE.md "Jobs"): pg-boss on PostgreSQL (each job once
 * across instances, retries with backoff, failures logged with the job id) and an in-process runner
 * on the embedded default. A module defines each job in its own file with `defineJob` (a zod payload
 * schema and a handler) and registers it; `send` queues one run (optionally keyed, so a reminder can
 * be cancelled or moved), `schedule` runs it on a cron, `run` calls the handler now with any clock
 * (tests, the e2e clock), `runDue` runs the queued one-off runs due at a moved clock (the e2e clock).
 *
 * A change that needs a job queues it in its own transaction: `send(name, payload, { tx })` (and
 * `cancel(name, key, { tx })`) write the run with the change, so it exists exactly when the change
 * committed — a crash after the commit loses no job, a rollback queues none (decision 009). Both
 * runners keep their queue in the database: pg-boss's `pgboss.job`, the in-process runner's `job_runs`.
 */
import type { z } from 'zod';
import type { Executor } from '../db.ts';

export interface JobContext {
  /** The queue's job id (pg-boss) or the runner's id (in-process); logged with every failure. */
  jobId: string;
  /** The clock: now, or the injected date of `run(name, now)`. */
  now: Date;
  /** 1 on the first try. */
  attempt: number;
}

export interface JobDefinition<P = unknown> {
  /** Queue name: `<module>.<job>` (letters, digits, '.', '-', '_'). */
  name: string;
  /** Validates every payload sent (a bad one throws at `send`) and received. */
  schema: z.ZodType<P>;
  handler: (payload: P, context: JobContext) => Promise<unknown>;
  /** Cron (5 fields, UTC) on which the job runs with the payload `{}` once the runner starts. */
  cron?: string;
  /** Also queue one run when the runner starts (once across instances within a minute). */
  runAtStart?: boolean;
  /** Retries after a failure (default 3), the first after `retryDelaySeconds` (default 30), doubling. */
  retryLimit?: number;
  retryDelaySeconds?: number;
}

/** Declares a job (identity; gives the handler its payload type from the schema). */
export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}

export interface SendOptions {
  /** At most one queued run per (job, key): a later send with the key replaces nothing; `cancel` removes it. */
  key?: string;
  /** Not before this instant. */
  startAfter?: Date;
  /**
   * The transaction of the change that needs the run: the run is written in it and exists only if it
   * commits. Without it the run is queued on its own (at once).
   */
  tx?: Executor;
}

export interface CancelOptions {
  /** The transaction of the change that removes the run (the cancel commits or rolls back with it). */
  tx?: Executor;
}

export interface Jobs {
  kind: 'in-process' | 'pg-boss';
  /** Registers a job definition (before `start`); throws on a duplicate name. */
  register<P>(job: JobDefinition<P>): void;
  /** Queues one run; resolves with the job id (null when a run with the same key is already queued). */
  send(name: string, payload: unknown, options?: SendOptions): Promise<string | null>;
  /** Runs the job on `cron` (5 fields, UTC) with `payload`; replaces the job's schedule. */
  schedule(name: string, cron: string, payload?: Record<string, unknown>): Promise<void>;
  unschedule(name: string): Promise<void>;
  /** Cancels queued runs of `name` sent with `key`; resolves with how many were cancelled. */
  cancel(name: string, key: string, options?: CancelOptions): Promise<number>;
  /** Runs the handler now, in this process, with the given clock; resolves with what it returned. */
  run(name: string, now?: Date, payload?: unknown): Promise<unknown>;
  /** Runs every job that has a cron, in registration order, with the given clock (e2e clock). */
  runAll(now?: Date): Promise<Record<string, unknown>>;
  /**
   * Runs, in this process and with the given clock, each queued one-off run whose start time is ≤ `now`
   * (earliest first, once each: runs they queue wait for the next call). A failure is retried as usual.
   * The e2e clock fires reminders with it. `names` limits it to those jobs (tests run the mail jobs).
   */
  runDue(now: Date, names?: string[]): Promise<DueRun[]>;
  names(): string[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** One run of `Jobs.runDue`: what the handler returned, or its error message. */
export interface DueRun {
  name: string;
  jobId: string;
  status: 'done' | 'failed';
  result?: unknown;
  error?: string;
}

export const DEFAULT_RETRY_LIMIT = 3;
export const DEFAULT_RETRY_DELAY_SECONDS = 30;
const JOB_NAME = /^[a-z][a-zA-Z0-9._-]*$/;

/** The definitions shared by both runners: register, lookup, run-now. */
export function createJobRegistry() {
  const jobs = new Map<string, JobDefinition>();
  const get = (name: string): JobDefinition => {
    const job = jobs.get(name);
    if (!job) throw new Error(`Unknown job ${name}`);
    return job;
  };
  return {
    jobs,
    get,
    register<P>(job: JobDefinition<P>) {
      if (!JOB_NAME.test(job.name)) throw new Error(`Bad job name ${job.name}`);
      if (jobs.has(job.name)) throw new Error(`Job ${job.name} is already registered`);
      if (job.cron) parseCron(job.cron);
      jobs.set(job.name, job as JobDefinition);
    },
    async run(name: string, now = new Date(), payload: unknown = {}, jobId = `run:${name}`) {
      const job = get(name);
      return job.handler(job.schema.parse(payload), { jobId, now, attempt: 1 });
    },
    async runAll(now = new Date()) {
      const results: Record<string, unknown> = {};
      for (const job of jobs.values()) {
        if (job.cron) results[job.name] = await job.handler(job.schema.parse({}), { jobId: `run:${job.name}`, now, attempt: 1 });
      }
      return results;
    },
  };
}

/** Delay before retry `attempt` (1-based count of failures so far), in ms: delay × 2^(attempt-1). */
export function retryDelayMs(job: JobDefinition, failures: number): number {
  return (job.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS) * 1000 * 2 ** Math.max(0, failures - 1);
}

type CronField = Set<number>;
const CRON_RANGES: [number, number][] = [
  [0, 59], // minute
  [0, 23], // hour
  [1, 31], // day of month
  [1, 12], // month
  [0, 6], // day of week (0 = Sunday; 7 is read as 0)
];

/**
 * Parses a 5-field cron expression (`*`, numbers, `a-b`, lists, `/step`) into the allowed values of
 * each field. Throws on anything else (names, `?`, `L`, 6 fields).
 */
export function parseCron(expression: string): CronField[] {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`Cron "${expression}" must have 5 fields`);
  return fields.map((field, index) => {
    const [min, max] = CRON_RANGES[index]!;
    const values: CronField = new Set();
    for (const part of field.split(',')) {
      const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
      if (!match) throw new Error(`Cron "${expression}": bad field "${field}"`);
      const from = match[1] === '*' ? min : Number(match[2]);
      const to = match[1] === '*' ? max : match[3] !== undefined ? Number(match[3]) : match[4] ? max : from;
      const step = match[4] ? Number(match[4]) : 1;
      const upper = index === 4 ? 7 : max;
      if (from < min || to > upper || from > to || step < 1) throw new Error(`Cron "${expression}": field "${field}" out of range`);
      for (let value = from; value <= to; value += step) values.add(index === 4 && value === 7 ? 0 : value);
    }
    return values;
  });
}

/** Whether `date`'s minute (UTC) matches the cron (day-of-month and day-of-week both restricted = either). */
export function cronMatches(fields: CronField[], date: Date): boolean {
  const [minutes, hours, days, months, weekdays] = fields as [CronField, CronField, CronField, CronField, CronField];
  if (!minutes.has(date.getUTCMinutes()) || !hours.has(date.getUTCHours()) || !months.has(date.getUTCMonth() + 1)) return false;
  const dayRestricted = days.size < 31;
  const weekdayRestricted = weekdays.size < 7;
  const dayOk = days.has(date.getUTCDate());
  const weekdayOk = weekdays.has(date.getUTCDay());
  if (dayRestricted && weekdayRestricted) return dayOk || weekdayOk;
  return dayOk && weekdayOk;
}
