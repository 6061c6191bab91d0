/** Actions of the maintenance area and the roles allowed to perform each, merged into the one `permissions` table (scripts/generate-tables.mjs). */
import type { Role } from '../auth/auth.enums.ts';
import { roleGroups } from '../permissions/role-groups.ts';

const { landlords, landlordsAndTenants, tenants } = roleGroups;

export const maintenancePermissions = {
  /** A tenant files and edits their own maintenance requests (spec point 7 "Tenant requests"). */
  'tenantRequest.create': tenants,
  /** Read requests: the tenant their own, the landlord those on their properties. */
  'tenantRequest.read': landlordsAndTenants,
  /** Accept, reject, resolve requests; the request portal's link. */
  'tenantRequest.manage': landlords,
  /** Property services (tasks, spec point 9). */
  'service.manage': landlords,
} as const satisfies Record<string, readonly Role[]>;
