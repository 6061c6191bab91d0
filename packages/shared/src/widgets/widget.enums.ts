/**
 * The dashboard widgets (spec points 2, 3, 4, 9): each widget's key, label, default height and the
 * roles that may see it. The keys are the ids the web features list in their `widgets`; the server
 * creates a row per user and widget from this table on the first read.
 */
import type { Role } from '../auth/auth.enums.ts';
import type { Action } from '../permissions/permissions.ts';
import { can } from '../permissions/permissions.ts';

export const widgetKeys = [
  'firstRun',
  'propertyStatistics',
  'newestProperties',
  'unpaidRent',
  'upcomingEvents',
  'openRequests',
  'workOrders',
  'myLease',
  'inventory',
  'contacts',
  'documents',
  'gallery',
] as const;
export type WidgetKey = (typeof widgetKeys)[number];

/** Heights are in dashboard grid rows (40 px each, 16 px apart: 6 rows ≈ 320 px): bounded so a widget can neither vanish nor swallow the page. */
export const WIDGET_MIN_HEIGHT = 4;
export const WIDGET_MAX_HEIGHT = 16;

interface WidgetDefinition {
  label: string;
  /** Who may see it: any of these actions, or the listed roles. */
  allowed: readonly Action[] | { roles: readonly Role[] };
  height: number;
}

export const widgetDefinitions: Record<WidgetKey, WidgetDefinition> = {
  /** The shell's "Get started" checklist (issue 11 item 6); it hides itself once every step is done. */
  firstRun: { label: 'Get started', allowed: { roles: ['propertyManager', 'homeOwner', 'tenant', 'serviceProvider'] }, height: 6 },
  propertyStatistics: { label: 'Property statistics', allowed: ['property.manage'], height: 6 },
  newestProperties: { label: 'Newest properties', allowed: ['property.manage'], height: 6 },
  unpaidRent: { label: 'Unpaid rent', allowed: ['money.manage'], height: 7 },
  upcomingEvents: { label: 'Upcoming events', allowed: ['calendar.manage'], height: 7 },
  openRequests: { label: 'Open requests', allowed: ['tenantRequest.read'], height: 6 },
  workOrders: { label: 'Work orders', allowed: ['workOrder.manage', 'workOrder.work'], height: 6 },
  myLease: { label: 'My lease', allowed: { roles: ['tenant'] }, height: 5 },
  inventory: { label: 'Inventory', allowed: ['inventory.manage'], height: 6 },
  contacts: { label: 'Contacts', allowed: ['contact.manage'], height: 6 },
  documents: { label: 'Documents', allowed: ['document.manage'], height: 7 },
  gallery: { label: 'Gallery', allowed: ['gallery.manage'], height: 7 },
};

/** True when `role` may see the widget `key` on their dashboard. */
export function canSeeWidget(role: Role, key: WidgetKey): boolean {
  const { allowed } = widgetDefinitions[key];
  return Array.isArray(allowed) ? allowed.some((action) => can(role, action)) : (allowed as { roles: readonly Role[] }).roles.includes(role);
}

/** The widget keys `role` may see, in the default dashboard order. */
export function widgetKeysFor(role: Role): WidgetKey[] {
  return widgetKeys.filter((key) => canSeeWidget(role, key));
}
