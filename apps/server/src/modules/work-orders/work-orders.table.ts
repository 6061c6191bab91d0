/**
 * Work orders (spec points 3, 4, 7 "Work orders"): the project, its share links, assignees, the
 * providers asked for a quote, and their quotes.
 *
 * Work-order quotes live in their own table beside `quotes` (modules/quotes) rather than in it: a
 * quote there belongs to a configurator quote request (`request_id` → quote_requests, one per
 * provider and request), while these answer a work order and carry an earliest start. Both use the
 * one status table and transitions of packages/shared/src/quotes (`applyQuoteTransition`,
 * docs/decisions/004-quotes.md): answered → Waiting Response, accepted → Approved → Converted
 * (`convert`), and the quotes not chosen are archived from Waiting Response with `declined_at` set.
 */
import { sql } from 'drizzle-orm';
import { date, index, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { QuoteLineItem } from '@lintel/shared';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';
import { properties, rooms } from '../properties/properties.table.ts';
import { contacts } from '../contacts/contacts.table.ts';

const statusEnum = ['open', 'quoteRequested', 'inProgress', 'done', 'closed'] as const;
const quoteStatusEnum = ['approved', 'archived', 'converted', 'draft', 'waiting-response'] as const;

export const workOrders = pgTable(
  'work_orders',
  {
    id: id(),
    /** The landlord (propertyManager or homeOwner) who owns it. */
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    priority: text('priority', { enum: ['low', 'medium', 'high'] }).notNull(),
    timing: text('timing', { enum: ['asSoonAsPossible', 'oneTwoWeeks', 'threeFourWeeks', 'oneMonthPlus'] }).notNull(),
    status: text('status', { enum: statusEnum }).notNull().default('open'),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').references(() => properties.id, { onDelete: 'set null' }),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    attachmentIds: uuid('attachment_ids').array().notNull().default(sql`'{}'::uuid[]`),
    videoIds: uuid('video_ids').array().notNull().default(sql`'{}'::uuid[]`),
    documentIds: uuid('document_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Where it came from: a tenant request or a property service (linked both ways once wired). */
    sourceKind: text('source_kind', { enum: ['tenantRequest', 'service'] }),
    sourceId: uuid('source_id'),
    acceptedQuoteId: uuid('accepted_quote_id'),
    /** The provider doing the work (the accepted quote's). */
    providerId: uuid('provider_id').references(() => users.id, { onDelete: 'set null' }),
    invoiceFileId: uuid('invoice_file_id'),
    invoiceNumber: text('invoice_number'),
    invoiceAmount: numeric('invoice_amount', { precision: 12, scale: 2 }),
    completionNote: text('completion_note'),
    rating: smallint('rating'),
    ratingComment: text('rating_comment'),
    /** The Bill expense posted on confirmation. */
    transactionId: uuid('transaction_id'),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('work_orders_account_created_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('work_orders_account_status_idx').on(t.accountId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('work_orders_account_name_idx').on(t.accountId, t.name, t.id),
    index('work_orders_provider_idx').on(t.providerId, t.status),
    // The provider's inbox, latest activity first: page ids from this index (issue 23, deep pages).
    index('work_orders_provider_updated_idx').on(t.providerId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('work_orders_account_range_idx').on(t.accountId, t.startDate, t.endDate),
    uniqueIndex('work_orders_source_key').on(t.accountId, t.sourceKind, t.sourceId).where(sql`${t.sourceId} is not null`),
  ],
);

/** Who is assigned: one of the landlord's contacts, or a Lintel user (a service provider). */
export const workOrderAssignees = pgTable(
  'work_order_assignees',
  {
    id: id(),
    workOrderId: uuid('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('work_order_assignees_contact_key').on(t.workOrderId, t.contactId).where(sql`${t.contactId} is not null`),
    uniqueIndex('work_order_assignees_user_key').on(t.workOrderId, t.userId).where(sql`${t.userId} is not null`),
    index('work_order_assignees_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/** The service providers asked for a quote on a work order (their inbox). */
export const workOrderQuoteRequests = pgTable(
  'work_order_quote_requests',
  {
    workOrderId: uuid('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workOrderId, t.providerId] }), index('work_order_quote_requests_provider_idx').on(t.providerId, t.requestedAt.desc().nullsFirst())],
);

/** A provider's quote on a work order; statuses follow the shared quote transition table (see above). */
export const workOrderQuotes = pgTable(
  'work_order_quotes',
  {
    id: id(),
    workOrderId: uuid('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: quoteStatusEnum }).notNull(),
    statusBeforeArchive: text('status_before_archive', { enum: quoteStatusEnum }),
    lineItems: jsonb('line_items').$type<QuoteLineItem[]>().notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    rate: numeric('rate', { precision: 6, scale: 3 }).notNull().default('0'),
    taxAmount: numeric('tax_amount', { precision: 12, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    earliestStart: date('earliest_start', { mode: 'string' }).notNull(),
    memo: text('memo').notNull().default(''),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    declinedAt: timestamp('declined_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('work_order_quotes_provider_key').on(t.workOrderId, t.providerId), index('work_order_quotes_provider_idx').on(t.providerId, t.createdAt.desc().nullsFirst())],
);
