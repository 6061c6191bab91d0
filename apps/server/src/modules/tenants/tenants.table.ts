/** Tenants: the people an account rents to, optionally linked to the user account they signed up with. */
import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';

export const tenants = pgTable(
  'tenants',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The tenant's own user account, once they accepted an invitation (invite-user?type=tenant). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    email: text('email'),
    phoneNumbers: text('phone_numbers').array().notNull().default(sql`'{}'::text[]`),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    imageId: uuid('image_id'),
    attachmentIds: uuid('attachment_ids').array().notNull().default(sql`'{}'::uuid[]`),
    licenseId: text('license_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tenants_account_created_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tenants_account_name_idx').on(t.accountId, t.fullName, t.id),
    index('tenants_user_idx').on(t.userId),
  ],
);
