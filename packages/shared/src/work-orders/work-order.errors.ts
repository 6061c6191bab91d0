/** Error codes of the work-orders area: each stable code and its HTTP status, merged into `errorStatusByCode` (scripts/generate-tables.mjs). */
import type { ErrorStatusTable } from '../common/errors.ts';

export const workOrderErrors = {
  WORK_ORDER_NOT_FOUND: 404,
  WORK_ORDER_STATE_CONFLICT: 409,
  WORK_ORDER_SOURCE_UNAVAILABLE: 422,
} as const satisfies ErrorStatusTable;
