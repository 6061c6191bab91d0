/**
 * Who each notifying event type reaches and where its notification links (issue 30 item 8b): one entry
 * per type of `notifyingEventTypes()`, each recipient role with the link's route pattern as the server
 * writes it (`:id` for a record id). The web's notification-links test opens every link, single and
 * grouped (`groupLinkOf(link, role)`), as every role listed and fails when a role cannot open it; the
 * rules test fails when a notifying type has no entry here.
 */
import type { Role } from '../auth/auth.enums.ts';
import { roleGroups } from '../permissions/role-groups.ts';

const { landlords, managers, providers, tenants, everyone } = roleGroups;
/** A lease's parties: its landlord (a property manager) and its tenants (a homeowner may be one). */
const leaseParties = [...managers, 'tenant', 'homeOwner'] as const satisfies readonly Role[];
/** The tenant side of a lease. */
const leaseTenants = ['tenant', 'homeOwner'] as const satisfies readonly Role[];

export interface NotificationLinkEntry {
  /** The roles that may receive it. */
  roles: readonly Role[];
  /** The link as written by the server, `:id` standing for record ids. */
  link: string;
}

export const notificationLinks: Record<string, readonly NotificationLinkEntry[]> = {
  'user.joined': [
    { roles: managers, link: '/tenants?id=:id' },
    { roles: landlords, link: '/dashboard' },
  ],
  'calendar.reminderDue': [{ roles: everyone, link: '/calendar?event=:id' }],
  'lease.terminated': [{ roles: leaseTenants, link: '/leases/:id' }],
  'lease.signatureRequested': [{ roles: leaseParties, link: '/leases/:id/sign' }],
  'lease.signed': [{ roles: leaseParties, link: '/leases/:id' }],
  'lease.fullyExecuted': [{ roles: leaseParties, link: '/leases/:id' }],
  'lease.endingSoon': [{ roles: leaseParties, link: '/leases/:id' }],
  'tenantRequest.created': [{ roles: landlords, link: '/requests?id=:id' }],
  'tenantRequest.portalThrottled': [{ roles: landlords, link: '/requests?propertyId=:id' }],
  'tenantRequest.statusChanged': [{ roles: tenants, link: '/requests?id=:id' }],
  'service.updated': [{ roles: landlords, link: '/services?id=:id' }],
  'payment.awaitingConfirmation': [{ roles: managers, link: '/payments?transactionId=:id&payment=:id' }],
  'payment.confirmed': [{ roles: tenants, link: '/my-payments?payment=:id' }],
  'quoteRequest.created': [{ roles: providers, link: '/quotes/requests' }],
  'quote.sent': [{ roles: landlords, link: '/quote-requests/:id' }],
  'quote.withdrawn': [{ roles: landlords, link: '/quote-requests/:id' }],
  'quote.accepted': [{ roles: providers, link: '/quotes' }],
  'quote.declined': [{ roles: providers, link: '/quotes' }],
  // Work-order events link the work order for everyone: its landlord and the providers asked or assigned.
  'workOrder.created': [{ roles: landlords, link: '/work-orders/:id' }],
  'workOrder.shared': [{ roles: providers, link: '/work-orders/:id' }],
  'workOrder.assigned': [{ roles: providers, link: '/work-orders/:id' }],
  'workOrder.quoteRequested': [{ roles: providers, link: '/work-orders/:id' }],
  'workOrder.quoteSubmitted': [{ roles: landlords, link: '/work-orders/:id' }],
  'workOrder.quoteAccepted': [{ roles: providers, link: '/work-orders/:id' }],
  'workOrder.quoteDeclined': [{ roles: providers, link: '/work-orders/:id' }],
  'workOrder.completed': [{ roles: landlords, link: '/work-orders/:id' }],
  'workOrder.closed': [{ roles: providers, link: '/work-orders/:id' }],
  // The account's own notices (account-data area) open Settings → Your data, for every role.
  'account.exportReady': [{ roles: everyone, link: '/settings?tab=your-data&export=:id' }],
  'account.closureRequested': [{ roles: everyone, link: '/settings?tab=your-data' }],
  'account.closureCancelled': [{ roles: everyone, link: '/settings?tab=your-data' }],
};
