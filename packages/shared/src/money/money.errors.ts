/** Error codes of the money area: each stable code and its HTTP status, merged into `errorStatusByCode` (scripts/generate-tables.mjs). */
import type { ErrorStatusTable } from '../common/errors.ts';

export const moneyErrors = {
  TRANSACTION_NOT_FOUND: 404,
  PAYMENT_NOT_FOUND: 404,
  ACCOUNT_NOT_FOUND: 404,
  MORTGAGE_SCHEDULE_NOT_FOUND: 404,
  PAYMENT_EXCEEDS_BALANCE: 422,
} as const satisfies ErrorStatusTable;
