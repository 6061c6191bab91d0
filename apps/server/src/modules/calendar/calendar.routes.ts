/** HTTP routes of spec point 7 "Events", the one-event .ics download and the ICS feed. Everyone has a calendar. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarEventIdParamsSchema,
  calendarEventListResponseSchema,
  calendarEventSchema,
  calendarFeedFileParamsSchema,
  calendarFeedLinkSchema,
  calendarFeedStatusSchema,
  createCalendarEventInputSchema,
  listCalendarEventsQuerySchema,
  updateCalendarEventInputSchema,
  updateCalendarFeedInputSchema,
} from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, requirePermission } from '../../platform/auth.ts';
import { noContent } from '../../platform/http.ts';
import { servedFileHeaders } from '../../platform/file-disposition.ts';
import type { CalendarService } from './calendar.service.ts';

const ICS_TYPE = 'text/calendar; charset=utf-8';

export function registerCalendarRoutes(app: FastifyInstance, deps: AppDeps, service: CalendarService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission(deps.tokens, 'calendar.manage');
  const tags = ['calendar'];

  r.get('/events', {
    onRequest,
    schema: {
      tags,
      querystring: listCalendarEventsQuerySchema,
      response: { 200: calendarEventListResponseSchema },
      description: 'Occurrences in startDate..endDate (at most 2 years), repeats expanded; filter = comma list of sources.',
    },
    handler: async (request) => service.list(authOf(request), request.query),
  });

  r.post('/events', {
    onRequest,
    schema: { tags, body: createCalendarEventInputSchema, response: { 201: calendarEventSchema } },
    handler: async (request, reply) => reply.status(201).send(await service.create(authOf(request), request.body)),
  });

  r.get('/events/:id', {
    onRequest,
    schema: { tags, params: calendarEventIdParamsSchema, response: { 200: calendarEventSchema } },
    handler: async (request) => service.get(authOf(request), request.params.id),
  });

  r.put('/events/:id', {
    onRequest,
    schema: { tags, params: calendarEventIdParamsSchema, body: updateCalendarEventInputSchema, response: { 200: calendarEventSchema } },
    handler: async (request) => service.update(authOf(request), request.params.id, request.body),
  });

  r.delete('/events/:id', {
    onRequest,
    schema: { tags, params: calendarEventIdParamsSchema, response: { 204: z.null() } },
    handler: noContent((request) => service.remove(authOf(request), request.params.id)),
  });

  r.get('/events/:id/ics', {
    onRequest,
    schema: { tags, params: calendarEventIdParamsSchema, description: 'The event as an RFC 5545 file (RRULE, VALARM).' },
    handler: async (request, reply) => {
      const file = await service.eventIcs(authOf(request), request.params.id);
      return reply.type(ICS_TYPE).headers(servedFileHeaders('text/calendar', file.filename)).send(file.body);
    },
  });

  r.get('/calendar/feed', {
    onRequest,
    schema: { tags, response: { 200: calendarFeedStatusSchema } },
    handler: async (request) => service.feedStatus(authOf(request)),
  });

  r.post('/calendar/feed', {
    onRequest,
    schema: { tags, response: { 201: calendarFeedLinkSchema }, description: 'Makes a new secret feed URL (shown once); the old one stops working.' },
    handler: async (request, reply) => reply.status(201).send(await service.rotateFeed(authOf(request))),
  });

  r.put('/calendar/feed', {
    onRequest,
    schema: {
      tags,
      body: updateCalendarFeedInputSchema,
      response: { 200: calendarFeedStatusSchema },
      description: 'Which sources the live feed carries (own events, rent due, lease ends, service due, work orders); 403 for a source the role does not see.',
    },
    handler: async (request) => service.updateFeed(authOf(request), request.body),
  });

  r.delete('/calendar/feed', {
    onRequest,
    schema: { tags, response: { 204: z.null() } },
    handler: noContent((request) => service.revokeFeed(authOf(request))),
  });

  r.get('/calendar/feed/:token', {
    // Public: calendar apps subscribe without a token header; the random 32-byte token is the credential.
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: { tags, params: calendarFeedFileParamsSchema, description: 'The ICS feed `{token}.ics` (public, secret URL).' },
    handler: async (request, reply) => {
      const feed = await service.feed(request.params.token, request.headers['if-none-match']);
      reply.header('etag', feed.etag).header('cache-control', 'private, max-age=300');
      if (feed.body === null) return reply.status(304).send();
      if (feed.omitted > 0) reply.header('x-lintel-feed-omitted', String(feed.omitted));
      return reply.type(ICS_TYPE).send(feed.body);
    },
  });
}
