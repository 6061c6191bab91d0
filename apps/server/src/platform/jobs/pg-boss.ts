/**
 * Jobs on PostgreSQL with pg-boss 10 (DATABASE_URL): each run is fetched by exactly one instance
 * (SKIP LOCKED), cron schedules fire once per slot across instances, failures are retried with
 * exponential backoff and logged with the job id. Tables live in the `pgboss` schema, created by
 * pg-boss itself on first start.
 */
import PgBoss from 'pg-boss';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { currentRequestId, withRequestId } from '../request-context.ts';
import { createJobRegistry, DEFAULT_RETRY_DELAY_SECONDS, DEFAULT_RETRY_LIMIT, type DueRun, type JobDefinition, type Jobs } from './jobs.ts';

export interface PgBossJobsOptions {
  connectionString: string;
  log: FastifyBaseLogger;
  /** How often an idle worker polls its queue (≥ 0.5 s; default 2 s). */
  pollingIntervalSeconds?: number;
  /** How often cron schedules are checked (default 30 s; tests use less). */
  cronIntervalSeconds?: number;
  /** PostgreSQL application_name of pg-boss's connections (default `lintel-jobs`). */
  applicationName?: string;
}

const SCHEMA = 'pgboss';
/** Advisory lock key held while an instance creates its queues (any number; distinct from db.ts's migration lock). */
const QUEUE_LOCK = 727275;
/**
 * How long a run may stay active before pg-boss counts it failed and retries it (issue 24: set on
 * purpose; pg-boss's own default is 15 minutes). Every Lintel job finishes in seconds; a run that was
 * active on an instance killed mid-job is retried elsewhere after this long.
 */
export const JOB_EXPIRE_SECONDS = 120;
/** Key in a job's pg-boss data holding the X-Request-Id of the request that queued it. */
const REQUEST_ID_KEY = '_requestId';
/** Queued (not yet running) states, the ones `cancel` and keyed `send` look at. */
const QUEUED_STATES = ['created', 'retry'];

