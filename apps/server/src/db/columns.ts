/** Column helpers every table uses: UUID v7 keys made by the app, timestamps with time zone. */
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

export const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());
/**
 * `created_at`: stamped by the app's clock on every insert through Drizzle (the SQL default `now()` is
 * only for raw inserts), so a row's age and the periods the app computes from `Date.now()` (statistics,
 * "this month") agree even when the database server's clock differs from the app's.
 */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date());
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date());
export { uuidv7 };
