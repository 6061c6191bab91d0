/** Error codes of the quotes area: each stable code and its HTTP status, merged into `errorStatusByCode` (scripts/generate-tables.mjs). */
import type { ErrorStatusTable } from '../common/errors.ts';

export const quoteErrors = {
  QUOTE_NOT_FOUND: 404,
  QUOTE_REQUEST_NOT_FOUND: 404,
  QUOTE_STATE_CONFLICT: 409,
  QUOTE_ALREADY_REQUESTED: 409,
  QUOTE_ALREADY_EXISTS: 409,
} as const satisfies ErrorStatusTable;
