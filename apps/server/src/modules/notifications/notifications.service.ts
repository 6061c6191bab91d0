/**
 * Notifications (spec points 3, 4, 7; issue 13): the bell's list, marking seen, per-type delivery
 * preferences, the last 5 and unseen count of /users/me, and the generic consumer that turns every
 * domain event carrying `summary` and `link` into one notification per recipient (in-app row and/or
 * e-mail, by the recipient's preference). Notifications are personal: another user's id is a 404.
 */
import {
  buildPagination,
  defaultNotificationChannels,
  deliveryFor,
  groupedNotificationTitles,
  groupLinkOf,
  isAlwaysInApp,
  NOTIFICATION_GROUP_WINDOW_MS,
  notificationGroupKey,
  LAST_NOTIFICATIONS_LIMIT,
  notificationTitleFor,
  formatZonedTime,
  notificationTypeForEvent,
  notificationTypes,
  type DomainEvent,
  type MarkAllNotificationsSeenResponse,
  type MarkNotificationSeenResponse,
  type Notification,
  type NotificationChannel,
  type NotificationListResponse,
  type NotificationPreferences,
  type NotificationType,
  type Role,
  type UpdateNotificationPreferencesInput,
  type listNotificationsQuerySchema,
} from '@lintel/shared';
import type { z } from 'zod';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import type { Transaction } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { MailMessage } from '../../platform/mail.ts';

/** The job that sends a notification's e-mail after the consumer's commit, keyed by notification id. */
export const NOTIFICATION_MAIL_JOB = 'notifications.mail';
import { findUserById } from '../auth/index.ts';
import * as repo from './notifications.repository.ts';
import type { NotificationRow } from './notifications.repository.ts';

type ParsedList = z.output<typeof listNotificationsQuerySchema>;

/** What /users/me shows of the bell (spec point 3: lastNotifications, max 5; unseenNotificationsCount). */
export interface NotificationsSummary {
  lastNotifications: Notification[];
  unseenNotificationsCount: number;
}

/** The payload fields every notifying event carries (events.schema.ts notifyFields). */
interface NotifyPayload {
  summary: string;
  link: string;
  urgency?: unknown;
  when?: { at: string; timeZone: string; text: string; dateOnly?: boolean };
}

/**
 * The summary as `recipientZone` reads it (issue 22 item 2): the part naming `when` is written again
 * in the recipient's profile zone, else the event's, else UTC ("Tue, Jan 6, 9:00 AM EST"). Both the
 * bell row and the e-mail are per recipient, so both use it.
 */
