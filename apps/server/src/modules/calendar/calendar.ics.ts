/**
 * RFC 5545 output with ical-generator: a user's feed (every own event; repeat rules as RRULE with
 * BYDAY, reminders as VALARM) and one event's download. Times are UTC, matching GET /events.
 */
import ical, { ICalAlarmType, ICalEventRepeatingFreq, type ICalWeekday } from 'ical-generator';
import { reminderMinutes, weekdayIcsCodes } from '@lintel/shared';
import type { CalendarEventRow } from './calendar.repository.ts';

const DAY_MS = 86_400_000;

/**
 * A TEXT value escaped per RFC 5545 §3.3.11: backslash, semicolon and comma get a backslash, and every
 * line break (CRLF, CR or LF) becomes the two characters `\n`, so no value can end its line and start a
 * property or component of its own (issue 25 item 3). ical-generator escapes the event's texts but
 * writes the calendar's NAME / X-WR-CALNAME as given, so those go through this; folding at 75 octets is
 * ical-generator's for every line.
 */
export function escapeIcsText(value: string): string {
  return value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** The calendar text of `events` (already scoped to one account). `name` is the calendar's title (plain text; escaped here). */
export function renderIcs(name: string, events: CalendarEventRow[], publicUrl: string): string {
  const calendar = ical({ name: escapeIcsText(name), prodId: { company: 'Lintel', product: 'Calendar', language: 'EN' } });
  for (const event of events) {
    const icsEvent = calendar.createEvent({
      id: `${event.id}@lintel`,
      start: event.startsAt,
      // ical-generator writes DTEND as given; an all-day end is the exclusive next day already.
      end: event.allDay && event.endsAt.getTime() === event.startsAt.getTime() ? new Date(event.startsAt.getTime() + DAY_MS) : event.endsAt,
      allDay: event.allDay,
      summary: event.title,
      description: event.description ?? undefined,
      url: `${publicUrl}/calendar?event=${event.id}`,
      stamp: event.updatedAt,
      created: event.createdAt,
      lastModified: event.updatedAt,
    });
    if (event.repeatDays.length > 0) {
      icsEvent.repeating({
        freq: ICalEventRepeatingFreq.WEEKLY,
        byDay: event.repeatDays.map((day) => weekdayIcsCodes[day] as ICalWeekday),
        // UNTIL is inclusive: the last instant of the last day an occurrence may start on.
        ...(event.repeatUntil ? { until: new Date(Date.parse(`${event.repeatUntil}T00:00:00Z`) + DAY_MS - 1000) } : {}),
      });
    }
    for (const reminder of event.reminders) {
      icsEvent.createAlarm({ type: ICalAlarmType.display, trigger: reminderMinutes[reminder] * 60, description: event.title });
    }
  }
  return calendar.toString();
}
