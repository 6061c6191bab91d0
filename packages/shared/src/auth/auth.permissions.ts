/** Actions of the auth area and the roles allowed to perform each, merged into the one `permissions` table (scripts/generate-tables.mjs). */
import type { Role } from '../auth/auth.enums.ts';
import { roleGroups } from '../permissions/role-groups.ts';

const { landlords, providers } = roleGroups;

export const authPermissions = {
  /** Invite a tenant or a service provider (`POST /users/invite-user/:userId`). */
  'user.invite': landlords,
  /** A service provider's company details (`PATCH /auth/fill-sp-steps`). */
  'company.update': providers,
  /**
   * Company details in account settings (POST/PUT/DELETE /users/*-company-details): landlords who run a
   * management company and service providers; creating them makes the user company-capable (spec point 75).
   */
  'company.manage': ['propertyManager', 'serviceProvider'],
} as const satisfies Record<string, readonly Role[]>;
