/** Leases module: leases, their PDF and e-signature, and the property's rentStatus that follows them. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { FilesService } from '../files/index.ts';
import type { TenantsService } from '../tenants/index.ts';
import { createLeasesService, type RentSchedule } from './leases.service.ts';
import { createLeaseSigningService } from './lease-signing.service.ts';
import { registerLeaseRoutes } from './leases.routes.ts';

export type { LeaseRow } from './leases.repository.ts';
export type { RentSchedule } from './leases.service.ts';
export { createLeasesService } from './leases.service.ts';
export { findLease, propertiesWithParents, userNameAndEmail } from './leases.repository.ts';

/**
 * Registers /leases. `rentSchedule` is the money module's rent generation, injected so leases does
 * not import money (money reads leases).
 */
export function leasesModule(
  api: FastifyInstance,
  deps: AppDeps,
  needs: { files: FilesService; tenants: TenantsService; rentSchedule: RentSchedule },
): void {
  const leases = createLeasesService(deps, needs.files, needs.tenants, needs.rentSchedule);
  registerLeaseRoutes(api, deps, leases, createLeaseSigningService(deps, leases, needs.rentSchedule));
}