export function createPgBossJobs({ connectionString, log, pollingIntervalSeconds = 2, cronIntervalSeconds = 30, applicationName = 'lintel-jobs' }: PgBossJobsOptions): Jobs {
  const registry = createJobRegistry();
  const boss = new PgBoss({
    connectionString,
    schema: SCHEMA,
    max: 4,
    application_name: applicationName,
    cronMonitorIntervalSeconds: cronIntervalSeconds,
    cronWorkerIntervalSeconds: cronIntervalSeconds,
  });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
  let connected: Promise<void> | undefined;
  let working = false;

  /**
   * Creates every registered queue, one instance at a time: pg-boss's create_queue attaches a partition
   * to its job table, and two instances starting together on a fresh database deadlock doing it (40P01).
   * The session advisory lock is held on a connection of its own while pg-boss uses its pool.
   */
  async function createQueues() {
    const lock = new pg.Client({ connectionString, application_name: 'lintel-jobs-queues' });
    await lock.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [QUEUE_LOCK]);
      for (const job of registry.jobs.values()) {
        await boss.createQueue(job.name, {
          name: job.name,
          policy: 'standard',
          retryLimit: job.retryLimit ?? DEFAULT_RETRY_LIMIT,
          retryDelay: job.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
          retryBackoff: true,
          expireInSeconds: JOB_EXPIRE_SECONDS,
        });
      }
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [QUEUE_LOCK]).catch(() => undefined);
      await lock.end().catch(() => undefined);
    }
  }

  /** Starts pg-boss (migrating its schema) and creates every registered queue; sends need it. */
  function connect(): Promise<void> {
    connected ??= (async () => {
      await boss.start();
      await createQueues();
    })();
    return connected;
  }

  async function queuedIds(name: string, key: string): Promise<string[]> {
    const { rows } = await boss
      .getDb()
      .executeSql(`select id from ${SCHEMA}.job where name = $1 and singleton_key = $2 and state = any($3::${SCHEMA}.job_state[])`, [name, key, QUEUED_STATES]);
    return rows.map((row: { id: string }) => row.id);
  }

  type Received = Pick<PgBoss.JobWithMetadata<unknown>, 'id' | 'data' | 'retryCount' | 'retryLimit'>;

  async function handle(job: JobDefinition, received: Received, now = new Date()) {
    const attempt = received.retryCount + 1;
    const { [REQUEST_ID_KEY]: requestId, ...data } = (received.data ?? {}) as Record<string, unknown>;
    const requestIdText = typeof requestId === 'string' ? requestId : undefined;
    try {
      const result = await withRequestId(requestIdText, () => job.handler(job.schema.parse(data), { jobId: received.id, now, attempt }));
      log.info({ job: job.name, jobId: received.id, attempt, requestId: requestIdText }, 'job done');
      return result;
    } catch (error) {
      log.error(
        { err: error, job: job.name, jobId: received.id, attempt, retryLimit: received.retryLimit, willRetry: received.retryCount < received.retryLimit, requestId: requestIdText },
        'job failed',
      );
      throw error;
    }
  }

  return {
    kind: 'pg-boss',
    register(job) {
      if (connected) throw new Error(`Register job ${job.name} before the runner starts`);
      registry.register(job);
    },
    async send(name, payload, options = {}) {
      const job = registry.get(name);
      const requestId = currentRequestId();
      const data = { ...(job.schema.parse(payload) as object), ...(requestId ? { [REQUEST_ID_KEY]: requestId } : {}) };
      await connect();
      if (options.key && (await queuedIds(name, options.key)).length > 0) return null;
      return boss.send(name, data, { ...(options.key ? { singletonKey: options.key } : {}), ...(options.startAfter ? { startAfter: options.startAfter } : {}) });
    },
    async schedule(name, cron, payload = {}) {
      registry.get(name);
      await connect();
      await boss.schedule(name, cron, payload, { tz: 'UTC' });
    },
    async unschedule(name) {
      await connect();
      await boss.unschedule(name);
    },
    async cancel(name, key) {
      await connect();
      const ids = await queuedIds(name, key);
      if (ids.length > 0) await boss.cancel(name, ids);
      return ids.length;
    },
    run: (name, now, payload) => registry.run(name, now, payload),
    runAll: (now) => registry.runAll(now),
    async runDue(now) {
      await connect();
      // Claims the due runs as pg-boss's own fetch does (active, SKIP LOCKED), but against `now`.
      const { rows } = await boss.getDb().executeSql(
        `with due as (
           select name, id from ${SCHEMA}.job
           where name = any($1::text[]) and state < 'active' and start_after <= $2::timestamptz
           order by start_after, id for update skip locked
         )
         update ${SCHEMA}.job j set state = 'active', started_on = now(),
           retry_count = case when j.started_on is not null then j.retry_count + 1 else j.retry_count end
         from due where j.name = due.name and j.id = due.id
         returning j.name, j.id, j.data, j.retry_count as "retryCount", j.retry_limit as "retryLimit", j.start_after as "startAfter"`,
        [[...registry.jobs.keys()], now.toISOString()],
      );
      const claimed = (rows as Array<Received & { name: string; startAfter: Date }>).sort((a, b) => +a.startAfter - +b.startAfter);
      const done: DueRun[] = [];
      for (const row of claimed) {
        try {
          const result = await handle(registry.get(row.name), row, now);
          await boss.complete(row.name, row.id);
          done.push({ name: row.name, jobId: row.id, status: 'done', result });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await boss.fail(row.name, row.id, { message });
          done.push({ name: row.name, jobId: row.id, status: 'failed', error: message });
        }
      }
      return done;
    },
    names: () => [...registry.jobs.keys()],
    async start() {
      await connect();
      if (working) return;
      working = true;
      for (const job of registry.jobs.values()) {
        await boss.work<unknown>(job.name, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds }, async ([received]) => {
          if (received) return handle(job, received);
        });
        if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
        // Once across instances starting within the same minute.
        if (job.runAtStart) await boss.send(job.name, {}, { singletonKey: 'start', singletonSeconds: 60 });
      }
    },
    async stop() {
      if (!connected) return;
      await connected.catch(() => undefined);
      working = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      connected = undefined;
    },
  };
}
