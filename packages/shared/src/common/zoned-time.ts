/**
 * Times in e-mails and notifications in the reader's zone (issue 22 item 2): one formatter for every
 * message that prints an instant, e.g. "Tue, Jan 6, 9:00 AM EST". The zone is the first known of the
 * candidates — the recipient's profile zone, then the event's zone — and UTC when none is known.
 */
import { z } from 'zod';

/** Whether `name` is a time zone this runtime knows (IANA names such as America/New_York, or UTC). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name (`America/New_York`, `Europe/Berlin`, `UTC`) this server knows; anything else is a 422 with details. */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(isTimeZone, { message: 'Unknown time zone' })
  .describe('IANA time zone name, e.g. America/New_York');

/** The first of `candidates` that is an IANA zone this runtime knows; 'UTC' when none is. */
export function pickTimeZone(...candidates: ReadonlyArray<string | null | undefined>): string {
  return candidates.find((zone): zone is string => typeof zone === 'string' && zone.length > 0 && isTimeZone(zone)) ?? 'UTC';
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(timeZone: string, dateOnly: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${dateOnly}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      'en-US',
      dateOnly
        ? { timeZone, month: 'short', day: 'numeric', year: 'numeric' }
        : { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
    );
    formats.set(key, format);
  }
  return format;
}

/**
 * The instant (Date, ISO string or epoch ms) as the reader reads it: "Tue, Jan 6, 9:00 AM EST" (local
 * time with the zone's abbreviation as Intl names it, "GMT+1" where a zone has no English one), or with
 * `dateOnly` the local date "Jan 6, 2026" (as formatDateOnly writes a date). `zones` are tried in order (recipient's, then the
 * event's); unknown or missing ones are skipped, and UTC is the last resort. Daylight-saving time is
 * the zone's rules at that instant (EST in January, EDT in July).
 */
export function formatZonedTime(instant: Date | string | number, zones: ReadonlyArray<string | null | undefined>, options: { dateOnly?: boolean } = {}): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  // Newer ICU puts a narrow no-break space before AM/PM: plain spaces read the same in every mail client.
  return formatOf(pickTimeZone(...zones), options.dateOnly ?? false).format(date).replace(/[\u202f\u00a0]/g, ' ');
}
