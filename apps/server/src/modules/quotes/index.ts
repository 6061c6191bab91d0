/** Quotes module: quote requests from configurator projects and service providers' quotes. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { CatalogueService } from '../configurator/index.ts';
import type { FilesService } from '../files/index.ts';
import { mailJob } from '../../platform/jobs/mail-job.ts';
import { registerQuoteRoutes } from './quotes.routes.ts';
import { QUOTES_MAIL_JOB } from './quotes.service.ts';

/** The homeowner and the quoting providers of a quote request (the chat module's participants). */
export { quoteRequestParties } from './quotes.repository.ts';

/** Registers /quote-requests, /quotes and the `quotes.mail` job; `files` shows the homeowner's photos to the providers asked. */
export function quotesModule(api: FastifyInstance, deps: AppDeps, needs: { catalogue: CatalogueService; files: FilesService }): void {
  deps.jobs.register(mailJob(QUOTES_MAIL_JOB, deps.mailer));
  registerQuoteRoutes(api, deps, needs.catalogue, needs.files);
}
