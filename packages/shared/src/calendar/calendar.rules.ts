/**
 * Pure calendar rules shared by the server (GET /events, reminders, ICS) and the web form: expanding a
 * repeating event onto the weekdays of a range, and when each reminder fires. Repeat rules work in the
 * event's own time zone (IANA name, issue 22 item 2; decision 014): an occurrence keeps the series'
 * local time of day (09:00 in New York stays 09:00 across both daylight-saving changes) on every local
 * date whose weekday is listed. Local dates and times are Temporal's (`temporal-polyfill`), never
 * hand-written offset maths; a local time that a spring-forward skips takes the later wall time and an
 * ambiguous autumn one the earlier instant (Temporal's 'compatible', as RFC 5545 §3.3.5 says).
 */
import { Temporal } from 'temporal-polyfill';
import { reminderMinutes, weekdays, type ReminderOffset, type Weekday } from './calendar.enums.ts';

/** The zone of events made before time zones existed, and the default of GET /events. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** The fields of an event that decide its occurrences. Instants as Date or ISO strings. */
export interface RepeatingEvent {
  start: Date | string;
  end: Date | string;
  allDay: boolean;
  /** Weekdays (in `timeZone`) it repeats on; empty = once. The start's local weekday is one of them (validated). */
  repeatDays: readonly Weekday[];
  /** Last local date (YYYY-MM-DD, in `timeZone`, inclusive) an occurrence may start on; null = no end. */
  repeatUntil?: string | null;
  /** IANA zone the series repeats in; missing = UTC. All-day events always repeat on UTC dates. */
  timeZone?: string | null;
}

export interface Occurrence {
  start: Date;
  end: Date;
}

const toMs = (value: Date | string | number) => (typeof value === 'number' ? value : value instanceof Date ? value.getTime() : Date.parse(value));

/** The zone the repeats are computed in: all-day events are stored on UTC dates (00:00Z…00:00Z). */
const zoneOf = (event: Pick<RepeatingEvent, 'allDay' | 'timeZone'>) => (event.allDay ? 'UTC' : event.timeZone || DEFAULT_TIME_ZONE);


/** The instant (Date, ISO string or epoch ms) as a Temporal date-time in `timeZone`. */
export function zonedDateTime(value: Date | string | number, timeZone: string): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(toMs(value)).toZonedDateTimeISO(timeZone);
}

/** The weekday of an instant in `timeZone` (UTC when not given). */
export function localWeekday(value: Date | string, timeZone: string = DEFAULT_TIME_ZONE): Weekday {
  return weekdays[zonedDateTime(value, timeZone).dayOfWeek % 7]!;
}

/** The UTC weekday name of an instant. */
export function utcWeekday(value: Date | string): Weekday {
  return localWeekday(value, 'UTC');
}

/** The local date (YYYY-MM-DD) of an instant in `timeZone`. */
export function localDate(value: Date | string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return zonedDateTime(value, timeZone).toPlainDate().toString();
}

/**
 * Epoch milliseconds of the wall-clock time `date` (YYYY-MM-DD) `time` (HH:MM) in `timeZone`, NaN when
 * either is not a valid value. A time a spring-forward skips reads as the later wall time and an
 * ambiguous autumn one as the earlier instant (Temporal's 'compatible', as expandOccurrences).
 */
export function instantOfLocal(date: string, time: string, timeZone: string): number {
  try {
    return Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(timeZone).epochMilliseconds;
  } catch {
    return Number.NaN;
  }
}

/** Milliseconds of the start of local date `date` (YYYY-MM-DD) plus `addDays` days in `timeZone` (a day may last 23 or 25 hours). */
export function startOfLocalDay(date: string, timeZone: string, addDays = 0): number {
  return Temporal.PlainDate.from(date).add({ days: addDays }).toZonedDateTime({ timeZone }).epochMilliseconds;
}

/** Milliseconds at the end of the series' last local day (exclusive) plus one occurrence, or null when it repeats forever. */
export function seriesEndMs(event: RepeatingEvent): number | null {
  const start = toMs(event.start);
  const duration = toMs(event.end) - start;
  if (event.repeatDays.length === 0) return start + duration;
  if (!event.repeatUntil) return null;
  return Temporal.PlainDate.from(event.repeatUntil).add({ days: 1 }).toZonedDateTime({ timeZone: zoneOf(event) }).epochMilliseconds + duration;
}

/**
 * The occurrences of `event` overlapping [rangeStart, rangeEnd), in start order. A zero-length
 * occurrence (a task at one instant) counts when it starts inside the range. A non-repeating event is
 * its own single occurrence. At most `limit` are returned. Each occurrence lasts as long as the first
 * (in elapsed time) and starts at the first's local time of day in the event's zone.
 */
export function expandOccurrences(event: RepeatingEvent, rangeStart: Date, rangeEnd: Date, limit = 5000): Occurrence[] {
  const start = toMs(event.start);
  const duration = Math.max(0, toMs(event.end) - start);
  const from = rangeStart.getTime();
  const to = rangeEnd.getTime();
  const overlaps = (s: number) => s < to && (s + duration > from || (duration === 0 && s >= from));
  if (event.repeatDays.length === 0) {
    return overlaps(start) ? [{ start: new Date(start), end: new Date(start + duration) }] : [];
  }
  const timeZone = zoneOf(event);
  const first = zonedDateTime(start, timeZone);
  const plainTime = first.toPlainTime();
  const days = new Set(event.repeatDays);
  const lastDay = event.repeatUntil ? Temporal.PlainDate.from(event.repeatUntil) : null;
  // The first local date whose occurrence could still reach into the range (a day's margin for the
  // zone's offset), never before the series starts.
  const reach = zonedDateTime(Math.max(start, from - duration) - 86_400_000, timeZone).toPlainDate();
  const firstDay = Temporal.PlainDate.compare(reach, first.toPlainDate()) > 0 ? reach : first.toPlainDate();
  const firstWeekday = firstDay.dayOfWeek % 7;
  // Days past firstDay worth looking at: the range's length plus two days of margin (the loop also
  // stops at the first occurrence at or after the range's end). Only listed weekdays are built.
  const span = Math.ceil((to - Math.max(start, from - duration)) / 86_400_000) + 2;
  const result: Occurrence[] = [];
  for (let offset = 0; offset <= span && result.length < limit; offset += 1) {
    if (!days.has(weekdays[(firstWeekday + offset) % 7]!)) continue;
    const day = firstDay.add({ days: offset });
    if (lastDay && Temporal.PlainDate.compare(day, lastDay) > 0) break;
    const occurrence = day.toZonedDateTime({ timeZone, plainTime }).epochMilliseconds;
    if (occurrence >= to) break;
    if (occurrence < start) continue;
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
  let from = new Date(Math.max(after.getTime() + lead + 1, toMs(event.start)));
  const end = seriesEndMs(event);
  for (let step = 0; step < 3; step += 1) {
    const to = new Date(from.getTime() + 8 * 86_400_000);
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

/** Moves weekdays by whole days (a drag of a series by n days moves its repeat days by n). */
export function shiftWeekdays(days: readonly Weekday[], shift: number): Weekday[] {
  return days.map((day) => weekdays[(weekdays.indexOf(day) + shift + 7) % 7]!);
}
