/**
 * Per-account limits (issue 25 items 4 and 8): every count or byte a client can add without bound
 * has its ceiling here, in one place, so the server's checks, the error messages and the README agree.
 */

/**
 * Records one account may hold of each kind a client creates at will. A create past the cap is a
 * 422 `RECORD_LIMIT_REACHED` whose `details[0].limit` is the cap. `reminders` counts the reminder
 * offsets of the account's calendar events whose series has not ended (each is one queued job).
 */
export const RECORD_CAPS = {
  calendarEvents: 10_000,
  reminders: 2_000,
  contacts: 20_000,
  inventoryItems: 20_000,
  documents: 20_000,
} as const;
export type RecordCapKind = keyof typeof RECORD_CAPS;

/** What each capped kind is called in messages ("calendar events"). */
export const recordCapLabels: Record<RecordCapKind, string> = {
  calendarEvents: 'calendar events',
  reminders: 'upcoming reminders',
  contacts: 'contacts',
  inventoryItems: 'inventory items',
  documents: 'documents',
};

/** The message of a create refused by `kind`'s cap: "Your account has reached its limit of 10,000 calendar events…". */
export function recordCapMessage(kind: RecordCapKind): string {
  return `Your account has reached its limit of ${RECORD_CAPS[kind].toLocaleString('en-US')} ${recordCapLabels[kind]}; delete some before adding more`;
}

const GB = 1024 * 1024 * 1024;

/**
 * Bytes the request portal (anyone holding a property's link, no account) may store into the
 * landlord's storage in any 24 hours: per link and per account (all its links together). Past either
 * an upload is refused (413 when this file would cross it, 429 once it is reached) and the landlord is
 * told once a day per link.
 */
export const PORTAL_UPLOAD_QUOTA = {
  bytesPerLinkPerDay: 1 * GB,
  bytesPerAccountPerDay: 4 * GB,
  windowMs: 24 * 60 * 60 * 1000,
} as const;

/** "1 GB", "512 MB": a byte count for messages. */
export function formatQuotaBytes(bytes: number): string {
  if (bytes >= GB) return `${Math.round((bytes / GB) * 10) / 10} GB`;
  return `${Math.max(0, Math.round(bytes / (1024 * 1024)))} MB`;
}
