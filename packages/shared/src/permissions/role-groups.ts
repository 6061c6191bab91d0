/** Role groups the areas' `*.permissions.ts` tables name (docs/design.md#roles-and-what-they-may-do). */
import type { Role } from '../auth/auth.enums.ts';

const landlords = ['propertyManager', 'homeOwner'] as const satisfies readonly Role[];
/**
 * Renting out (tenants, applications, leases, their templates, rent and expenses) is the property
 * manager's (docs/design.md#roles-and-what-they-may-do): a homeowner manages their own home, and may still read a lease and
 * its money as a tenant of someone else's property (invited with their existing account).
 */
const managers = ['propertyManager'] as const satisfies readonly Role[];
const landlordsAndTenants = [...landlords, 'tenant'] as const satisfies readonly Role[];
const landlordsAndProviders = [...landlords, 'serviceProvider'] as const satisfies readonly Role[];
const providers = ['serviceProvider'] as const satisfies readonly Role[];
const tenants = ['tenant'] as const satisfies readonly Role[];
const everyone = ['propertyManager', 'homeOwner', 'tenant', 'serviceProvider'] as const satisfies readonly Role[];

/** The groups by name: `const { landlords } = roleGroups`. */
export const roleGroups = { landlords, managers, landlordsAndTenants, landlordsAndProviders, providers, tenants, everyone };
