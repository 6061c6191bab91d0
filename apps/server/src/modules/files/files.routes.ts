/** POST /files (multipart, one part named `file`) and GET /files/{id} with access control. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileIdParamsSchema, fileSchema, MAX_VIDEO_BYTES } from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, readBearer, requireAuth } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { servedFileHeaders } from '../../platform/file-disposition.ts';
import type { FilesService } from './files.service.ts';

export function registerFileRoutes(app: FastifyInstance, deps: AppDeps, service: FilesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/files', {
    onRequest: requireAuth(deps.tokens),
    schema: {
      tags: ['files'],
      consumes: ['multipart/form-data'],
      response: { 201: fileSchema },
      description: 'Upload one file (form field `file`). Images, videos (webm, mpg, mp4, mov, wmv, avi, mpeg) and PDF.',
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
      const part = await request.file({ limits: { fileSize: MAX_VIDEO_BYTES, files: 1, fields: 5 } });
      if (!part) throw new AppError('VALIDATION_FAILED', 'No file was sent', [{ path: 'file', message: 'Required' }]);
      const data = await part.toBuffer();
      if (data.length === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty', [{ path: 'file', message: 'Empty file' }]);
      return reply.status(201).send(await service.upload(authOf(request).accountId, part.filename, data));
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
      const { stream, mimeType } = service.open(row, variant);
      return reply
        .header('content-type', mimeType)
        .header('cache-control', signed ? 'private, max-age=86400' : 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .headers(servedFileHeaders(mimeType, row.name))
        .send(await stream);
    },
  });
}
