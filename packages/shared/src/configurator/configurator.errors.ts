/** Error codes of the configurator area: each stable code and its HTTP status, merged into `errorStatusByCode` (scripts/generate-tables.mjs). */
import type { ErrorStatusTable } from '../common/errors.ts';

export const configuratorErrors = {
  PROJECT_MODEL_NOT_FOUND: 404,
  QUESTION_NOT_FOUND: 404,
  HOUSE_NOT_FOUND: 404,
} as const satisfies ErrorStatusTable;
