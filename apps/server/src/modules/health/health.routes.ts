/**
 * Liveness (/health: the process answers; `degraded` while the embedded database restarts) and readiness (/ready, issue 24): 200 when the database,
 * Redis (with REDIS_URL) and the file storage answer; 503 SERVICE_UNAVAILABLE naming each failed
 * dependency in `details` (`path` = database | redis | storage | disk), or `draining` once shutdown started.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';

export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/health', {
    schema: {
      tags: ['health'],
      description:
        'Liveness: 200 while the process runs. `degraded` (with `message`) while the embedded database server is being restarted after it stopped; data routes answer 503 meanwhile.',
      response: { 200: z.object({ status: z.enum(['ok', 'degraded']), message: z.string().optional() }) },
    },
    handler: async () => {
      const database = deps.database.status?.();
      if (database && !database.up) return { status: 'degraded' as const, message: database.message ?? 'The database server is down' };
      return { status: 'ok' as const };
    },
  });
  r.get('/ready', {
    schema: {
      tags: ['health'],
      description:
        '503 while shutting down (`draining`), when the database, Redis or the file storage does not answer, or when the data disk is almost full (`disk`); each named in `details`.',
      response: { 200: z.object({ status: z.literal('ready'), database: z.string() }) },
    },
    handler: async () => {
      if (deps.readiness.draining) {
        throw new AppError('SERVICE_UNAVAILABLE', 'Shutting down', [{ path: 'draining', message: 'this instance is shutting down' }]);
      }
      const failures = await deps.readiness.failures();
      if (failures.length > 0) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          `Not ready: ${failures.map((failure) => failure.name).join(', ')}`,
          failures.map((failure) => ({ path: failure.name, message: failure.message })),
        );
      }
      return { status: 'ready' as const, database: deps.database.kind };
    },
  });
}
