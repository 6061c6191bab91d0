/**
 * HTTP routes of the notifications (spec point 7 "GET /notifications (params)"; issue 13): the list,
 * marking one or all seen, and the per-type preferences. Every role has notifications
 * (`notification.read`); each user sees only their own.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  listNotificationsQuerySchema,
  markAllNotificationsSeenResponseSchema,
  markNotificationSeenResponseSchema,
  notificationIdParamsSchema,
  notificationListResponseSchema,
  notificationPreferencesSchema,
  updateNotificationPreferencesInputSchema,
} from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, requirePermission } from '../../platform/auth.ts';
import type { NotificationsService } from './notifications.service.ts';

export function registerNotificationRoutes(app: FastifyInstance, deps: AppDeps, service: NotificationsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission(deps.tokens, 'notification.read');
  const tags = ['notifications'];

  r.get('/notifications', {
    onRequest,
    schema: {
      tags,
      querystring: listNotificationsQuerySchema,
      response: { 200: notificationListResponseSchema },
      description: "The caller's notifications, newest first; meta.unseenCount is the bell's count.",
    },
    handler: async (request) => service.list(authOf(request), request.query),
  });

  r.put('/notifications/seen-all', {
    onRequest,
    schema: {
      tags,
      response: { 200: markAllNotificationsSeenResponseSchema },
      description: "Marks every unseen notification of the caller seen (no body); the caller's other tabs get notification.seen.",
    },
    handler: async (request) => service.markAllSeen(authOf(request)),
  });

  r.put('/notifications/:id/seen', {
    onRequest,
    schema: {
      tags,
      params: notificationIdParamsSchema,
      response: { 200: markNotificationSeenResponseSchema },
      description: "Marks one of the caller's notifications seen (no body); another user's id is 404.",
    },
    handler: async (request) => service.markSeen(authOf(request), request.params.id),
  });

  r.get('/notifications/preferences', {
    onRequest,
    schema: { tags, response: { 200: notificationPreferencesSchema }, description: 'Delivery channel per notification type: inApp, email, both or none.' },
    handler: async (request) => service.preferences(authOf(request)),
  });

  r.put('/notifications/preferences', {
    onRequest,
    schema: { tags, body: updateNotificationPreferencesInputSchema, response: { 200: notificationPreferencesSchema }, description: 'Changes the channels of the types named; answers the whole set.' },
    handler: async (request) => service.updatePreferences(authOf(request), request.body),
  });
}
