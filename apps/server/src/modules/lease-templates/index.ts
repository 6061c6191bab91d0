/** Lease-form templates module: a landlord's templates, shared by token. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { mailJob } from '../../platform/jobs/mail-job.ts';
import { createLeaseTemplatesService, LEASE_TEMPLATES_MAIL_JOB } from './lease-templates.service.ts';
import { registerLeaseTemplateRoutes } from './lease-templates.routes.ts';

export { findTemplate } from './lease-templates.repository.ts';

/** Registers /lease-form-templates and the `leaseTemplates.mail` job. */
export function leaseTemplatesModule(api: FastifyInstance, deps: AppDeps): void {
  deps.jobs.register(mailJob(LEASE_TEMPLATES_MAIL_JOB, deps.mailer));
  registerLeaseTemplateRoutes(api, deps, createLeaseTemplatesService(deps));
}
