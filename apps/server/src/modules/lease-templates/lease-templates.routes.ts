/** HTTP routes of spec point 7 "Lease templates" (plus list, get and delete for the landlord's own templates). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createLeaseTemplateInputSchema,
  idParamsSchema,
  leaseTemplateListResponseSchema,
  leaseTemplateSchema,
  leasingTokenParamsSchema,
  listLeaseTemplatesQuerySchema,
  shareLeaseTemplateInputSchema,
  shareLeaseTemplateResponseSchema,
  sharedLeaseTemplateSchema,
} from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, requirePermission } from '../../platform/auth.ts';
import { noContent } from '../../platform/http.ts';
import { limitMail } from '../../platform/mail-limiter.ts';
import { registerShareLinkRoutes } from '../share-links/index.ts';
import type { LeaseTemplatesService } from './lease-templates.service.ts';

export function registerLeaseTemplateRoutes(app: FastifyInstance, deps: AppDeps, service: LeaseTemplatesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission(deps.tokens, 'leaseTemplate.manage');
  const tags = ['lease templates'];

  r.post('/lease-form-templates', {
    onRequest,
    schema: { tags, body: createLeaseTemplateInputSchema, response: { 201: leaseTemplateSchema } },
    handler: async (request, reply) => reply.status(201).send(await service.create(authOf(request), request.body)),
  });

  r.get('/lease-form-templates', {
    onRequest,
    schema: { tags, querystring: listLeaseTemplatesQuerySchema, response: { 200: leaseTemplateListResponseSchema } },
    handler: async (request) => service.list(authOf(request), request.query.page, request.query.pageSize),
  });

  r.get('/lease-form-templates/:id', {
    onRequest,
    schema: { tags, params: idParamsSchema, response: { 200: leaseTemplateSchema } },
    handler: async (request) => service.get(authOf(request), request.params.id),
  });

  r.delete('/lease-form-templates/:id', {
    onRequest,
    schema: { tags, params: idParamsSchema, response: { 204: z.null() } },
    handler: noContent((request) => service.remove(authOf(request), request.params.id)),
  });

  r.patch('/lease-form-templates/share/:id', {
    onRequest,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    preHandler: limitMail(deps.mailLimiter, (request) => (request.body as { email: string }).email),
    schema: { tags, params: idParamsSchema, body: shareLeaseTemplateInputSchema, response: { 200: shareLeaseTemplateResponseSchema } },
    handler: async (request) => service.share(authOf(request), request.params.id, request.body.email),
  });

  registerShareLinkRoutes(app, deps, { base: '/lease-form-templates', kind: 'leaseFormTemplate', action: 'leaseTemplate.manage', tags, assertOwn: (auth, id) => service.assertOwn(auth, id) });

  r.get('/lease-form-templates/get-by-token/:token', {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: { tags, params: leasingTokenParamsSchema, response: { 200: sharedLeaseTemplateSchema }, security: [] },
    handler: async (request) => service.getByToken(request.params.token),
  });
}
