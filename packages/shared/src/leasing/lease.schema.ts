/**
 * Leases contract (spec points 3, 4, 5, 7 "Leases", 9): the add lease and terminate lease modals, the
 * lease list, validate-dates, get-active, and the e-signature calls (send, sign, document, audit).
 */
import { z } from 'zod';
import { singleLineTextSchema } from '../common/text.ts';
import { pageQuerySchema, paginationSchema } from '../common/pagination.ts';
import { moneySchema } from '../common/money.ts';
import { emailSchema, fullNameSchema } from '../auth/auth.schema.ts';
import { fileSchema } from '../files/file.schema.ts';
import {
  depositTerms,
  landlordEntityTypes,
  lateFeeAmountTypes,
  leaseAuditEvents,
  leaseEndingConditions,
  leaseFeeTypes,
  leaseSortOptions,
  leaseStatuses,
  leaseTerms,
  leaseUtilities,
  rentPayTypes,
  signatureTypes,
  signerRoles,
} from './leasing.enums.ts';
import {
  dateOnlySchema,
  fileIdsSchema,
  cleanPhoneNumberSchema,
  propertyRefSchema,
  tenantInputSchema,
  uuidSchema,
} from './leasing.common.ts';

/** Late fee rule: `amount` dollars (fixed) or percent of the rent, charged `dueDays` days after rent is due. */
export const lateFeeSchema = z
  .object({
    amount: moneySchema,
    amountType: z.enum(lateFeeAmountTypes),
    dueDays: z.number().int().min(0).max(60).describe('Grace days after the due date before the fee applies'),
  })
  .strict()
  .refine((fee) => fee.amountType !== 'percent' || fee.amount <= 100, { message: 'A percentage is at most 100', path: ['amount'] });
export type LateFee = z.infer<typeof lateFeeSchema>;

export const landlordSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema.optional(),
    documentIds: fileIdsSchema.optional(),
    entityType: z.enum(landlordEntityTypes).default('individual'),
    dateOfBirth: dateOnlySchema.optional(),
    imageId: uuidSchema.optional(),
    phoneNumber: cleanPhoneNumberSchema.optional(),
    licenseId: z.string().trim().max(60).optional(),
  })
  .strict();
export type Landlord = z.output<typeof landlordSchema>;

export const occupantSchema = z
  .object({
    fullName: fullNameSchema,
    relationship: singleLineTextSchema(60).optional(),
    dateOfBirth: dateOnlySchema.optional(),
  })
  .strict();
export type Occupant = z.output<typeof occupantSchema>;

/** A one-time fee of a lease-form template or lease (spec point 3 fee types). */
export const leaseFeeSchema = z
  .object({
    type: z.enum(leaseFeeTypes),
    amount: moneySchema,
    description: z.string().trim().max(300).optional(),
  })
  .strict();
export type LeaseFee = z.output<typeof leaseFeeSchema>;

export const leaseClauseSchema = z
  .object({
    title: singleLineTextSchema(120).min(1, 'Clause title is required'),
    body: z.string().trim().min(1, 'Clause text is required').max(5000),
  })
  .strict();
export type LeaseClause = z.output<typeof leaseClauseSchema>;

const uniqueFeeTypes = (fees: readonly { type: string }[]) => new Set(fees.map((fee) => fee.type)).size === fees.length;
export const leaseFeesSchema = z.array(leaseFeeSchema).max(leaseFeeTypes.length).refine(uniqueFeeTypes, 'Each fee type at most once');
export const leaseClausesSchema = z.array(leaseClauseSchema).max(50);

/**
 * POST /leases (spec points 3 and 5). New tenants in `tenants` become tenant records; tenants picked
 * from the list go in `existedTenants`. The lease starts as a draft to send for signature, unless
 * `signedOffline` records a lease already signed on paper (then it is active at once).
 */
