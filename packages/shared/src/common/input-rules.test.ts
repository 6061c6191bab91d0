/** docs/design.md#money, #text and bounded date ranges: the shared rules that keep bad input a 422 (issue #10, defects 1 and 5). */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { moneySchema } from './money.ts';
import { hasControlCharacters, singleLineTextSchema, textSchema } from './text.ts';
import { addYearsToDate, DATE_RANGE_MAX_YEARS, isWithinSpan, refineDateRangeSpan } from './date-range.ts';
import { dateOnlySchema } from '../leasing/leasing.common.ts';
import { statisticsQuerySchema, exportPaymentsQuerySchema, listTransactionsQuerySchema, createMortgageScheduleInputSchema } from '../money/money.schema.ts';

describe('money schema: at most two decimals, written as such', () => {
  it.each([0, 1, 12.5, 12.34, 1250.5, 9_999_999_999.99])('accepts %s', (value) => {
    expect(moneySchema.safeParse(value).success).toBe(true);
  });
  it.each([0.30000000000000004, 1e-9, 100.0000000001, 10.001, 1e21, -1, 10_000_000_000, Number.NaN, Infinity])('refuses %s', (value) => {
    expect(moneySchema.safeParse(value).success).toBe(false);
  });
  it('refuses a money string', () => {
    expect(moneySchema.safeParse('12.50').success).toBe(false);
  });
});

describe('text: no control characters', () => {
  it.each(['a\u0000b', '\u0007bell', 'esc\u001b[31m', 'del\u007f', 'v\u000btab'])('refuses %j', (value) => {
    expect(hasControlCharacters(value)).toBe(true);
    expect(textSchema(100).safeParse(value).success).toBe(false);
  });
  it.each(['plain', 'two\nlines', 'tab\tseparated', 'crlf\r\n', 'émoji 🏠'])('accepts %j', (value) => {
    expect(hasControlCharacters(value)).toBe(false);
    expect(textSchema(100).safeParse(value).success).toBe(true);
  });
  it('trims and bounds the length', () => {
    expect(textSchema(5).parse('  abc  ')).toBe('abc');
    expect(textSchema(5).safeParse('abcdef').success).toBe(false);
    expect(textSchema(5, 1).safeParse('   ').success).toBe(false);
  });
});

describe('single-line text: no line breaks (issue 25 item 10)', () => {
  it.each(['Eve\r\nBcc: x@example.com', 'two\nlines', 'cr\ronly', 'nel\u0085', 'ls\u2028ps', 'ps\u2029x', 'nul\u0000'])('refuses %j', (value) => {
    expect(singleLineTextSchema(100).safeParse(value).success).toBe(false);
  });
  it.each([['Maple Court', 'Maple Court'], ['  O’Brien, Jr.; \\ ok  ', 'O’Brien, Jr.; \\ ok'], ['tab\tinside', 'tab\tinside'], ['trailing\n', 'trailing']])('accepts %j as %j', (value, parsed) => {
    expect(singleLineTextSchema(100).parse(value)).toBe(parsed);
  });
  it('chains like a string schema: min with a message, max', () => {
    const name = singleLineTextSchema(5).min(1, 'Name is required');
    expect(name.safeParse('').error?.issues[0]?.message).toBe('Name is required');
    expect(name.safeParse('abcdef').success).toBe(false);
  });
});

describe('date ranges are bounded', () => {
  it('dates stay between 1900 and 2199', () => {
    expect(dateOnlySchema.safeParse('1900-01-01').success).toBe(true);
    expect(dateOnlySchema.safeParse('2199-12-31').success).toBe(true);
    expect(dateOnlySchema.safeParse('1000-01-01').success).toBe(false);
    expect(dateOnlySchema.safeParse('9999-12-31').success).toBe(false);
  });
  it('adds years, keeping 29 February valid', () => {
    expect(addYearsToDate('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYearsToDate('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYearsToDate('2020-06-15', 10)).toBe('2030-06-15');
  });
  it('a span is within its bound up to the same day N years later', () => {
    expect(isWithinSpan('2016-01-01', '2026-01-01', 10)).toBe(true);
    expect(isWithinSpan('2016-01-01', '2026-01-02', 10)).toBe(false);
  });
  it('refineDateRangeSpan reports the end date', () => {
    const schema = z.object({ startDate: z.string(), endDate: z.string() }).superRefine(refineDateRangeSpan('events'));
    const result = schema.safeParse({ startDate: '2020-01-01', endDate: '2023-01-01' });
    expect(result.error?.issues[0]?.path).toEqual(['endDate']);
    expect(schema.safeParse({ startDate: '2020-01-02', endDate: '2020-01-01' }).success).toBe(false);
  });
  it.each([
    ['statistics', statisticsQuerySchema, DATE_RANGE_MAX_YEARS.statistics],
    ['export', exportPaymentsQuerySchema, DATE_RANGE_MAX_YEARS.export],
    ['transaction list', listTransactionsQuerySchema, DATE_RANGE_MAX_YEARS.list],
  ] as const)('%s: a custom range up to the bound passes, one day more is refused', (_name, schema, years) => {
    const startDate = '2000-03-01';
    expect(schema.safeParse({ range: 'custom', startDate, endDate: addYearsToDate(startDate, years) }).success).toBe(true);
    const tooLong = schema.safeParse({ range: 'custom', startDate, endDate: `${2000 + years}-03-02` });
    expect(tooLong.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['endDate']);
  });
  it('a mortgage schedule spans at most 40 years', () => {
    const base = { name: 'Bank', amount: 1000, dayOfMonth: 1, startDate: '2020-01-01' };
    expect(createMortgageScheduleInputSchema.safeParse({ ...base, endDate: '2060-01-01' }).success).toBe(true);
    expect(createMortgageScheduleInputSchema.safeParse({ ...base, endDate: '2060-01-02' }).success).toBe(false);
  });
});

describe('quote availability ranges are bounded (events: 2 years)', () => {
  it('a two-year window passes, one day more is refused on end', async () => {
    const { availabilityRangeSchema } = await import('../quotes/quote.schema.ts');
    expect(availabilityRangeSchema.safeParse({ start: '2026-01-01', end: '2028-01-01' }).success).toBe(true);
    expect(availabilityRangeSchema.safeParse({ start: '2026-01-01', end: '2028-01-02' }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['end']);
  });
});
