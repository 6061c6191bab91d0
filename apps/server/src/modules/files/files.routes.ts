/** POST /files (multipart, one part named `file`) and GET /files/{id} with access control. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileIdParamsSchema, fileSchema } from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, readBearer, requireAuth } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { servedFileHeaders } from '../../platform/file-disposition.ts';
import type { FilesService } from './files.service.ts';
import { receiveOneFile } from './files.receive.ts';

export function registerFileRoutes(app: FastifyInstance, deps: AppDeps, service: FilesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/files', {
    onRequest: requireAuth(deps.tokens),
    schema: {
      tags: ['files'],
      consumes: ['multipart/form-data'],
      response: { 201: fileSchema },
      description:
        'Upload one file (form field `file`), streamed. Type from its content: images (15 MB), videos (webm, mpg, mp4, mov, wmv, avi, mpeg; 200 MB) PDF, office files (docx, xlsx, pptx, odt, ods) and .txt/.csv text (25 MB). More than one file in a request is a 422 and nothing is stored; past the limit 413; a cut body 400.',
    },
    handler: async (request, reply) => {
      const staged = await receiveOneFile(request, service, authOf(request).accountId);
      try {
        return reply.status(201).send(await service.commit(staged));
      } catch (error) {
        await service.discard(staged).catch(() => undefined);
        throw error;
      }
    },
  });

  r.get('/files/:id', {
    schema: {
      tags: ['files'],
      params: fileIdParamsSchema,
      querystring: z.object({
        variant: z.enum(['original', 'preview']).default('original'),
        exp: z.string().max(20).optional(),
        sig: z.string().max(100).optional(),
      }),
      description: 'The bytes of a file: for its owner (Bearer) or with a signed URL from an API response.',
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const { variant, exp, sig } = request.query;
      const signed = deps.fileUrls.verify(id, variant, exp, sig);
      let row;
      if (signed) {
        row = await service.findById(id);
      } else {
        const auth = await readBearer(request, deps.tokens);
        if (!auth) throw new AppError('UNAUTHENTICATED', 'Sign in to see this file');
        row = await service.findOwn(auth.accountId, id);
      }
      if (!row) throw new AppError('FILE_NOT_FOUND', 'File not found');
      const { stream, mimeType } = await service.open(row, variant);
      return reply
        .header('content-type', mimeType)
        .header('cache-control', signed ? 'private, max-age=86400' : 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .headers(servedFileHeaders(mimeType, row.name))
        .send(stream);
    },
  });
}
