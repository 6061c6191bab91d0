/** Field schemas the leasing contracts share: date-only values, phone numbers, the tenant input. */
import { z } from 'zod';
import { emailSchema, fullNameSchema } from '../auth/auth.schema.ts';
import { MAX_ATTACHMENT_FILES } from '../files/file.rules.ts';
import { cleanPhoneNumber, isDateOnly } from './lease.rules.ts';
import { MAX_DATE, MIN_DATE } from '../common/date-range.ts';

/**
 * A calendar date as `YYYY-MM-DD` (docs/design.md#dates); refuses impossible dates such as 2025-02-30
 * and dates outside MIN_DATE..MAX_DATE (1900 to 2199), so no schedule or range starts in year 1000.
 */
export const dateOnlySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine(isDateOnly, 'This date does not exist')
  .refine((value) => value >= MIN_DATE && value <= MAX_DATE, `Use a date between ${MIN_DATE} and ${MAX_DATE}`);

/** A phone number; spaces, dashes, dots and brackets are removed (spec point 5), 7 to 15 digits remain. */
export const cleanPhoneNumberSchema = z.codec(
  z.string().max(40),
  z.string().regex(/^\+?\d{7,15}$/, 'Enter a phone number with 7 to 15 digits'),
  // A codec, not a transform: response schemas reuse it and Fastify's serializer encodes with it.
  { decode: cleanPhoneNumber, encode: (value) => value },
);

export const uuidSchema = z.string().uuid();
export const fileIdsSchema = z.array(uuidSchema).max(MAX_ATTACHMENT_FILES, `At most ${MAX_ATTACHMENT_FILES} files`);

/**
 * A tenant's fields, for POST /tenants and for the new tenants of POST /leases (spec point 3).
 * `attachementIds` keeps the spec's spelling.
 */
export const tenantInputSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema.nullable().optional(),
    phoneNumbers: z.array(cleanPhoneNumberSchema).max(5).optional(),
    dateOfBirth: dateOnlySchema.nullable().optional(),
    imageId: uuidSchema.nullable().optional().describe('An uploaded image (POST /files)'),
    attachementIds: fileIdsSchema.optional().describe('Uploaded files: ID scans, references (spelling as in spec point 3)'),
    licenseId: z.string().trim().max(60).nullable().optional().describe("Driver license or other ID number"),
  })
  .strict();
export type TenantInput = z.input<typeof tenantInputSchema>;

export const propertyRefSchema = z.object({
  id: uuidSchema,
  nickname: z.string(),
  parent: z.object({ id: uuidSchema, nickname: z.string() }).nullable().describe('The building, when the lease is on a unit'),
});
export type PropertyRef = z.infer<typeof propertyRefSchema>;

export const idParamsSchema = z.object({ id: uuidSchema });
export const leasingTokenParamsSchema = z.object({ token: z.string().min(20).max(100) });


