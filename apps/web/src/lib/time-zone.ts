/**
 * The user's time zone on the web (issue 22 item 2): the browser's IANA zone (sent at sign-up and
 * sign-in, the default of the new-event form when the profile has none) and the zones a select offers.
 */

/** The browser's IANA time zone, e.g. America/New_York ('UTC' when the browser names none). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

let zones: string[] | undefined;
/**
 * Every IANA zone this browser knows, sorted, with UTC and `include` (a saved zone, the browser's) in it:
 * the options of the profile's and the event form's searchable zone selects.
 */
export function timeZoneOptions(...include: Array<string | null | undefined>): string[] {
  zones ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set([...zones, 'UTC', browserTimeZone(), ...include.filter((zone): zone is string => Boolean(zone))]);
  return [...all].sort((a, b) => a.localeCompare(b));
}
