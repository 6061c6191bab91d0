/** Exports of an account's data (zips in storage) and accounts waiting out their closing's grace period. */
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accountExportStatuses } from '@lintel/shared';
import { createdAt, id } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';

export const accountExports = pgTable(
  'account_exports',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: accountExportStatuses }).notNull().default('queued'),
    /** 0–100, written by the job as it goes. */
    percent: integer('percent').notNull().default(0),
    /** The zip in storage once ready (`exports/<account>/<id>.zip`). */
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('account_exports_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * One row per account that asked to be closed: `pending` until `closesAt` (a sign-in before it makes
 * it `cancelled`), then `erased` by the hourly erase job. The row outlives the erasure (the user row
 * stays as "Former user" for the records others keep).
 */
export const accountClosures = pgTable(
  'account_closures',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'cancelled', 'erased'] }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('account_closures_due_idx').on(t.closesAt).where(sql`${t.status} = 'pending'`)],
);
