/** HTTP routes of spec point 7 "Contacts" and "Categories". Tenants keep no contacts (403). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoriesQuerySchema,
  categoriesResponseSchema,
  categoryResponseSchema,
  contactIdParamsSchema,
  contactListResponseSchema,
  contactMessageResponseSchema,
  contactSchema,
  createdShareLinkSchema,
  createCategoryInputSchema,
  createContactInputSchema,
  listContactsQuerySchema,
  messageResponseSchema,
  shareContactInputSchema,
  sharedContactPreviewSchema,
  sharedContactResponseSchema,
  shareTokenParamsSchema,
  subCategoriesResponseSchema,
  updateContactInputSchema,
} from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, requireAuth, requirePermission } from '../../platform/auth.ts';
import { noContent } from '../../platform/http.ts';
import { limitMail } from '../../platform/mail-limiter.ts';
import { registerShareLinkRoutes } from '../share-links/index.ts';
import type { ContactsService } from './contacts.service.ts';

export function registerContactRoutes(app: FastifyInstance, deps: AppDeps, service: ContactsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission(deps.tokens, 'contact.manage');
  const tags = ['contacts'];

  r.get('/contacts', {
    onRequest,
    schema: { tags, querystring: listContactsQuerySchema, response: { 200: contactListResponseSchema } },
    handler: async (request) => service.list(authOf(request), request.query),
  });

  r.post('/contacts', {
    onRequest,
    schema: { tags, body: createContactInputSchema, response: { 201: contactSchema } },
    handler: async (request, reply) => reply.status(201).send(await service.create(authOf(request), request.body)),
  });

  r.put('/contacts/:id', {
    onRequest,
    schema: { tags, params: contactIdParamsSchema, body: updateContactInputSchema, response: { 200: contactSchema } },
    handler: async (request) => service.update(authOf(request), request.params.id, request.body),
  });

  r.delete('/contacts/:id', {
    onRequest,
    schema: { tags, params: contactIdParamsSchema, response: { 204: z.null() } },
    handler: noContent((request) => service.remove(authOf(request), request.params.id)),
  });

  r.post('/contacts/share-contact', {
    onRequest,
    // Each share sends an e-mail to an address the caller chooses: keep it to a human pace.
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    preHandler: limitMail(deps.mailLimiter, (request) => (request.body as { email: string }).email),
    schema: {
      tags,
      body: shareContactInputSchema,
      response: { 200: messageResponseSchema },
      description: 'E-mails a link to {PUBLIC_URL}/contacts/shared/{token} (valid 14 days).',
    },
    handler: async (request) => service.share(authOf(request), request.body.contactId, request.body.email),
  });

  r.post('/contacts/:id/share-links', {
    onRequest,
    schema: {
      tags,
      params: contactIdParamsSchema,
      response: { 201: createdShareLinkSchema },
      description: '"Copy link": a new link to {PUBLIC_URL}/contacts/shared/{token} to hand over yourself (valid 14 days, listed and revocable like e-mailed ones).',
    },
    handler: async (request, reply) => reply.status(201).send(await service.createShareLink(authOf(request), request.params.id)),
  });

  r.get('/contacts/share-preview/:token', {
    schema: {
      tags,
      params: shareTokenParamsSchema,
      response: { 200: sharedContactPreviewSchema },
      description: 'Public: the shared contact\'s name and who shared it, for the sign-in page the link lands on (404 once revoked or expired).',
    },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => service.previewByToken(request.params.token),
  });

  registerShareLinkRoutes(app, deps, { base: '/contacts', kind: 'contact', action: 'contact.manage', tags, assertOwn: (auth, id) => service.assertOwn(auth, id) });

  r.get('/contacts/get-by-token/:token', {
    onRequest: requireAuth(deps.tokens),
    schema: { tags, params: shareTokenParamsSchema, response: { 200: sharedContactResponseSchema } },
    handler: async (request) => service.getByToken(authOf(request), request.params.token),
  });

  r.post('/contacts/add/:token', {
    onRequest,
    schema: { tags, params: shareTokenParamsSchema, response: { 201: contactMessageResponseSchema } },
    handler: async (request, reply) => reply.status(201).send(await service.addByToken(authOf(request), request.params.token)),
  });

  r.get('/categories', {
    onRequest,
    schema: { tags, querystring: categoriesQuerySchema, response: { 200: categoriesResponseSchema } },
    handler: async (request) => service.categories(authOf(request), request.query.entity),
  });

  r.post('/categories', {
    onRequest,
    schema: { tags, body: createCategoryInputSchema, response: { 201: categoryResponseSchema } },
    handler: async (request, reply) => reply.status(201).send(await service.createCategory(authOf(request), request.body)),
  });

  r.get('/contractor-sub-categories', {
    onRequest,
    schema: { tags, response: { 200: subCategoriesResponseSchema } },
    handler: async (request) => service.contractorSubCategories(authOf(request)),
  });
}
