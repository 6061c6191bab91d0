/**
 * Money contract (spec points 2, 3, 4, 5, 7 "Payments and transactions", "Account", "Misc"):
 * transactions, payments, receipts, exports, statistics, My Accounts, payment methods, tax rates
 * and the schedule mortgage modal. Money is a decimal number of dollars (docs/design.md#money).
 */
import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from '../common/pagination.ts';
import { moneySchema } from '../common/money.ts';
import { singleLineTextSchema } from '../common/text.ts';
import { refineDateRangeSpan, type DateRangeArea } from '../common/date-range.ts';
import { fileSchema } from '../files/file.schema.ts';
import { dateOnlySchema, fileIdsSchema, uuidSchema } from '../leasing/leasing.common.ts';
import {
  dateRangePresets,
  moneyAccountTypes,
  paymentExportFormats,
  paymentRecorders,
  paymentSortOptions,
  paymentStatuses,
  transactionKinds,
  transactionSortOptions,
  transactionStatuses,
  transactionTypes,
} from './money.enums.ts';

/** A positive amount of dollars with at most two decimals. */
export const positiveMoneySchema = moneySchema.refine((value) => value > 0, 'The amount must be more than 0');

const nameSchema = singleLineTextSchema(120).min(1, 'Name is required');
const memoSchema = z.string().trim().max(1000);

/**
 * Date filters shared by lists, statistics and exports: a preset (spec point 3), or custom dates.
 * With `range` absent and no dates, lists are not filtered by date.
 */
const dateRangeQueryFields = {
  range: z.enum(dateRangePresets).optional().describe('lastMonth, last3Months, last6Months, yearToDate or custom (with startDate and endDate)'),
  startDate: dateOnlySchema.optional(),
  endDate: dateOnlySchema.optional(),
};

/** Checks a date-range query: custom needs both dates, and the span stays within the area's bound. */
const refineRange = (area: DateRangeArea) => {
  const checkSpan = refineDateRangeSpan(area);
  return <T extends { range?: string | undefined; startDate?: string | undefined; endDate?: string | undefined }>(value: T, ctx: z.RefinementCtx) => {
    if (value.range === 'custom' && (!value.startDate || !value.endDate)) {
      ctx.addIssue({ code: 'custom', path: [value.startDate ? 'endDate' : 'startDate'], message: 'A custom range needs a start date and an end date' });
    }
    checkSpan(value, ctx);
  };
};

// ---------------------------------------------------------------------------------------------
// Reference shapes

export const taxRateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  percentage: z.number().describe('Percent, up to three decimals (9.975)'),
  isGlobal: z.boolean().describe('From the global catalogue (true) or created by the caller (false)'),
});
export type TaxRate = z.infer<typeof taxRateSchema>;

export const paymentMethodSchema = z.object({ id: z.number().int(), name: z.string() });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

const refSchema = z.object({ id: uuidSchema, name: z.string() });
/** A home, building or unit; a unit names its building (`parent`), so unitLabel reads "Property · Unit 101". */
const propertyRef = z.object({
  id: uuidSchema,
  nickname: z.string(),
  parent: z.object({ id: uuidSchema, nickname: z.string() }).nullable().describe("A unit's building; null for a home or building"),
});
const tenantRef = z.object({ id: uuidSchema, fullName: z.string() });

/** The transaction as a payment shows it; status and paidAmount as the server decided them. */
export const transactionSummarySchema = z.object({
  id: uuidSchema,
  name: z.string(),
  type: z.enum(transactionTypes),
  kind: z.enum(transactionKinds),
  status: z.enum(transactionStatuses),
  amount: z.number(),
  paidAmount: z.number(),
  balance: z.number().describe('amount − paidAmount'),
  dueDate: z.string().nullable(),
});
export type TransactionSummary = z.infer<typeof transactionSummarySchema>;

