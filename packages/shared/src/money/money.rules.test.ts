import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  aggregateStatistics,
  centsToAmount,
  centsToDecimal,
  checkPaymentFits,
  includedTax,
  isLateFeeDue,
  lateFeeCents,
  lateFeeDate,
  moneyInputToNumber,
  monthsInRange,
  percentOf,
  prorate,
  resolveDateRange,
  moneyToCents,
  transactionStatus,
  type PaymentForStatus,
  type StatusInput,
} from './money.rules.ts';
import { transactionStatusLabels } from './money.enums.ts';
import { createPaymentInputSchema, listTransactionsQuerySchema, statisticsQuerySchema } from './money.schema.ts';

describe('docs/design.md#money: exact to the cent', () => {
  it.each([
    [1250.5, 125050],
    ['1250.50', 125050],
    [0, 0],
    ['0.01', 1],
    [9999999999.99, 999999999999],
    ['-12.3', -1230],
    [' 7 ', 700],
  ])('moneyToCents(%j) = %i', (input, cents) => {
    expect(moneyToCents(input)).toBe(cents);
  });

  it.each([[0.1 + 0.2], ['1.234'], ['abc'], [Number.NaN], [Infinity], ['1e5'], ['']])('moneyToCents(%j) refuses an inexact or bad amount', (input) => {
    expect(() => moneyToCents(input)).toThrow(RangeError);
  });

  it.each([
    [125050, '1250.50', 1250.5],
    [1, '0.01', 0.01],
    [-1230, '-12.30', -12.3],
    [0, '0.00', 0],
  ])('centsToDecimal(%i) = %s and centsToAmount = %d', (cents, decimal, amount) => {
    expect(centsToDecimal(cents)).toBe(decimal);
    expect(centsToAmount(cents)).toBe(amount);
  });

  it('property: cents → decimal → cents is the identity, and sums of cents equal the sum of the decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999_999, max: 999_999_999_999 }), (cents) => {
        expect(moneyToCents(centsToDecimal(cents))).toBe(cents);
        expect(moneyToCents(centsToAmount(cents))).toBe(cents);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000_000 }), { maxLength: 50 }), (list) => {
        const viaDecimals = list.map((cents) => moneyToCents(centsToDecimal(cents))).reduce((a, b) => a + b, 0);
        expect(viaDecimals).toBe(list.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it.each([
    ['1,250.50', 1250.5],
    ['$ 99', 99],
    [42.1, 42.1],
    ['', undefined],
    ['12.345', undefined],
    [null, undefined],
  ])('spec point 5: the payment amount %j is sent as the number %j', (input, expected) => {
    expect(moneyInputToNumber(input)).toBe(expected);
  });

  it.each([
    [100000, 5, 5000],
    [185050, 5, 9253], // 9252.5 rounds half up
    [1, 50, 1], // 0.5 cent rounds up
    [100000, 9.975, 9975],
    [999999999999, 100, 999999999999],
  ])('percentOf(%i cents, %d %%) = %i cents', (cents, percent, expected) => {
    expect(percentOf(cents, percent)).toBe(expected);
  });

  it('property: prorating never exceeds the whole and the parts of a split add back within a cent per part', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 31 }), fc.integer({ min: 0, max: 31 }), (cents, whole, rawPart) => {
        const part = rawPart % (whole + 1);
        const a = prorate(cents, part, whole);
        const b = prorate(cents, whole - part, whole);
        expect(a).toBeLessThanOrEqual(cents);
        expect(Math.abs(a + b - cents)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it.each([
    [11300, 13, 1300],
    [10000, 0, 0],
    [11497, 14.975, 1497],
  ])('includedTax(%i, %d %%) = %i', (cents, percent, tax) => {
    expect(includedTax(cents, percent)).toBe(tax);
  });
});

describe('spec points 3 and 4: the server decides the status from the payments', () => {
  const landlord = (cents: number): PaymentForStatus => ({ amountCents: cents, confirmed: true });
  const tenant = (cents: number): PaymentForStatus => ({ amountCents: cents, confirmed: false });
  const base: StatusInput = { type: 'income', amountCents: 100000, payments: [], dueDate: '2026-03-01', today: '2026-02-20' };
  it.each<[string, Partial<StatusInput>, string]>([
    ['no payment before the due date: unpaid', {}, 'unpaid'],
    ['due today, nothing paid: still unpaid (overdue after its due date)', { today: '2026-03-01' }, 'unpaid'],
    ['a partial payment: partialPaid', { payments: [landlord(40000)] }, 'partialPaid'],
    ['the rest paid: paid', { payments: [landlord(40000), landlord(60000)] }, 'paid'],
    ['past its due date and nothing paid: overdue', { today: '2026-03-02' }, 'overdue'],
    ['past its due date and partly paid: overdue', { today: '2026-03-02', payments: [landlord(10)] }, 'overdue'],
    ['overdue stays overdue until fully paid, even if the due date moves', { previousStatus: 'overdue', payments: [landlord(10)] }, 'overdue'],
    ['an overdue rent paid in full: paid', { today: '2026-04-01', previousStatus: 'overdue', payments: [landlord(100000)] }, 'paid'],
    ["income covered by a tenant's unconfirmed payment: received", { payments: [landlord(50000), tenant(50000)] }, 'received'],
    ["a tenant's partial payment: partialPaid", { payments: [tenant(50000)] }, 'partialPaid'],
    ['an expense paid in full: paid (received is for income)', { type: 'expense', payments: [tenant(100000)] }, 'paid'],
    ['no due date: never overdue', { dueDate: null, today: '2030-01-01' }, 'unpaid'],
  ])('%s', (_name, overrides, expected) => {
    expect(transactionStatus({ ...base, ...overrides })).toBe(expected);
  });

  it('spec point 3: the status labels', () => {
    expect(transactionStatusLabels).toEqual({ unpaid: 'Unpaid', received: 'Received', overdue: 'Overdue', paid: 'Paid', partialPaid: 'Partial Paid' });
  });

  it.each<[number, number, number, string | null]>([
    [100000, 0, 100000, null],
    [100000, 40000, 60000, null],
    [100000, 40000, 60001, 'The payment is more than the balance of 600.00'],
    [100000, 100000, 1, 'The payment is more than the balance of 0.00'],
    [100000, 0, 0, 'A payment must be more than 0'],
  ])('a payment fits the balance: %i owed, %i paid, %i more → %s', (owed, paid, amount, error) => {
    const thrown = (() => {
      try {
        checkPaymentFits(owed, paid, amount);
        return null;
      } catch (caught) {
        return (caught as Error).message;
      }
    })();
    expect(thrown).toBe(error);
  });
});

describe('lease late fee: fixed or percent of the rent, after dueDays', () => {
  it.each([
    [{ amount: 50, amountType: 'fixed' as const, dueDays: 5 }, 185050, 5000],
    [{ amount: 5, amountType: 'percent' as const, dueDays: 3 }, 185050, 9253],
    [{ amount: 10, amountType: 'percent' as const, dueDays: 0 }, 99999, 10000],
    [{ amount: 0.5, amountType: 'fixed' as const, dueDays: 0 }, 100, 50],
  ])('%j on %i cents of rent → %i cents', (rule, rent, fee) => {
    expect(lateFeeCents(rule, rent)).toBe(fee);
  });

  it.each([
    ['2026-03-01', 5, 'unpaid', '2026-03-06', false, 'still in the 5 grace days'],
    ['2026-03-01', 5, 'overdue', '2026-03-07', true, 'the day after the grace days'],
    ['2026-03-01', 0, 'overdue', '2026-03-02', true, 'no grace days: the day after the due date'],
    ['2026-03-01', 5, 'partialPaid', '2026-03-10', true, 'partly paid is still late'],
    ['2026-03-01', 5, 'paid', '2026-03-10', false, 'paid in full: no fee'],
    ['2026-03-01', 5, 'received', '2026-03-10', false, 'reported paid: no fee'],
    ['2026-02-28', 1, 'overdue', '2026-03-02', true, 'across a month end'],
  ] as const)('due %s, %i grace days, %s on %s → %s (%s)', (dueDate, dueDays, status, today, due, _why) => {
    expect(isLateFeeDue({ dueDate, dueDays, status, today })).toBe(due);
  });

  it('the fee is charged the day after the grace days', () => {
    expect(lateFeeDate('2026-01-31', 5)).toBe('2026-02-06');
    expect(lateFeeDate('2024-02-28', 0)).toBe('2024-02-29');
  });
});

describe('spec point 3: date-range presets', () => {
  it.each([
    ['lastMonth', '2026-03-10', '2026-02-11', '2026-03-10'],
    ['lastMonth', '2026-03-31', '2026-03-01', '2026-03-31'], // 28 Feb + 1 day (March 31 − 1 month clamps to Feb 28)
    ['last3Months', '2026-03-10', '2025-12-11', '2026-03-10'],
    ['last6Months', '2026-03-10', '2025-09-11', '2026-03-10'],
    ['yearToDate', '2026-03-10', '2026-01-01', '2026-03-10'],
    ['lastMonth', '2024-03-30', '2024-03-01', '2024-03-30'], // leap year: 29 Feb + 1 day
  ] as const)('%s on %s → %s..%s', (preset, today, startDate, endDate) => {
    expect(resolveDateRange(preset, today)).toEqual({ startDate, endDate });
  });

  it('custom takes both dates and refuses a reversed or missing one', () => {
    expect(resolveDateRange('custom', '2026-03-10', { startDate: '2025-01-01', endDate: '2025-12-31' })).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31' });
    expect(() => resolveDateRange('custom', '2026-03-10', { startDate: '2025-01-01' })).toThrow('needs a start date and an end date');
    expect(() => resolveDateRange('custom', '2026-03-10', { startDate: '2025-02-01', endDate: '2025-01-01' })).toThrow('before the start');
  });

  it('the months of a range, across a year end', () => {
    expect(monthsInRange({ startDate: '2025-11-15', endDate: '2026-02-01' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsInRange({ startDate: '2026-03-01', endDate: '2026-03-31' })).toEqual(['2026-03']);
  });

  it('query schemas: custom without dates and reversed dates are 422 details', () => {
    const custom = statisticsQuerySchema.safeParse({ range: 'custom', startDate: '2026-01-01' });
    expect(custom.success).toBe(false);
    expect(custom.error?.issues[0]?.path).toEqual(['endDate']);
    const reversed = listTransactionsQuerySchema.safeParse({ startDate: '2026-02-01', endDate: '2026-01-01' });
    expect(reversed.error?.issues[0]?.path).toEqual(['endDate']);
  });

  it('spec point 5: a payment amount is a number with at most two decimals, more than 0', () => {
    const id = '01900000-0000-7000-8000-000000000000';
    expect(createPaymentInputSchema.safeParse({ transactionId: id, amount: '10' }).success).toBe(false);
    expect(createPaymentInputSchema.safeParse({ transactionId: id, amount: 10.005 }).success).toBe(false);
    expect(createPaymentInputSchema.safeParse({ transactionId: id, amount: 0 }).success).toBe(false);
    expect(createPaymentInputSchema.safeParse({ transactionId: id, amount: 10.05 }).success).toBe(true);
  });
});

describe('spec point 3: statistics', () => {
  const range = { startDate: '2026-01-01', endDate: '2026-03-10' };
  it('received, incomes, overdue, expenses, unpaid, total, cashflowTotal, sent and the monthly chart', () => {
    const stats = aggregateStatistics(
      range,
      [
        { type: 'income', status: 'paid', amountCents: 185050, paidCents: 185050 },
        { type: 'income', status: 'partialPaid', amountCents: 185050, paidCents: 50000 },
        { type: 'income', status: 'overdue', amountCents: 185050, paidCents: 10000 },
        { type: 'income', status: 'unpaid', amountCents: 5000, paidCents: 0 },
        { type: 'income', status: 'received', amountCents: 1000, paidCents: 1000 },
        { type: 'expense', status: 'paid', amountCents: 120000, paidCents: 120000 },
        { type: 'expense', status: 'unpaid', amountCents: 30000, paidCents: 0 },
      ],
      [
        { type: 'income', month: '2026-01', amountCents: 185050 },
        { type: 'income', month: '2026-02', amountCents: 61000 },
        { type: 'expense', month: '2026-02', amountCents: 120000 },
      ],
    );
    expect(stats).toEqual({
      received: 246050,
      incomes: 561150,
      overdue: 175050,
      expenses: 150000,
      unpaid: 140050,
      total: 411150,
      cashflowTotal: 126050,
      sent: 120000,
      monthly: [
        { month: '2026-01', income: 185050, expense: 0, cashflow: 185050 },
        { month: '2026-02', income: 61000, expense: 120000, cashflow: -59000 },
        { month: '2026-03', income: 0, expense: 0, cashflow: 0 },
      ],
    });
  });

  it('property: the monthly cash flow adds up to cashflowTotal', () => {
    const month = fc.constantFrom('2026-01', '2026-02', '2026-03');
    fc.assert(
      fc.property(
        fc.array(fc.record({ type: fc.constantFrom('income' as const, 'expense' as const), month, amountCents: fc.integer({ min: 1, max: 10_000_000 }) })),
        (payments) => {
          const stats = aggregateStatistics(range, [], payments);
          expect(stats.monthly.reduce((total, row) => total + row.cashflow, 0)).toBe(stats.cashflowTotal);
        },
      ),
    );
  });
});
