/** Money enumerations (spec point 3 "Transaction", "Payment", "Date-range presets", "Account", "Payment method"). */

/** Spec point 3: a transaction is income or an expense. */
export const transactionTypes = ['income', 'expense'] as const;
export type TransactionType = (typeof transactionTypes)[number];
export const transactionTypeLabels: Record<TransactionType, string> = { income: 'Income', expense: 'Expense' };

/**
 * Spec point 3 names Rent and Bill. Deposit (a lease's security deposit), Fee (late fees and a
 * lease's one-time fees) and Mortgage (the schedule mortgage modal's expenses) are ours, so the rent
 * roll and statistics can tell them apart.
 */
export const transactionKinds = ['Rent', 'Bill', 'Deposit', 'Fee', 'Mortgage'] as const;
export type TransactionKind = (typeof transactionKinds)[number];
export const transactionKindLabels: Record<TransactionKind, string> = {
  Rent: 'Rent',
  Bill: 'Bill',
  Deposit: 'Deposit',
  Fee: 'Fee',
  Mortgage: 'Mortgage',
};

/** Spec point 3 statuses and their display labels. The server decides the status (transactionStatus). */
export const transactionStatuses = ['unpaid', 'received', 'overdue', 'paid', 'partialPaid'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];
export const transactionStatusLabels: Record<TransactionStatus, string> = {
  unpaid: 'Unpaid',
  received: 'Received',
  overdue: 'Overdue',
  paid: 'Paid',
  partialPaid: 'Partial Paid',
};

/** Spec point 3 date-range presets (statistics, lists, the download payments by date range modal). */
export const dateRangePresets = ['lastMonth', 'last3Months', 'last6Months', 'yearToDate', 'custom'] as const;
export type DateRangePreset = (typeof dateRangePresets)[number];
export const dateRangePresetLabels: Record<DateRangePreset, string> = {
  lastMonth: 'Last month',
  last3Months: 'Last 3 months',
  last6Months: 'Last 6 months',
  yearToDate: 'Year to date',
  custom: 'Custom',
};

/** My Accounts (spec point 2 "add or edit account"): where money is kept. */
export const moneyAccountTypes = ['bank', 'cash', 'card', 'other'] as const;
export type MoneyAccountType = (typeof moneyAccountTypes)[number];
export const moneyAccountTypeLabels: Record<MoneyAccountType, string> = {
  bank: 'Bank account',
  cash: 'Cash',
  card: 'Card',
  other: 'Other',
};

/** Who recorded a payment: the landlord (confirmed at once) or the tenant (awaits confirmation). */
export const paymentRecorders = ['landlord', 'tenant'] as const;
export type PaymentRecorder = (typeof paymentRecorders)[number];

/** The payment-method catalogue (GET /payment-methods); the ids are the seeded integer ids. */
export const paymentMethodCatalogue = [
  { id: 1, name: 'Cash' },
  { id: 2, name: 'Check' },
  { id: 3, name: 'Bank transfer' },
  { id: 4, name: 'Credit card' },
  { id: 5, name: 'Debit card' },
  { id: 6, name: 'E-transfer' },
  { id: 7, name: 'Money order' },
  { id: 8, name: 'Other' },
] as const;

/**
 * A payment's own status (not its transaction's): a landlord's payment is confirmed at once; a
 * tenant's awaits the landlord's confirmation (PUT /payments/{id} with confirmed: true).
 */
export const paymentStatuses = ['confirmed', 'awaitingConfirmation'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  confirmed: 'Confirmed',
  awaitingConfirmation: 'Awaiting confirmation',
};

/**
 * Spec point 9: newest created first by default. `attention` (issue 11 item 9, the ledger's default
 * on the web): open transactions past their due date first, oldest due first; then the other open
 * ones by due date, soonest first; then the settled ones (paid, received), latest due first.
 */
export const transactionSortOptions = ['newest', 'oldest', 'dueDateAsc', 'dueDateDesc', 'amountAsc', 'amountDesc', 'attention'] as const;
export type TransactionSort = (typeof transactionSortOptions)[number];
export const paymentSortOptions = ['newest', 'oldest', 'dateAsc', 'dateDesc', 'amountAsc', 'amountDesc'] as const;
export type PaymentSort = (typeof paymentSortOptions)[number];

/** Download payments by date range: the two formats. */
export const paymentExportFormats = ['csv', 'xlsx'] as const;
export type PaymentExportFormat = (typeof paymentExportFormats)[number];

/** Spec point 8 success and default failure messages of the money calls. */
export const moneyMessages = {
  transactionCreated: 'Expense or Income created successfully',
  transactionUpdated: 'Expense updated successfully',
  transactionDeleted: 'Transaction deleted successfully',
  paymentDeleted: 'Payment deleted successfully',
  receiptGenerated: 'Receipt generated successfully',
  createPaymentFailed: 'Failed to create payment',
  updatePaymentFailed: 'Failed to update payment',
  fetchTaxRatesFailed: 'Failed to fetch tax rates',
} as const;
