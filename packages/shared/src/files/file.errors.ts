/** Error codes of the files area: each stable code and its HTTP status, merged into `errorStatusByCode` (scripts/generate-tables.mjs). */
import type { ErrorStatusTable } from '../common/errors.ts';

export const fileErrors = {
  FILE_NOT_FOUND: 404,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  ATTACHMENT_LIMIT: 422,
} as const satisfies ErrorStatusTable;
