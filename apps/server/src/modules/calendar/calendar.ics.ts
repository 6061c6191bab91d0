/**
 * RFC 5545 output with ical-generator: a user's feed (own events and the other areas' dates its owner
 * chose, issue 21 item 15; repeat rules as RRULE with
 * BYDAY, reminders as VALARM) and one event's download. A timed event in a zone other than UTC writes
 * DTSTART/DTEND with `TZID=<its IANA zone>` and local times, and the calendar carries a VTIMEZONE per
 * zone used (from @touch4it/ical-timezones), so calendar apps expand the RRULE at the same local time
 * across daylight-saving changes, exactly as GET /events does (decision 014). UNTIL stays UTC (the end
 * of the last local day), as RFC 5545 §3.3.10 requires with a zoned DTSTART. All-day and UTC events
 * are written in UTC as before.
 */
import ical, { ICalAlarmType, ICalEventRepeatingFreq, type ICalWeekday } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { reminderMinutes, startOfLocalDay, weekdayIcsCodes, zonedDateTime } from '@lintel/shared';
import type { CalendarEventRow } from './calendar.repository.ts';

/**
 * What one VEVENT is written from: an own event row, or a read-only entry of another area (rent due,
 * lease end, service due, work order) shaped like one, with `url` its page (an own event's is
 * `/calendar?event=<id>`). `id` is the UID before `@lintel`.
 */
export type IcsEvent = Pick<
  CalendarEventRow,
  'id' | 'title' | 'description' | 'allDay' | 'startsAt' | 'endsAt' | 'repeatDays' | 'repeatUntil' | 'timeZone' | 'reminders' | 'createdAt' | 'updatedAt'
> & { url?: string };

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
export function renderIcs(name: string, events: IcsEvent[], publicUrl: string): string {
  return buildCalendar(name, events, publicUrl).toString();
}

/** The ical-generator calendar of `events`: renderIcs writes it whole, renderIcsFeed event by event. */
const vtimezones = new Map<string, string | null>();
/** The VTIMEZONE component of `zone` (null for UTC or a zone the generator does not know); read from its file once per zone. */
export function vtimezoneOf(zone: string): string | null {
  if (zone === 'UTC') return null;
  let component = vtimezones.get(zone);
  if (component === undefined) {
    component = getVtimezoneComponent(zone);
    vtimezones.set(zone, component);
  }
  return component;
}

/** Whether the event is written with a TZID (timed and in a zone other than UTC). */
const zoned = (event: IcsEvent) => !event.allDay && event.timeZone !== 'UTC' && vtimezoneOf(event.timeZone) !== null;

/** The events' zones that need a VTIMEZONE, each once. */
export function feedZones(events: IcsEvent[]): string[] {
  return [...new Set(events.filter(zoned).map((event) => event.timeZone))];
}

function buildCalendar(name: string, events: IcsEvent[], publicUrl: string) {
  const calendar = ical({ name: escapeIcsText(name), prodId: { company: 'Lintel', product: 'Calendar', language: 'EN' } });
  // A generator without a calendar-wide zone name: ical-generator then writes one VTIMEZONE per
  // event zone and keeps DTSTAMP, CREATED, LAST-MODIFIED and UNTIL in UTC.
  calendar.timezone({ name: '', generator: (zone: string) => vtimezoneOf(zone) });
  for (const event of events) {
    const inZone = zoned(event);
    const end = event.allDay && event.endsAt.getTime() === event.startsAt.getTime() ? new Date(event.startsAt.getTime() + DAY_MS) : event.endsAt;
    const icsEvent = calendar.createEvent({
      id: `${event.id}@lintel`,
      // A zoned event's times as Temporal ZonedDateTimes: ical-generator writes them as local times with TZID.
      start: inZone ? zonedDateTime(event.startsAt, event.timeZone) : event.startsAt,
      // ical-generator writes DTEND as given; an all-day end is the exclusive next day already.
      end: inZone ? zonedDateTime(end, event.timeZone) : end,
      ...(inZone ? { timezone: event.timeZone } : {}),
      allDay: event.allDay,
      summary: event.title,
      description: event.description ?? undefined,
      url: event.url ?? `${publicUrl}/calendar?event=${event.id}`,
      stamp: event.updatedAt,
      created: event.createdAt,
      lastModified: event.updatedAt,
    });
    if (event.repeatDays.length > 0) {
      icsEvent.repeating({
        freq: ICalEventRepeatingFreq.WEEKLY,
        byDay: event.repeatDays.map((day) => weekdayIcsCodes[day] as ICalWeekday),
        // UNTIL is inclusive: the last instant (UTC) of the last local day an occurrence may start on.
        ...(event.repeatUntil ? { until: new Date(startOfLocalDay(event.repeatUntil, event.allDay ? 'UTC' : event.timeZone, 1) - 1000) } : {}),
      });
    }
    for (const reminder of event.reminders) {
      icsEvent.createAlarm({ type: ICalAlarmType.display, trigger: reminderMinutes[reminder] * 60, description: event.title });
    }
  }
  return calendar;
}

