/**
 * Tenant application routes: the landlord's link, list, review, approve and decline; and the public
 * wizard routes an applicant uses by token, without an account.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicationLinkSchema,
  applicationListResponseSchema,
  approveApplicationResponseSchema,
  createApplicationLinkInputSchema,
  declineApplicationInputSchema,
  fileSchema,
  idParamsSchema,
  leasingTokenParamsSchema,
  listApplicationsQuerySchema,
  publicApplicationContextSchema,
  submitApplicationInputSchema,
  submitApplicationResponseSchema,
  tenantApplicationSchema,
} from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, requirePermission } from '../../platform/auth.ts';
import { limitMail } from '../../platform/mail-limiter.ts';
import type { ApplicationsService } from './applications.service.ts';
import { receiveOneFile } from '../files/files.receive.ts';

export function registerApplicationRoutes(app: FastifyInstance, deps: AppDeps, service: ApplicationsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission(deps.tokens, 'application.manage');
  const tags = ['tenant applications'];
  const publicLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  r.post('/tenant-applications/links', {
    onRequest,
    preHandler: limitMail(deps.mailLimiter, (request) => (request.body as { email?: string }).email),
    schema: { tags, body: createApplicationLinkInputSchema, response: { 201: applicationLinkSchema } },
    handler: async (request, reply) => reply.status(201).send(await service.createLink(authOf(request), request.body)),
  });

  r.get('/tenant-applications', {
    onRequest,
    schema: { tags, querystring: listApplicationsQuerySchema, response: { 200: applicationListResponseSchema } },
    handler: async (request) => service.list(authOf(request), request.query),
  });

  r.get('/tenant-applications/:id', {
    onRequest,
    schema: { tags, params: idParamsSchema, response: { 200: tenantApplicationSchema } },
    handler: async (request) => service.get(authOf(request), request.params.id),
  });

  r.post('/tenant-applications/:id/approve', {
    onRequest,
    preHandler: limitMail(deps.mailLimiter),
    schema: { tags, params: idParamsSchema, response: { 200: approveApplicationResponseSchema } },
    handler: async (request) => service.approve(authOf(request), request.params.id),
  });

  r.post('/tenant-applications/:id/decline', {
    onRequest,
    preHandler: limitMail(deps.mailLimiter),
    schema: { tags, params: idParamsSchema, body: declineApplicationInputSchema.default({}), response: { 200: tenantApplicationSchema } },
    handler: async (request) => service.decline(authOf(request), request.params.id, request.body.reason),
  });

  r.get('/tenant-applications/public/:token', {
    config: publicLimit,
    schema: { tags, params: leasingTokenParamsSchema, response: { 200: publicApplicationContextSchema }, security: [] },
    handler: async (request) => service.publicContext(request.params.token),
  });

  r.post('/tenant-applications/public/:token', {
    config: publicLimit,
    preHandler: limitMail(deps.mailLimiter),
    schema: { tags, params: leasingTokenParamsSchema, body: submitApplicationInputSchema, response: { 201: submitApplicationResponseSchema }, security: [] },
    handler: async (request, reply) => reply.status(201).send(await service.submit(request.params.token, request.body)),
  });

  r.post('/tenant-applications/public/:token/files', {
    config: publicLimit,
    schema: {
      tags,
      params: leasingTokenParamsSchema,
      consumes: ['multipart/form-data'],
      response: { 201: fileSchema },
      security: [],
      description: 'An attachment for the application (form field `file`); pass its id in additionalInfo.attachmentIds.',
    },
    handler: async (request, reply) => {
      const file = await service.uploadForLink(request.params.token, (files, accountId) =>
        receiveOneFile(request, files, accountId),
      );
      return reply.status(201).send(file);
    },
  });
}
