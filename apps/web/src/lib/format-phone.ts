/**
 * How the app shows a phone number (issue 11 item 17), with libphonenumber-js through
 * @lintel/shared; a file of its own so screens that only show dates do not load its metadata.
 */
import { formatPhoneNumber } from '@lintel/shared';

/** A phone number for display: "(503) 555-0142" for US/Canada, "+44 20 7946 0958" otherwise; other text as typed. */
export function formatPhone(value: string | null | undefined, fallback = '—'): string {
  return value ? formatPhoneNumber(value) : fallback;
}
