/** HTTP routes of chat (issue 14), under /chat. Every role may chat (`chat.use`); participants only (404 otherwise). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chatHistoryQuerySchema,
  chatHistoryResponseSchema,
  chatMessageSchema,
  chatSearchQuerySchema,
  chatSearchResponseSchema,
  chatUnreadResponseSchema,
  conversationIdParamsSchema,
  conversationListResponseSchema,
  conversationSchema,
  listConversationsQuerySchema,
  markChatReadInputSchema,
  markChatReadResponseSchema,
  openConversationInputSchema,
  postChatMessageInputSchema,
} from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, requirePermission } from '../../platform/auth.ts';
import type { ChatService } from './chat.service.ts';

export function registerChatRoutes(app: FastifyInstance, deps: AppDeps, service: ChatService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission(deps.tokens, 'chat.use');
  const tags = ['chat'];

  r.get('/chat/conversations', {
    onRequest,
    schema: { tags, querystring: listConversationsQuerySchema, response: { 200: conversationListResponseSchema }, description: 'My conversations, latest activity first; meta.totalUnread for the sidebar.' },
    handler: async (request) => service.list(authOf(request), request.query),
  });

  r.get('/chat/unread', {
    onRequest,
    schema: { tags, response: { 200: chatUnreadResponseSchema }, description: 'Unread messages over all my conversations (sidebar badge).' },
    handler: async (request) => service.unread(authOf(request)),
  });

  r.post('/chat/conversations', {
    onRequest,
    schema: {
      tags,
      body: openConversationInputSchema,
      response: { 200: conversationSchema, 201: conversationSchema },
      description:
        "Opens the conversation of a subject (201 when created): a lease (landlord and the lease's tenants with an account), a quote request (homeowner and the providers who quoted), a work order, or direct with one of my contacts (the same answer whether or not their address has a Lintel account; they appear once they take part). 404 when I am not one of its people.",
    },
    handler: async (request, reply) => {
      const { conversation, created } = await service.open(authOf(request), request.body.subject, request.body.withUserId);
      return reply.status(created ? 201 : 200).send(conversation);
    },
  });

  r.get('/chat/conversations/:id', {
    onRequest,
    schema: { tags, params: conversationIdParamsSchema, response: { 200: conversationSchema } },
    handler: async (request) => service.get(authOf(request), request.params.id),
  });

  r.get('/chat/conversations/:id/messages', {
    onRequest,
    schema: { tags, params: conversationIdParamsSchema, querystring: chatHistoryQuerySchema, response: { 200: chatHistoryResponseSchema }, description: 'History, newest first; pass meta.before as `before` for older messages.' },
    handler: async (request) => service.history(authOf(request), request.params.id, request.query),
  });

  r.get('/chat/conversations/:id/search', {
    onRequest,
    schema: { tags, params: conversationIdParamsSchema, querystring: chatSearchQuerySchema, response: { 200: chatSearchResponseSchema } },
    handler: async (request) => service.search(authOf(request), request.params.id, request.query),
  });

  r.post('/chat/conversations/:id/messages', {
    onRequest,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags,
      params: conversationIdParamsSchema,
      body: postChatMessageInputSchema,
      response: { 201: chatMessageSchema },
      description: 'Posts a message (text and/or files uploaded with POST /files, spec point 5 limits). 403 CONVERSATION_CLOSED once I left the subject.',
    },
    handler: async (request, reply) => reply.status(201).send(await service.post(authOf(request), request.params.id, request.body)),
  });

  r.post('/chat/conversations/:id/read', {
    onRequest,
    schema: { tags, params: conversationIdParamsSchema, body: markChatReadInputSchema, response: { 200: markChatReadResponseSchema }, description: 'Marks everything up to messageId as read (read receipts).' },
    handler: async (request) => service.markRead(authOf(request), request.params.id, request.body.messageId),
  });
}
