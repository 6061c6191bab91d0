/**
 * "1 unit", "3 units", "1 add-on" (issue 11 item 17): a count with its noun in the right number,
 * chosen by `Intl.PluralRules` for the app's locale rather than "unit(s)" or a bare "s".
 */
const rules = new Intl.PluralRules('en-US');

/** `count` and `singular` or `plural` (default: singular + "s"), e.g. `countOf(1, 'unit')` → "1 unit". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${rules.select(count) === 'one' ? singular : plural}`;
}
