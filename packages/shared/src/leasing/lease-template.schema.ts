/** Lease-form templates contract (spec points 3, 7 "Lease templates", 8): create, share by e-mail, open by token. */
import { z } from 'zod';
import { singleLineTextSchema } from '../common/text.ts';
import { pageQuerySchema, paginationSchema } from '../common/pagination.ts';
import { moneySchema } from '../common/money.ts';
import { emailSchema } from '../auth/auth.schema.ts';
import { depositTerms, leaseEndingConditions, leaseTerms, leaseUtilities, rentPayTypes } from './leasing.enums.ts';
import { lateFeeSchema, leaseClausesSchema, leaseFeesSchema } from './lease.schema.ts';
import { uuidSchema } from './leasing.common.ts';

/** Defaults a lease made from the template starts with. */
export const leaseTemplateDefaultsSchema = z
  .object({
    term: z.enum(leaseTerms).optional(),
    rentAmount: moneySchema.optional(),
    depositValue: moneySchema.optional(),
    depositTerm: z.enum(depositTerms).optional(),
    leaseEndingCondition: z.enum(leaseEndingConditions).optional(),
    rentPayType: z.enum(rentPayTypes).optional(),
    firstDay: z.number().int().min(1).max(31).optional(),
    lateFee: lateFeeSchema.optional(),
    utilities: z.array(z.enum(leaseUtilities)).max(leaseUtilities.length).optional(),
  })
  .strict();
export type LeaseTemplateDefaults = z.output<typeof leaseTemplateDefaultsSchema>;

/** POST /lease-form-templates. */
export const createLeaseTemplateInputSchema = z
  .object({
    name: singleLineTextSchema(120).min(1, 'Name is required'),
    description: z.string().trim().max(1000).optional(),
    fees: leaseFeesSchema.default([]).describe('Move-in fee, move-out fee, one-time pet fee; each at most once'),
    clauses: leaseClausesSchema.default([]),
    defaultTerms: leaseTemplateDefaultsSchema.default({}),
  })
  .strict();
export type CreateLeaseTemplateInput = z.input<typeof createLeaseTemplateInputSchema>;

export const leaseTemplateSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  description: z.string().nullable(),
  fees: leaseFeesSchema,
  clauses: leaseClausesSchema,
  defaultTerms: leaseTemplateDefaultsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LeaseTemplate = z.infer<typeof leaseTemplateSchema>;

export const listLeaseTemplatesQuerySchema = pageQuerySchema;
export const leaseTemplateListResponseSchema = z.object({
  results: z.array(leaseTemplateSchema),
  pagination: paginationSchema,
  meta: z.object({}),
});
export type LeaseTemplateListResponse = z.infer<typeof leaseTemplateListResponseSchema>;

/** PATCH /lease-form-templates/share/{id}: e-mails a link with a token (valid 30 days). */
export const shareLeaseTemplateInputSchema = z.object({ email: emailSchema }).strict();
export const shareLeaseTemplateResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});

/** GET /lease-form-templates/get-by-token/{token}: the shared template only, no account needed. */
export const sharedLeaseTemplateSchema = leaseTemplateSchema.omit({ id: true, createdAt: true, updatedAt: true }).extend({
  sharedBy: z.string().describe("The sharer's name"),
  expiresAt: z.string(),
});
export type SharedLeaseTemplate = z.infer<typeof sharedLeaseTemplateSchema>;
