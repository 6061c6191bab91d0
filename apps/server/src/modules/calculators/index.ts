/** Calculators module: results computed locally, explained by AI (or a template), kept per user. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { CatalogueService } from '../configurator/index.ts';
import { createCalculatorsService } from './calculators.service.ts';
import { registerCalculatorRoutes } from './calculators.routes.ts';

/** Registers /calendar-history (generate-ai-result and the history); prices windows with the configurator catalogue. */
export function calculatorsModule(api: FastifyInstance, deps: AppDeps, needs: { catalogue: CatalogueService }): void {
  registerCalculatorRoutes(api, deps, createCalculatorsService(deps, needs.catalogue));
}
