/** Files module: uploads (type from magic bytes, images re-encoded), signed downloads and previews. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { createFilesService, type FilesService } from './files.service.ts';
import { registerFileRoutes } from './files.routes.ts';

export type { FilesService } from './files.service.ts';
export { createFilesService } from './files.service.ts';

/** Registers /files and returns the files service other modules attach uploads with. */
export function filesModule(api: FastifyInstance, deps: AppDeps): FilesService {
  const files = createFilesService(deps);
  registerFileRoutes(api, deps, files);
  return files;
}
