/** Health module: liveness and readiness probes. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { registerHealthRoutes } from './health.routes.ts';

/** Registers GET /health and /ready. */
export function healthModule(api: FastifyInstance, deps: AppDeps): void {
  registerHealthRoutes(api, deps);
}
