/** Uploaded files: metadata here, bytes in the storage behind platform/storage. */
import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';

export const files = pgTable(
  'files',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    kind: text('kind', { enum: ['image', 'video', 'document'] }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    previewKey: text('preview_key'),
    createdAt: createdAt(),
  },
  (t) => [index('files_account_idx').on(t.accountId, t.createdAt)],
);
