/** Actions of the leasing area and the roles allowed to perform each, merged into the one `permissions` table (scripts/generate-tables.mjs). */
import type { Role } from '../auth/auth.enums.ts';
import { roleGroups } from '../permissions/role-groups.ts';

const { managers, landlordsAndTenants } = roleGroups;

export const leasingPermissions = {
  'tenant.manage': managers,
  'application.manage': managers,
  'leaseTemplate.manage': managers,
  'lease.manage': managers,
  /** Read a lease and sign it: the landlord, and the tenants the lease names. */
  'lease.read': landlordsAndTenants,
} as const satisfies Record<string, readonly Role[]>;
