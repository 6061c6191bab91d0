/** Tenants module: a landlord's tenants and the users their invitations link to them. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { FilesService } from '../files/index.ts';
import { createTenantsService, type TenantsService } from './tenants.service.ts';
import { registerTenantRoutes } from './tenants.routes.ts';

export type { TenantRow } from './tenants.repository.ts';
export type { TenantsService } from './tenants.service.ts';
export { createTenantsService } from './tenants.service.ts';
export {
  findTenant,
  findTenantsByIds,
  invitedTenantIds,
  linkAcceptedInvitations,
  linkAcceptedInvitationsOfAccount,
  tenantIdsOfUser,
} from './tenants.repository.ts';

/** Registers /tenants; returns the tenants service (leases and applications create tenants with it). */
export function tenantsModule(api: FastifyInstance, deps: AppDeps, needs: { files: FilesService }): TenantsService {
  const tenants = createTenantsService(deps, needs.files);
  registerTenantRoutes(api, deps, tenants);
  return tenants;
}
