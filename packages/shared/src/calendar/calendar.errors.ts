/** Error codes of the calendar area: each stable code and its HTTP status, merged into `errorStatusByCode` (scripts/generate-tables.mjs). */
import type { ErrorStatusTable } from '../common/errors.ts';

export const calendarErrors = {
  EVENT_NOT_FOUND: 404,
  FEED_NOT_FOUND: 404,
} as const satisfies ErrorStatusTable;
