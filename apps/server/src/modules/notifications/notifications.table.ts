/** Notifications of each user (the bell, spec points 3 and 7) and their delivery preferences per type. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { notificationChannels, notificationTypes } from '@lintel/shared';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';

/**
 * One notification of one user. `eventId` is the domain event it came from (one row per event and
 * recipient, however often the consumer runs); null for notifications made without an event.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: notificationTypes }).notNull(),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link'),
    eventId: uuid('event_id'),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }),
    /**
     * Notifications that arrive many at once share one row while it is unseen (issue 25 item 7): the
     * event type for grouped types, null otherwise; `groupCount` is how many the row stands for.
     */
    groupKey: text('group_key'),
    groupCount: integer('group_count').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    // GET /notifications (newest first) and the last 5 of /users/me.
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The unseen count, the seen=false filter and mark-all-seen.
    index('notifications_user_unseen_idx')
      .on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.seenAt} is null`),
    // The unseen row of a group (fromEvent adds to it instead of inserting).
    index('notifications_user_group_unseen_idx')
      .on(t.userId, t.groupKey, t.createdAt.desc().nullsFirst())
      .where(sql`${t.seenAt} is null and ${t.groupKey} is not null`),
    uniqueIndex('notifications_event_user_key')
      .on(t.eventId, t.userId)
      .where(sql`${t.eventId} is not null`),
  ],
);

/** A user's chosen channel for one notification type; a type without a row uses the default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: notificationTypes }).notNull(),
    channel: text('channel', { enum: notificationChannels }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);
