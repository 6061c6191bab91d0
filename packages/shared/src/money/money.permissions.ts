/** Actions of the money area and the roles allowed to perform each, merged into the one `permissions` table (scripts/generate-tables.mjs). */
import type { Role } from '../auth/auth.enums.ts';
import { roleGroups } from '../permissions/role-groups.ts';

const { managers, landlordsAndTenants, landlordsAndProviders } = roleGroups;

export const moneyPermissions = {
  'money.manage': managers,
  /** Read transactions and record payments: the landlord, and the tenants of the tenancy. */
  'money.read': landlordsAndTenants,
  'taxRate.manage': landlordsAndProviders,
} as const satisfies Record<string, readonly Role[]>;
