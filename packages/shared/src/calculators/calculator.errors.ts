/** Error codes of the calculators area: each stable code and its HTTP status, merged into `errorStatusByCode` (scripts/generate-tables.mjs). */
import type { ErrorStatusTable } from '../common/errors.ts';

export const calculatorErrors = {
  CALCULATOR_RESULT_NOT_FOUND: 404,
} as const satisfies ErrorStatusTable;
