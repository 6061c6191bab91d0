import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventPayloadSchemas } from '../events/events.schema.ts';
import { defaultNotificationChannels, notificationTypes } from './notification.enums.ts';
import { deliveryFor, groupLinkOf, isAlwaysInApp, notificationTitleFor, notificationTypeForEvent, notificationTypesByRole, notifyingEventTypes } from './notification.rules.ts';
import { notificationLinks } from './notification.links.ts';
import { listNotificationsQuerySchema, updateNotificationPreferencesInputSchema } from './notification.schema.ts';

describe('issue 13: which events become notifications', () => {
  it('every event type with summary and link, and no other, is a notifying type', () => {
    const types = notifyingEventTypes();
    expect(types).toEqual(
      expect.arrayContaining(['tenantRequest.created', 'tenantRequest.statusChanged', 'service.updated', 'workOrder.created', 'workOrder.quoteAccepted', 'workOrder.closed', 'calendar.reminderDue']),
    );
    for (const type of ['lease.activated', 'payment.recorded', 'notification.created', 'notification.seen', 'chat.messagePosted', 'auth.sessionRevoked', 'calendar.eventChanged']) {
      expect(types).not.toContain(type);
    }
  });

  it('a new event type carrying summary and link is picked up from the map by itself', () => {
    const map = { ...eventPayloadSchemas, 'widget.news': z.object({ summary: z.string(), link: z.string() }), 'widget.other': z.object({ link: z.string() }) };
    expect(notifyingEventTypes(map)).toContain('widget.news');
    expect(notifyingEventTypes(map)).not.toContain('widget.other');
  });

  it('every notifying event type maps to a notification type', () => {
    for (const type of notifyingEventTypes()) expect(notificationTypes, type).toContain(notificationTypeForEvent(type));
  });

  it.each([
    ['tenantRequest.created', 'tenantRequest'],
    ['tenantRequest.statusChanged', 'tenantRequest'],
    ['workOrder.created', 'workOrder'],
    ['workOrder.completed', 'workOrder'],
    ['workOrder.quoteSubmitted', 'quote'],
    ['workOrder.quoteAccepted', 'quote'],
    ['calendar.reminderDue', 'calendarReminder'],
    ['service.updated', 'maintenanceReminder'],
    ['user.joined', 'newUser'],
  ] as const)('%s → %s', (event, type) => {
    expect(notificationTypeForEvent(event)).toBe(type);
  });

  it('titles: known events by name, emergencies called out, others from the verb', () => {
    expect(notificationTitleFor('tenantRequest.created', { urgency: 'low' })).toBe('New tenant request');
    expect(notificationTitleFor('tenantRequest.created', { urgency: 'emergency' })).toBe('Emergency request');
    expect(notificationTitleFor('workOrder.somethingNew', {})).toBe('Something new');
  });
});

describe('issue 13: preferences per type (in app, e-mail, both, none)', () => {
  it.each([
    ['inApp', false, { inApp: true, email: false }],
    ['email', false, { inApp: false, email: true }],
    ['both', false, { inApp: true, email: true }],
    ['none', false, { inApp: false, email: false }],
    ['none', true, { inApp: true, email: false }],
    ['email', true, { inApp: true, email: true }],
  ] as const)('%s (always in app: %s) delivers %o', (channel, always, expected) => {
    expect(deliveryFor(channel, always)).toEqual(expected);
  });

  it('emergency tenant requests always reach the bell; other requests follow the preference', () => {
    expect(isAlwaysInApp('tenantRequest.created', { urgency: 'emergency' })).toBe(true);
    expect(isAlwaysInApp('tenantRequest.created', { urgency: 'medium' })).toBe(false);
    expect(isAlwaysInApp('tenantRequest.statusChanged', { urgency: 'emergency' })).toBe(false);
  });

  it('every type has a default, and an update names known types and channels only', () => {
    expect(Object.keys(defaultNotificationChannels).sort()).toEqual([...notificationTypes].sort());
    expect(updateNotificationPreferencesInputSchema.safeParse({ quote: 'email' }).success).toBe(true);
    expect(updateNotificationPreferencesInputSchema.safeParse({ quote: 'fax' }).success).toBe(false);
    expect(updateNotificationPreferencesInputSchema.safeParse({ spam: 'none' }).success).toBe(false);
  });

  it('the list query reads seen as a boolean and caps the page size', () => {
    expect(listNotificationsQuerySchema.parse({ seen: 'false' })).toEqual({ page: 1, pageSize: 10, seen: false });
    expect(listNotificationsQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
  });
});

describe('issue 21: each role sets only the kinds that reach it', () => {
  it("a tenant's settings hold its requests, lease and payments, never work orders, quotes or new users; landlords hold every kind", () => {
    expect(notificationTypesByRole.tenant).toEqual(expect.arrayContaining(['tenantRequest', 'lease', 'payment']));
    expect(notificationTypesByRole.tenant).not.toEqual(expect.arrayContaining(['workOrder']));
    expect(notificationTypesByRole.tenant.some((type) => ['workOrder', 'quote', 'newUser', 'maintenanceReminder'].includes(type))).toBe(false);
    expect(notificationTypesByRole.serviceProvider).toEqual(expect.arrayContaining(['workOrder', 'quote']));
    expect(notificationTypesByRole.serviceProvider).not.toContain('tenantRequest');
    expect([...notificationTypesByRole.propertyManager]).toEqual([...notificationTypes]);
  });
});

describe('notificationLinks (issue 30 item 8b)', () => {
  it('names the recipients and link of every notifying event type, and nothing else', () => {
    expect(Object.keys(notificationLinks).sort()).toEqual([...notifyingEventTypes()].sort());
    for (const entries of Object.values(notificationLinks)) for (const entry of entries) expect(entry.link).toMatch(/^\//);
  });

  it('a grouped work-order notice opens the provider’s inbox, the landlord’s list for a landlord', () => {
    const link = '/work-orders/018f0000-0000-7000-8000-0000000000a1';
    expect(groupLinkOf(link, 'serviceProvider')).toBe('/work-orders/inbox');
    expect(groupLinkOf(link, 'propertyManager')).toBe('/work-orders');
    expect(groupLinkOf('/requests?id=018f0000-0000-7000-8000-0000000000a1', 'homeOwner')).toBe('/requests');
  });
});
