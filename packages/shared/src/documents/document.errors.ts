/** Error codes of the documents area: each stable code and its HTTP status, merged into `errorStatusByCode` (scripts/generate-tables.mjs). */
import type { ErrorStatusTable } from '../common/errors.ts';

export const documentErrors = {
  DOCUMENT_NOT_FOUND: 404,
  FOLDER_NOT_FOUND: 404,
  FOLDER_EXISTS: 409,
} as const satisfies ErrorStatusTable;
