/** Actions of the share-links area and the roles allowed to perform each, merged into the one `permissions` table (scripts/generate-tables.mjs). */
import type { Role } from '../auth/auth.enums.ts';
import { roleGroups } from '../permissions/role-groups.ts';

const { landlordsAndProviders } = roleGroups;

export const shareLinkPermissions = {
  /** Revoke a share link of one's own records (work orders, contacts, lease-form templates). */
  'shareLink.manage': landlordsAndProviders,
} as const satisfies Record<string, readonly Role[]>;
