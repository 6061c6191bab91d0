/**
 * HTTP routes of spec point 7 "Tenant requests" and "Services", and the request portal: the
 * landlord's link per property (get, turn off/on, rotate) and the public routes a visitor uses by
 * token, rate-limited per IP and per link.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createServiceInputSchema,
  createTenantRequestInputSchema,
  fileSchema,
  idParamsSchema,
  listServicesQuerySchema,
  listTenantRequestsQuerySchema,
  openRequestsSummarySchema,
  portalLinkSchema,
  portalLinkUpdateInputSchema,
  portalPropertyParamsSchema,
  portalRequestInputSchema,
  portalRequestResponseSchema,
  portalTokenParamsSchema,
  propertyServiceSchema,
  publicPortalSchema,
  serviceCategoriesQuerySchema,
  serviceCategoriesResponseSchema,
  serviceListResponseSchema,
  tenantRequestActionInputSchema,
  tenantRequestActionParamsSchema,
  tenantRequestListResponseSchema,
  tenantRequestOptionsInputSchema,
  tenantRequestOptionsResponseSchema,
  tenantRequestSchema,
  updateServiceInputSchema,
  maintenanceCategories,
} from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, requirePermission } from '../../platform/auth.ts';
import { hashToken } from '../../platform/crypto.ts';
import { noContent } from '../../platform/http.ts';
import { AppError } from '../../platform/errors.ts';
import { receiveOneFile } from '../files/index.ts';
import type { TenantRequestsService } from './tenant-requests.service.ts';
import type { PortalService } from './portal.service.ts';
import type { ServicesService } from './services.service.ts';
import { openRequestsSummary } from './open-summary.ts';

/** Public portal limits: per client IP, and per link (whoever calls). */
export const PORTAL_IP_LIMIT = { max: 30, timeWindow: '1 minute' };
export const PORTAL_LINK_LIMIT = { max: 60, windowMs: 10 * 60 * 1000 };

