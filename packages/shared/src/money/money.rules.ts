/**
 * Pure money rules (spec points 3, 4, 5): exact money in integer cents, the transaction status the
 * server decides from its payments, late fees, the date-range presets and the statistics figures.
 * No float arithmetic on money: amounts become integer cents first (BigInt where a product could
 * pass 2^53) and go back to decimal strings or JSON numbers only at the edges.
 */
import { addDays, addMonths, isDateOnly } from '../leasing/lease.rules.ts';
import type { LateFeeAmountType } from '../leasing/leasing.enums.ts';
import type { DateRangePreset, TransactionStatus, TransactionType } from './money.enums.ts';

/** An amount of money in integer cents. */
export type Cents = number;

const DECIMAL = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * Parses dollars to integer cents: a JSON number (1250.5), or a decimal string as PostgreSQL's
 * numeric gives it ('1250.50'). Throws RangeError for anything with more than two decimals, NaN,
 * Infinity or more than 13 integer digits, so an inexact float (0.1 + 0.2) never becomes money.
 */
export function moneyToCents(value: number | string): Cents {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not an amount of money: ${value}`);
    text = Number.isInteger(value) ? value.toFixed(0) : String(value);
  } else {
    text = value.trim();
  }
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not an amount of money with at most two decimals: ${String(value)}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] && cents !== 0 ? -cents : cents;
}

/** Integer cents as a decimal string with two places ('1250.50'), for a numeric(12,2) column. */
export function centsToDecimal(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Integer cents as the JSON number of dollars (docs/design.md#money: 1250.5). */
export function centsToAmount(cents: Cents): number {
  return Number(centsToDecimal(cents));
}

/** A numeric column's string (or a JSON number) as the JSON number of dollars, exactly. */
export function decimalToAmount(value: string | number): number {
  return centsToAmount(moneyToCents(value));
}

/** Cents for display: '$1,250.50' (the currency's symbol and grouping from Intl). */
export function formatMoney(cents: Cents, currency = 'USD', locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(centsToAmount(cents));
}

/**
 * Spec point 5: the payment amount is converted to a number before sending. Accepts what a person
 * types ('1,250.50', '$ 1250.5', 1250.5); undefined when it is blank or not an amount with at most
 * two decimals.
 */
export function moneyInputToNumber(input: string | number | null | undefined): number | undefined {
  if (input === null || input === undefined) return undefined;
  const text = typeof input === 'number' ? String(input) : input.replace(/[$,\s]/g, '');
  if (text === '') return undefined;
  try {
    return centsToAmount(moneyToCents(text));
  } catch {
    return undefined;
  }
}

export function sumCents(values: readonly Cents[]): Cents {
  return values.reduce((total, value) => total + value, 0);
}

/** a / b rounded half away from zero, in BigInt so cents × days or cents × percent stays exact. */
function divideRounded(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return Number(negative ? -quotient : quotient);
}

/** A percentage with at most three decimals (9.975 %) as an integer of thousandths of a percent. */
export function percentToMilli(percent: number | string): number {
  const text = typeof percent === 'number' ? String(percent) : percent.trim();
  const match = /^(\d{1,3})(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) throw new RangeError(`Not a percentage with at most three decimals: ${String(percent)}`);
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

/** `percent` % of `cents`, rounded half up to the cent. */
export function percentOf(cents: Cents, percent: number | string): Cents {
  return divideRounded(BigInt(cents) * BigInt(percentToMilli(percent)), 100_000n);
}

/** `cents × part / whole`, rounded half up to the cent (proration by days). */
export function prorate(cents: Cents, part: number, whole: number): Cents {
  if (whole <= 0 || part < 0 || part > whole) throw new RangeError(`Cannot prorate ${part} of ${whole}`);
  return divideRounded(BigInt(cents) * BigInt(part), BigInt(whole));
}

/**
 * The tax included in a tax-inclusive amount: amount − amount / (1 + p/100), rounded to the cent.
 * Expenses record the total paid; the tax rate says how much of it was tax.
 */
export function includedTax(cents: Cents, percent: number | string): Cents {
  const milli = BigInt(percentToMilli(percent));
  if (milli === 0n) return 0;
  return divideRounded(BigInt(cents) * milli, 100_000n + milli);
}

// ---------------------------------------------------------------------------------------------
// Spec point 4: paidAmount and the status the server decides.

export interface PaymentForStatus {
  amountCents: Cents;
  /** False for a payment a tenant recorded that the landlord has not confirmed yet. */
  confirmed: boolean;
}

/** Spec point 4: paidAmount is the sum of the transaction's payments. */
export function paidCentsOf(payments: readonly PaymentForStatus[]): Cents {
  return sumCents(payments.map((payment) => payment.amountCents));
}

export interface StatusInput {
  type: TransactionType;
  amountCents: Cents;
  payments: readonly PaymentForStatus[];
  /** YYYY-MM-DD; a transaction without a due date is never overdue. */
  dueDate: string | null;
  /** YYYY-MM-DD, the server's calendar day (an injected clock in tests). */
  today: string;
  /** The stored status: once overdue, a transaction stays overdue until it is fully paid. */
  previousStatus?: TransactionStatus | undefined;
}

/**
 * The status of a transaction (spec points 3 and 4), decided by the server:
 * - fully paid (paidAmount ≥ amount): `paid`; for income whose covering payments include one a
 *   tenant recorded and the landlord has not confirmed yet, `received` (the money is reported
 *   received, the landlord still has to confirm it);
 * - not fully paid and past its due date (today > dueDate), or overdue before: `overdue`;
 * - some payments: `partialPaid`; none: `unpaid`.
 */
export function transactionStatus(input: StatusInput): TransactionStatus {
  const paid = paidCentsOf(input.payments);
  if (paid >= input.amountCents && input.amountCents > 0) {
    const confirmed = paidCentsOf(input.payments.filter((payment) => payment.confirmed));
    return input.type === 'income' && confirmed < input.amountCents ? 'received' : 'paid';
  }
  if (input.previousStatus === 'overdue' || (input.dueDate !== null && input.today > input.dueDate)) return 'overdue';
  return paid > 0 ? 'partialPaid' : 'unpaid';
}

/** True when nothing more is owed (paid or received). */
export function isSettled(status: TransactionStatus): boolean {
  return status === 'paid' || status === 'received';
}

/**
 * The most a new (or edited) payment may be: the balance left by the other payments. Throws
 * RangeError when `amountCents` is more, or not positive.
 */
export function checkPaymentFits(transactionCents: Cents, otherPaymentsCents: Cents, amountCents: Cents): void {
  const balance = transactionCents - otherPaymentsCents;
  if (amountCents <= 0) throw new RangeError('A payment must be more than 0');
  if (amountCents > balance) throw new RangeError(`The payment is more than the balance of ${centsToDecimal(Math.max(balance, 0))}`);
}

// ---------------------------------------------------------------------------------------------
// Late fees (lease lateFee { amount, amountType fixed|percent, dueDays }).

export interface LateFeeRule {
  amount: number;
  amountType: LateFeeAmountType;
  dueDays: number;
}

/** The fee: `amount` dollars (fixed), or `amount` % of the rent it is late on, rounded to the cent. */
export function lateFeeCents(rule: LateFeeRule, rentCents: Cents): Cents {
  return rule.amountType === 'fixed' ? moneyToCents(rule.amount) : percentOf(rentCents, rule.amount);
}

/** The day the fee is charged: the first day after the `dueDays` grace days that follow the due date. */
export function lateFeeDate(dueDate: string, dueDays: number): string {
  return addDays(dueDate, dueDays + 1);
}

/** True when a rent not fully paid by `today` has passed its grace days (charged once per rent). */
export function isLateFeeDue(input: { dueDate: string; dueDays: number; status: TransactionStatus; today: string }): boolean {
  return !isSettled(input.status) && input.today >= lateFeeDate(input.dueDate, input.dueDays);
}

// ---------------------------------------------------------------------------------------------
// Spec point 3 date-range presets.

export interface ResolvedDateRange {
  startDate: string;
  endDate: string;
}

/**
 * The dates of a preset, both inclusive, ending today: lastMonth is the month up to today
 * (2026-03-10 → 2026-02-11..2026-03-10), last3Months and last6Months likewise, yearToDate starts on
 * 1 January; custom takes startDate and endDate. Throws RangeError for a custom range without both
 * dates, with impossible dates, or ending before it starts.
 */
export function resolveDateRange(preset: DateRangePreset, today: string, custom: Partial<ResolvedDateRange> = {}): ResolvedDateRange {
  switch (preset) {
    case 'lastMonth':
      return { startDate: addDays(addMonths(today, -1), 1), endDate: today };
    case 'last3Months':
      return { startDate: addDays(addMonths(today, -3), 1), endDate: today };
    case 'last6Months':
      return { startDate: addDays(addMonths(today, -6), 1), endDate: today };
    case 'yearToDate':
      return { startDate: `${today.slice(0, 4)}-01-01`, endDate: today };
    case 'custom': {
      const { startDate, endDate } = custom;
      if (!startDate || !endDate) throw new RangeError('A custom range needs a start date and an end date');
      if (!isDateOnly(startDate) || !isDateOnly(endDate)) throw new RangeError('Use dates as YYYY-MM-DD');
      if (endDate < startDate) throw new RangeError('The end date is before the start date');
      return { startDate, endDate };
    }
  }
}

/** The calendar months a range touches, as YYYY-MM, oldest first. */
export function monthsInRange(range: ResolvedDateRange): string[] {
  const months: string[] = [];
  let year = Number(range.startDate.slice(0, 4));
  let month = Number(range.startDate.slice(5, 7));
  const last = range.endDate.slice(0, 7);
  for (;;) {
    const key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    if (key > last) break;
    months.push(key);
    month += 1;
    if (month === 13) [year, month] = [year + 1, 1];
  }
  return months;
}

// ---------------------------------------------------------------------------------------------
// Statistics (spec point 3): the figures of GET /transactions/statistics.

/** Transactions due in the range, summed per type and status (what the database groups). */
export interface TransactionTotals {
  type: TransactionType;
  status: TransactionStatus;
  amountCents: Cents;
  paidCents: Cents;
}

/** Payments made in the range, summed per transaction type and calendar month (YYYY-MM). */
export interface PaymentTotals {
  type: TransactionType;
  month: string;
  amountCents: Cents;
}

export interface StatisticsCents {
  received: Cents;
  incomes: Cents;
  overdue: Cents;
  expenses: Cents;
  unpaid: Cents;
  total: Cents;
  cashflowTotal: Cents;
  sent: Cents;
  monthly: Array<{ month: string; income: Cents; expense: Cents; cashflow: Cents }>;
}

/**
 * The statistics figures (spec point 3), for transactions due in the range and payments made in it:
 * - incomes / expenses: what income and expense transactions due in the range amount to (accrual);
 * - received / sent: payments made in the range on income / on expenses (cash);
 * - unpaid: the balance still owed on income due in the range that is not overdue (unpaid,
 *   partialPaid); overdue: the balance of overdue income;
 * - total = incomes − expenses; cashflowTotal = received − sent;
 * - monthly: per calendar month of the range, income = received, expense = sent, cashflow = the
 *   difference (the chart's cash flow; the months add up to cashflowTotal).
 */
export function aggregateStatistics(
  range: ResolvedDateRange,
  transactions: readonly TransactionTotals[],
  payments: readonly PaymentTotals[],
): StatisticsCents {
  const sum = (rows: readonly { amountCents: Cents }[]) => sumCents(rows.map((row) => row.amountCents));
  const balance = (rows: readonly TransactionTotals[]) => sumCents(rows.map((row) => Math.max(row.amountCents - row.paidCents, 0)));
  const income = transactions.filter((row) => row.type === 'income');
  const incomes = sum(income);
  const expenses = sum(transactions.filter((row) => row.type === 'expense'));
  const received = sum(payments.filter((row) => row.type === 'income'));
  const sent = sum(payments.filter((row) => row.type === 'expense'));
  const monthly = monthsInRange(range).map((month) => {
    const inMonth = payments.filter((row) => row.month === month);
    const monthIncome = sum(inMonth.filter((row) => row.type === 'income'));
    const monthExpense = sum(inMonth.filter((row) => row.type === 'expense'));
    return { month, income: monthIncome, expense: monthExpense, cashflow: monthIncome - monthExpense };
  });
  return {
    received,
    incomes,
    overdue: balance(income.filter((row) => row.status === 'overdue')),
    expenses,
    unpaid: balance(income.filter((row) => row.status === 'unpaid' || row.status === 'partialPaid')),
    total: incomes - expenses,
    cashflowTotal: received - sent,
    sent,
    monthly,
  };
}
