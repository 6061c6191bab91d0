/** Error codes of the account-data area (export and closing), merged into `errorStatusByCode` (scripts/generate-tables.mjs). */
import type { ErrorStatusTable } from '../common/errors.ts';

export const accountDataErrors = {
  ACCOUNT_EXPORT_NOT_FOUND: 404,
  ACCOUNT_EXPORT_NOT_READY: 409,
  ACCOUNT_EXPORT_RUNNING: 409,
  ACCOUNT_CLOSURE_CONFIRMATION: 422,
  ACCOUNT_CLOSURE_PENDING: 409,
} as const satisfies ErrorStatusTable;
