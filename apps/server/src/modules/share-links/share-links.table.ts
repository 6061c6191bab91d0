/** Share links of work orders, contacts and lease-form templates (one table for the three kinds). */
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { shareLinkKinds } from '@lintel/shared';
import { createdAt, id } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';

/**
 * A link to one record (`kind`, `subject_id`) of `account_id`, by a random token of which only the
 * SHA-256 is kept. Live while `revoked_at` is null and `expires_at` is ahead; `last_used_at` is set
 * each time it is opened. `subject_id` has no foreign key (three tables): a record's links are revoked
 * with it, and a link whose record is gone reads as invalid.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: shareLinkKinds }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    email: text('email'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('share_links_token_hash_key').on(t.tokenHash),
    index('share_links_subject_idx').on(t.accountId, t.kind, t.subjectId, t.createdAt.desc().nullsFirst()),
  ],
);
