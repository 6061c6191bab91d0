/** Quotes module: quote requests from configurator projects and service providers' quotes. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { CatalogueService } from '../configurator/index.ts';
import type { FilesService } from '../files/index.ts';
import { registerQuoteRoutes } from './quotes.routes.ts';

/** The homeowner and the quoting providers of a quote request (the chat module's participants). */
export { quoteRequestParties } from './quotes.repository.ts';

/** Registers /quote-requests and /quotes; `files` shows the homeowner's photos to the providers asked. */
export function quotesModule(api: FastifyInstance, deps: AppDeps, needs: { catalogue: CatalogueService; files: FilesService }): void {
  registerQuoteRoutes(api, deps, needs.catalogue, needs.files);
}