export const paymentSchema = z.object({
  id: uuidSchema,
  amount: z.number(),
  date: z.string().describe('YYYY-MM-DD'),
  memo: z.string().nullable(),
  transactionId: uuidSchema,
  transaction: transactionSummarySchema,
  tenantId: uuidSchema.nullable(),
  tenant: tenantRef.nullable(),
  propertyId: uuidSchema.nullable(),
  property: propertyRef.nullable(),
  attachmentIds: z.array(uuidSchema),
  attachments: z.array(fileSchema),
  paymentMethodId: z.number().int().nullable(),
  paymentMethod: paymentMethodSchema.nullable(),
  accountId: uuidSchema.nullable(),
  account: refSchema.nullable(),
  receipt: fileSchema.nullable().describe('The generated PDF receipt (GET /payments/autogenerate-receipt/{id})'),
  recordedBy: z.enum(paymentRecorders),
  confirmed: z.boolean().describe("False while a tenant's payment awaits the landlord's confirmation"),
  status: z.enum(paymentStatuses).describe("The payment's own status (confirmed, awaitingConfirmation), not its transaction's"),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const transactionSchema = transactionSummarySchema.extend({
  memo: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  propertyId: uuidSchema.nullable(),
  property: propertyRef.nullable(),
  leaseId: uuidSchema.nullable(),
  tenantId: uuidSchema.nullable(),
  tenant: tenantRef.nullable(),
  taxRateId: z.number().int().nullable(),
  taxRate: taxRateSchema.nullable(),
  taxAmount: z.number().describe('Tax included in the amount, from the tax rate'),
  accountId: uuidSchema.nullable(),
  account: refSchema.nullable(),
  lateFeeForId: uuidSchema.nullable().describe('For a late fee: the rent it is charged on'),
  mortgageScheduleId: uuidSchema.nullable(),
  attachmentIds: z.array(uuidSchema),
  attachments: z.array(fileSchema),
  payments: z.array(paymentSchema.omit({ transaction: true })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

// ---------------------------------------------------------------------------------------------
// Transactions

/** POST /transactions: the add income and add expense modals. */
export const createTransactionInputSchema = z
  .object({
    type: z.enum(transactionTypes),
    kind: z.enum(transactionKinds).optional().describe('Default: Rent for income, Bill for an expense'),
    name: nameSchema,
    amount: positiveMoneySchema,
    dueDate: dateOnlySchema.describe('When it is due; past it and not fully paid, it is overdue'),
    memo: memoSchema.optional(),
    propertyId: uuidSchema.optional(),
    leaseId: uuidSchema.optional().describe('Income of a lease: its tenants see it'),
    tenantId: uuidSchema.optional(),
    taxRateId: z.number().int().positive().optional(),
    accountId: uuidSchema.optional().describe('One of My Accounts'),
    attachmentIds: fileIdsSchema.optional(),
  })
  .strict();
export type CreateTransactionInput = z.input<typeof createTransactionInputSchema>;

/** PUT /transactions/{id}: any field but the type; the amount cannot drop below what was paid. */
export const updateTransactionInputSchema = z
  .object({
    kind: z.enum(transactionKinds).optional(),
    name: nameSchema.optional(),
    amount: positiveMoneySchema.optional(),
    dueDate: dateOnlySchema.optional(),
    memo: memoSchema.nullable().optional(),
    propertyId: uuidSchema.nullable().optional(),
    tenantId: uuidSchema.nullable().optional(),
    taxRateId: z.number().int().positive().nullable().optional(),
    accountId: uuidSchema.nullable().optional(),
    attachmentIds: fileIdsSchema.optional(),
  })
  .strict();
export type UpdateTransactionInput = z.input<typeof updateTransactionInputSchema>;

/** GET /transactions (spec point 9: page size 10, newest first). Dates filter the due date. */
export const listTransactionsQuerySchema = pageQuerySchema
  .extend({
    sortBy: z.enum(transactionSortOptions).default('newest'),
    type: z.enum(transactionTypes).optional(),
    kind: z.enum(transactionKinds).optional(),
    status: z.enum(transactionStatuses).optional(),
    propertyId: uuidSchema.optional().describe('A property (with its units) or a unit'),
    leaseId: uuidSchema.optional(),
    tenantId: uuidSchema.optional(),
    ...dateRangeQueryFields,
  })
  .superRefine(refineRange('list'));
export type ListTransactionsQuery = z.input<typeof listTransactionsQuerySchema>;

export const transactionListResponseSchema = z.object({
  results: z.array(transactionSchema),
  pagination: paginationSchema,
  meta: z.object({}),
});
export type TransactionListResponse = z.infer<typeof transactionListResponseSchema>;

/** GET /transactions/statistics: a property (optional) and a range (default yearToDate). */
export const statisticsQuerySchema = z
  .object({ propertyId: uuidSchema.optional(), ...dateRangeQueryFields })
  .superRefine(refineRange('statistics'));
export type StatisticsQuery = z.input<typeof statisticsQuerySchema>;

export const transactionStatisticsSchema = z.object({
  range: z.enum(dateRangePresets),
  startDate: z.string(),
  endDate: z.string(),
  received: z.number().describe('Payments received on income in the range'),
  incomes: z.number().describe('Income due in the range'),
  overdue: z.number().describe('Balance of overdue income due in the range'),
  expenses: z.number().describe('Expenses due in the range'),
  unpaid: z.number().describe('Balance of unpaid and partly paid income due in the range (not yet overdue)'),
  total: z.number().describe('incomes − expenses'),
  cashflowTotal: z.number().describe('received − sent'),
  sent: z.number().describe('Payments made on expenses in the range'),
  monthly: z.array(z.object({ month: z.string().describe('YYYY-MM'), income: z.number(), expense: z.number(), cashflow: z.number() })),
});
export type TransactionStatistics = z.infer<typeof transactionStatisticsSchema>;

// ---------------------------------------------------------------------------------------------
// Payments

/** POST /payments: the add or update payment modal (a tenant: the attachment payment modal). */
export const createPaymentInputSchema = z
  .object({
    transactionId: uuidSchema,
    amount: positiveMoneySchema.describe('Spec point 5: a number, converted before sending'),
    date: dateOnlySchema.optional().describe('Default: today'),
    memo: memoSchema.optional(),
    tenantId: uuidSchema.optional().describe("Who paid; default: the lease's first tenant"),
    attachmentIds: fileIdsSchema.optional().describe('Receipt photos and documents (POST /files)'),
    paymentMethodId: z.number().int().positive().optional(),
    accountId: uuidSchema.optional().describe('One of My Accounts (landlords only)'),
  })
  .strict();
export type CreatePaymentInput = z.input<typeof createPaymentInputSchema>;

/** PUT /payments/{id}; `confirmed: true` is the landlord confirming a tenant's payment. */
export const updatePaymentInputSchema = z
  .object({
    amount: positiveMoneySchema.optional(),
    date: dateOnlySchema.optional(),
    memo: memoSchema.nullable().optional(),
    tenantId: uuidSchema.nullable().optional(),
    attachmentIds: fileIdsSchema.optional(),
    paymentMethodId: z.number().int().positive().nullable().optional(),
    accountId: uuidSchema.nullable().optional(),
    confirmed: z.literal(true).optional(),
  })
  .strict();
export type UpdatePaymentInput = z.input<typeof updatePaymentInputSchema>;

/** GET /payments (spec point 9: page size 10, newest first). Dates filter the payment date. */
export const listPaymentsQuerySchema = pageQuerySchema
  .extend({
    sortBy: z.enum(paymentSortOptions).default('newest'),
    transactionId: uuidSchema.optional(),
    propertyId: uuidSchema.optional(),
    tenantId: uuidSchema.optional(),
    ...dateRangeQueryFields,
  })
  .superRefine(refineRange('list'));
export type ListPaymentsQuery = z.input<typeof listPaymentsQuerySchema>;

export const paymentListResponseSchema = z.object({
  results: z.array(paymentSchema),
  pagination: paginationSchema,
  meta: z.object({}),
});
export type PaymentListResponse = z.infer<typeof paymentListResponseSchema>;

/** DELETE /payments/{id}: the message and the transaction with its recomputed paidAmount and status. */
export const deletePaymentResponseSchema = z.object({ message: z.string(), transaction: transactionSummarySchema });
export type DeletePaymentResponse = z.infer<typeof deletePaymentResponseSchema>;

/** GET /payments/autogenerate-receipt/{id}. */
export const receiptResponseSchema = z.object({ message: z.string(), file: fileSchema, payment: paymentSchema });
export type ReceiptResponse = z.infer<typeof receiptResponseSchema>;

/** GET /payments/export: the download payments by date range modal (default range: last month). */
export const exportPaymentsQuerySchema = z
  .object({ format: z.enum(paymentExportFormats).default('csv'), propertyId: uuidSchema.optional(), ...dateRangeQueryFields })
  .superRefine(refineRange('export'));
export type ExportPaymentsQuery = z.input<typeof exportPaymentsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// My Accounts, payment methods, tax rates

export const moneyAccountInputSchema = z
  .object({
    name: nameSchema,
    type: z.enum(moneyAccountTypes).default('bank'),
    institution: z.string().trim().max(120).optional(),
    last4: z.string().regex(/^\d{4}$/, 'The last 4 digits').optional(),
    currency: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, 'A 3-letter currency code').default('USD'),
    isDefault: z.boolean().default(false),
  })
  .strict();
export type MoneyAccountInput = z.input<typeof moneyAccountInputSchema>;

export const updateMoneyAccountInputSchema = z
  .object({
    name: nameSchema.optional(),
    type: z.enum(moneyAccountTypes).optional(),
    institution: z.string().trim().max(120).nullable().optional(),
    last4: z.string().regex(/^\d{4}$/, 'The last 4 digits').nullable().optional(),
    currency: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, 'A 3-letter currency code').optional(),
    isDefault: z.boolean().optional(),
  })
  .strict();
export type UpdateMoneyAccountInput = z.input<typeof updateMoneyAccountInputSchema>;

export const moneyAccountSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  type: z.enum(moneyAccountTypes),
  institution: z.string().nullable(),
  last4: z.string().nullable(),
  currency: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MoneyAccount = z.infer<typeof moneyAccountSchema>;

export const moneyAccountListQuerySchema = pageQuerySchema;
export const moneyAccountListResponseSchema = z.object({
  results: z.array(moneyAccountSchema),
  pagination: paginationSchema,
  meta: z.object({}),
});
export type MoneyAccountListResponse = z.infer<typeof moneyAccountListResponseSchema>;

export const paymentMethodsResponseSchema = z.object({ paymentMethods: z.array(paymentMethodSchema) });
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

/** The create tax rate modal. */
export const createTaxRateInputSchema = z
  .object({
    name: nameSchema,
    percentage: z
      .number()
      .min(0)
      .max(100)
      .refine((value) => /^\d{1,3}(\.\d{1,3})?$/.test(String(value)), 'At most three decimals'),
  })
  .strict();
export type CreateTaxRateInput = z.input<typeof createTaxRateInputSchema>;

/** GET /tax-rates (spec point 7: response globalTaxRates), plus the caller's own. */
export const taxRatesResponseSchema = z.object({ globalTaxRates: z.array(taxRateSchema), taxRates: z.array(taxRateSchema) });
export type TaxRatesResponse = z.infer<typeof taxRatesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Schedule mortgage: a recurring monthly expense

export const createMortgageScheduleInputSchema = z
  .object({
    name: nameSchema.describe('Lender or loan name'),
    propertyId: uuidSchema.optional(),
    amount: positiveMoneySchema.describe('Monthly payment'),
    dayOfMonth: z.number().int().min(1).max(31).describe('Due day; 31 means the last day of shorter months'),
    startDate: dateOnlySchema.describe('First month with a payment (its due day on or after this date)'),
    endDate: dateOnlySchema.optional().describe('No payments after this date; open-ended when absent'),
    accountId: uuidSchema.optional(),
    memo: memoSchema.optional(),
  })
  .strict()
  .superRefine(refineDateRangeSpan('schedule'));
export type CreateMortgageScheduleInput = z.input<typeof createMortgageScheduleInputSchema>;

export const mortgageScheduleSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  propertyId: uuidSchema.nullable(),
  property: propertyRef.nullable(),
  amount: z.number(),
  dayOfMonth: z.number().int(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  accountId: uuidSchema.nullable(),
  memo: z.string().nullable(),
  transactionsCount: z.number().int().describe('Expense transactions generated so far'),
  createdAt: z.string(),
});
export type MortgageSchedule = z.infer<typeof mortgageScheduleSchema>;

export const mortgageScheduleListResponseSchema = z.object({
  results: z.array(mortgageScheduleSchema),
  pagination: paginationSchema,
  meta: z.object({}),
});

export const moneyIdParamsSchema = z.object({ id: uuidSchema });
export const taxRateIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
