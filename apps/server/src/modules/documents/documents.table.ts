/** Documents (one uploaded file each) and the folders that file them. */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';
import { files } from '../files/files.table.ts';
import { properties } from '../properties/properties.table.ts';

export const documentFolders = pgTable(
  'document_folders',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('document_folders_account_name_key').on(t.accountId, sql`lower(${t.name})`)],
);

export const documents = pgTable(
  'documents',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Derived from the file's detected type. */
    type: text('type', { enum: ['pdf', 'image', 'video', 'other'] }).notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** Deleting a folder keeps its documents, unfiled. */
    folderId: uuid('folder_id').references(() => documentFolders.id, { onDelete: 'set null' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('documents_account_created_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Serves the folder filter and the per-folder GROUP BY count.
    index('documents_account_folder_idx').on(t.accountId, t.folderId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('documents_account_property_idx').on(t.accountId, t.propertyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('documents_account_type_idx').on(t.accountId, t.type, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('documents_account_name_idx').on(t.accountId, t.name, t.id),
  ],
);
