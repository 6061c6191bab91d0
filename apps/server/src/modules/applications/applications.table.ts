/** Tenant applications: application links a landlord sends for a property, and the applications submitted through them. */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SubmitApplicationParsed } from '@lintel/shared';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';
import { properties } from '../properties/properties.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

export const applicationLinks = pgTable(
  'application_links',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    email: text('email'),
    fullName: text('full_name'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Files uploaded through this link (owned by the landlord's account); a submission may attach only these. */
    uploadIds: uuid('upload_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('application_links_token_hash_key').on(t.tokenHash), index('application_links_account_idx').on(t.accountId, t.createdAt)],
);

export type ApplicationData = Omit<SubmitApplicationParsed, 'consent'>;

export const tenantApplications = pgTable(
  'tenant_applications',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id').references(() => applicationLinks.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['submitted', 'approved', 'declined'] }).notNull().default('submitted'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    data: jsonb('data').$type<ApplicationData>().notNull(),
    attachmentIds: uuid('attachment_ids').array().notNull().default(sql`'{}'::uuid[]`),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tenant_applications_account_created_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tenant_applications_account_name_idx').on(t.accountId, t.fullName, t.id),
    index('tenant_applications_account_status_idx').on(t.accountId, t.status, t.createdAt.desc().nullsFirst()),
  ],
);
