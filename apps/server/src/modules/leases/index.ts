/** Leases module: leases, their PDF and e-signature, and the property's rentStatus that follows them. */
import type { FastifyInstance } from 'fastify';
import { leaseCoversDate, todayDateOnly, type ActiveLeaseSummary } from '@lintel/shared';
import type { AppDeps, Executor } from '../../platform/deps.ts';
import type { FilesService } from '../files/index.ts';
import type { TenantsService } from '../tenants/index.ts';
import { createLeasesService } from './leases.service.ts';
import { createLeaseSigningService, LEASES_MAIL_JOB } from './lease-signing.service.ts';
import { mailJob } from '../../platform/jobs/mail-job.ts';
import { registerLeaseRoutes } from './leases.routes.ts';
import { leasesInForceCandidates } from './leases.repository.ts';
import { leaseEndingSoonJob } from './lease-ending-soon.job.ts';
import { rentStatusJob } from './rent-status.job.ts';

export type { LeaseRow } from './leases.repository.ts';
export { createLeasesService } from './leases.service.ts';
/** Leases in force today for a landlord's account or a tenant user (the maintenance module checks a tenant's lease). */
export { findLease, leaseEndsBetween, leaseParties, listActiveLeases, propertiesWithParents, userNameAndEmail } from './leases.repository.ts';

/**
 * The lease in force on `today` (YYYY-MM-DD) for each of an account's homes or units (spec point 3
 * `activeLease`), keyed by property id; a property without one is absent. One query for any number of ids.
 */
export async function activeLeasesOf(
  executor: Executor,
  accountId: string,
  propertyIds: string[],
  today: string = todayDateOnly(),
): Promise<Map<string, ActiveLeaseSummary>> {
  const byProperty = new Map<string, ActiveLeaseSummary>();
  // Newest start first, so the first lease covering today wins if two ever overlap.
  for (const row of await leasesInForceCandidates(executor, accountId, propertyIds, today)) {
    if (byProperty.has(row.propertyId) || !leaseCoversDate(row, today)) continue;
    byProperty.set(row.propertyId, {
      id: row.id,
      status: row.status,
      startDate: row.startDate,
      endDate: row.endDate,
      terminationDate: row.terminationDate,
      rentAmount: Number(row.rentAmount),
      tenants: row.tenants,
    });
  }
  return byProperty;
}

/**
 * Registers the rentStatus and ending-soon jobs and /leases. Leases publish lease.activated / lease.terminated; the
 * money module keeps the rent schedule from them, so leases does not import money.
 */
export function leasesModule(api: FastifyInstance, deps: AppDeps, needs: { files: FilesService; tenants: TenantsService }): void {
  const leases = createLeasesService(deps, needs.files, needs.tenants);
  deps.jobs.register(rentStatusJob(leases));
  deps.jobs.register(leaseEndingSoonJob(deps));
  deps.jobs.register(mailJob(LEASES_MAIL_JOB, deps.mailer));
  registerLeaseRoutes(api, deps, leases, createLeaseSigningService(deps, leases));
}
