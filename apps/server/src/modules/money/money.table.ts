/** Money: transactions (income and expenses), their payments, My Accounts, tax rates, payment methods, rent and mortgage schedules. */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';
import { files } from '../files/files.table.ts';
import { properties } from '../properties/properties.table.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { leases } from '../leases/leases.table.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** Catalogue (integer ids), seeded by migration: GET /payment-methods. */
export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

/** Tax rates: the global catalogue (account_id null, seeded) and each account's own. */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('account_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Percent with up to three decimals (Quebec's 9.975). */
    percentage: numeric('percentage', { precision: 6, scale: 3 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tax_rates_account_idx').on(t.accountId, t.name)],
);

/** My Accounts: where an account keeps its money (bank, cash, card, other). */
export const moneyAccounts = pgTable(
  'money_accounts',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['bank', 'cash', 'card', 'other'] }).notNull(),
    institution: text('institution'),
    last4: text('last4'),
    currency: text('currency').notNull().default('USD'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('money_accounts_account_created_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // At most one default account per owner.
    uniqueIndex('money_accounts_default_key').on(t.accountId).where(sql`${t.isDefault}`),
  ],
);

/** The schedule mortgage modal: a monthly expense, generated ahead by the daily job. */
export const mortgageSchedules = pgTable(
  'mortgage_schedules',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    amount: money('amount').notNull(),
    dayOfMonth: integer('day_of_month').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    moneyAccountId: uuid('money_account_id').references(() => moneyAccounts.id, { onDelete: 'set null' }),
    memo: text('memo'),
    /** Expenses exist for every due date up to here. */
    generatedUntil: date('generated_until', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('mortgage_schedules_account_created_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/**
 * How far a lease's rent schedule was generated. Deleting a generated transaction never brings it
 * back: generation only moves forward from here.
 */
export const leaseRentSchedules = pgTable('lease_rent_schedules', {
  leaseId: uuid('lease_id')
    .primaryKey()
    .references(() => leases.id, { onDelete: 'cascade' }),
  generatedUntil: date('generated_until', { mode: 'string' }).notNull(),
  createdAt: createdAt(),
});

export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['income', 'expense'] }).notNull(),
    kind: text('kind', { enum: ['Rent', 'Bill', 'Deposit', 'Fee', 'Mortgage'] }).notNull(),
    status: text('status', { enum: ['unpaid', 'received', 'overdue', 'paid', 'partialPaid'] }).notNull(),
    name: text('name').notNull(),
    memo: text('memo'),
    amount: money('amount').notNull(),
    paidAmount: money('paid_amount').notNull().default('0'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    // Money history outlives the records it was about: set null, never cascade.
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    leaseId: uuid('lease_id').references(() => leases.id, { onDelete: 'set null' }),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    taxRateId: integer('tax_rate_id').references(() => taxRates.id, { onDelete: 'set null' }),
    moneyAccountId: uuid('money_account_id').references(() => moneyAccounts.id, { onDelete: 'set null' }),
    lateFeeForId: uuid('late_fee_for_id').references((): AnyPgColumn => transactions.id, { onDelete: 'set null' }),
    mortgageScheduleId: uuid('mortgage_schedule_id').references(() => mortgageSchedules.id, { onDelete: 'set null' }),
    /** What generated it ('lease:{id}:rent:{periodStart}', 'late-fee:{rentId}', …): generated once, even across instances. */
    sourceKey: text('source_key'),
    attachmentIds: uuid('attachment_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transactions_account_created_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('transactions_account_due_idx').on(t.accountId, t.dueDate, t.id),
    index('transactions_lease_due_idx').on(t.leaseId, t.dueDate),
    index('transactions_property_due_idx').on(t.propertyId, t.dueDate),
    uniqueIndex('transactions_source_key').on(t.sourceKey),
    // The daily job: open transactions past their due date.
    index('transactions_open_due_idx').on(t.dueDate).where(sql`${t.status} in ('unpaid', 'partialPaid')`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    /** The landlord account the transaction belongs to (also for a payment a tenant recorded). */
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    memo: text('memo'),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    attachmentIds: uuid('attachment_ids').array().notNull().default(sql`'{}'::uuid[]`),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    moneyAccountId: uuid('money_account_id').references(() => moneyAccounts.id, { onDelete: 'set null' }),
    receiptFileId: uuid('receipt_file_id').references(() => files.id, { onDelete: 'set null' }),
    recordedBy: text('recorded_by', { enum: ['landlord', 'tenant'] }).notNull(),
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null while a tenant's payment awaits the landlord's confirmation. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_account_created_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('payments_account_date_idx').on(t.accountId, t.date, t.id),
    index('payments_transaction_idx').on(t.transactionId, t.createdAt),
  ],
);
