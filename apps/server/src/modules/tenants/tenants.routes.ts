/** HTTP routes of spec point 7 "Tenants". Landlords (property managers and homeowners who rent out) only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createTenantInputSchema,
  idParamsSchema,
  listTenantsQuerySchema,
  tenantListResponseSchema,
  tenantSchema,
  updateTenantInputSchema,
} from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, requirePermission } from '../../platform/auth.ts';
import { noContent } from '../../platform/http.ts';
import type { TenantsService } from './tenants.service.ts';

export function registerTenantRoutes(app: FastifyInstance, deps: AppDeps, service: TenantsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission(deps.tokens, 'tenant.manage');
  const tags = ['tenants'];

  r.get('/tenants', {
    onRequest,
    schema: { tags, querystring: listTenantsQuerySchema, response: { 200: tenantListResponseSchema } },
    handler: async (request) => service.list(authOf(request), request.query),
  });

  r.get('/tenants/:id', {
    onRequest,
    schema: { tags, params: idParamsSchema, response: { 200: tenantSchema }, description: 'One tenant of the account (404 for another account\'s).' },
    handler: async (request) => service.get(authOf(request), request.params.id),
  });

  r.post('/tenants', {
    onRequest,
    schema: { tags, body: createTenantInputSchema, response: { 201: tenantSchema } },
    handler: async (request, reply) => reply.status(201).send(await service.create(authOf(request), request.body)),
  });

  r.put('/tenants/:id', {
    onRequest,
    schema: { tags, params: idParamsSchema, body: updateTenantInputSchema, response: { 200: tenantSchema } },
    handler: async (request) => service.update(authOf(request), request.params.id, request.body),
  });

  r.delete('/tenants/:id', {
    onRequest,
    schema: { tags, params: idParamsSchema, response: { 204: z.null() } },
    handler: noContent((request) => service.remove(authOf(request), request.params.id)),
  });
}
