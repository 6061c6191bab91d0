/**
 * The first-run checklist of each role (issue 11 item 6): the few things a new user does first, each
 * with where to do it and how Lintel tells it is done — a list endpoint (`probe`, GET with pageSize=1)
 * that answers at least one row. The steps follow the permissions table, so a homeowner is never
 * asked to invite a tenant and a tenant is never asked to add a property.
 */
import { can, type Action, type Role, type User } from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';

export interface FirstRunStep {
  id: string;
  title: string;
  /** One sentence on why, shown under the title. */
  hint: string;
  /** The call to action's label and target. */
  action: string;
  to: string;
  /** API path of a list (and its filter) whose first row means the step is done. */
  probe?: string;
  query?: Record<string, string>;
  /** The permission the step's screen needs (a role without it never sees the step). */
  needs?: Action;
  /** Done from the signed-in user alone (no request). */
  doneFor?: (user: User) => boolean;
}

const managerSteps: FirstRunStep[] = [
  { id: 'property', title: 'Add your first property', hint: 'A building, a house or a condo, with its units.', action: 'Add a property', to: paths.properties, probe: '/properties', needs: 'property.manage' },
  { id: 'tenant', title: 'Add a tenant', hint: 'Then invite them to sign in and pay online.', action: 'Add a tenant', to: paths.tenants, probe: '/tenants', needs: 'tenant.manage' },
  { id: 'lease', title: 'Create a lease', hint: 'Rent, deposit and dates; send it for e-signature.', action: 'Create a lease', to: paths.leases, probe: '/leases', needs: 'lease.manage' },
  { id: 'money', title: 'Record rent or an expense', hint: 'See what is paid, due and overdue.', action: 'Open payments', to: paths.payments, probe: '/transactions', needs: 'money.manage' },
];

const homeownerSteps: FirstRunStep[] = [
  { id: 'home', title: 'Add your home', hint: 'Its rooms, photos and details, in one place.', action: 'Add your home', to: paths.properties, probe: '/properties', needs: 'property.manage' },
  { id: 'configure', title: 'Configure a window or a door', hint: 'Choose sizes and styles, then request quotes from local pros.', action: 'Open the configurator', to: paths.configurator, probe: '/quote-requests', needs: 'quoteRequest.manage' },
  { id: 'inventory', title: 'List what is in your home', hint: 'Appliances and valuables, with receipts and warranties.', action: 'Add an item', to: paths.inventory, probe: '/inventories', needs: 'inventory.manage' },
  { id: 'contacts', title: 'Keep your contacts', hint: 'Your insurer, your plumber, a neighbour with a spare key.', action: 'Add a contact', to: paths.contacts, probe: '/contacts', needs: 'contact.manage' },
];

const tenantSteps: FirstRunStep[] = [
  { id: 'lease', title: 'Review and sign your lease', hint: 'Your landlord sends it; you sign it here.', action: 'Open my lease', to: paths.myLease, probe: '/leases', query: { status: 'active' }, needs: 'lease.read' },
  { id: 'payments', title: 'See what you owe', hint: 'Rent and other charges, with receipts for what you paid.', action: 'Open my payments', to: paths.myPayments, probe: '/payments', needs: 'money.read' },
];

const providerSteps: FirstRunStep[] = [
  { id: 'company', title: 'Complete your company details', hint: 'Homeowners see them on your quotes.', action: 'Open settings', to: paths.settings, doneFor: (user) => user.isCompanyCapable, needs: 'company.update' },
  // Issue 21 item 8: the one inbox (work orders and window and door projects); GET /quotes lists both kinds of quote, so either answer counts.
  { id: 'quote', title: 'Answer a request for quotes', hint: 'Requests from landlords and homeowners arrive in your inbox.', action: 'Open the inbox', to: paths.workOrderInbox, probe: '/quotes', needs: 'quote.manage' },
  { id: 'contacts', title: 'Keep your clients', hint: 'Their addresses and numbers, shared in one click.', action: 'Add a contact', to: paths.contacts, probe: '/contacts', needs: 'contact.manage' },
];

const stepsByRole: Record<Role, FirstRunStep[]> = {
  propertyManager: managerSteps,
  homeOwner: homeownerSteps,
  tenant: tenantSteps,
  serviceProvider: providerSteps,
};

/** The checklist of `role`: only steps whose screen the role may open (the permissions table decides). */
export function firstRunSteps(role: Role): FirstRunStep[] {
  return stepsByRole[role].filter((step) => !step.needs || can(role, step.needs));
}
