/** Actions of the calendar area and the roles allowed to perform each, merged into the one `permissions` table (scripts/generate-tables.mjs). */
import type { Role } from '../auth/auth.enums.ts';
import { roleGroups } from '../permissions/role-groups.ts';

const { everyone } = roleGroups;

export const calendarPermissions = {
  /** Calendar events and tasks, reminders, the ICS feed: everyone has a calendar. */
  'calendar.manage': everyone,
} as const satisfies Record<string, readonly Role[]>;
