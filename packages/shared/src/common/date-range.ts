/**
 * Bounded date ranges (docs/design.md#lists: a span past the area's bound is a 422). A client once asked
 * for statistics from 1000-01-01 to 9999-12-31 (108,000 monthly buckets, 67 MB): every range a route
 * accepts is checked here, with the bound of its area.
 */
import type { z } from 'zod';

/** Earliest and latest date any date-only field accepts (years 1900 to 2199). */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2199-12-31';

/** The longest span, in years, each kind of range may cover. */
export const DATE_RANGE_MAX_YEARS = {
  /** GET /transactions/statistics: at most 121 monthly buckets. */
  statistics: 10,
  /** CSV / Excel exports (also capped at EXPORT_LIMIT rows). */
  export: 5,
  /** Date filters of paged lists. */
  list: 10,
  /** Calendar and event feeds. */
  events: 2,
  /** Recurring schedules (mortgage): the span between their start and end. */
  schedule: 40,
} as const;

export type DateRangeArea = keyof typeof DATE_RANGE_MAX_YEARS;

/** `date` (YYYY-MM-DD) moved by whole years; 29 February becomes 28 February when needed. */
export function addYearsToDate(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) + years;
  const rest = date.slice(4);
  if (rest === '-02-29' && !(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0))) return `${year}-02-28`;
  return `${String(year).padStart(4, '0')}${rest}`;
}

/** True when the range from `startDate` to `endDate` (inclusive, YYYY-MM-DD) spans at most `maxYears`. */
export function isWithinSpan(startDate: string, endDate: string, maxYears: number): boolean {
  return endDate <= addYearsToDate(startDate, maxYears);
}

/**
 * A superRefine step for objects with optional `startDate` / `endDate` (YYYY-MM-DD): refuses an end
 * before the start and a span longer than the area's bound (DATE_RANGE_MAX_YEARS), both on `endDate`.
 */
export function refineDateRangeSpan(area: DateRangeArea, fields: { start: string; end: string } = { start: 'startDate', end: 'endDate' }) {
  const maxYears = DATE_RANGE_MAX_YEARS[area];
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const start = value[fields.start];
    const end = value[fields.end];
    if (typeof start !== 'string' || typeof end !== 'string') return;
    if (end < start) {
      ctx.addIssue({ code: 'custom', path: [fields.end], message: 'The end date is before the start date' });
    } else if (!isWithinSpan(start, end, maxYears)) {
      ctx.addIssue({ code: 'custom', path: [fields.end], message: `A date range covers at most ${maxYears} years` });
    }
  };
}
