/**
 * The test clock: with LINTEL_TEST_CLOCK=YYYY-MM-DD (or an ISO instant) every API test file runs as if
 * today were that date. `Date.now()` and `new Date()` are shifted by a fixed offset (time keeps
 * flowing, timers are untouched), so tests whose dates are relative to the clock keep passing while a
 * date written into a test ("2026-12-31") that silently becomes the past makes CI fail on purpose.
 * Loaded by apps/server/vitest.config.ts as a setup file; `.ci/run` runs the API suite on PostgreSQL at 2036-06-01.
 * Throws when the variable is not a valid date.
 */
export function moveClock(target: string | undefined): void {
  if (!target) return;
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(target) ? `${target}T12:00:00Z` : target;
  const RealDate = globalThis.Date;
  const targetMs = RealDate.parse(instant);
  if (Number.isNaN(targetMs)) throw new Error(`LINTEL_TEST_CLOCK is not a date: ${target}`);
  if ((RealDate as { movedBy?: number }).movedBy !== undefined) return;
  const offset = targetMs - RealDate.now();
  class MovedDate extends RealDate {
    static movedBy = offset;
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = MovedDate as unknown as DateConstructor;
}

moveClock(process.env.LINTEL_TEST_CLOCK);
