/** HTTP routes of spec point 7 "Properties" and GET /amenities. Managers and homeowners only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  amenitiesQuerySchema,
  amenitiesResponseSchema,
  archivePropertyInputSchema,
  createPropertyInputSchema,
  listPropertiesQuerySchema,
  propertyDetailsSchema,
  propertyIdParamsSchema,
  propertyListResponseSchema,
  propertySchema,
  propertyStatisticsSchema,
  roomInputSchema,
  roomParamsSchema,
  roomSchema,
  updatePropertyInputSchema,
} from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, requireAuth, requirePermission } from '../../platform/auth.ts';
import type { PropertiesService } from './properties.service.ts';

export function registerPropertyRoutes(app: FastifyInstance, deps: AppDeps, service: PropertiesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission(deps.tokens, 'property.manage');
  const tags = ['properties'];

  r.get('/properties', {
    onRequest,
    schema: { tags, querystring: listPropertiesQuerySchema, response: { 200: propertyListResponseSchema } },
    handler: async (request) => service.list(authOf(request), request.query),
  });

  r.get('/properties/statistics', {
    onRequest,
    schema: { tags, response: { 200: propertyStatisticsSchema } },
    handler: async (request) => service.statistics(authOf(request)),
  });

  r.post('/properties', {
    onRequest,
    schema: { tags, body: createPropertyInputSchema, response: { 201: propertySchema } },
    handler: async (request, reply) => reply.status(201).send(await service.create(authOf(request), request.body)),
  });

  r.get('/properties/:id', {
    onRequest,
    schema: { tags, params: propertyIdParamsSchema, response: { 200: propertyDetailsSchema } },
    handler: async (request) => service.get(authOf(request), request.params.id),
  });

  r.put('/properties/:id', {
    onRequest,
    schema: { tags, params: propertyIdParamsSchema, body: updatePropertyInputSchema, response: { 200: propertySchema } },
    handler: async (request) => service.update(authOf(request), request.params.id, request.body),
  });

  r.delete('/properties/:id', {
    onRequest,
    schema: { tags, params: propertyIdParamsSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await service.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  r.patch('/properties/:id/archive', {
    onRequest,
    schema: { tags, params: propertyIdParamsSchema, body: archivePropertyInputSchema, response: { 200: propertySchema } },
    handler: async (request) => service.archive(authOf(request), request.params.id, request.body.archived),
  });

  r.post('/properties/:id/rooms', {
    onRequest,
    schema: { tags, params: propertyIdParamsSchema, body: roomInputSchema, response: { 201: roomSchema } },
    handler: async (request, reply) =>
      reply.status(201).send(await service.createRoom(authOf(request), request.params.id, request.body)),
  });

  r.put('/properties/:id/rooms/:roomId', {
    onRequest,
    schema: { tags, params: roomParamsSchema, body: roomInputSchema, response: { 200: roomSchema } },
    handler: async (request) => service.updateRoom(authOf(request), request.params.id, request.params.roomId, request.body),
  });

  r.delete('/properties/:id/rooms/:roomId', {
    onRequest,
    schema: { tags, params: roomParamsSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await service.deleteRoom(authOf(request), request.params.id, request.params.roomId);
      return reply.status(204).send(null);
    },
  });

  r.get('/amenities', {
    onRequest: requireAuth(deps.tokens),
    schema: { tags, querystring: amenitiesQuerySchema, response: { 200: amenitiesResponseSchema } },
    handler: async (request) => service.amenities(request.query.entity),
  });
}
