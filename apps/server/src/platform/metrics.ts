/**
 * GET /api/metrics in Prometheus text (prom-client 15, issue 24), one registry per app:
 * - `lintel_http_request_duration_seconds{method,route,status_code}` histogram (route = the route's
 *   pattern, `/api/properties/:id`, or `unmatched`);
 * - `lintel_websockets_open`: live sockets of this instance;
 * - `lintel_outbox_backlog` / `lintel_outbox_oldest_age_seconds`: events not yet published;
 * - `lintel_job_queue_depth{queue}` / `lintel_job_failures{queue}`: queued and failed runs (pg-boss);
 * - `lintel_event_bus_up`, `lintel_redis_up`: 1 when connected (always 1 in-process; no Redis line without REDIS_URL);
 * - `lintel_db_pool_connections{state}` and `lintel_db_pool_max` (node-postgres);
 * - Node's default process metrics (`process_*`, `nodejs_*`).
 * With METRICS_TOKEN set the route answers 401 without `Authorization: Bearer <token>`.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Redis } from 'ioredis';
import type { AppDeps } from './deps.ts';
import { AppError } from './errors.ts';
import { liveSockets } from './live/live-ops.ts';

export interface MetricsOptions {
  deps: AppDeps;
  /** The limiters' Redis client (undefined without REDIS_URL). */
  redis: Redis | undefined;
}

/** Rows of a `select … as n` query (drizzle's `execute` answers rows or `{ rows }` by driver). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

/** Registers the metrics, the timing hook and GET /api/metrics on the root app (before the modules, so every route is timed). */
export function registerMetrics(app: FastifyInstance, { deps, redis }: MetricsOptions): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ instance: deps.config.ops.instanceName });
  collectDefaultMetrics({ register: registry });

  const durations = new Histogram({
    name: 'lintel_http_request_duration_seconds',
    help: 'HTTP request durations by route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern keeps the label set bounded; a path no route matched is `unmatched`.
    durations.observe({ method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'lintel_websockets_open',
    help: 'Open live-channel WebSockets on this instance',
    registers: [registry],
    collect() {
      this.set(liveSockets(app).size);
    },
  });
  const backlog = new Gauge({ name: 'lintel_outbox_backlog', help: 'Outbox events not yet published', registers: [registry] });
  const oldest = new Gauge({ name: 'lintel_outbox_oldest_age_seconds', help: 'Age of the oldest unpublished outbox event (0 when none)', registers: [registry] });
  const depth = new Gauge({ name: 'lintel_job_queue_depth', help: 'Queued job runs (created or waiting to retry) by queue', labelNames: ['queue'] as const, registers: [registry] });
  const failures = new Gauge({ name: 'lintel_job_failures', help: 'Job runs that failed for good, still kept by the queue, by queue', labelNames: ['queue'] as const, registers: [registry] });
  new Gauge({
    name: 'lintel_event_bus_up',
    help: '1 when the event bus delivers (Redis: connected and subscribed)',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      this.set({ kind: deps.events.bus.kind }, deps.events.bus.isUp() ? 1 : 0);
    },
  });
  if (redis) {
    new Gauge({
      name: 'lintel_redis_up',
      help: '1 when the rate-limit Redis connection is ready',
      registers: [registry],
      collect() {
        this.set(redis.status === 'ready' ? 1 : 0);
      },
    });
  }
  const pool = new Gauge({ name: 'lintel_db_pool_connections', help: 'Database pool connections by state', labelNames: ['state'] as const, registers: [registry] });
  const poolMax = new Gauge({ name: 'lintel_db_pool_max', help: 'Most connections the pool opens (DATABASE_POOL_MAX)', registers: [registry] });

  /** The gauges read from the database, once per scrape; a failure leaves their last values. */
  async function collectFromDatabase() {
    const stats = deps.database.poolStats?.();
    if (stats) {
      poolMax.set(stats.max);
      pool.set({ state: 'total' }, stats.total);
      pool.set({ state: 'idle' }, stats.idle);
      pool.set({ state: 'waiting' }, stats.waiting);
    }
    const [outboxRow] = rowsOf<{ n: number | string; age: number | string | null }>(
      await deps.db.execute(sql`select count(*) as n, extract(epoch from now() - min(occurred_at)) as age from outbox where published_at is null`),
    );
    backlog.set(Number(outboxRow?.n ?? 0));
    oldest.set(Number(outboxRow?.age ?? 0));
    if (deps.jobs.kind === 'pg-boss') {
      depth.reset();
      failures.reset();
      const rows = rowsOf<{ name: string; queued: number | string; failed: number | string }>(
        await deps.db.execute(
          sql`select name, count(*) filter (where state in ('created', 'retry')) as queued, count(*) filter (where state = 'failed') as failed from pgboss.job group by name`,
        ),
      );
      for (const row of rows) {
        depth.set({ queue: row.name }, Number(row.queued));
        failures.set({ queue: row.name }, Number(row.failed));
      }
    }
  }

  const token = deps.config.ops.metricsToken;
  app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token) {
      const given = Buffer.from(request.headers.authorization ?? '');
      const expected = Buffer.from(`Bearer ${token}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError('UNAUTHENTICATED', 'GET /api/metrics needs Authorization: Bearer <METRICS_TOKEN>');
      }
    }
    await collectFromDatabase().catch((error: unknown) => request.log.warn({ err: error }, 'metrics: database gauges not collected'));
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  });
  return registry;
}
