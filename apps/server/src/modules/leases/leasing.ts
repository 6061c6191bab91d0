/** Wires the leasing modules (tenants, leases with e-signature, applications, lease-form templates) into the /api scope. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { FilesService } from '../files/files.service.ts';
import { createTenantsService } from '../tenants/tenants.service.ts';
import { registerTenantRoutes } from '../tenants/tenants.routes.ts';
import { createLeaseTemplatesService } from '../lease-templates/lease-templates.service.ts';
import { registerLeaseTemplateRoutes } from '../lease-templates/lease-templates.routes.ts';
import { createApplicationsService } from '../applications/applications.service.ts';
import { registerApplicationRoutes } from '../applications/applications.routes.ts';
import { createLeasesService } from './leases.service.ts';
import { createLeaseSigningService } from './lease-signing.service.ts';
import { registerLeaseRoutes } from './leases.routes.ts';

export function registerLeasingRoutes(api: FastifyInstance, deps: AppDeps, files: FilesService) {
  const tenants = createTenantsService(deps, files);
  const leases = createLeasesService(deps, files, tenants);
  registerTenantRoutes(api, deps, tenants);
  registerLeaseRoutes(api, deps, leases, createLeaseSigningService(deps, leases));
  registerApplicationRoutes(api, deps, createApplicationsService(deps, files, tenants));
  registerLeaseTemplateRoutes(api, deps, createLeaseTemplatesService(deps));
}