export const createLeaseInputSchema = z
  .object({
    propertyId: uuidSchema.describe('A unit, or a property leased as a whole'),
    term: z.enum(leaseTerms),
    startDate: dateOnlySchema,
    endDate: dateOnlySchema.optional().describe('Required unless the term is month_to_month'),
    leaseEndingCondition: z.enum(leaseEndingConditions).optional(),
    rentAmount: moneySchema.refine((value) => value > 0, 'Rent must be more than 0'),
    depositValue: moneySchema.optional(),
    depositTerm: z.enum(depositTerms).optional(),
    lateFee: lateFeeSchema.optional(),
    rentPayType: z.enum(rentPayTypes).default('monthly'),
    firstDay: z.number().int().min(1).max(31).default(1).describe('Day of the month (1-31) or, for weekly pay types, weekday 1 (Monday) - 7'),
    secondDay: z.number().int().min(1).max(31).optional().describe('Second due day of the month, for twiceMonthly'),
    alignMonthly: z.boolean().default(false).describe('Prorate the first period so later payments fall on firstDay'),
    occupants: z.array(occupantSchema).max(20).optional(),
    utilities: z.array(z.enum(leaseUtilities)).max(leaseUtilities.length).optional().describe('Utilities the rent includes'),
    amenityIds: z.array(z.number().int().positive()).max(100).optional(),
    documentIds: fileIdsSchema.optional(),
    landlord: landlordSchema,
    tenants: z.array(tenantInputSchema).max(10).optional().describe('New tenants, created as tenant records'),
    existedTenants: z.array(z.object({ id: uuidSchema }).strict()).max(10).optional().describe('Tenants picked from the tenant list'),
    templateId: uuidSchema.optional().describe('A lease-form template whose fees and clauses are copied when fees/clauses are omitted'),
    fees: leaseFeesSchema.optional(),
    clauses: leaseClausesSchema.optional(),
    signedOffline: z.boolean().default(false).describe('Record a lease signed on paper: active at once, no e-signature'),
  })
  .strict()
  .superRefine((lease, ctx) => {
    if ((lease.tenants?.length ?? 0) + (lease.existedTenants?.length ?? 0) === 0) {
      ctx.addIssue({ code: 'custom', path: ['tenants'], message: 'Add at least one tenant' });
    }
    if (lease.term !== 'month_to_month' && !lease.endDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date is required for a fixed-term lease' });
    }
    if (lease.endDate && lease.endDate <= lease.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must be after the start date' });
    }
    if ((lease.rentPayType === 'weekly' || lease.rentPayType === 'biWeekly') && lease.firstDay > 7) {
      ctx.addIssue({ code: 'custom', path: ['firstDay'], message: 'For weekly rent, firstDay is a weekday from 1 (Monday) to 7 (Sunday)' });
    }
    if (lease.rentPayType === 'twiceMonthly' && (lease.secondDay === undefined || lease.secondDay === lease.firstDay)) {
      ctx.addIssue({ code: 'custom', path: ['secondDay'], message: 'Twice-monthly rent needs a second day different from the first' });
    }
    const ids = (lease.existedTenants ?? []).map((tenant) => tenant.id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['existedTenants'], message: 'A tenant is listed twice' });
    }
  });
export type CreateLeaseInput = z.input<typeof createLeaseInputSchema>;
export type CreateLeaseParsed = z.output<typeof createLeaseInputSchema>;

export const leaseTenantSchema = z.object({
  id: uuidSchema,
  fullName: z.string(),
  email: z.string().nullable(),
  phoneNumbers: z.array(z.string()),
  imageId: uuidSchema.nullable(),
  image: fileSchema.nullable(),
  hasAccount: z.boolean(),
});
export type LeaseTenant = z.infer<typeof leaseTenantSchema>;

/** One signature slot: the landlord's, or one per tenant. */
export const leaseSignerSchema = z.object({
  role: z.enum(signerRoles),
  tenantId: uuidSchema.nullable().describe('The tenant of a tenant slot; null for the landlord'),
  name: z.string(),
  email: z.string().nullable(),
  signedAt: z.string().nullable(),
  signatureType: z.enum(signatureTypes).nullable(),
});
export type LeaseSigner = z.infer<typeof leaseSignerSchema>;

