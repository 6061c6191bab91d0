/**
 * HTTP routes of spec point 7 "Work orders", plus the calls the loop needs (each described in the
 * OpenAPI document): the quotes side by side, accepting one, the provider's inbox, completion with
 * an invoice, and the landlord's confirmation with a rating.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptWorkOrderQuoteInputSchema,
  addAssigneeInputSchema,
  completeWorkOrderInputSchema,
  confirmWorkOrderInputSchema,
  createWorkOrderInputSchema,
  createWorkOrderQuoteInputSchema,
  listWorkOrdersQuerySchema,
  requestQuoteInputSchema,
  shareWorkOrderInputSchema,
  createdShareLinkSchema,
  sharedWorkOrderResponseSchema,
  suggestedContractorsResponseSchema,
  updateWorkOrderInputSchema,
  workOrderIdParamsSchema,
  workOrderInboxQuerySchema,
  workOrderInboxResponseSchema,
  workOrderListResponseSchema,
  workOrderMessageResponseSchema,
  workOrderQuoteSchema,
  workOrderQuotesResponseSchema,
  workOrderSchema,
  workOrderTokenParamsSchema,
} from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, requirePermission } from '../../platform/auth.ts';
import { limitMail } from '../../platform/mail-limiter.ts';
import { registerShareLinkRoutes } from '../share-links/index.ts';
import type { WorkOrdersService } from './work-orders.service.ts';

const withWorkOrder = workOrderMessageResponseSchema.extend({ workOrder: workOrderSchema });

export function registerWorkOrderRoutes(app: FastifyInstance, deps: AppDeps, service: WorkOrdersService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = requirePermission(deps.tokens, 'workOrder.manage');
  const work = requirePermission(deps.tokens, 'workOrder.work');
  const read = requirePermission(deps.tokens, 'workOrder.read');
  const tags = ['work orders'];
  const params = workOrderIdParamsSchema;

  r.post('/work-orders', {
    onRequest: manage,
    schema: { tags, body: createWorkOrderInputSchema, response: { 201: workOrderSchema } },
    handler: async (request, reply) => reply.status(201).send(await service.create(authOf(request), request.body)),
  });

  r.get('/work-orders', {
    onRequest: manage,
    schema: { tags, querystring: listWorkOrdersQuerySchema, response: { 200: workOrderListResponseSchema } },
    handler: async (request) => service.list(authOf(request), request.query),
  });

  r.get('/work-orders/get-by-token/:token', {
    schema: {
      tags,
      params: workOrderTokenParamsSchema,
      response: { 200: sharedWorkOrderResponseSchema },
      description: 'Public: the one work order the e-mailed link shares (no account needed).',
    },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => service.getByToken(request.params.token),
  });

  r.get('/work-orders/generate-contractors/:id', {
    onRequest: manage,
    schema: {
      tags,
      params,
      response: { 200: suggestedContractorsResponseSchema },
      description: 'Contacts (Contractor/Vendor) and Lintel service providers ranked for the work order, with reasons; `source` says whether the AI or the local rules answered.',
    },
    handler: async (request) => service.suggest(authOf(request), request.params.id),
  });

  r.patch('/work-orders/share/:id', {
    onRequest: manage,
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    preHandler: limitMail(deps.mailLimiter, (request) => (request.body as { email: string }).email),
    schema: {
      tags,
      params,
      body: shareWorkOrderInputSchema,
      response: { 200: workOrderMessageResponseSchema },
      description: 'E-mails a link to {PUBLIC_URL}/work-orders/shared/{token} (valid 14 days).',
    },
    handler: async (request) => service.share(authOf(request), request.params.id, request.body.email),
  });

  r.post('/work-orders/:id/share-links', {
    onRequest: manage,
    schema: {
      tags,
      params,
      response: { 201: createdShareLinkSchema },
      description: '"Copy link": a new link to {PUBLIC_URL}/work-orders/shared/{token} to hand over yourself (valid 14 days, listed and revocable like e-mailed ones).',
    },
    handler: async (request, reply) => reply.status(201).send(await service.createShareLink(authOf(request), request.params.id)),
  });
  registerShareLinkRoutes(app, deps, { base: '/work-orders', kind: 'workOrder', action: 'workOrder.manage', tags, assertOwn: (auth, id) => service.assertOwn(auth, id) });

  r.patch('/work-orders/add-assignee/:id', {
    onRequest: manage,
    schema: { tags, params, body: addAssigneeInputSchema, response: { 200: withWorkOrder } },
    handler: async (request) => service.addAssignee(authOf(request), request.params.id, request.body),
  });

  r.patch('/work-orders/request-quote/:id', {
    onRequest: manage,
    schema: { tags, params, body: requestQuoteInputSchema, response: { 200: withWorkOrder } },
    handler: async (request) => service.requestQuote(authOf(request), request.params.id, request.body.providerIds),
  });

  r.get('/work-orders/:id', {
    onRequest: read,
    schema: { tags, params, response: { 200: workOrderSchema } },
    handler: async (request) => service.get(authOf(request), request.params.id),
  });

  r.patch('/work-orders/:id', {
    onRequest: manage,
    schema: { tags, params, body: updateWorkOrderInputSchema, response: { 200: workOrderSchema } },
    handler: async (request) => service.update(authOf(request), request.params.id, request.body),
  });

  r.get('/work-orders/:id/quotes', {
    onRequest: manage,
    schema: { tags, params, response: { 200: workOrderQuotesResponseSchema }, description: "The work order's quotes side by side, lowest total first." },
    handler: async (request) => service.quotes(authOf(request), request.params.id),
  });

  r.post('/work-orders/:id/accept-quote', {
    onRequest: manage,
    schema: {
      tags,
      params,
      body: acceptWorkOrderQuoteInputSchema,
      response: { 200: withWorkOrder },
      description: 'Accepts one quote: it becomes Converted, the other waiting quotes are declined (archived) and their providers told.',
    },
    handler: async (request) => service.acceptQuote(authOf(request), request.params.id, request.body.quoteId),
  });

  r.post('/work-orders/:id/confirm', {
    onRequest: manage,
    schema: {
      tags,
      params,
      body: confirmWorkOrderInputSchema,
      response: { 200: withWorkOrder },
      description: 'Confirms completion and rates the provider; posts a Bill expense on the property with the invoice attached.',
    },
    handler: async (request) => service.confirm(authOf(request), request.params.id, request.body),
  });

  r.post('/work-orders/:id/complete', {
    onRequest: work,
    schema: { tags, params, body: completeWorkOrderInputSchema, response: { 200: withWorkOrder }, description: 'The provider doing the work marks it done with an invoice file.' },
    handler: async (request) => service.complete(authOf(request), request.params.id, request.body),
  });

  r.get('/work-order-inbox', {
    onRequest: work,
    schema: { tags, querystring: workOrderInboxQuerySchema, response: { 200: workOrderInboxResponseSchema }, description: "A service provider's requests for quotes and assigned work." },
    handler: async (request) => service.inbox(authOf(request), request.query.page, request.query.pageSize),
  });

  r.post('/work-order-quotes', {
    onRequest: work,
    schema: { tags, body: createWorkOrderQuoteInputSchema, response: { 201: workOrderQuoteSchema } },
    handler: async (request, reply) => reply.status(201).send(await service.submitQuote(authOf(request), request.body)),
  });
}
