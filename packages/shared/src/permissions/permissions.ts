/**
 * The one permissions table (DESIGN.md "Roles and what they may do"): which roles may perform each
 * action. The server's route guards, the generated authorization-matrix test and the web app's
 * navigation and role gates all read it; a role missing from an action's row is a 403 on the server.
 * Ownership (another account's record is a 404) is checked by the services, not here.
 */
import type { Role } from '../auth/auth.enums.ts';

const landlords = ['propertyManager', 'homeOwner'] as const satisfies readonly Role[];
/**
 * Renting out (tenants, applications, leases, their templates, rent and expenses) is the property
 * manager's (DESIGN.md "Roles"): a homeowner manages their own home, and may still read a lease and
 * its money as a tenant of someone else's property (invited with their existing account).
 */
const managers = ['propertyManager'] as const satisfies readonly Role[];
const landlordsAndTenants = [...landlords, 'tenant'] as const satisfies readonly Role[];
const landlordsAndProviders = [...landlords, 'serviceProvider'] as const satisfies readonly Role[];
const providers = ['serviceProvider'] as const satisfies readonly Role[];
const tenants = ['tenant'] as const satisfies readonly Role[];
const everyone = ['propertyManager', 'homeOwner', 'tenant', 'serviceProvider'] as const satisfies readonly Role[];

/** Action → the roles allowed to perform it. Actions are `<area>.<verb>`. */
export const permissions = {
  /** Invite a tenant or a service provider (`POST /users/invite-user/:userId`). */
  'user.invite': landlords,
  /** A service provider's company details (`PATCH /auth/fill-sp-steps`). */
  'company.update': providers,
  /**
   * Company details in account settings (POST/PUT/DELETE /users/*-company-details): landlords who run a
   * management company and service providers; creating them makes the user company-capable (spec point 75).
   */
  'company.manage': ['propertyManager', 'serviceProvider'],
  'property.manage': landlords,
  'contact.manage': landlordsAndProviders,
  /** Revoke a share link of one's own records (work orders, contacts, lease-form templates). */
  'shareLink.manage': landlordsAndProviders,
  'inventory.manage': landlords,
  'document.manage': landlords,
  'gallery.manage': landlords,
  /** Configurator projects saved to a home, and the quote requests made from them. */
  'projectModel.manage': landlords,
  'quoteRequest.manage': landlords,
  /** A service provider's quotes and the open requests their trades cover. */
  'quote.manage': providers,
  'tenant.manage': managers,
  'application.manage': managers,
  'leaseTemplate.manage': managers,
  'lease.manage': managers,
  /** Read a lease and sign it: the landlord, and the tenants the lease names. */
  'lease.read': landlordsAndTenants,
  'money.manage': managers,
  /** Read transactions and record payments: the landlord, and the tenants of the tenancy. */
  'money.read': landlordsAndTenants,
  'taxRate.manage': landlordsAndProviders,
  /** A tenant files and edits their own maintenance requests (spec point 7 "Tenant requests"). */
  'tenantRequest.create': tenants,
  /** Read requests: the tenant their own, the landlord those on their properties. */
  'tenantRequest.read': landlordsAndTenants,
  /** Accept, reject, resolve requests; the request portal's link. */
  'tenantRequest.manage': landlords,
  /** Property services (tasks, spec point 9). */
  'service.manage': landlords,
  /** Create, share, assign work orders, request and accept quotes, confirm completion. */
  'workOrder.manage': landlords,
  /** Read work orders assigned to or shared with them, answer requests for quotes, complete with an invoice. */
  'workOrder.work': providers,
  /** Read one work order: its landlord, or a provider asked to quote on it or assigned to it. */
  'workOrder.read': landlordsAndProviders,
  /** Calendar events and tasks, reminders, the ICS feed: everyone has a calendar. */
  'calendar.manage': everyone,
  'notification.read': everyone,
  'widget.manage': everyone,
  'chat.use': everyone,
  /** Calculators with AI-explained results and their history. */
  'calculator.use': landlords,
  'book.read': everyone,
} as const satisfies Record<string, readonly Role[]>;

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
