/** Files module: uploads (type from magic bytes, images re-encoded), signed downloads and previews. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { createFilesService, type FilesService } from './files.service.ts';
import { registerFileRoutes } from './files.routes.ts';

export type { FilesService, StagedFile } from './files.service.ts';
export { createFilesService } from './files.service.ts';
/** Streams a request's one multipart file into storage (type from the first bytes, size limits while streaming). */
export { receiveOneFile } from './files.receive.ts';

/** Registers /files and returns the files service other modules attach uploads with. */
export function filesModule(api: FastifyInstance, deps: AppDeps): FilesService {
  const files = createFilesService(deps);
  registerFileRoutes(api, deps, files);
  return files;
}
