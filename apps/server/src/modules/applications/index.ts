/** Tenant applications module: application links, the public wizard, approve/decline. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { FilesService } from '../files/index.ts';
import type { TenantsService } from '../tenants/index.ts';
import { mailJob } from '../../platform/jobs/mail-job.ts';
import { APPLICATIONS_MAIL_JOB, createApplicationsService } from './applications.service.ts';
import { registerApplicationRoutes } from './applications.routes.ts';

/** Registers /tenant-applications (approving creates the tenant through `tenants`) and its `applications.mail` job. */
export function applicationsModule(api: FastifyInstance, deps: AppDeps, needs: { files: FilesService; tenants: TenantsService }): void {
  deps.jobs.register(mailJob(APPLICATIONS_MAIL_JOB, deps.mailer));
  registerApplicationRoutes(api, deps, createApplicationsService(deps, needs.files, needs.tenants));
}
