/**
 * How the app shows dates, times and initials (issue 11 item 17): one format each, in the browser's
 * locale, so a screen never mixes "2026-11-01" with "Nov 1, 2026". Phone numbers are format-phone.ts
 * (kept apart: its metadata must not reach the first screen through the shell's initials).
 */

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dayFormatUtc = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const isMissing = (value: string | Date | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/**
 * A day, "Nov 1, 2026" in en-US. Takes a date-only `YYYY-MM-DD` (shown as that calendar day whatever
 * the time zone), an ISO instant (shown as the local day) or a Date; `fallback` ("—") when empty or
 * unreadable.
 */
export function formatDate(value: string | Date | null | undefined, fallback = '—'): string {
  if (isMissing(value)) return fallback;
  if (typeof value === 'string' && dateOnly.test(value)) return dayFormatUtc.format(new Date(`${value}T00:00:00Z`));
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? fallback : dayFormat.format(date);
}

/** An instant with its local time, "Nov 1, 2026, 3:05 PM" in en-US; `fallback` when empty or unreadable. */
export function formatDateTime(value: string | Date | null | undefined, fallback = '—'): string {
  if (isMissing(value)) return fallback;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? fallback : dateTimeFormat.format(date);
}

/** A date range, "Nov 1, 2026 – Oct 31, 2027"; an open end reads `openEnd` ("month to month"). */
export function formatDateRange(start: string, end: string | null | undefined, openEnd: string): string {
  return `${formatDate(start)} – ${end ? formatDate(end) : openEnd}`;
}

/** Up to two initials for an avatar, "Ada Lovelace" → "AL", "cher" → "C"; the same everywhere a person shows. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

const dollarFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });

/** An amount in dollars (as leases send `rentAmount`), "$1,850.50". */
export function formatDollars(value: number): string {
  return dollarFormat.format(value);
}
