/**
 * One rule for text (docs/design.md#text): no control characters. NUL is refused by PostgreSQL (a 500
 * before this rule), and the other C0 controls and DEL have no place in a name, memo or description.
 * Line feed, carriage return and tab stay allowed so multi-line fields (memos, descriptions) work.
 */
import { z } from 'zod';

/** The characters refused in any text: C0 controls except tab, line feed and carriage return, plus DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this rule
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Control characters (such as NUL) are not allowed';

/** True when `value` holds a character of CONTROL_CHARACTERS. */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/**
 * Trimmed text of at most `max` characters without control characters (`min` 0 allows '').
 * The server also applies the control-character rule to every string of every request it validates
 * (apps/server/src/platform/validation.ts), so a field declared as a plain `z.string()` is covered too.
 */
export function textSchema(max: number, min = 0) {
  return z.string().trim().min(min).max(max).refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE);
}

/** Line breaks: CR, LF and the Unicode line and paragraph separators (NEL, LS, PS). */
export const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]/;

export const LINE_BREAKS_MESSAGE = 'Line breaks are not allowed here: keep it on one line';

/**
 * A one-line text (names, titles, subjects, addresses) of at most `max` characters: trimmed, no control
 * characters and no line breaks inside (issue 25 item 10: a name must never start a new line in a header,
 * an ICS property or a CSV row). A break inside is a 422 with `details` naming the field. `min` 0 allows ''.
 * Returns a ZodString, so `.min(1, 'Name is required')`, `.optional()` and `.describe()` chain as usual.
 */
export function singleLineTextSchema(max: number, min = 0) {
  return z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE)
    .refine((value) => !LINE_BREAKS.test(value), LINE_BREAKS_MESSAGE);
}
