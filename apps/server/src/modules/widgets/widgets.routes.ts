/** HTTP routes of spec point 7 "Widgets". Rules live in widgets.service.ts. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  toggleWidgetVisibilityInputSchema,
  userWidgetsResponseSchema,
  widgetIdParamsSchema,
  widgetSchema,
  wrapWidgetsInputSchema,
} from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, requirePermission } from '../../platform/auth.ts';
import type { WidgetsService } from './widgets.service.ts';

export function registerWidgetRoutes(app: FastifyInstance, deps: AppDeps, service: WidgetsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission(deps.tokens, 'widget.manage');
  const tags = ['widgets'];

  r.get('/widgets/get-user', {
    onRequest,
    schema: { tags, response: { 200: userWidgetsResponseSchema } },
    handler: async (request) => service.list(authOf(request)),
  });

  r.put('/widgets/wrap', {
    onRequest,
    schema: { tags, body: wrapWidgetsInputSchema, response: { 200: userWidgetsResponseSchema } },
    handler: async (request) => service.wrap(authOf(request), request.body),
  });

  r.put('/widgets/toggle-visibility/:id', {
    onRequest,
    schema: { tags, params: widgetIdParamsSchema, body: toggleWidgetVisibilityInputSchema, response: { 200: widgetSchema } },
    handler: async (request) => service.setVisibility(authOf(request), request.params.id, request.body),
  });
}
