/** Contacts and the contact and inventory categories catalogue (their share links are in modules/share-links). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';

/**
 * Categories for contacts and inventory items (spec point 3: "Contact categories belong to an entity:
 * contact or inventory"). Catalogue rows (account_id null) are seeded by migration; an account may
 * add its own (POST /categories), seen only by that account. A row with a parent is a sub-category
 * (Contractor → Plumber, Electrician, …).
 */
export const contactCategories = pgTable(
  'contact_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    entity: text('entity', { enum: ['contact', 'inventory'] }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => contactCategories.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_categories_entity_idx').on(t.entity, t.accountId, t.name),
    index('contact_categories_parent_idx').on(t.parentId, t.name),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['contact', 'company'] }).notNull(),
    fullName: text('full_name'),
    companyName: text('company_name'),
    /** fullName for a person, companyName for a company: what lists show and sort by A-Z. */
    displayName: text('display_name').notNull(),
    email: text('email'),
    phoneNumbers: text('phone_numbers').array().notNull().default(sql`'{}'::text[]`),
    address: text('address'),
    notes: text('notes'),
    categoryId: integer('category_id').references(() => contactCategories.id, { onDelete: 'set null' }),
    subCategoryId: integer('sub_category_id').references(() => contactCategories.id, { onDelete: 'set null' }),
    /** The share this contact was copied from (POST /contacts/add/{token}); one copy per account. */
    sourceShareId: uuid('source_share_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contacts_account_created_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('contacts_account_name_idx').on(t.accountId, t.displayName, t.id),
    index('contacts_account_category_idx').on(t.accountId, t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('contacts_account_source_share_key')
      .on(t.accountId, t.sourceShareId)
      .where(sql`${t.sourceShareId} is not null`),
  ],
);
