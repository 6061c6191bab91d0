/**
 * Quote tables: requesters' quote requests for saved project models (with the checkout details),
 * the models each request covers, and the quotes service providers answer with.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { QuoteLineItem } from '@lintel/shared';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';
import { projectModels } from '../configurator/configurator.table.ts';
import { taxRates } from '../money/money.table.ts';

const quoteStatusEnum = ['approved', 'archived', 'converted', 'draft', 'waiting-response'] as const;

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: id(),
    /** The requester (homeowner or property manager). */
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['open', 'accepted'] }).notNull().default('open'),
    /** Project type keys of the models, for the providers' trade filter. */
    projectTypeKeys: text('project_type_keys').array().notNull().default(sql`'{}'::text[]`),
    dateRanges: jsonb('date_ranges').$type<Array<{ start: string; end: string }>>().notNull(),
    houseId: uuid('house_id'),
    address: text('address').notNull().default(''),
    parkingInfo: text('parking_info').notNull(),
    replaceExisting: jsonb('replace_existing').$type<Record<string, boolean>>().notNull(),
    note: text('note').notNull().default(''),
    acceptedQuoteId: uuid('accepted_quote_id'),
    /** Kick-off (issue 11 item 18): the start date the accepted provider proposed, and when. */
    startDate: date('start_date', { mode: 'string' }),
    startDateProposedAt: timestamp('start_date_proposed_at', { withTimezone: true }),
    /** The requester confirmed the start date (models at startDateConfirmed). */
    startDateConfirmedAt: timestamp('start_date_confirmed_at', { withTimezone: true }),
    /** The requester marked the job completed (models DONE). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quote_requests_account_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('quote_requests_status_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const quoteRequestModels = pgTable(
  'quote_request_models',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    projectModelId: uuid('project_model_id')
      .notNull()
      .references(() => projectModels.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.projectModelId] }), index('quote_request_models_model_idx').on(t.projectModelId)],
);

export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    /** The service provider who quotes. */
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    status: text('status', { enum: quoteStatusEnum }).notNull().default('draft'),
    /** While archived: the status Restore returns to. */
    statusBeforeArchive: text('status_before_archive', { enum: quoteStatusEnum }),
    /** Before tax, dollars. */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    /** Tax rate in percent. */
    rate: numeric('rate', { precision: 6, scale: 3 }).notNull().default('0'),
    taxRateId: integer('tax_rate_id').references(() => taxRates.id, { onDelete: 'set null' }),
    taxAmount: numeric('tax_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    memo: text('memo').notNull().default(''),
    lineItems: jsonb('line_items').$type<QuoteLineItem[]>().notNull().default([]),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    followedUpAt: timestamp('followed_up_at', { withTimezone: true, mode: 'date' }),
    followUpCount: integer('follow_up_count').notNull().default(0),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quotes_account_request_idx').on(t.accountId, t.requestId),
    index('quotes_account_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('quotes_account_status_idx').on(t.accountId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('quotes_request_idx').on(t.requestId),
  ],
);
