/**
 * The event form's values and their mapping to the API. The form's dates and times are wall-clock
 * times of its `timeZone` — for a new event the user's profile zone (else the browser's), for an
 * edited one the browser's — and the event is saved in it (decision 014): the weekdays and the repeat
 * end are local to that zone, so a 09:00 series stays at 09:00 across daylight-saving changes. An
 * event made in another zone is shown with its weekdays moved to this zone's days (and saved in this
 * zone). All-day events are dates, the same in every zone.
 */
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { instantOfLocal, shiftWeekdays, weekdays, type CalendarEvent, type CalendarEventType, type CreateCalendarEventInput, type ReminderOffset, type Weekday } from '@lintel/shared';

export interface EventFormValues {
  type: CalendarEventType;
  title: string;
  description: string;
  allDay: boolean;
  /** Local date and times (YYYY-MM-DD, HH:MM). */
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  /** Local weekdays. */
  repeatDays: Weekday[];
  /** Local date of the last occurrence, '' = no end. */
  repeatUntil: string;
  reminders: ReminderOffset[];
  /** IANA zone the dates and times above are wall-clock times of (and the event repeats in). */
  timeZone: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Local YYYY-MM-DD of a date. */
export const localDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const localTime = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;
const addDaysTo = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export { browserTimeZone };

/** HH:MM of an instant in `timeZone`. */
function timeInZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/** YYYY-MM-DD of an instant in `timeZone` (Intl's reading, no offset maths). */
export function dateInZone(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** Days from the instant's date in `timeZone` to its date in the browser's zone: −1, 0 or 1. */
export function zoneDayShift(instant: Date, timeZone: string): number {
  return Math.round((Date.parse(`${localDate(instant)}T00:00:00Z`) - Date.parse(`${dateInZone(instant, timeZone)}T00:00:00Z`)) / 86_400_000);
}

/**
 * Values for a new event at `start` (the next full hour by default), one hour long, in `timeZone` (the
 * user's profile zone; the browser's by default): the form shows that instant's wall-clock time there.
 * An all-day `start` (a clicked day) keeps its date.
 */
export function newEventValues(start?: Date, allDay = false, type: CalendarEventType = 'calendarEvent', title = '', timeZone: string = browserTimeZone()): EventFormValues {
  const at = start ?? new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
  const end = new Date(at.getTime() + 3_600_000);
  const zone = allDay ? browserTimeZone() : timeZone;
  return {
    type, title, description: '', allDay,
    startDate: dateInZone(at, zone), startTime: timeInZone(at, zone), endDate: dateInZone(allDay ? at : end, zone), endTime: timeInZone(end, zone),
    repeatDays: [], repeatUntil: '', reminders: [], timeZone,
  };
}

/** Minutes from midnight of a local `HH:MM`, or null. */
const minutesOf = (time: string) => (/^\d{2}:\d{2}$/.test(time) ? Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) : null);
/** Whole days from date `a` to date `b` (YYYY-MM-DD). */
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/**
 * The form after the user moved its start date or time (issue 22 item 1): the end follows, keeping the
 * event's duration, so choosing tomorrow at 10:00 for a one-hour event ends tomorrow at 11:00. A start
 * with no valid end (or an end before it) gets the one-hour default; the repeat end is left alone.
 */
export function moveStart(values: EventFormValues, patch: Partial<Pick<EventFormValues, 'startDate' | 'startTime'>>): EventFormValues {
  const next = { ...values, ...patch };
  if (!next.startDate || Number.isNaN(Date.parse(`${next.startDate}T00:00:00Z`))) return next;
  const oldStart = minutesOf(values.startTime);
  const oldEnd = minutesOf(values.endTime);
  const spanDays = values.startDate && values.endDate ? daysBetween(values.startDate, values.endDate) : NaN;
  if (values.allDay || oldStart === null || oldEnd === null) {
    return { ...next, endDate: addDaysTo(next.startDate, Number.isFinite(spanDays) && spanDays > 0 ? spanDays : 0) };
  }
  let duration = Number.isFinite(spanDays) ? spanDays * 1440 + oldEnd - oldStart : NaN;
  if (!Number.isFinite(duration) || duration < 0) duration = 60;
  const start = minutesOf(next.startTime) ?? oldStart;
  const endTotal = start + duration;
  const endMinutes = endTotal % 1440;
  return { ...next, endDate: addDaysTo(next.startDate, Math.floor(endTotal / 1440)), endTime: `${pad(Math.floor(endMinutes / 60))}:${pad(endMinutes % 60)}` };
}

/** The form values of an existing event (its series: first occurrence). */
export function valuesOfEvent(event: CalendarEvent): EventFormValues {
  const start = new Date(event.seriesStart);
  const end = new Date(event.seriesEnd);
  if (event.allDay) {
    return {
      type: event.type, title: event.title, description: event.description ?? '', allDay: true,
      startDate: event.seriesStart.slice(0, 10), startTime: '09:00', endDate: addDaysTo(event.seriesEnd.slice(0, 10), -1), endTime: '10:00',
      repeatDays: [...event.repeatDays], repeatUntil: event.repeatUntil ?? '', reminders: [...event.reminders], timeZone: browserTimeZone(),
    };
  }
  const shift = zoneDayShift(start, event.timeZone);
  const until = event.repeatUntil ? addDaysTo(event.repeatUntil, shift) : '';
  return {
    type: event.type, title: event.title, description: event.description ?? '', allDay: false,
    startDate: localDate(start), startTime: localTime(start), endDate: localDate(end), endTime: localTime(end),
    repeatDays: shiftWeekdays(event.repeatDays, shift), repeatUntil: until, reminders: [...event.reminders], timeZone: browserTimeZone(),
  };
}

/** Local weekday of the form's start date. */
export const startWeekday = (values: EventFormValues): Weekday => weekdays[new Date(`${values.startDate}T12:00:00Z`).getUTCDay()]!;

/** The API body of the form (the start's weekday joins a non-empty repeat). Field errors for the form. */
export function eventPayload(values: EventFormValues): { input: CreateCalendarEventInput; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  if (!values.startDate) errors.startDate = 'Choose a date';
  const local = values.repeatDays.length > 0 && !values.repeatDays.includes(startWeekday(values)) ? [...values.repeatDays, startWeekday(values)] : values.repeatDays;
  const base = { type: values.type, title: values.title.trim(), description: values.description.trim() || null, allDay: values.allDay, reminders: values.reminders, timeZone: values.timeZone || browserTimeZone() };
  if (values.allDay) {
    const endDate = values.endDate && values.endDate >= values.startDate ? values.endDate : values.startDate;
    return {
      errors,
      input: {
        ...base,
        start: `${values.startDate}T00:00:00.000Z`,
        end: `${addDaysTo(endDate, 1)}T00:00:00.000Z`,
        repeatDays: local,
        repeatUntil: values.repeatUntil || null,
      },
    };
  }
  // Wall-clock times of the form's zone (Temporal's reading; a skipped local time moves forward).
  const zone = values.timeZone || browserTimeZone();
  const start = new Date(instantOfLocal(values.startDate, values.startTime || '00:00', zone));
  const end = values.type === 'task' ? start : new Date(instantOfLocal(values.endDate || values.startDate, values.endTime || values.startTime, zone));
  if (Number.isNaN(start.getTime())) errors.startDate = 'Choose a date and time';
  else if (Number.isNaN(end.getTime())) errors.endTime = 'Choose an end time';
  else if (end < start) {
    // Point at the field that is wrong: an end date before the start date, else the end time.
    if (values.type !== 'task' && values.endDate && values.endDate < values.startDate) errors.endDate = 'The end date is before the start date';
    else errors.endTime = 'The end is before the start';
  }
  const valid = !errors.startDate && !errors.endTime && !errors.endDate;
  return {
    errors,
    input: {
      ...base,
      start: valid ? start.toISOString() : '',
      end: valid ? end.toISOString() : '',
      repeatDays: valid ? local : [],
      repeatUntil: valid ? values.repeatUntil || null : null,
    },
  };
}
