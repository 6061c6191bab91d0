/** Error codes of the contacts area: each stable code and its HTTP status, merged into `errorStatusByCode` (scripts/generate-tables.mjs). */
import type { ErrorStatusTable } from '../common/errors.ts';

export const contactErrors = {
  CONTACT_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  CATEGORY_EXISTS: 409,
  CONTACT_ALREADY_ADDED: 409,
} as const satisfies ErrorStatusTable;
