/**
 * The rent schedule of a lease (issue 4 "Rent schedule"; lease fields of spec point 3): one rent
 * transaction per period, from the lease's rent amount, pay type, first/second day, monthly
 * alignment and start/end dates. Our reading (docs/decisions/003-money.md):
 * - rentAmount is due each period: each month (monthly), each half month (twiceMonthly), each week
 *   (weekly) or each two weeks (biWeekly). A period's rent is due on its first day.
 * - monthly: rent falls on the lease's stated due day `firstDay` of each month (31 → the month's last
 *   day, 28 or 29 in February), whatever alignMonthly says; a start on another day opens a prorated
 *   first period up to the day before (issue 21 item 6, docs/decisions/011-rent-due-day.md).
 * - weekly / biWeekly with alignMonthly: rent falls on weekday `firstDay` (1 Monday … 7 Sunday),
 *   with a prorated first period when the lease starts on another weekday; without it, every 7 or
 *   14 days from the start date.
 * - twiceMonthly: rent falls on `firstDay` and `secondDay` of each month (clamped to the month's
 *   end); a start between them always opens a prorated first period (two fixed days define it).
 * - A lease ending inside a period prorates that last period. Proration is by days:
 *   rent × days leased in the period / days in the period, rounded half up to the cent.
 */
import { addDays, addMonths } from '../leasing/lease.rules.ts';
import type { RentPayType } from '../leasing/leasing.enums.ts';
import { prorate, type Cents } from './money.rules.ts';

export interface RentTerms {
  rentCents: Cents;
  rentPayType: RentPayType;
  firstDay: number;
  secondDay: number | null;
  alignMonthly: boolean;
  startDate: string;
  /** Last day of the lease (inclusive); null for month to month. */
  endDate: string | null;
}

export interface RentPeriod {
  /** First day of the period, YYYY-MM-DD; the rent is due that day. */
  periodStart: string;
  /** Last day of the period (inclusive). */
  periodEnd: string;
  dueDate: string;
  amountCents: Cents;
  prorated: boolean;
}

const DAY_MS = 86_400_000;

function parts(date: string): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}

function format(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Days from a to b (b − a), both YYYY-MM-DD. */
export function daysBetween(a: string, b: string): number {
  const [ya, ma, da] = parts(a);
  const [yb, mb, db] = parts(b);
  return Math.round((Date.UTC(yb, mb - 1, db) - Date.UTC(ya, ma - 1, da)) / DAY_MS);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const [year, month, day] = parts(date);
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
}

/** Day `day` of a month, or the month's last day when it is shorter (31 → 30, 28 or 29). */
export function clampedDay(year: number, month: number, day: number): string {
  return format(year, month, Math.min(day, daysInMonth(year, month)));
}

/** The due days of one calendar month for a monthly or twice-monthly schedule, ascending and distinct. */
function monthAnchors(year: number, month: number, days: readonly number[]): string[] {
  return [...new Set(days.map((day) => clampedDay(year, month, day)))].sort();
}

/**
 * The anchor dates (period starts of a full schedule), from the last one on or before `from`.
 * Returns a generator so callers take as many as they need.
 */
function* anchorsFrom(terms: RentTerms): Generator<string> {
  const { startDate } = terms;
  const [startYear, startMonth] = parts(startDate);
  if (terms.rentPayType === 'weekly' || terms.rentPayType === 'biWeekly') {
    const step = terms.rentPayType === 'weekly' ? 7 : 14;
    let first = startDate;
    if (terms.alignMonthly) {
      const offset = (terms.firstDay - isoWeekday(startDate) + 7) % 7;
      // The first due weekday on or after the start; the period before it began one step earlier.
      first = offset === 0 ? startDate : addDays(startDate, offset - step);
    }
    for (let n = 0; ; n += 1) yield addDays(first, n * step);
  }
  // Monthly rent falls on the stated due day, never on the start date's day (issue 21 item 6).
  const days = terms.rentPayType === 'twiceMonthly' ? [terms.firstDay, terms.secondDay ?? terms.firstDay] : [terms.firstDay];
  // From the month before the start, so the anchor on or before the start is included.
  let [year, month] = parts(addMonths(format(startYear, startMonth, 1), -1));
  let previous: string | undefined;
  for (;;) {
    for (const anchor of monthAnchors(year, month, days)) {
      if (anchor <= startDate) previous = anchor;
      else {
        if (previous !== undefined) {
          yield previous;
          previous = undefined;
        }
        yield anchor;
      }
    }
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/**
 * The rent periods of a lease whose rent is due on or before `until` (inclusive), and before the
 * lease ends. Periods are contiguous, cover the lease from its start, and never overlap.
 */
export function generateRentSchedule(terms: RentTerms, until: string): RentPeriod[] {
  const periods: RentPeriod[] = [];
  const last = terms.endDate !== null && terms.endDate < until ? terms.endDate : until;
  if (terms.startDate > last || terms.rentCents <= 0) return periods;
  const anchors = anchorsFrom(terms);
  let current = anchors.next().value as string;
  for (;;) {
    const next = anchors.next().value as string;
    const fullEnd = addDays(next, -1);
    if (fullEnd < terms.startDate) {
      current = next;
      continue;
    }
    const periodStart = current < terms.startDate ? terms.startDate : current;
    if (periodStart > last) break;
    const periodEnd = terms.endDate !== null && terms.endDate < fullEnd ? terms.endDate : fullEnd;
    const fullDays = daysBetween(current, next);
    const days = daysBetween(periodStart, periodEnd) + 1;
    const prorated = days < fullDays;
    const amountCents = prorated ? prorate(terms.rentCents, days, fullDays) : terms.rentCents;
    if (amountCents > 0) periods.push({ periodStart, periodEnd, dueDate: periodStart, amountCents, prorated });
    if (terms.endDate !== null && periodEnd >= terms.endDate) break;
    current = next;
  }
  return periods;
}

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The name a rent transaction shows: 'Rent March 2026' for a full calendar month, else its dates. */
export function rentPeriodName(period: Pick<RentPeriod, 'periodStart' | 'periodEnd'>): string {
  const [year, month, day] = parts(period.periodStart);
  if (day === 1 && period.periodEnd === clampedDay(year, month, 31)) return `Rent ${monthNames[month - 1]} ${year}`;
  return `Rent ${period.periodStart} – ${period.periodEnd}`;
}
