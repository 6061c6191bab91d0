/**
 * Phone numbers typed by people (issue 11 item 12): checked with libphonenumber-js (its small
 * metadata), national numbers read as US unless they start with +. An invalid number is refused with
 * a message, never dropped silently.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

export const PHONE_NUMBER_MESSAGE = 'Enter a valid phone number, e.g. (503) 555-0142 or +44 20 7946 0958';

/** The number in E.164 (`+15035550142`), or null when it is not a valid phone number. */
export function toE164PhoneNumber(raw: string, defaultCountry: 'US' | 'CA' = 'US'): string | null {
  const parsed = parsePhoneNumberFromString(raw.trim(), defaultCountry);
  return parsed && parsed.isValid() ? parsed.number : null;
}

/** A phone number field: trimmed, ≤ 30 characters, valid (422 with PHONE_NUMBER_MESSAGE otherwise). */
export const phoneNumberInputSchema = z
  .string()
  .trim()
  .max(30)
  .refine((value) => toE164PhoneNumber(value) !== null, PHONE_NUMBER_MESSAGE);

/**
 * A stored or typed phone number for display (issue 11 item 17): US and Canadian numbers in national
 * form, "(503) 555-0142", others in international form, "+44 20 7946 0958". Text that is not a phone
 * number comes back as it was, so nothing a user typed disappears.
 */
export function formatPhoneNumber(raw: string, defaultCountry: 'US' | 'CA' = 'US'): string {
  const parsed = parsePhoneNumberFromString(raw.trim(), defaultCountry);
  if (!parsed || !parsed.isValid()) return raw;
  return parsed.country === 'US' || parsed.country === 'CA' ? parsed.formatNational() : parsed.formatInternational();
}
