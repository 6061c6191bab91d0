/**
 * The in-process runner's queue (embedded default): one row per queued one-off run, written in the
 * transaction of the change that needs it (`jobs.send(…, { tx })`), deleted when the run ends. A
 * restart loses nothing: the new runner finds the rows. pg-boss keeps its own (`pgboss.job`).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey(),
    /** The job's name (`<module>.<job>`). */
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    /** At most one row per (name, key) while queued or running. */
    key: text('key'),
    /** Not before this instant (the next try's time after a failure). */
    startAfter: timestamp('start_after', { withTimezone: true, mode: 'date' }).notNull(),
    failures: integer('failures').notNull().default(0),
    /** A runner is running it until then (a crashed run is taken again after it). */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_runs_name_key_idx').on(t.name, t.key).where(sql`${t.key} is not null`), index('job_runs_start_after_idx').on(t.startAfter)],
);
