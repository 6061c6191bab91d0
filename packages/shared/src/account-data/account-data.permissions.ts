/** Actions of the account-data area: every user may export their data and close their account. */
import type { Role } from '../auth/auth.enums.ts';
import { roleGroups } from '../permissions/role-groups.ts';

const { everyone } = roleGroups;

export const accountDataPermissions = {
  'accountData.manage': everyone,
} as const satisfies Record<string, readonly Role[]>;
