/** The words for a provider's project types (issue 30 item 14: the inbox shows names, never catalogue keys). */
import { projectTypeLabels } from '@lintel/shared';

/** A project type's words: the catalogue's name, else the configurator's label, else the key spelled out ("patioDoor" → "Patio door"). */
export function projectTypeName(key: string, names: Record<string, string> | undefined): string {
  const known = names?.[key] ?? projectTypeLabels[key as keyof typeof projectTypeLabels];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Which requests the provider sees: by their trades, or every one (issue 30 item 14: names, never keys). */
export function coverageOf(covered: readonly string[] | null | undefined, names?: Record<string, string>): string {
  if (covered === undefined) return 'Requests from homeowners and property managers.';
  if (covered === null) return 'Every open request (add trades to your company to narrow this list).';
  if (covered.length === 0) return 'Your trades match no configurable project type.';
  return `Open requests for ${covered.map((key) => projectTypeName(key, names)).join(', ')}.`;
}