export function registerMaintenanceRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  services: { requests: TenantRequestsService; portal: PortalService; services: ServicesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { requests, portal } = services;
  const read = requirePermission(deps.tokens, 'tenantRequest.read');
  const manage = requirePermission(deps.tokens, 'tenantRequest.manage');
  const serviceManage = requirePermission(deps.tokens, 'service.manage');
  const tags = ['tenant requests'];

  r.post('/tenant-requests', {
    onRequest: requirePermission(deps.tokens, 'tenantRequest.create'),
    schema: { tags, body: createTenantRequestInputSchema, response: { 201: tenantRequestSchema } },
    handler: async (request, reply) => reply.status(201).send(await requests.create(authOf(request), request.body)),
  });

  r.get('/tenant-requests', {
    onRequest: read,
    schema: {
      tags,
      querystring: listTenantRequestsQuerySchema,
      response: { 200: tenantRequestListResponseSchema },
      description: 'The landlord: requests on their properties (propertyId: a building includes its units). A tenant: their own.',
    },
    handler: async (request) => requests.list(authOf(request), request.query),
  });

  r.get('/tenant-requests/open-summary', {
    onRequest: manage,
    schema: { tags, response: { 200: openRequestsSummarySchema }, description: 'Open requests per property with the highest urgency (dashboard).' },
    handler: async (request) => openRequestsSummary(deps.db, authOf(request).accountId),
  });

  r.get('/tenant-requests/:id', {
    onRequest: read,
    schema: { tags, params: idParamsSchema, response: { 200: tenantRequestSchema } },
    handler: async (request) => requests.get(authOf(request), request.params.id),
  });

  r.put('/tenant-requests/:action/:id', {
    onRequest: read,
    schema: {
      tags,
      params: tenantRequestActionParamsSchema,
      body: tenantRequestActionInputSchema.default({}),
      response: { 200: tenantRequestSchema },
      description: 'accept | reject (reason required, the tenant sees it) | resolve: the landlord. edit: the landlord, or the tenant while in review.',
    },
    handler: async (request) => requests.act(authOf(request), request.params.action, request.params.id, request.body),
  });

  r.post('/tenant-request-options', {
    onRequest: read,
    schema: { tags, body: tenantRequestOptionsInputSchema.default({}), response: { 200: tenantRequestOptionsResponseSchema } },
    handler: async (request) => requests.options(authOf(request), request.body.categoryId),
  });

  // ---------- the request portal ----------
  const portalTags = ['request portal'];
  r.get('/request-portal/properties/:id', {
    onRequest: manage,
    schema: { tags: portalTags, params: portalPropertyParamsSchema, response: { 200: portalLinkSchema }, description: "The property's portal link and QR code, made on first use." },
    handler: async (request) => portal.get(authOf(request), request.params.id),
  });

  r.patch('/request-portal/properties/:id', {
    onRequest: manage,
    schema: { tags: portalTags, params: portalPropertyParamsSchema, body: portalLinkUpdateInputSchema, response: { 200: portalLinkSchema }, description: 'Turn the link off (it answers 404) or on again.' },
    handler: async (request) => portal.setEnabled(authOf(request), request.params.id, request.body.enabled),
  });

  r.post('/request-portal/properties/:id/rotate', {
    onRequest: manage,
    schema: { tags: portalTags, params: portalPropertyParamsSchema, response: { 200: portalLinkSchema }, description: 'A new link; the old one answers 404.' },
    handler: async (request) => portal.rotate(authOf(request), request.params.id),
  });

  // @fastify/rate-limit runs one limiter per request, so the per-link count is a fixed window of its own
  // (shared through Redis by every instance when REDIS_URL is set, like the per-IP limit above).
  const linkCounters = deps.counters;
  const perLink: preHandlerAsyncHookHandler = async (request) => {
    const key = `portal-link:${hashToken((request.params as { token: string }).token)}`;
    if ((await linkCounters.hit(key, PORTAL_LINK_LIMIT.windowMs)) > PORTAL_LINK_LIMIT.max) {
      throw new AppError('RATE_LIMITED', 'Too many requests through this link; try again later', undefined, {
        'retry-after': String(PORTAL_LINK_LIMIT.windowMs / 1000),
      });
    }
  };
  const publicConfig = { rateLimit: PORTAL_IP_LIMIT };

  r.get('/request-portal/:token', {
    config: publicConfig,
    preHandler: perLink,
    schema: { tags: portalTags, params: portalTokenParamsSchema, response: { 200: publicPortalSchema }, security: [] },
    handler: async (request) => portal.publicView(request.params.token),
  });

  r.post('/request-portal/:token/files', {
    config: publicConfig,
    preHandler: perLink,
    schema: {
      tags: portalTags,
      params: portalTokenParamsSchema,
      consumes: ['multipart/form-data'],
      response: { 201: fileSchema },
      security: [],
      description: 'One photo or video (form field `file`, type from its content); pass its id in attachmentIds or videoIds.',
    },
    handler: async (request, reply) =>
      reply.status(201).send(await portal.upload(request.params.token, (files, accountId) => receiveOneFile(request, files, accountId))),
  });

  r.post('/request-portal/:token/requests', {
    config: publicConfig,
    preHandler: perLink,
    schema: { tags: portalTags, params: portalTokenParamsSchema, body: portalRequestInputSchema, response: { 201: portalRequestResponseSchema }, security: [] },
    handler: async (request, reply) => reply.status(201).send(await portal.submit(request.params.token, request.body)),
  });

  // ---------- property services ----------
  const serviceTags = ['services'];
  r.post('/property-services', {
    onRequest: serviceManage,
    schema: { tags: serviceTags, body: createServiceInputSchema, response: { 201: propertyServiceSchema } },
    handler: async (request, reply) => reply.status(201).send(await services.services.create(authOf(request), request.body)),
  });

  r.get('/property-services', {
    onRequest: serviceManage,
    schema: { tags: serviceTags, querystring: listServicesQuerySchema, response: { 200: serviceListResponseSchema } },
    handler: async (request) => services.services.list(authOf(request), request.query),
  });

  r.get('/property-services/:id', {
    onRequest: serviceManage,
    schema: { tags: serviceTags, params: idParamsSchema, response: { 200: propertyServiceSchema } },
    handler: async (request) => services.services.get(authOf(request), request.params.id),
  });

  r.put('/property-services/:id', {
    onRequest: serviceManage,
    schema: { tags: serviceTags, params: idParamsSchema, body: updateServiceInputSchema, response: { 200: propertyServiceSchema } },
    handler: async (request) => services.services.update(authOf(request), request.params.id, request.body),
  });

  r.delete('/property-services/:id', {
    onRequest: serviceManage,
    schema: { tags: serviceTags, params: idParamsSchema, response: { 204: z.null() } },
    handler: noContent((request) => services.services.remove(authOf(request), request.params.id)),
  });

  r.get('/service-categories', {
    onRequest: read,
    schema: { tags: serviceTags, querystring: serviceCategoriesQuerySchema, response: { 200: serviceCategoriesResponseSchema }, description: 'The nested category catalogue (dataType tenantRequest or service).' },
    handler: async () => ({ categories: maintenanceCategories.map((category) => ({ ...category, children: [...category.children] })) }),
  });
}
