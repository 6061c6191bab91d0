/** Errors every area shares (input, authentication, routing, rate limits, platform services): each stable code and its HTTP status, merged into `errorStatusByCode` (scripts/generate-tables.mjs). */
import type { ErrorStatusTable } from './errors.ts';

export const commonErrors = {
  BAD_REQUEST: 400,
  MALFORMED_JSON: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  ROOM_NOT_FOUND: 404,
  SHARE_TOKEN_INVALID: 404,
  CONFLICT: 409,
  VALIDATION_FAILED: 422,
  RATE_LIMITED: 429,
  /** A create past a per-account cap of RECORD_CAPS (account-limits.ts); details[0].limit names it. */
  RECORD_LIMIT_REACHED: 422,
  INTERNAL: 500,
  /** The AI endpoint answered something that is not the expected JSON (never shown raw). */
  AI_BAD_RESPONSE: 502,
  SERVICE_UNAVAILABLE: 503,
  /** The server's disk is full (ENOSPC, PostgreSQL 53100): nothing was saved. */
  DISK_FULL: 507,
  /** The AI endpoint failed, refused or did not answer within AI_TIMEOUT_MS. */
  AI_UNAVAILABLE: 503,
} as const satisfies ErrorStatusTable;
