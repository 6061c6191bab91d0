/** HTTP routes of spec point 7 "Documents", plus creating and deleting folders. Managers and homeowners. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkDeleteResponseSchema,
  commaIdListSchema,
  createDocumentFolderInputSchema,
  createDocumentInputSchema,
  documentFolderSchema,
  documentFoldersResponseSchema,
  documentIdParamsSchema,
  documentListResponseSchema,
  documentSchema,
  listDocumentsQuerySchema,
  moveDocumentsInputSchema,
  moveDocumentsResponseSchema,
  updateDocumentInputSchema,
} from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, requirePermission } from '../../platform/auth.ts';
import type { DocumentsService } from './documents.service.ts';

export function registerDocumentRoutes(app: FastifyInstance, deps: AppDeps, service: DocumentsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission(deps.tokens, 'document.manage');
  const tags = ['documents'];
  const params = documentIdParamsSchema;

  r.get('/documents', {
    onRequest,
    schema: { tags, querystring: listDocumentsQuerySchema, response: { 200: documentListResponseSchema } },
    handler: async (request) => service.list(authOf(request), request.query),
  });

  r.post('/documents', {
    onRequest,
    schema: { tags, body: createDocumentInputSchema, response: { 201: documentSchema } },
    handler: async (request, reply) => reply.status(201).send(await service.create(authOf(request), request.body)),
  });

  r.put('/documents/move-to-folder', {
    onRequest,
    schema: { tags, body: moveDocumentsInputSchema, response: { 200: moveDocumentsResponseSchema } },
    handler: async (request) => service.move(authOf(request), request.body.documentIds, request.body.folderId),
  });

  r.delete('/documents/destroy-multiple', {
    onRequest,
    schema: { tags, querystring: z.object({ ids: commaIdListSchema }), response: { 200: bulkDeleteResponseSchema } },
    handler: async (request) => service.removeMany(authOf(request), request.query.ids),
  });

  r.put('/documents/:id', {
    onRequest,
    schema: { tags, params, body: updateDocumentInputSchema, response: { 200: documentSchema } },
    handler: async (request) => service.update(authOf(request), request.params.id, request.body),
  });

  r.delete('/documents/:id', {
    onRequest,
    schema: { tags, params, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await service.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  r.get('/document-folders', {
    onRequest,
    schema: { tags, response: { 200: documentFoldersResponseSchema } },
    handler: async (request) => service.folders(authOf(request)),
  });

  r.post('/document-folders', {
    onRequest,
    schema: { tags, body: createDocumentFolderInputSchema, response: { 201: documentFolderSchema } },
    handler: async (request, reply) => reply.status(201).send(await service.createFolder(authOf(request), request.body.name)),
  });

  r.delete('/document-folders/:id', {
    onRequest,
    schema: { tags, params, response: { 204: z.null() }, description: 'Deletes the folder; its documents stay, unfiled.' },
    handler: async (request, reply) => {
      await service.removeFolder(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
