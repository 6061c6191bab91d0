/** Actions of the notifications area and the roles allowed to perform each, merged into the one `permissions` table (scripts/generate-tables.mjs). */
import type { Role } from '../auth/auth.enums.ts';
import { roleGroups } from '../permissions/role-groups.ts';

const { everyone } = roleGroups;

export const notificationPermissions = {
  'notification.read': everyone,
} as const satisfies Record<string, readonly Role[]>;