export function summaryFor(payload: Pick<NotifyPayload, 'summary' | 'when'>, recipientZone: string | null): string {
  const when = payload.when;
  if (!when || !payload.summary.includes(when.text)) return payload.summary;
  const local = formatZonedTime(when.at, [recipientZone, when.timeZone], { dateOnly: when.dateOnly ?? false });
  return payload.summary.replace(when.text, () => local).slice(0, 300);
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    seen: row.seenAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Each user's channel per notification type: what they chose, the defaults elsewhere (one query). */
export async function preferencesOf(executor: Executor, userIds: string[]): Promise<Map<string, NotificationPreferences>> {
  const rows = await repo.listPreferences(executor, userIds);
  const byUser = new Map<string, NotificationPreferences>(userIds.map((id) => [id, { ...defaultNotificationChannels }]));
  for (const row of rows) byUser.get(row.userId)![row.type] = row.channel;
  return byUser;
}

export function createNotificationsService(deps: AppDeps) {
  const { db, config } = deps;

  /**
   * Inserts the rows, except that a row whose user has an unseen row of the same group from the last
   * hour updates that one instead ("3 new tenant requests", latest text, the list's link). Answers the
   * rows inserted or updated, each to be announced by `notification.created`.
   */
  async function insertOrGroup(tx: Transaction, rows: repo.NewNotificationRow[], groupKey: string | null, roles: Map<string, Role>): Promise<NotificationRow[]> {
    // Every row's time is the service's clock, so grouped and single rows order and group alike.
    const now = new Date();
    if (!groupKey) return repo.insertNotifications(tx, rows.map((row) => ({ ...row, createdAt: now })));
    const changed: NotificationRow[] = [];
    const fresh: repo.NewNotificationRow[] = [];
    for (const row of rows) {
      const group = await repo.findUnseenGroupRow(tx, row.userId, groupKey, new Date(now.getTime() - NOTIFICATION_GROUP_WINDOW_MS));
      if (!group) {
        // The group's times are the service's clock on both sides (found since `now - window`, created at `now`).
        fresh.push({ ...row, groupKey, createdAt: now });
        continue;
      }
      const groupCount = group.groupCount + 1;
      const title = groupedNotificationTitles[groupKey as keyof typeof groupedNotificationTitles]!(groupCount);
      changed.push(await repo.updateGroupRow(tx, group.id, { groupCount, title, body: row.body ?? null, link: groupLinkOf(row.link, roles.get(row.userId)), createdAt: now }));
    }
    return [...changed, ...(await repo.insertNotifications(tx, fresh))];
  }

  function mailFor(to: string, fullName: string, title: string, payload: NotifyPayload): MailMessage {
    const link = `${config.publicUrl}${payload.link}`;
    const settings = `${config.publicUrl}/settings?tab=notifications`;
    return {
      to,
      subject: `${title}: ${payload.summary}`.slice(0, 200),
      text: `Hello ${fullName},\n\n${payload.summary}\n\nOpen it in Lintel:\n${link}\n\nChoose which notifications you receive by e-mail:\n${settings}\n`,
      html: `<p>Hello ${escapeHtml(fullName)},</p><p>${escapeHtml(payload.summary)}</p><p><a href="${link}">Open it in Lintel</a></p><p><a href="${settings}">Choose which notifications you receive by e-mail</a></p>`,
    };
  }

  return {
    /** GET /notifications: the caller's notifications, newest first, with the unseen count in meta. */
    async list(auth: AuthContext, query: ParsedList): Promise<NotificationListResponse> {
      const [rows, total, unseenCount] = await Promise.all([
        repo.listNotifications(db, auth.userId, query.seen, query.page, query.pageSize),
        repo.countNotifications(db, auth.userId, query.seen),
        repo.countUnseen(db, auth.userId),
      ]);
      return { results: rows.map(toNotification), pagination: buildPagination(query.page, query.pageSize, total), meta: { unseenCount } };
    },

    /**
     * PUT /notifications/{id}/seen. Another user's or a missing id is 404 (NOT_FOUND). Records
     * `notification.seen` for the caller (other tabs update their bell) when it was unseen.
     */
    async markSeen(auth: AuthContext, id: string): Promise<MarkNotificationSeenResponse> {
      const result = await db.transaction(async (tx) => {
        const before = await repo.findNotification(tx, auth.userId, id);
        if (!before) throw notFound('NOT_FOUND', 'Notification not found');
        const row = before.seenAt ? before : await repo.markSeen(tx, auth.userId, id, new Date());
        if (!before.seenAt) {
          // A grouped row stands for several notifications: the other tabs count down by all of them.
          await recordEvent(tx, { type: 'notification.seen', accountId: auth.accountId, userIds: [auth.userId], payload: { notificationIds: [id], notificationCount: before.groupCount } });
        }
        return { notification: toNotification(row ?? before), unseenCount: await repo.countUnseen(tx, auth.userId) };
      });
      deps.events.flush();
      return result;
    },

    /** PUT /notifications/seen-all: every unseen notification of the caller; records `notification.seen` (all). */
    async markAllSeen(auth: AuthContext): Promise<MarkAllNotificationsSeenResponse> {
      const updated = await db.transaction(async (tx) => {
        const count = await repo.markAllSeen(tx, auth.userId, new Date());
        if (count > 0) await recordEvent(tx, { type: 'notification.seen', accountId: auth.accountId, userIds: [auth.userId], payload: { all: true } });
        return count;
      });
      deps.events.flush();
      return { updated, unseenCount: 0 };
    },

    /** GET /notifications/preferences: the caller's channel per type (defaults where none was chosen). */
    async preferences(auth: AuthContext): Promise<NotificationPreferences> {
      return (await preferencesOf(db, [auth.userId])).get(auth.userId)!;
    },

    /** PUT /notifications/preferences: changes the named types; answers the whole set. */
    async updatePreferences(auth: AuthContext, input: UpdateNotificationPreferencesInput): Promise<NotificationPreferences> {
      const entries = notificationTypes
        .filter((type) => input[type] !== undefined)
        .map((type): [NotificationType, NotificationChannel] => [type, input[type]!]);
      await repo.upsertPreferences(db, auth.userId, entries);
      return (await preferencesOf(db, [auth.userId])).get(auth.userId)!;
    },

    /** The last 5 notifications and the unseen count of a user, for /users/me (auth module's `needs`). */
    async summaryFor(executor: Executor, userId: string): Promise<NotificationsSummary> {
      const [rows, unseen] = await Promise.all([
        repo.listNotifications(executor, userId, undefined, 1, LAST_NOTIFICATIONS_LIMIT),
        repo.countUnseen(executor, userId),
      ]);
      return { lastNotifications: rows.map(toNotification), unseenNotificationsCount: unseen };
    },

    /**
     * The consumer of every notifying event (runs once per event id, in `tx`): for each distinct
     * recipient in `userIds` that still exists, an in-app row and/or an e-mail by their preference for
     * the event's notification type (an emergency tenant request always makes the row), then
     * `notification.created` for that user so their bell updates live. E-mails go out last, so a
     * failure before them rolls everything back and the retry starts clean.
     */
    async fromEvent(event: DomainEvent, tx: Transaction): Promise<void> {
      const type = notificationTypeForEvent(event.type);
      const recipients = [...new Set(event.userIds ?? [])];
      if (!type || recipients.length === 0) return;
      const payload = event.payload as NotifyPayload;
      const title = notificationTitleFor(event.type, payload);
      const alwaysInApp = isAlwaysInApp(event.type, payload);
      const preferences = await preferencesOf(tx, recipients);
      const mails: Array<{ userId: string; message: MailMessage }> = [];
      const rows: repo.NewNotificationRow[] = [];
      const roles = new Map<string, Role>();
      for (const userId of recipients) {
        const user = await findUserById(tx, userId);
        if (!user) continue;
        roles.set(userId, user.role);
        const delivery = deliveryFor(preferences.get(userId)![type], alwaysInApp);
        const local = { ...payload, summary: summaryFor(payload, user.timeZone) };
        if (delivery.inApp) rows.push({ userId, type, title, body: local.summary, link: payload.link, eventId: event.id });
        if (delivery.email) mails.push({ userId, message: mailFor(user.email, user.fullName, title, local) });
      }
      const inserted = await insertOrGroup(tx, rows, notificationGroupKey(event.type, payload), roles);
      for (const row of inserted) {
        await recordEvent(tx, {
          type: 'notification.created',
          accountId: row.userId,
          userIds: [row.userId],
          // `groupCount` tells the bell a grouped row grew: one more unseen, though its id is known (issue 30 item 11).
          payload: { notificationId: row.id, title: row.title, ...(row.body ? { body: row.body } : {}), ...(row.link ? { link: row.link } : {}), groupCount: row.groupCount },
        });
      }
      // The notification.created events and the mail jobs commit with this transaction.
      const rowOf = new Map(inserted.map((row) => [row.userId, row.id]));
      for (const { userId, message } of mails) {
        // A grouped row keeps its id across events: the key is the notification and the event.
        const row = rowOf.get(userId);
        await deps.jobs.send(NOTIFICATION_MAIL_JOB, message, { key: row ? `${row}:${event.id}` : `${event.id}:${userId}`, tx });
      }
    },
  };
}

