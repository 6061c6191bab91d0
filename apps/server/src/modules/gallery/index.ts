/** Gallery module: photos by property, unit and room. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { FilesService } from '../files/index.ts';
import type { PropertiesService } from '../properties/index.ts';
import { createGalleryService } from './gallery.service.ts';
import { registerGalleryRoutes } from './gallery.routes.ts';

/** Registers /galleries; a property's or unit's photos join (and leave) the gallery with it. */
export function galleryModule(api: FastifyInstance, deps: AppDeps, needs: { files: FilesService; properties: PropertiesService }): void {
  const gallery = createGalleryService(deps, needs.files);
  needs.properties.onPhotosChanged(gallery.syncPropertyPhotos);
  registerGalleryRoutes(api, deps, gallery);
}
