/** Lease-form templates (fees, clauses, default terms); the links they are shared by are in modules/share-links. */
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { LeaseClause, LeaseFee, LeaseTemplateDefaults } from '@lintel/shared';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';

export const leaseFormTemplates = pgTable(
  'lease_form_templates',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    fees: jsonb('fees').$type<LeaseFee[]>().notNull().default([]),
    clauses: jsonb('clauses').$type<LeaseClause[]>().notNull().default([]),
    defaultTerms: jsonb('default_terms').$type<LeaseTemplateDefaults>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('lease_form_templates_account_created_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
