/**
 * The one permissions table (docs/design.md#roles-and-what-they-may-do): which roles may perform each
 * action. The server's route guards, the generated authorization-matrix test and the web app's
 * navigation and role gates all read it; a role missing from an action's row is a 403 on the server.
 * Ownership (another account's record is a 404) is checked by the services, not here.
 */
import type { Role } from '../auth/auth.enums.ts';
import { areaPermissions } from './permission-table.generated.ts';

/**
 * Action → the roles allowed to perform it. Actions are `<area>.<verb>`, each declared by its area beside
 * its code (`<area>/<name>.permissions.ts`, `export const <name>Permissions = { 'thing.manage': landlords }`
 * with the groups of permissions/role-groups.ts); scripts/generate-tables.mjs merges them into this one table.
 */
export const permissions = areaPermissions;

export type Action = keyof typeof permissions;
export const actions = Object.keys(permissions) as Action[];

/** The roles allowed to perform `action` (never empty). */
export function rolesAllowed(action: Action): readonly Role[] {
  return permissions[action];
}

/** True when `role` may perform `action`, e.g. `can('tenant', 'lease.read')`. */
export function can(role: Role, action: Action): boolean {
  return (permissions[action] as readonly Role[]).includes(role);
}
