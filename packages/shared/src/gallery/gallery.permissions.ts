/** Actions of the gallery area and the roles allowed to perform each, merged into the one `permissions` table (scripts/generate-tables.mjs). */
import type { Role } from '../auth/auth.enums.ts';
import { roleGroups } from '../permissions/role-groups.ts';

const { landlords } = roleGroups;

export const galleryPermissions = {
  'gallery.manage': landlords,
} as const satisfies Record<string, readonly Role[]>;