/** Events rendered between two turns of the event loop (renderIcsFeed). */
const FEED_CHUNK_EVENTS = 25;

export interface RenderedFeed {
  /** The whole calendar, UTF-8. */
  body: Buffer;
  /** Events left out because the feed reached `maxBytes` (the latest-starting ones). */
  omitted: number;
}

/**
 * The feed's calendar text, the same as renderIcs, without blocking the event loop (issue 23):
 * ical-generator folds the whole calendar at once, looking at every character through a new
 * TextEncoder (2,000 long events took 16-35 s during which the server answered nothing). Here each
 * event's unfolded text (ical-generator's own output, escaping included) is folded by foldIcsLines,
 * 25 events per turn of the loop. Stops adding events before the body would pass `maxBytes` (bytes
 * of UTF-8): the events are in start order, so the latest-starting are the ones left out.
 */
export async function renderIcsFeed(name: string, events: IcsEvent[], publicUrl: string, maxBytes: number): Promise<RenderedFeed> {
  const empty = buildCalendar(name, [], publicUrl).toString();
  const end = empty.lastIndexOf('END:VCALENDAR');
  // The VTIMEZONE of every zone the feed's events use goes into the head (events are folded one by one below).
  const zones = feedZones(events).map((zone) => foldIcsLines(`${vtimezoneOf(zone)!.replace(/\r?\n/g, '\r\n').replace(/(\r\n)*$/, '')}\r\n`));
  const head = Buffer.from(empty.slice(0, end) + zones.join(''));
  const tail = Buffer.from(empty.slice(end));
  const parts: Buffer[] = [head];
  let bytes = head.length + tail.length;
  let included = 0;
  outer: for (let start = 0; start < events.length; start += FEED_CHUNK_EVENTS) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const event of buildCalendar(name, events.slice(start, start + FEED_CHUNK_EVENTS), publicUrl).events()) {
      const text = Buffer.from(foldIcsLines(event.toString()));
      if (bytes + text.length > maxBytes) break outer;
      parts.push(text);
      bytes += text.length;
      included += 1;
    }
  }
  parts.push(tail);
  return { body: Buffer.concat(parts, bytes), omitted: events.length - included };
}

/** UTF-8 bytes of one UTF-16 code unit (a lone surrogate is written as U+FFFD: 3 bytes). */
const utf8Size = (code: number) => (code < 0x80 ? 1 : code < 0x800 ? 2 : 3);

/**
 * RFC 5545 line folding exactly as ical-generator's foldLines (a line is cut before the character
 * that would take it past 74 UTF-8 bytes; the continuation starts with a space not counted), in
 * linear time: byte sizes from the UTF-16 code units, slices joined once.
 */
export function foldIcsLines(input: string): string {
  const out: string[] = [];
  let lineStart = 0;
  let sliceStart = 0;
  let bytes = 0;
  for (let i = 0; i < input.length; i++) {
    const code = input.charCodeAt(i);
    if (code === 13 && input.charCodeAt(i + 1) === 10) {
      i += 1;
      bytes = 0;
      lineStart = i + 1;
      continue;
    }
    let size = utf8Size(code);
    let width = 1;
    if (code >= 0xd800 && code <= 0xdbff) {
      // ical-generator takes the next code unit with a high surrogate (a pair is one 4-byte
      // character; a lone surrogate encodes as U+FFFD, 3 bytes, plus what it took along).
      const next = input.charCodeAt(i + 1);
      const lineEnds = Number.isNaN(next) || (next === 13 && input.charCodeAt(i + 2) === 10);
      if (!lineEnds) {
        size = next >= 0xdc00 && next <= 0xdfff ? 4 : 3 + utf8Size(next);
        width = 2;
      }
    }
    bytes += size;
    if (bytes > 74 && i > lineStart) {
      out.push(input.slice(sliceStart, i), '\r\n ');
      sliceStart = i;
      bytes = size;
    }
    i += width - 1;
  }
  out.push(input.slice(sliceStart));
  return out.join('');
}
