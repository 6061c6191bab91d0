/** Actions of the quotes area and the roles allowed to perform each, merged into the one `permissions` table (scripts/generate-tables.mjs). */
import type { Role } from '../auth/auth.enums.ts';
import { roleGroups } from '../permissions/role-groups.ts';

const { landlords, providers } = roleGroups;

export const quotePermissions = {
  'quoteRequest.manage': landlords,
  /** A service provider's quotes and the open requests their trades cover. */
  'quote.manage': providers,
} as const satisfies Record<string, readonly Role[]>;
