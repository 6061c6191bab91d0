/** The API error contract (DESIGN.md "API conventions"): one shape, stable codes, one status per code. */
import { z } from 'zod';

/** Stable machine-readable error codes and the HTTP status each maps to. */
export const errorStatusByCode = {
  BAD_REQUEST: 400,
  MALFORMED_JSON: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_EXPIRED: 401,
  TOKEN_INVALID: 401,
  REFRESH_TOKEN_INVALID: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  PROPERTY_NOT_FOUND: 404,
  ROOM_NOT_FOUND: 404,
  FILE_NOT_FOUND: 404,
  PROJECT_MODEL_NOT_FOUND: 404,
  QUESTION_NOT_FOUND: 404,
  HOUSE_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  INVENTORY_NOT_FOUND: 404,
  EVENT_NOT_FOUND: 404,
  FEED_NOT_FOUND: 404,
  GROUP_NOT_FOUND: 404,
  CONTACT_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  DOCUMENT_NOT_FOUND: 404,
  FOLDER_NOT_FOUND: 404,
  GALLERY_IMAGE_NOT_FOUND: 404,
  SHARE_TOKEN_INVALID: 404,
  SHARE_LINK_NOT_FOUND: 404,
  LEASE_NOT_FOUND: 404,
  TENANT_NOT_FOUND: 404,
  APPLICATION_NOT_FOUND: 404,
  TEMPLATE_NOT_FOUND: 404,
  QUOTE_NOT_FOUND: 404,
  QUOTE_REQUEST_NOT_FOUND: 404,
  CONVERSATION_NOT_FOUND: 404,
  /** The caller left the conversation's subject (lease terminated or ended): history stays readable. */
  CONVERSATION_CLOSED: 403,
  QUOTE_STATE_CONFLICT: 409,
  TENANT_REQUEST_NOT_FOUND: 404,
  SERVICE_NOT_FOUND: 404,
  PORTAL_LINK_NOT_FOUND: 404,
  REQUEST_STATE_CONFLICT: 409,
  WORK_ORDER_NOT_FOUND: 404,
  WORK_ORDER_STATE_CONFLICT: 409,
  WORK_ORDER_SOURCE_UNAVAILABLE: 422,
  QUOTE_ALREADY_REQUESTED: 409,
  QUOTE_ALREADY_EXISTS: 409,
  TRANSACTION_NOT_FOUND: 404,
  PAYMENT_NOT_FOUND: 404,
  ACCOUNT_NOT_FOUND: 404,
  MORTGAGE_SCHEDULE_NOT_FOUND: 404,
  WIDGET_NOT_FOUND: 404,
  COMPANY_NOT_FOUND: 404,
  COMPANY_EXISTS: 409,
  /** A service provider's quotes carry their company: they edit it, they cannot remove it. */
  COMPANY_REQUIRED: 409,
  CALCULATOR_RESULT_NOT_FOUND: 404,
  BOOK_NOT_FOUND: 404,
  PAYMENT_EXCEEDS_BALANCE: 422,
  SIGNATURE_NOT_ALLOWED: 403,
  LEASE_DATES_OVERLAP: 409,
  LEASE_STATE_CONFLICT: 409,
  ALREADY_SIGNED: 409,
  DOCUMENT_CHANGED: 409,
  SIGNED_DOCUMENT_NOT_READY: 409,
  APPLICATION_ALREADY_DECIDED: 409,
  TENANT_HAS_ACTIVE_LEASE: 409,
  EMAIL_TAKEN: 409,
  ALREADY_VERIFIED: 409,
  CONFLICT: 409,
  CATEGORY_EXISTS: 409,
  FOLDER_EXISTS: 409,
  CONTACT_ALREADY_ADDED: 409,
  GALLERY_IMAGE_EXISTS: 409,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  VALIDATION_FAILED: 422,
  WEAK_PASSWORD: 422,
  TOKEN_EXPIRED_OR_USED: 422,
  ATTACHMENT_LIMIT: 422,
  /** A create past a per-account cap of RECORD_CAPS (account-limits.ts); details[0].limit names it. */
  RECORD_LIMIT_REACHED: 422,
  RATE_LIMITED: 429,
  /** The request portal's daily byte quota of a link or account is used up (PORTAL_UPLOAD_QUOTA). */
  PORTAL_QUOTA_EXCEEDED: 429,
  INTERNAL: 500,
  /** The AI endpoint answered something that is not the expected JSON (never shown raw). */
  AI_BAD_RESPONSE: 502,
  SERVICE_UNAVAILABLE: 503,
  /** The AI endpoint failed, refused or did not answer within AI_TIMEOUT_MS. */
  AI_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatusByCode;

export const errorDetailSchema = z.object({
  path: z.string().describe('Dotted path of the offending field, empty for the whole body'),
  message: z.string(),
  limit: z.number().int().optional().describe('The limit that was reached, when one was (RECORD_LIMIT_REACHED)'),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

export const errorResponseSchema = z
  .object({
    statusCode: z.number().int(),
    code: z.string().describe('Stable machine-readable name, e.g. PROPERTY_NOT_FOUND'),
    error: z.string().describe('HTTP reason phrase'),
    message: z.string(),
    details: z.array(errorDetailSchema).optional(),
  })
  .describe('Error');
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
