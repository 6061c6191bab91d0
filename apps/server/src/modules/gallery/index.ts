/** Gallery module: photos by property, unit and room. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { FilesService } from '../files/index.ts';
import { createGalleryService } from './gallery.service.ts';
import { registerGalleryRoutes } from './gallery.routes.ts';

/** Registers /galleries. */
export function galleryModule(api: FastifyInstance, deps: AppDeps, needs: { files: FilesService }): void {
  registerGalleryRoutes(api, deps, createGalleryService(deps, needs.files));
}
