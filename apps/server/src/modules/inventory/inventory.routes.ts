/** HTTP routes of spec point 7 "Inventories" and "Inventory groups". Managers and homeowners only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addInventoriesToGroupInputSchema,
  bulkDeleteResponseSchema,
  createInventoryGroupInputSchema,
  createInventoryInputSchema,
  inventoryGroupDetailsSchema,
  inventoryGroupListResponseSchema,
  inventoryGroupMessageResponseSchema,
  inventoryIdParamsSchema,
  inventoryItemSchema,
  inventoryListResponseSchema,
  listInventoriesQuerySchema,
  listInventoryGroupsQuerySchema,
  multipleDeleteInventoriesInputSchema,
  ungroupInventoriesInputSchema,
  updateInventoryGroupInputSchema,
  updateInventoryInputSchema,
} from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, requirePermission } from '../../platform/auth.ts';
import type { InventoryService } from './inventory.service.ts';

export function registerInventoryRoutes(app: FastifyInstance, deps: AppDeps, service: InventoryService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission(deps.tokens, 'inventory.manage');
  const tags = ['inventory'];
  const params = inventoryIdParamsSchema;

  r.get('/inventories', {
    onRequest,
    schema: { tags, querystring: listInventoriesQuerySchema, response: { 200: inventoryListResponseSchema } },
    handler: async (request) => service.list(authOf(request), request.query),
  });

  r.post('/inventories', {
    onRequest,
    schema: { tags, body: createInventoryInputSchema, response: { 201: inventoryItemSchema } },
    handler: async (request, reply) => reply.status(201).send(await service.create(authOf(request), request.body)),
  });

  r.post('/inventories/multiple-delete', {
    onRequest,
    schema: { tags, body: multipleDeleteInventoriesInputSchema, response: { 200: bulkDeleteResponseSchema } },
    handler: async (request) => service.removeMany(authOf(request), request.body.inventoryIds),
  });

  r.get('/inventories/:id', {
    onRequest,
    schema: { tags, params, response: { 200: inventoryItemSchema } },
    handler: async (request) => service.get(authOf(request), request.params.id),
  });

  r.put('/inventories/:id', {
    onRequest,
    schema: { tags, params, body: updateInventoryInputSchema, response: { 200: inventoryItemSchema } },
    handler: async (request) => service.update(authOf(request), request.params.id, request.body),
  });

  r.delete('/inventories/:id', {
    onRequest,
    schema: { tags, params, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await service.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  r.get('/group-inventories', {
    onRequest,
    schema: { tags, querystring: listInventoryGroupsQuerySchema, response: { 200: inventoryGroupListResponseSchema } },
    handler: async (request) => service.listGroups(authOf(request), request.query),
  });

  r.post('/group-inventories', {
    onRequest,
    schema: { tags, body: createInventoryGroupInputSchema, response: { 201: inventoryGroupMessageResponseSchema } },
    handler: async (request, reply) => reply.status(201).send(await service.createGroup(authOf(request), request.body)),
  });

  r.get('/group-inventories/:id', {
    onRequest,
    schema: { tags, params, response: { 200: inventoryGroupDetailsSchema } },
    handler: async (request) => service.getGroup(authOf(request), request.params.id),
  });

  r.put('/group-inventories/:id', {
    onRequest,
    schema: { tags, params, body: updateInventoryGroupInputSchema, response: { 200: inventoryGroupMessageResponseSchema } },
    handler: async (request) => service.updateGroup(authOf(request), request.params.id, request.body),
  });

  r.delete('/group-inventories/:id', {
    onRequest,
    schema: { tags, params, response: { 204: z.null() }, description: 'Deletes the group; its items stay, ungrouped.' },
    handler: async (request, reply) => {
      await service.removeGroup(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  r.put('/group-inventories/ungroup/:id', {
    onRequest,
    schema: {
      tags,
      params,
      body: ungroupInventoriesInputSchema,
      response: { 200: inventoryGroupMessageResponseSchema },
      description: 'Takes inventoryIds (or, with no body, every item) out of the group. The group stays.',
    },
    handler: async (request) => service.ungroup(authOf(request), request.params.id, request.body?.inventoryIds),
  });

  r.post('/group-inventories/add/:id', {
    onRequest,
    schema: { tags, params, body: addInventoriesToGroupInputSchema, response: { 200: inventoryGroupMessageResponseSchema } },
    handler: async (request) => service.addToGroup(authOf(request), request.params.id, request.body.inventoryIds),
  });
}
