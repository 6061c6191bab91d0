/** The events outbox (written in the change's transaction) and the consumers' processed-event log. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per domain event; `published_at` is set once consumers ran and the bus got it. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    type: text('type').notNull(),
    accountId: uuid('account_id').notNull(),
    userIds: jsonb('user_ids').$type<string[]>(),
    room: text('room'),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /** A drainer holds the row until then (another instance skips it). */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** X-Request-Id of the request that recorded it (issue 24), null for work no request caused. */
    requestId: text('request_id'),
  },
  (t) => [index('outbox_unpublished_idx').on(t.id).where(sql`${t.publishedAt} is null`)],
);

/** Consumer idempotency: a (consumer, event id) row is written in the same transaction as the effect. */
export const processedEvents = pgTable(
  'processed_events',
  {
    consumer: text('consumer').notNull(),
    eventId: uuid('event_id').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consumer, t.eventId] })],
);
