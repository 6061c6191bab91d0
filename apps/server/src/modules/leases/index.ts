/** Leases module: leases, their PDF and e-signature, and the property's rentStatus that follows them. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { FilesService } from '../files/index.ts';
import type { TenantsService } from '../tenants/index.ts';
import { createLeasesService } from './leases.service.ts';
import { createLeaseSigningService } from './lease-signing.service.ts';
import { registerLeaseRoutes } from './leases.routes.ts';

export type { LeaseRow } from './leases.repository.ts';
export { createLeasesService } from './leases.service.ts';
/** Leases in force today for a landlord's account or a tenant user (the maintenance module checks a tenant's lease). */
export { findLease, leaseEndsBetween, leaseParties, listActiveLeases, propertiesWithParents, userNameAndEmail } from './leases.repository.ts';

/**
 * Registers /leases and the rentStatus job. Leases publish lease.activated / lease.terminated; the
 * money module keeps the rent schedule from them, so leases does not import money.
 */
export function leasesModule(api: FastifyInstance, deps: AppDeps, needs: { files: FilesService; tenants: TenantsService }): void {
  const leases = createLeasesService(deps, needs.files, needs.tenants);
  registerLeaseRoutes(api, deps, leases, createLeaseSigningService(deps, leases));
}
