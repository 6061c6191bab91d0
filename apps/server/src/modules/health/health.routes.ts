/** Liveness (/health) and readiness (/ready: the database answers). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';

export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/health', {
    schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } },
    handler: async () => ({ status: 'ok' as const }),
  });
  r.get('/ready', {
    schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ready'), database: z.string() }) } },
    handler: async () => {
      try {
        await deps.database.ping();
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable');
      }
      return { status: 'ready' as const, database: deps.database.kind };
    },
  });
}
