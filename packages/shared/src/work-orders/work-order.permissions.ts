/** Actions of the work-orders area and the roles allowed to perform each, merged into the one `permissions` table (scripts/generate-tables.mjs). */
import type { Role } from '../auth/auth.enums.ts';
import { roleGroups } from '../permissions/role-groups.ts';

const { landlords, landlordsAndProviders, providers } = roleGroups;

export const workOrderPermissions = {
  /** Create, share, assign work orders, request and accept quotes, confirm completion. */
  'workOrder.manage': landlords,
  /** Read work orders assigned to or shared with them, answer requests for quotes, complete with an invoice. */
  'workOrder.work': providers,
  /** Read one work order: its landlord, or a provider asked to quote on it or assigned to it. */
  'workOrder.read': landlordsAndProviders,
} as const satisfies Record<string, readonly Role[]>;
