/** Error codes of the auth area: each stable code and its HTTP status, merged into `errorStatusByCode` (scripts/generate-tables.mjs). */
import type { ErrorStatusTable } from '../common/errors.ts';

export const authErrors = {
  INVALID_CREDENTIALS: 401,
  TOKEN_EXPIRED: 401,
  TOKEN_INVALID: 401,
  REFRESH_TOKEN_INVALID: 401,
  EMAIL_NOT_VERIFIED: 403,
  USER_NOT_FOUND: 404,
  COMPANY_NOT_FOUND: 404,
  COMPANY_EXISTS: 409,
  /** A service provider's quotes carry their company: they edit it, they cannot remove it. */
  COMPANY_REQUIRED: 409,
  EMAIL_TAKEN: 409,
  ALREADY_VERIFIED: 409,
  WEAK_PASSWORD: 422,
  TOKEN_EXPIRED_OR_USED: 422,
} as const satisfies ErrorStatusTable;
