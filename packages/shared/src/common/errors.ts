/**
 * The API error contract (docs/design.md#api-conventions): one shape, stable codes, one status per code.
 * Each area declares its codes beside its code (`<area>/<name>.errors.ts`, `export const <name>Errors`);
 * scripts/generate-tables.mjs merges them (common/error-codes.generated.ts), so a new code edits no central list.
 */
import { z } from 'zod';
import { areaErrorStatusByCode } from './error-codes.generated.ts';

/** The HTTP statuses an error code may map to. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 416 | 422 | 429 | 500 | 502 | 503 | 507;
/** What an area's `*.errors.ts` declares: stable machine-readable code → HTTP status. */
export type ErrorStatusTable = Record<string, ErrorStatus>;

/** Stable machine-readable error codes of every area and the HTTP status each maps to. */
export const errorStatusByCode = areaErrorStatusByCode;

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
