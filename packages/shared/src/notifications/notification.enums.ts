/**
 * Notification types and delivery channels (spec point 3 "Notification types": marketing,
 * maintenanceReminder, calendarReminder, newUser, tenantRequest; plus workOrder and quote for the
 * maintenance area's work orders and their quotes, lease signatures and tenants' payments (issue 21)).
 */
export const notificationTypes = [
  'marketing',
  'maintenanceReminder',
  'calendarReminder',
  'newUser',
  'tenantRequest',
  'workOrder',
  'quote',
  'lease',
  'payment',
  'account',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notificationTypeLabels: Record<NotificationType, string> = {
  marketing: 'News and offers',
  maintenanceReminder: 'Maintenance reminders',
  calendarReminder: 'Calendar reminders',
  newUser: 'New users joining',
  tenantRequest: 'Tenant requests',
  workOrder: 'Work orders',
  quote: 'Quotes',
  lease: 'Leases and signatures',
  payment: 'Payments to confirm and confirmed',
  account: 'Your data exports and account closing',
};

/** How a user wants one type delivered: in the app (bell), by e-mail, both, or not at all. */
export const notificationChannels = ['inApp', 'email', 'both', 'none'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export const notificationChannelLabels: Record<NotificationChannel, string> = {
  inApp: 'In app',
  email: 'E-mail',
  both: 'In app and e-mail',
  none: 'Off',
};

/** What a user gets before choosing: reminders in the app and by e-mail, everything else in the app. */
export const defaultNotificationChannels: Record<NotificationType, NotificationChannel> = {
  marketing: 'inApp',
  maintenanceReminder: 'inApp',
  calendarReminder: 'both',
  newUser: 'inApp',
  tenantRequest: 'inApp',
  workOrder: 'inApp',
  quote: 'inApp',
  // The signing request and the signed copy already go out by e-mail with their links.
  lease: 'inApp',
  payment: 'both',
  // The export link and the closing notices always go out by e-mail themselves (account-data module).
  account: 'inApp',
};

/** Spec point 9: "Last notifications kept: 5" (the user's `lastNotifications`). */
export const LAST_NOTIFICATIONS_LIMIT = 5;
