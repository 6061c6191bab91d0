/**
 * HTTP routes of spec point 7 "Quotes" and the quote flow around them: requesters
 * (homeOwner, propertyManager) request quotes and accept one under /quote-requests; service
 * providers receive open requests and keep their quotes under /quotes.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptQuoteInputSchema,
  kickOffInputSchema,
  createQuoteInputSchema,
  createQuoteRequestInputSchema,
  listQuoteRequestsQuerySchema,
  listQuotesQuerySchema,
  providerQuoteRequestListResponseSchema,
  providerQuoteRequestSchema,
  quoteIdParamsSchema,
  quoteListResponseSchema,
  quoteRequestListResponseSchema,
  quoteRequestSchema,
  quoteSchema,
  quoteStatisticsQuerySchema,
  quoteStatisticsSchema,
  updateQuoteInputSchema,
} from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, requirePermission } from '../../platform/auth.ts';
import type { CatalogueService } from '../configurator/index.ts';
import { createQuotesService } from './quotes.service.ts';
import type { FilesService } from '../files/index.ts';

export function registerQuoteRoutes(app: FastifyInstance, deps: AppDeps, catalogue: CatalogueService, files: FilesService) {
  const service = createQuotesService(deps, catalogue, files);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const requesters = requirePermission(deps.tokens, 'quoteRequest.manage');
  const providers = requirePermission(deps.tokens, 'quote.manage');
  const requestTags = ['quote-requests'];
  const tags = ['quotes'];

  // ---- Requesters ----
  r.post('/quote-requests', {
    onRequest: requesters,
    schema: { tags: requestTags, body: createQuoteRequestInputSchema, response: { 201: quoteRequestSchema } },
    handler: async (request, reply) => reply.status(201).send(await service.createRequest(authOf(request), request.body)),
  });
  r.get('/quote-requests', {
    onRequest: requesters,
    schema: { tags: requestTags, querystring: listQuoteRequestsQuerySchema, response: { 200: quoteRequestListResponseSchema } },
    handler: async (request) => service.listRequests(authOf(request), request.query),
  });
  r.get('/quote-requests/:id', {
    onRequest: requesters,
    schema: { tags: requestTags, params: quoteIdParamsSchema, response: { 200: quoteRequestSchema } },
    handler: async (request) => service.getRequest(authOf(request), request.params.id),
  });
  r.post('/quote-requests/:id/accept', {
    onRequest: requesters,
    schema: {
      tags: requestTags,
      params: quoteIdParamsSchema,
      body: acceptQuoteInputSchema,
      response: { 200: quoteRequestSchema },
      description: 'Accepts a sent quote: it becomes approved, the request closes, its project models move to quoteAccepted.',
    },
    handler: async (request) => service.accept(authOf(request), request.params.id, request.body),
  });
  r.post('/quote-requests/:id/confirm-start-date', {
    onRequest: requesters,
    schema: {
      tags: requestTags,
      params: quoteIdParamsSchema,
      response: { 200: quoteRequestSchema },
      description: 'Confirms the start date the accepted installer proposed: the project models move to startDateConfirmed.',
    },
    handler: async (request) => service.confirmStartDate(authOf(request), request.params.id),
  });
  r.post('/quote-requests/:id/complete', {
    onRequest: requesters,
    schema: {
      tags: requestTags,
      params: quoteIdParamsSchema,
      response: { 200: quoteRequestSchema },
      description: 'Marks the job completed after its start date was confirmed: the project models become DONE.',
    },
    handler: async (request) => service.complete(authOf(request), request.params.id),
  });
  r.post('/quote-requests/:id/kick-off', {
    onRequest: providers,
    schema: {
      tags: requestTags,
      params: quoteIdParamsSchema,
      body: kickOffInputSchema,
      response: { 200: providerQuoteRequestSchema },
      description: 'The installer whose quote was accepted proposes the start date: the project models move to kickOff.',
    },
    handler: async (request) => service.kickOff(authOf(request), request.params.id, request.body),
  });

  // ---- Service providers ----
  r.get('/quotes/requests', {
    onRequest: providers,
    schema: {
      tags,
      querystring: listQuoteRequestsQuerySchema,
      response: { 200: providerQuoteRequestListResponseSchema },
      description: 'Open quote requests for the project types your trades cover (all when you named no trade).',
    },
    handler: async (request) => service.listOpenRequests(authOf(request), request.query),
  });
  r.get('/quotes/requests/:id', {
    onRequest: providers,
    schema: { tags, params: quoteIdParamsSchema, response: { 200: providerQuoteRequestSchema } },
    handler: async (request) => service.getOpenRequest(authOf(request), request.params.id),
  });
  r.post('/quotes', {
    onRequest: providers,
    schema: { tags, body: createQuoteInputSchema, response: { 201: quoteSchema } },
    handler: async (request, reply) => reply.status(201).send(await service.create(authOf(request), request.body)),
  });
  // Spec point 7 spells the list GET /quotes/ (page from 0, size); /quotes answers the same and is
  // the one the OpenAPI document shows (a trailing slash is not a distinct OpenAPI path).
  for (const url of ['/quotes/', '/quotes']) {
    r.get(url, {
      onRequest: providers,
      schema: { hide: url === '/quotes/', tags, querystring: listQuotesQuerySchema, response: { 200: quoteListResponseSchema } },
      handler: async (request) => service.list(authOf(request), request.query),
    });
  }
  r.get('/quotes/statistics', {
    onRequest: providers,
    schema: { tags, querystring: quoteStatisticsQuerySchema, response: { 200: quoteStatisticsSchema } },
    handler: async (request) => service.statistics(authOf(request), request.query),
  });
  r.get('/quotes/:id', {
    onRequest: providers,
    schema: { tags, params: quoteIdParamsSchema, response: { 200: quoteSchema } },
    handler: async (request) => service.get(authOf(request), request.params.id),
  });
  r.patch('/quotes/:id', {
    onRequest: providers,
    schema: { tags, params: quoteIdParamsSchema, body: updateQuoteInputSchema, response: { 200: quoteSchema } },
    handler: async (request) => service.update(authOf(request), request.params.id, request.body),
  });
  const actions = [
    ['send', 'send', 'Draft → Waiting Response; e-mails the requester.'],
    ['follow-up', 'followUp', 'Waiting Response stays; e-mails the requester a reminder.'],
    ['archive', 'archive', 'Draft, Waiting Response or Converted → Archived.'],
    ['restore', 'restore', 'Archived → the status it was archived from.'],
  ] as const;
  for (const [path, action, description] of actions) {
    r.post(`/quotes/:id/${path}`, {
      onRequest: providers,
      schema: { tags, params: quoteIdParamsSchema, response: { 200: quoteSchema }, description },
      handler: async (request) => service.act(authOf(request), request.params.id, action),
    });
  }
  r.get('/quotes/:id/export', {
    onRequest: providers,
    schema: { tags, params: quoteIdParamsSchema, description: 'The quote as a PDF (the Export row action).' },
    handler: async (request, reply) => {
      const file = await service.exportPdf(authOf(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  });
}
