/**
 * Tenant applications contract (spec points 2 and 3): the application request modal (a landlord's
 * link for one property), the six-step wizard an applicant fills without an account, the review list.
 * Each wizard step has its own schema so the web validates a step with the same rules as the server.
 */
import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from '../common/pagination.ts';
import { moneySchema } from '../common/money.ts';
import { emailSchema } from '../auth/auth.schema.ts';
import { fileSchema } from '../files/file.schema.ts';
import {
  applicationCountries,
  applicationStatuses,
  employmentStatuses,
  idTypes,
  leaseTerms,
  reasonsForLeaving,
  tenantSortOptions,
} from './leasing.enums.ts';
import { fullNameSchema } from '../auth/auth.schema.ts';
import { cleanPhoneNumberSchema, dateOnlySchema, fileIdsSchema, propertyRefSchema, uuidSchema } from './leasing.common.ts';
import { tenantSchema } from './tenant.schema.ts';

const text = (max: number) => z.string().trim().max(max);

/** Step 1, Basic Info. `hasCoSigners` decides whether the Co-Signers step is shown. */
export const applicationBasicInfoSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    phoneNumber: cleanPhoneNumberSchema,
    dateOfBirth: dateOnlySchema,
    idType: z.enum(idTypes),
    idNumber: text(60).min(1, 'ID number is required'),
    idCountry: z.enum(applicationCountries),
    hasCoSigners: z.boolean(),
  })
  .strict();

export const coSignerSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    phoneNumber: cleanPhoneNumberSchema,
    relationship: text(60).optional(),
    idType: z.enum(idTypes).optional(),
    idNumber: text(60).optional(),
  })
  .strict();
/** Step 2 when co-signers is yes. */
export const applicationCoSignersSchema = z.array(coSignerSchema).min(1, 'Add at least one co-signer').max(3);

export const applicationTermsSchema = z
  .object({
    desiredMoveInDate: dateOnlySchema,
    leaseTerm: z.enum(leaseTerms),
    occupantsCount: z.number().int().min(1).max(20),
    hasPets: z.boolean(),
    petsDescription: text(500).optional(),
    smokes: z.boolean().default(false),
  })
  .strict();

export const applicationAddressSchema = z
  .object({
    address: text(200).min(1, 'Address is required'),
    city: text(100).min(1, 'City is required'),
    state: text(100).default(''),
    postalCode: text(20).default(''),
    country: z.enum(applicationCountries),
    livedSince: dateOnlySchema.optional(),
    currentRent: moneySchema.optional(),
    landlordName: text(120).optional(),
    landlordPhone: cleanPhoneNumberSchema.optional(),
    reasonForLeaving: z.enum(reasonsForLeaving),
    reasonDetails: text(500).optional(),
  })
  .strict();

export const applicationFinancialSchema = z
  .object({
    employmentStatus: z.enum(employmentStatuses),
    employer: text(120).optional(),
    jobTitle: text(120).optional(),
    employedSince: dateOnlySchema.optional(),
    monthlyIncome: moneySchema,
    otherIncome: moneySchema.optional(),
    otherIncomeSource: text(200).optional(),
  })
  .strict();

export const applicationAdditionalInfoSchema = z
  .object({
    hasBeenEvicted: z.boolean(),
    hasBankruptcy: z.boolean(),
    vehicles: text(200).optional(),
    emergencyContact: z
      .object({ fullName: fullNameSchema, phoneNumber: cleanPhoneNumberSchema, relationship: text(60).optional() })
      .strict()
      .optional(),
    notes: text(2000).optional(),
    attachmentIds: fileIdsSchema.default([]).describe('Files uploaded with POST /tenant-applications/public/{token}/files; optional'),
  })
  .strict();

/** POST /tenant-applications/public/{token}: the whole wizard (Summary is this payload plus consent). */
export const submitApplicationInputSchema = z
  .object({
    basicInfo: applicationBasicInfoSchema,
    coSigners: z.array(coSignerSchema).max(3).default([]),
    terms: applicationTermsSchema,
    address: applicationAddressSchema,
    financial: applicationFinancialSchema,
    additionalInfo: applicationAdditionalInfoSchema,
    consent: z.literal(true, { message: 'Confirm the information is true and allow the landlord to check it' }),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.basicInfo.hasCoSigners && value.coSigners.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['coSigners'], message: 'Add at least one co-signer' });
    }
    if (!value.basicInfo.hasCoSigners && value.coSigners.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['coSigners'], message: 'Co-signers were given but co-signers is set to no' });
    }
  });
export type SubmitApplicationInput = z.input<typeof submitApplicationInputSchema>;
export type SubmitApplicationParsed = z.output<typeof submitApplicationInputSchema>;

/** POST /tenant-applications/links: a link for one property; e-mailed when `email` is given. */
export const createApplicationLinkInputSchema = z
  .object({
    propertyId: uuidSchema,
    email: emailSchema.optional().describe('Send the link to this applicant'),
    fullName: text(120).optional(),
    message: text(1000).optional(),
    expiresInDays: z.number().int().min(1).max(60).default(14),
  })
  .strict();
export type CreateApplicationLinkInput = z.input<typeof createApplicationLinkInputSchema>;

export const applicationLinkSchema = z.object({
  id: uuidSchema,
  propertyId: uuidSchema,
  url: z.string().describe('The wizard link; shown only once, the token is stored hashed'),
  token: z.string(),
  email: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  message: z.string(),
});
export type ApplicationLink = z.infer<typeof applicationLinkSchema>;

/** GET /tenant-applications/public/{token}: what the applicant sees of the property. */
export const publicApplicationContextSchema = z.object({
  property: z.object({
    nickname: z.string(),
    buildingName: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    country: z.string().nullable(),
  }),
  landlordName: z.string(),
  applicantEmail: z.string().nullable(),
  expiresAt: z.string(),
});
export type PublicApplicationContext = z.infer<typeof publicApplicationContextSchema>;

export const submitApplicationResponseSchema = z.object({ id: uuidSchema, message: z.string() });

export const tenantApplicationSchema = z.object({
  id: uuidSchema,
  propertyId: uuidSchema,
  property: propertyRefSchema,
  status: z.enum(applicationStatuses),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  basicInfo: applicationBasicInfoSchema,
  coSigners: z.array(coSignerSchema),
  terms: applicationTermsSchema,
  address: applicationAddressSchema,
  financial: applicationFinancialSchema,
  additionalInfo: applicationAdditionalInfoSchema,
  attachments: z.array(fileSchema),
  tenantId: uuidSchema.nullable().describe('The tenant created on approval'),
  declineReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TenantApplication = z.infer<typeof tenantApplicationSchema>;

export const listApplicationsQuerySchema = pageQuerySchema.extend({
  sortBy: z.enum(tenantSortOptions).default('newest'),
  status: z.enum(applicationStatuses).optional(),
  propertyId: uuidSchema.optional(),
});
export type ListApplicationsQuery = z.input<typeof listApplicationsQuerySchema>;

export const applicationListResponseSchema = z.object({
  results: z.array(tenantApplicationSchema),
  pagination: paginationSchema,
  meta: z.object({}),
});
export type ApplicationListResponse = z.infer<typeof applicationListResponseSchema>;

export const declineApplicationInputSchema = z.object({ reason: text(1000).optional() }).strict();
export const approveApplicationResponseSchema = z.object({ application: tenantApplicationSchema, tenant: tenantSchema });
export type ApproveApplicationResponse = z.infer<typeof approveApplicationResponseSchema>;
