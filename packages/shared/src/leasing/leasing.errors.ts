/** Error codes of the leasing area: each stable code and its HTTP status, merged into `errorStatusByCode` (scripts/generate-tables.mjs). */
import type { ErrorStatusTable } from '../common/errors.ts';

export const leasingErrors = {
  LEASE_NOT_FOUND: 404,
  TENANT_NOT_FOUND: 404,
  APPLICATION_NOT_FOUND: 404,
  TEMPLATE_NOT_FOUND: 404,
  SIGNATURE_NOT_ALLOWED: 403,
  LEASE_DATES_OVERLAP: 409,
  LEASE_STATE_CONFLICT: 409,
  ALREADY_SIGNED: 409,
  DOCUMENT_CHANGED: 409,
  SIGNED_DOCUMENT_NOT_READY: 409,
  APPLICATION_ALREADY_DECIDED: 409,
  TENANT_HAS_ACTIVE_LEASE: 409,
} as const satisfies ErrorStatusTable;
