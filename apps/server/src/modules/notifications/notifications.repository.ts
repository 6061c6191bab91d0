/** Drizzle queries for notifications and preferences. Every query is scoped to one user. */
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { NotificationChannel, NotificationType } from '@lintel/shared';
import type { Executor } from '../../platform/db.ts';
import { notificationPreferences, notifications } from './notifications.table.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

function whereOf(userId: string, seen: boolean | undefined): SQL {
  if (seen === undefined) return eq(notifications.userId, userId);
  return and(eq(notifications.userId, userId), seen ? isNotNull(notifications.seenAt) : isNull(notifications.seenAt))!;
}

const newestFirst = [desc(notifications.createdAt), desc(notifications.id)];

/** One page, newest first: the page's ids on the (user, created) index, then those rows. */
export async function listNotifications(db: Executor, userId: string, seen: boolean | undefined, page: number, pageSize: number): Promise<NotificationRow[]> {
  const pageIds = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(whereOf(userId, seen))
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return db.select().from(notifications).where(inArray(notifications.id, pageIds)).orderBy(...newestFirst);
}

/** The user's unseen row of group `groupKey` made after `since`, if any (index notifications_user_group_unseen_idx). */
export async function findUnseenGroupRow(db: Executor, userId: string, groupKey: string, since: Date): Promise<NotificationRow | undefined> {
  // Consumers of different events run side by side: one at a time per user and group, so the second
  // sees the first's row once it commits instead of starting a group of its own.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`notification-group:${userId}:${groupKey}`}))`);
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.groupKey, groupKey), isNull(notifications.seenAt), isNotNull(notifications.groupKey), gt(notifications.createdAt, since)))
    .orderBy(desc(notifications.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** Makes a group row stand for one more notification: its count, the latest text and link; it moves to the top. */
export async function updateGroupRow(
  db: Executor,
  id: string,
  values: { groupCount: number; title: string; body: string | null; link: string | null; createdAt: Date },
): Promise<NotificationRow> {
  const [row] = await db
    .update(notifications)
    .set(values)
    .where(eq(notifications.id, id))
    .returning();
  return row!;
}

/**
 * How many notifications the user has not seen (issue 30 item 11): a grouped row counts as the
 * notifications it stands for ("3 new tenant requests" is 3), so the bell moves when a group grows.
 */
export async function countUnseen(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${notifications.groupCount}), 0)` })
    .from(notifications)
    .where(whereOf(userId, false));
  return Number(row?.total ?? 0);
}

export async function countNotifications(db: Executor, userId: string, seen: boolean | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(notifications).where(whereOf(userId, seen));
  return row?.total ?? 0;
}

export async function findNotification(db: Executor, userId: string, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  return row;
}

/** Marks one unseen notification seen; returns the row (unchanged when it was already seen). */
export async function markSeen(db: Executor, userId: string, id: string, at: Date): Promise<NotificationRow | undefined> {
  const [updated] = await db
    .update(notifications)
    .set({ seenAt: at })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.seenAt)))
    .returning();
  return updated ?? findNotification(db, userId, id);
}

/** Marks every unseen notification of the user seen; returns how many changed. */
export async function markAllSeen(db: Executor, userId: string, at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ seenAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.seenAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Inserts the rows; one already made from the same event for the same user is skipped. */
export async function insertNotifications(db: Executor, rows: NewNotificationRow[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.eventId, notifications.userId], where: sql`${notifications.eventId} is not null` })
    .returning();
}

export async function listPreferences(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db.select().from(notificationPreferences).where(inArray(notificationPreferences.userId, userIds));
}

export async function upsertPreferences(db: Executor, userId: string, entries: Array<[NotificationType, NotificationChannel]>): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(entries.map(([type, channel]) => ({ userId, type, channel })))
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.type], set: { channel: sql`excluded.channel`, updatedAt: new Date() } });
}

