/** Widgets module: each user's dashboard widgets (order, height, visibility). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { createWidgetsService } from './widgets.service.ts';
import { registerWidgetRoutes } from './widgets.routes.ts';

/** Registers /widgets. */
export function widgetsModule(api: FastifyInstance, deps: AppDeps): void {
  registerWidgetRoutes(api, deps, createWidgetsService(deps));
}
