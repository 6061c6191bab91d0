/**
 * Dates for tests, relative to the clock (moved by LINTEL_TEST_CLOCK, see clock.ts), so no test
 * depends on the calendar year it happens to run in. All values are `YYYY-MM-DD` strings (UTC).
 */
import { todayDateOnly } from '@lintel/shared';

/** The current calendar year (UTC) on the test clock. */
export function thisYear(): number {
  return Number(todayDateOnly().slice(0, 4));
}

/** `MM-DD` of the year `offset` years from this one, e.g. `yearDate(1, '01-01')` is next New Year's Day. */
export function yearDate(offset: number, monthDay: string): string {
  return `${thisYear() + offset}-${monthDay}`;
}
