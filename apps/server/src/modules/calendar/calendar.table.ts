/** Calendar events and tasks, their scheduled reminders, and each user's ICS feed token. */
import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';
import type { CalendarEventType, CalendarSource, ReminderOffset, Weekday } from '@lintel/shared';

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user whose calendar it is: reminders go to them. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<CalendarEventType>().notNull(),
    title: text('title').notNull(),
    description: text('description'),
    allDay: boolean('all_day').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    repeatDays: text('repeat_days').array().$type<Weekday[]>().notNull().default(sql`'{}'::text[]`),
    repeatUntil: date('repeat_until', { mode: 'string' }),
    /** IANA zone the series repeats in: its local time of day stays put across DST (decision 014). Rows made before zones: 'UTC'. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** When the last occurrence ends (null: repeats forever); ranges query on starts_at < end and this > start. */
    seriesEndsAt: timestamp('series_ends_at', { withTimezone: true, mode: 'date' }),
    reminders: text('reminders').array().$type<ReminderOffset[]>().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('calendar_events_account_start_idx').on(t.accountId, t.startsAt, t.id)],
);

/**
 * One row per reminder job queued (event, offset, occurrence): the job's key, and `sent_at` once it
 * fired. The handler claims the row with one UPDATE … WHERE sent_at IS NULL, so a reminder is sent
 * once even when two instances run the same job; moving or deleting the event deletes the unsent rows.
 */
export const calendarReminders = pgTable(
  'calendar_reminders',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    offset: text('offset').$type<ReminderOffset>().notNull(),
    occurrenceStart: timestamp('occurrence_start', { withTimezone: true, mode: 'date' }).notNull(),
    fireAt: timestamp('fire_at', { withTimezone: true, mode: 'date' }).notNull(),
    jobKey: text('job_key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_reminders_occurrence_key').on(t.eventId, t.offset, t.occurrenceStart)],
);

/** A user's secret ICS feed: only the token's SHA-256 is kept; rotating replaces the token (the sources stay). */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** What the feed carries (issue 21 item 15): `calendar` (own events) and/or other areas' sources. Kept when the link is rotated. */
    sources: text('sources').array().$type<CalendarSource[]>().notNull().default(sql`'{calendar}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash)],
);