export const leaseSchema = z.object({
  id: uuidSchema,
  propertyId: uuidSchema,
  property: propertyRefSchema,
  propertyName: z.string().describe('Building and unit as shown on the lease; A-Z sorts by it'),
  status: z.enum(leaseStatuses),
  term: z.enum(leaseTerms),
  startDate: dateOnlySchema,
  endDate: dateOnlySchema.nullable(),
  leaseEndingCondition: z.enum(leaseEndingConditions).nullable(),
  rentAmount: z.number(),
  depositValue: z.number(),
  depositTerm: z.enum(depositTerms).nullable(),
  lateFee: lateFeeSchema.nullable(),
  rentPayType: z.enum(rentPayTypes),
  firstDay: z.number().int(),
  secondDay: z.number().int().nullable(),
  alignMonthly: z.boolean(),
  occupants: z.array(occupantSchema),
  utilities: z.array(z.enum(leaseUtilities)),
  amenityIds: z.array(z.number().int()),
  documentIds: z.array(uuidSchema),
  documents: z.array(fileSchema),
  landlord: landlordSchema,
  tenants: z.array(leaseTenantSchema),
  templateId: uuidSchema.nullable(),
  fees: z.array(leaseFeeSchema),
  clauses: z.array(leaseClauseSchema),
  signing: z.object({
    documentHash: z.string().nullable().describe('SHA-256 (hex) of the unsigned PDF everybody signs'),
    sentAt: z.string().nullable(),
    completedAt: z.string().nullable().describe('When the last party signed'),
    signedOffline: z.boolean(),
    signers: z.array(leaseSignerSchema),
  }),
  terminatedAt: z.string().nullable(),
  terminationDate: dateOnlySchema.nullable(),
  terminationReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lease = z.infer<typeof leaseSchema>;

export const listLeasesQuerySchema = pageQuerySchema.extend({
  sortBy: z.enum(leaseSortOptions).default('newest'),
  propertyId: uuidSchema.optional().describe("A unit, or a property (then its units' leases too)"),
  status: z.enum(leaseStatuses).optional(),
  tenantId: uuidSchema.optional(),
});
export type ListLeasesQuery = z.input<typeof listLeasesQuerySchema>;

export const leaseListResponseSchema = z.object({
  results: z.array(leaseSchema),
  pagination: paginationSchema,
  meta: z.object({}),
});
export type LeaseListResponse = z.infer<typeof leaseListResponseSchema>;

export const activeLeasesQuerySchema = z.object({
  propertyId: uuidSchema.optional().describe("A unit, or a property (then its units' active leases too)"),
});
export const activeLeasesResponseSchema = z.object({ results: z.array(leaseSchema) });
export type ActiveLeasesResponse = z.infer<typeof activeLeasesResponseSchema>;

/** POST /leases/validate-dates: 200 when free, 409 LEASE_DATES_OVERLAP naming the other lease when not. */
export const validateLeaseDatesInputSchema = z
  .object({
    propertyId: uuidSchema,
    startDate: dateOnlySchema,
    endDate: dateOnlySchema.nullable().optional().describe('Omitted or null: open-ended (month to month)'),
    excludeLeaseId: uuidSchema.optional(),
  })
  .strict()
  .refine((value) => !value.endDate || value.endDate > value.startDate, { message: 'End date must be after the start date', path: ['endDate'] });
export type ValidateLeaseDatesInput = z.input<typeof validateLeaseDatesInputSchema>;
export const validateLeaseDatesResponseSchema = z.object({ valid: z.literal(true), message: z.string() });

/** POST /leases/terminate/{id}. */
export const terminateLeaseInputSchema = z
  .object({
    terminationDate: dateOnlySchema.optional().describe('Last day of the tenancy; today when omitted'),
    reason: z.string().trim().max(1000).optional(),
  })
  .strict();
export type TerminateLeaseInput = z.input<typeof terminateLeaseInputSchema>;

/** A PNG data URL of at most about 300 KB. */
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** POST /leases/{id}/sign by the landlord or a tenant of the lease. */
export const signLeaseInputSchema = z
  .object({
    signatureType: z.enum(signatureTypes),
    signature: z.string().min(1, 'Signature is required').max(400_000).describe('drawn: a PNG data URL; typed: the full name as typed'),
    consent: z.literal(true, { message: 'Agree to sign electronically' }).describe('Consent to sign electronically'),
    tenantId: uuidSchema.optional().describe("The tenant slot to sign; the caller's own when omitted"),
    documentHash: z.string().regex(/^[0-9a-f]{64}$/).optional().describe('SHA-256 of the document the signer saw; refused when it changed'),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.signatureType === 'drawn' && !PNG_DATA_URL.test(input.signature)) {
      ctx.addIssue({ code: 'custom', path: ['signature'], message: 'A drawn signature is a PNG data URL' });
    }
    if (input.signatureType === 'typed' && (input.signature.trim().length < 2 || input.signature.length > 120)) {
      ctx.addIssue({ code: 'custom', path: ['signature'], message: 'Type your full name (2 to 120 characters)' });
    }
  });
export type SignLeaseInput = z.input<typeof signLeaseInputSchema>;

export const sendForSignatureResponseSchema = z.object({
  lease: leaseSchema,
  notified: z.array(z.string()).describe('E-mail addresses the signing request went to'),
  uninvitedTenantIds: z
    .array(uuidSchema)
    .describe('Tenants with no account and no invitation yet: invite them (POST /users/invite-user/{tenantId}?type=tenant) so they can sign'),
  message: z.string(),
});
export type SendForSignatureResponse = z.infer<typeof sendForSignatureResponseSchema>;

export const leaseAuditEventSchema = z.object({
  id: uuidSchema,
  event: z.enum(leaseAuditEvents),
  actorName: z.string(),
  actorRole: z.enum([...signerRoles, 'system']),
  actorUserId: uuidSchema.nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  documentHash: z.string().nullable(),
  details: z.string().nullable(),
  createdAt: z.string(),
});
export type LeaseAuditEntry = z.infer<typeof leaseAuditEventSchema>;
export const leaseAuditResponseSchema = z.object({ results: z.array(leaseAuditEventSchema) });
export type LeaseAuditResponse = z.infer<typeof leaseAuditResponseSchema>;
