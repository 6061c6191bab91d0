/**
 * Which domain events become notifications, of which type, and how they are delivered (issue 13).
 * Pure, so the server's consumer and the tests share them. Every event type whose payload carries
 * `summary` and `link` (events.schema.ts `notifyFields`) tells people something: the notifications
 * area turns it into one notification per recipient in the envelope's `userIds`.
 */
import type { z } from 'zod';
import { eventPayloadSchemas, type EventType } from '../events/events.schema.ts';
import type { Role } from '../auth/auth.enums.ts';
import { notificationTypes, type NotificationChannel, type NotificationType } from './notification.enums.ts';

/**
 * The event types of `schemas` whose payload object has both `summary` and `link`, in map order.
 * Derived from the map, so a new such event type is picked up without another list to edit.
 */
export function notifyingEventTypes(schemas: Record<string, z.ZodTypeAny> = eventPayloadSchemas): EventType[] {
  return Object.entries(schemas)
    .filter(([, schema]) => {
      const shape = (schema as { shape?: Record<string, unknown> }).shape;
      return shape !== undefined && 'summary' in shape && 'link' in shape;
    })
    .map(([type]) => type as EventType);
}

/** Notification type by the event type's prefix (`tenantRequest.created` → tenantRequest). */
const typeByPrefix: Record<string, NotificationType> = {
  tenantRequest: 'tenantRequest',
  workOrder: 'workOrder',
  service: 'maintenanceReminder',
  calendar: 'calendarReminder',
  user: 'newUser',
  marketing: 'marketing',
  lease: 'lease',
  payment: 'payment',
  quoteRequest: 'quote',
  quote: 'quote',
  account: 'account',
};

/**
 * The notification type of an event type: by its prefix, except the quote events of a work order
 * (`workOrder.quoteSubmitted` …) which are `quote`. Undefined for a prefix with no notification type
 * (the rules test fails then, asking for a line in `typeByPrefix`).
 */
export function notificationTypeForEvent(type: string): NotificationType | undefined {
  const [prefix = '', verb = ''] = type.split('.');
  if (prefix === 'workOrder' && verb.startsWith('quote')) return 'quote';
  return typeByPrefix[prefix];
}

/** Titles of the events people see most; other events use a title made from their type. */
const titles: Partial<Record<EventType, string>> = {
  'tenantRequest.created': 'New tenant request',
  'tenantRequest.statusChanged': 'Request updated',
  'tenantRequest.portalThrottled': 'Request portal uploads paused',
  'service.updated': 'Maintenance task updated',
  'workOrder.created': 'New work order',
  'workOrder.shared': 'Work order shared with you',
  'workOrder.assigned': 'Work order assigned to you',
  'workOrder.quoteRequested': 'Quote requested',
  'quoteRequest.created': 'New quote request',
  'quote.sent': 'New quote received',
  'quote.accepted': 'Your quote was accepted',
  'quote.declined': 'Another quote was chosen',
  'quote.withdrawn': 'Quote withdrawn',
  'workOrder.quoteSubmitted': 'New quote received',
  'workOrder.quoteAccepted': 'Quote accepted',
  'workOrder.quoteDeclined': 'Quote declined',
  'workOrder.completed': 'Work order completed',
  'workOrder.closed': 'Work order closed',
  'calendar.reminderDue': 'Reminder',
  'user.joined': 'New user joined',
  'payment.awaitingConfirmation': 'Confirm payment',
  'lease.signatureRequested': 'Signature requested',
  'lease.signed': 'Lease signed',
  'lease.fullyExecuted': 'Lease fully executed',
  'lease.endingSoon': 'Lease ending soon',
  'lease.terminated': 'Lease terminated',
  'payment.confirmed': 'Payment confirmed',
  'account.exportReady': 'Your data export is ready',
  'account.closureRequested': 'Account closing',
  'account.closureCancelled': 'Account closing cancelled',
};

/** The title of a notification made from `type` ('Emergency request' for an emergency tenant request). */
export function notificationTitleFor(type: string, payload: { urgency?: unknown }): string {
  if (type === 'tenantRequest.created' && payload.urgency === 'emergency') return 'Emergency request';
  const known = titles[type as EventType];
  if (known) return known;
  const verb = type.split('.')[1] ?? type;
  const words = verb.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Event types whose notifications are grouped while unseen (issue 25 item 7: 200 tenant requests in a row
 * made 200 bell entries): the second within GROUP_WINDOW_MS updates the first — "12 new tenant requests" —
 * instead of adding a row. Emergencies are never grouped (each must stand out).
 */
export const groupedNotificationTitles: Partial<Record<EventType, (count: number) => string>> = {
  'tenantRequest.created': (count) => `${count} new tenant requests`,
  'workOrder.quoteRequested': (count) => `${count} quote requests`,
  // Configurator quote requests (issue 30 item 3): many from one homeowner make one updated row.
  'quoteRequest.created': (count) => `${count} new quote requests`,
  'workOrder.shared': (count) => `${count} work orders shared with you`,
};

/** How long an unseen group row keeps taking new notifications of its kind (ms). */
export const NOTIFICATION_GROUP_WINDOW_MS = 60 * 60 * 1000;

/** The group a notification of `type` joins (its event type), or null when it stands alone. */
export function notificationGroupKey(type: string, payload: { urgency?: unknown }): string | null {
  return type in groupedNotificationTitles && !isAlwaysInApp(type, payload) ? type : null;
}

/**
 * Lists that belong to one role, and the list another role opens instead (issue 30 item 8b): a
 * service provider's work orders are in their inbox, never the landlord's /work-orders (403 for them).
 */
const listPathForRole: Record<string, Partial<Record<Role, string>>> = {
  '/work-orders': { serviceProvider: '/work-orders/inbox' },
};

/**
 * A group row's link: the list the single links point into ('/requests?id=…' → '/requests',
 * '/work-orders/<id>' → '/work-orders'), as the recipient's `role` opens it ('/work-orders/inbox' for a
 * service provider). Without a role, the list as its owner sees it.
 */
export function groupLinkOf(link: string | null | undefined, role?: Role): string | null {
  if (!link) return null;
  const path = link.split('?')[0]!;
  const list = path.replace(/\/[0-9a-f]{8}-[0-9a-f-]{27}$/i, '') || '/';
  return (role && listPathForRole[list]?.[role]) ?? list;
}

/** Emergency requests always reach the bell at once, whatever the preference (issue 13). */
export function isAlwaysInApp(type: string, payload: { urgency?: unknown }): boolean {
  return type === 'tenantRequest.created' && payload.urgency === 'emergency';
}

/** What a channel delivers; `alwaysInApp` adds the in-app row (emergencies). */
export function deliveryFor(channel: NotificationChannel, alwaysInApp = false): { inApp: boolean; email: boolean } {
  return {
    inApp: alwaysInApp || channel === 'inApp' || channel === 'both',
    email: channel === 'email' || channel === 'both',
  };
}

/**
 * The notification kinds that can reach each role, in settings order (issue 21: a tenant's settings
 * listed kinds that never reach a tenant). Landlords (property managers and homeowners who rent out)
 * get every kind; a service provider hears about work orders and quotes; a tenant about their
 * requests, lease, payments. Everyone gets reminders and news.
 */
export const notificationTypesByRole: Record<Role, readonly NotificationType[]> = {
  propertyManager: notificationTypes,
  homeOwner: notificationTypes,
  serviceProvider: ['workOrder', 'quote', 'calendarReminder', 'marketing', 'account'],
  tenant: ['tenantRequest', 'lease', 'payment', 'calendarReminder', 'marketing', 'account'],
};
