/**
 * Pure calendar rules shared by the server (GET /events, reminders, ICS) and the web form: expanding a
 * repeating event onto the weekdays of a range, and when each reminder fires. Repeat rules work in UTC
 * terms: an occurrence keeps the series' UTC time of day on every UTC date whose weekday is listed, so
 * a daylight-saving change in some time zone never moves or duplicates an occurrence (and an RRULE
 * with a UTC DTSTART in the ICS feed expands to exactly the same instants).
 */
import { reminderMinutes, weekdays, type ReminderOffset, type Weekday } from './calendar.enums.ts';

const DAY_MS = 86_400_000;

/** The fields of an event that decide its occurrences. Instants as Date or ISO strings. */
export interface RepeatingEvent {
  start: Date | string;
  end: Date | string;
  allDay: boolean;
  /** UTC weekdays it repeats on; empty = once. The start's UTC weekday is one of them (validated). */
  repeatDays: readonly Weekday[];
  /** Last date (YYYY-MM-DD, UTC, inclusive) an occurrence may start on; null = no end. */
  repeatUntil?: string | null;
}

export interface Occurrence {
  start: Date;
  end: Date;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const dayStart = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/** The UTC weekday name of an instant. */
export function utcWeekday(value: Date | string): Weekday {
  return weekdays[toDate(value).getUTCDay()]!;
}

/** Milliseconds at the end of the series' last day (exclusive), or null when it repeats forever. */
export function seriesEndMs(event: RepeatingEvent): number | null {
  const start = toDate(event.start).getTime();
  const duration = toDate(event.end).getTime() - start;
  if (event.repeatDays.length === 0) return start + duration;
  if (!event.repeatUntil) return null;
  return Date.parse(`${event.repeatUntil}T00:00:00Z`) + DAY_MS + duration;
}

/**
 * The occurrences of `event` overlapping [rangeStart, rangeEnd), in start order. A zero-length
 * occurrence (a task at one instant) counts when it starts inside the range. A non-repeating event is
 * its own single occurrence. At most `limit` are returned.
 */
export function expandOccurrences(event: RepeatingEvent, rangeStart: Date, rangeEnd: Date, limit = 5000): Occurrence[] {
  const start = toDate(event.start).getTime();
  const duration = Math.max(0, toDate(event.end).getTime() - start);
  const from = rangeStart.getTime();
  const to = rangeEnd.getTime();
  const overlaps = (s: number) => s < to && (s + duration > from || (duration === 0 && s >= from));
  if (event.repeatDays.length === 0) {
    return overlaps(start) ? [{ start: new Date(start), end: new Date(start + duration) }] : [];
  }
  const timeOfDay = start - dayStart(start);
  const days = new Set(event.repeatDays);
  const lastDay = event.repeatUntil ? Date.parse(`${event.repeatUntil}T00:00:00Z`) : Number.POSITIVE_INFINITY;
  const result: Occurrence[] = [];
  // The first day whose occurrence could still reach into the range, never before the series starts.
  let day = Math.max(dayStart(start), dayStart(from - duration - timeOfDay));
  for (; day <= lastDay && day + timeOfDay < to && result.length < limit; day += DAY_MS) {
    const occurrence = day + timeOfDay;
    if (occurrence < start) continue;
    if (!days.has(weekdays[new Date(day).getUTCDay()]!)) continue;
    if (overlaps(occurrence)) result.push({ start: new Date(occurrence), end: new Date(occurrence + duration) });
  }
  return result;
}

/** When the reminder `offset` of an occurrence starting at `occurrenceStart` fires. */
export function reminderFireTime(occurrenceStart: Date, offset: ReminderOffset): Date {
  return new Date(occurrenceStart.getTime() - reminderMinutes[offset] * 60_000);
}

/**
 * The first occurrence whose reminder `offset` fires after `after` (strictly), or null when the
 * series has none left. Looks at most 8 days past each step, so it finds the next weekday occurrence.
 */
export function nextReminder(event: RepeatingEvent, offset: ReminderOffset, after: Date): { occurrenceStart: Date; fireAt: Date } | null {
  const lead = reminderMinutes[offset] * 60_000;
  let from = new Date(Math.max(after.getTime() + lead + 1, toDate(event.start).getTime()));
  const end = seriesEndMs(event);
  for (let step = 0; step < 3; step += 1) {
    const to = new Date(from.getTime() + 8 * DAY_MS);
    const found = expandOccurrences({ ...event, end: event.start }, from, to, 1)[0];
    if (found) return { occurrenceStart: found.start, fireAt: new Date(found.start.getTime() - lead) };
    if (end !== null && to.getTime() > end) return null;
    from = to;
  }
  return null;
}

/** Whether `occurrenceStart` is one of the event's occurrences (a reminder sent for an old time is stale). */
export function isOccurrence(event: RepeatingEvent, occurrenceStart: Date): boolean {
  const found = expandOccurrences({ ...event, end: event.start }, occurrenceStart, new Date(occurrenceStart.getTime() + 1), 1)[0];
  return found !== undefined && found.start.getTime() === occurrenceStart.getTime();
}

/**
 * Moves weekdays by whole days (−1, 0 or 1): the web form picks weekdays in the user's time zone and
 * stores them in UTC terms (shift = UTC weekday of the start − its local weekday), and back for display.
 */
export function shiftWeekdays(days: readonly Weekday[], shift: number): Weekday[] {
  return days.map((day) => weekdays[(weekdays.indexOf(day) + shift + 7) % 7]!);
}
