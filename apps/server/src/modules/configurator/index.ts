/** Configurator module: the catalogue (questions, project types, add-ons, layouts) and saved project models. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { FilesService } from '../files/index.ts';
import { createCatalogueService, type CatalogueService } from './catalogue.service.ts';
import { createProjectModelsService } from './project-models.service.ts';
import { registerConfiguratorRoutes } from './configurator.routes.ts';

export type { CatalogueService } from './catalogue.service.ts';
export type { ProjectModelRow } from './configurator.repository.ts';
export { findProjectModelsByIds, setProjectModelsDone, setProjectModelsStage } from './configurator.repository.ts';

/** Registers the catalogue and /project-models routes; returns the catalogue (quotes price with it). */
export function configuratorModule(api: FastifyInstance, deps: AppDeps, needs: { files: FilesService }): CatalogueService {
  const catalogue = createCatalogueService(deps);
  registerConfiguratorRoutes(api, deps, catalogue, createProjectModelsService(deps, catalogue, needs.files));
  return catalogue;
}
