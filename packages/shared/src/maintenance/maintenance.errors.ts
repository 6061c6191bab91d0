/** Error codes of the maintenance area: each stable code and its HTTP status, merged into `errorStatusByCode` (scripts/generate-tables.mjs). */
import type { ErrorStatusTable } from '../common/errors.ts';

export const maintenanceErrors = {
  TENANT_REQUEST_NOT_FOUND: 404,
  SERVICE_NOT_FOUND: 404,
  PORTAL_LINK_NOT_FOUND: 404,
  REQUEST_STATE_CONFLICT: 409,
  /** The request portal's daily byte quota of a link or account is used up (PORTAL_UPLOAD_QUOTA). */
  PORTAL_QUOTA_EXCEEDED: 429,
} as const satisfies ErrorStatusTable;
