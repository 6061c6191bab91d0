/** Documents module: documents and folders. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { FilesService } from '../files/index.ts';
import { createDocumentsService } from './documents.service.ts';
import { registerDocumentRoutes } from './documents.routes.ts';

/** Registers /documents and /document-folders. */
export function documentsModule(api: FastifyInstance, deps: AppDeps, needs: { files: FilesService }): void {
  registerDocumentRoutes(api, deps, createDocumentsService(deps, needs.files));
}
