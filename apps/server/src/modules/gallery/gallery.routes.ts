/** HTTP routes of spec point 7 "Gallery". Managers and homeowners only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addGalleryImagesInputSchema,
  bulkDeleteResponseSchema,
  commaIdListSchema,
  galleryImagesMessageResponseSchema,
  galleryListResponseSchema,
  galleryWidgetResponseSchema,
  listGalleriesQuerySchema,
  moveGalleryImagesInputSchema,
} from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, requirePermission } from '../../platform/auth.ts';
import type { GalleryService } from './gallery.service.ts';

export function registerGalleryRoutes(app: FastifyInstance, deps: AppDeps, service: GalleryService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission(deps.tokens, 'gallery.manage');
  const tags = ['gallery'];

  r.get('/galleries', {
    onRequest,
    schema: {
      tags,
      querystring: listGalleriesQuerySchema,
      response: { 200: galleryListResponseSchema },
      description:
        'Nested (default): places of one level with their newest images — level property (default), unit (of parentId) or room (of property). ' +
        'Flat (isFlatStructure=true): images newest first, filtered by level, property, room and parentId. Page size 5 by default.',
    },
    handler: async (request) => service.list(authOf(request), request.query),
  });

  r.post('/galleries', {
    onRequest,
    schema: { tags, body: addGalleryImagesInputSchema, response: { 201: galleryImagesMessageResponseSchema } },
    handler: async (request, reply) => reply.status(201).send(await service.add(authOf(request), request.body)),
  });

  r.put('/galleries/move-images', {
    onRequest,
    schema: { tags, body: moveGalleryImagesInputSchema, response: { 200: galleryImagesMessageResponseSchema } },
    handler: async (request) => service.move(authOf(request), request.body),
  });

  r.delete('/galleries/delete-images', {
    onRequest,
    schema: { tags, querystring: z.object({ images: commaIdListSchema }), response: { 200: bulkDeleteResponseSchema } },
    handler: async (request) => service.remove(authOf(request), request.query.images),
  });

  r.get('/galleries/widget-data', {
    onRequest,
    schema: { tags, response: { 200: galleryWidgetResponseSchema } },
    handler: async (request) => service.widgetData(authOf(request)),
  });
}
