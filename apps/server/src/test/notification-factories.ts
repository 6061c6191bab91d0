/**
 * Notifications made the way the app makes them: a notifying domain event recorded in a transaction
 * through the events platform (what a maintenance or calendar service does), then drained: the
 * consumer writes the notifications, and the `notification.created` events it recorded publish in the
 * same drain.
 */
import type { EventPayload } from '@lintel/shared';
import { uuidv7 } from '../db/columns.ts';
import { recordEvent } from '../platform/events/events.ts';
import type { TestApp } from './build-app.ts';
import type { TestUser } from './factories.ts';

/** Records `tenantRequest.created` by `actor`'s account for `recipients` (urgency low unless given) and drains. */
export async function notifyTenantRequest(t: TestApp, actor: TestUser, recipients: TestUser[], overrides: Partial<EventPayload<'tenantRequest.created'>> = {}) {
  const tenantRequestId = uuidv7();
  return recordAndDrain(t, {
    type: 'tenantRequest.created',
    accountId: actor.id,
    userIds: recipients.map((user) => user.id),
    payload: { tenantRequestId, urgency: 'low', fromPortal: false, summary: 'Leaking tap at 12 Oak St', link: `/tenant-requests/${tenantRequestId}`, ...overrides },
  });
}

/** Records `calendar.reminderDue` for `user` (their own event's reminder) and drains. */
export async function notifyReminder(t: TestApp, user: TestUser, summary = 'Gutter cleaning starts in 5 minutes') {
  const eventId = uuidv7();
  return recordAndDrain(t, {
    type: 'calendar.reminderDue',
    accountId: user.id,
    userIds: [user.id],
    payload: { eventId, reminderId: 'fiveMinutes', occurrenceStart: new Date().toISOString(), summary, link: `/calendar?event=${eventId}` },
  });
}

async function recordAndDrain(t: TestApp, event: Parameters<typeof recordEvent>[1]) {
  const recorded = await t.deps.db.transaction((tx) => recordEvent(tx, event));
  await t.settle();
  return recorded;
}
