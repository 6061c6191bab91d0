/** Tenant requests, the request portal and property services: the HTTP contract (spec point 7). */
import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from '../common/pagination.ts';
import { singleLineTextSchema, textSchema } from '../common/text.ts';
import { moneySchema } from '../common/money.ts';
import { phoneNumberInputSchema } from '../common/phone.ts';
import { emailSchema } from '../auth/auth.schema.ts';
import { fileSchema } from '../files/file.schema.ts';
import { dateOnlySchema, uuidSchema } from '../leasing/leasing.common.ts';
import { MAX_ATTACHMENT_FILES, MAX_ATTACHMENT_VIDEOS } from '../files/file.rules.ts';
import {
  categoryDataTypes,
  dueDatePresets,
  requestActions,
  requestStatuses,
  requestStatusFilters,
  requestUrgencies,
  serviceAssignments,
  serviceDateModes,
  serviceStatuses,
} from './maintenance.enums.ts';

const categoryId = z.number().int().positive().max(100_000);
const namedId = z.object({ id: z.number().int(), name: z.string() });
const imageIds = z.array(uuidSchema).max(MAX_ATTACHMENT_FILES);
const videoIds = z.array(uuidSchema).max(MAX_ATTACHMENT_VIDEOS, `At most ${MAX_ATTACHMENT_VIDEOS} videos can be attached`);

// ---------- Tenant requests ----------

const requestFields = {
  categoryId,
  subCategoryId: categoryId.nullable().optional(),
  description: textSchema(4000, 1),
  urgency: z.enum(requestUrgencies),
  attachmentIds: imageIds.default([]).describe('Photos (image file ids from POST /files)'),
  videoIds: videoIds.default([]).describe('Videos (video file ids); together with photos at most 10 files'),
};

/** POST /tenant-requests: a tenant of an active lease, on the lease's unit or property. */
export const createTenantRequestInputSchema = z.object({ propertyId: uuidSchema, ...requestFields }).strict();
export type CreateTenantRequestInput = z.input<typeof createTenantRequestInputSchema>;

export const tenantRequestActionParamsSchema = z.object({ action: z.enum(requestActions), id: uuidSchema });

/**
 * PUT /tenant-requests/{action}/{id}: `reason` (required for reject, shown to the tenant); for `edit`
 * the fields to change (at least one).
 */
export const tenantRequestActionInputSchema = z
  .object({
    reason: textSchema(2000, 1).optional(),
    categoryId: requestFields.categoryId.optional(),
    subCategoryId: requestFields.subCategoryId,
    description: requestFields.description.optional(),
    urgency: requestFields.urgency.optional(),
    attachmentIds: imageIds.optional(),
    videoIds: videoIds.optional(),
  })
  .strict();
export type TenantRequestActionInput = z.input<typeof tenantRequestActionInputSchema>;

export const listTenantRequestsQuerySchema = pageQuerySchema.extend({
  status: z.enum(requestStatusFilters).default('all'),
  propertyId: uuidSchema.optional(),
});
export type ListTenantRequestsQuery = z.input<typeof listTenantRequestsQuerySchema>;

export const portalContactSchema = z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() });

export const tenantRequestSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(requestStatuses),
  category: namedId,
  subCategory: namedId.nullable(),
  description: z.string(),
  urgency: z.enum(requestUrgencies),
  propertyId: z.string().uuid().describe('The property or unit the request is about'),
  propertyName: z.string(),
  buildingId: z.string().uuid().describe('The top-level property (the unit’s building, or the property itself)'),
  attachments: z.array(fileSchema),
  videos: z.array(fileSchema),
  fromPortal: z.boolean().describe('Filed through the property’s request portal without an account'),
  contact: portalContactSchema.nullable().describe('Who filed it through the portal'),
  requestedBy: z.object({ userId: z.string().uuid(), fullName: z.string() }).nullable(),
  rejectionReason: z.string().nullable(),
  workOrderId: z.string().uuid().nullable().describe('The work order made from this request'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TenantRequest = z.infer<typeof tenantRequestSchema>;

export const tenantRequestListResponseSchema = z.object({
  results: z.array(tenantRequestSchema),
  pagination: paginationSchema,
  meta: z.object({ status: z.enum(requestStatusFilters), propertyId: z.string().uuid().nullable() }),
});
export type TenantRequestListResponse = z.infer<typeof tenantRequestListResponseSchema>;

/** POST /tenant-request-options: without categoryId the categories, with one its sub-categories. */
export const tenantRequestOptionsInputSchema = z.object({ categoryId: categoryId.optional() }).strict();
export const tenantRequestOptionsResponseSchema = z.object({
  options: z.array(namedId),
  urgencies: z.array(z.enum(requestUrgencies)),
  properties: z.array(z.object({ id: z.string().uuid(), name: z.string() })).describe('For a tenant: the properties of their active leases'),
});
export type TenantRequestOptions = z.infer<typeof tenantRequestOptionsResponseSchema>;

// ---------- Request portal ----------

export const portalPropertyParamsSchema = z.object({ id: uuidSchema });
export const portalTokenParamsSchema = z.object({ token: z.string().min(20).max(100) });

/** The landlord's view of a property's portal link; `token` only right after it was made (stored hashed). */
export const portalLinkSchema = z.object({
  propertyId: z.string().uuid(),
  enabled: z.boolean(),
  token: z.string().nullable().describe('Shown when the link was created or rotated; otherwise null (only its hash is kept)'),
  url: z.string().nullable(),
  qrSvg: z.string().nullable().describe('A printable QR code of the url (SVG)'),
  createdAt: z.string().nullable(),
});
export type PortalLink = z.infer<typeof portalLinkSchema>;

export const portalLinkUpdateInputSchema = z.object({ enabled: z.boolean() }).strict();

/** GET /request-portal/{token}: what the visitor sees. */
export const publicPortalSchema = z.object({
  propertyLabel: z.string(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), children: z.array(namedId) })),
  urgencies: z.array(z.enum(requestUrgencies)),
});
export type PublicPortal = z.infer<typeof publicPortalSchema>;

/** POST /request-portal/{token}/requests: a request from anyone holding the link. */
export const portalRequestInputSchema = z
  .object({
    contactName: singleLineTextSchema(120, 1),
    contactEmail: emailSchema.optional(),
    contactPhone: phoneNumberInputSchema.optional(),
    ...requestFields,
    attachmentIds: imageIds.default([]).describe('Photos uploaded with POST /request-portal/{token}/files'),
    videoIds: videoIds.default([]).describe('Videos uploaded with POST /request-portal/{token}/files'),
  })
  .strict()
  .refine((value) => value.contactEmail !== undefined || value.contactPhone !== undefined, {
    path: ['contactEmail'],
    message: 'Give an e-mail address or a phone number so the landlord can reach you',
  });
export type PortalRequestInput = z.input<typeof portalRequestInputSchema>;
export const portalRequestResponseSchema = z.object({ id: z.string().uuid(), message: z.string() });

// ---------- Property services ----------

export const serviceCategoriesQuerySchema = z.object({ dataType: z.enum(categoryDataTypes).default('service') });
export const serviceCategoriesResponseSchema = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), children: z.array(namedId) })),
});
export type ServiceCategoriesResponse = z.infer<typeof serviceCategoriesResponseSchema>;

const serviceContactSchema = z.object({
  name: singleLineTextSchema(120, 1),
  email: emailSchema.nullable().optional(),
  phone: phoneNumberInputSchema.nullable().optional(),
});

const serviceFields = z.object({
  name: singleLineTextSchema(160, 1),
  propertyId: uuidSchema,
  categoryId: categoryId.nullable().optional(),
  subCategoryId: categoryId.nullable().optional(),
  description: textSchema(4000).nullable().optional(),
  status: z.enum(serviceStatuses).optional(),
  assignment: z.enum(serviceAssignments).optional().describe('Default contractors (spec point 9)'),
  dateMode: z.enum(serviceDateModes).optional(),
  dueDatePreset: z.enum(dueDatePresets).nullable().optional().describe('Default As Soon As Possible'),
  dueDate: dateOnlySchema.nullable().optional(),
  startDate: dateOnlySchema.nullable().optional(),
  endDate: dateOnlySchema.nullable().optional(),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM').nullable().optional(),
  contact: serviceContactSchema.nullable().optional().describe('Required when a contractor or vendor is assigned'),
  requestData: textSchema(4000).nullable().optional(),
  totalAmount: moneySchema.nullable().optional(),
  deposit: moneySchema.nullable().optional(),
  invoiceAttachmentIds: z.array(uuidSchema).max(MAX_ATTACHMENT_FILES).optional(),
  completionDate: dateOnlySchema.nullable().optional().describe('Default yesterday (spec point 9)'),
  tenantRequestId: uuidSchema.nullable().optional().describe('The tenant request this task is linked to (link task)'),
});

function checkServiceRange(value: { dateMode?: string | undefined; startDate?: string | null | undefined; endDate?: string | null | undefined }, ctx: z.RefinementCtx) {
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date is before the start date' });
  }
  if (value.dateMode === 'dateRange' && (!value.startDate || !value.endDate)) {
    ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'Pick a start and an end date' });
  }
}

export const createServiceInputSchema = serviceFields.strict().superRefine(checkServiceRange);
export type CreateServiceInput = z.input<typeof createServiceInputSchema>;
export const updateServiceInputSchema = serviceFields.partial().strict().superRefine(checkServiceRange);
export type UpdateServiceInput = z.input<typeof updateServiceInputSchema>;

export const listServicesQuerySchema = pageQuerySchema.extend({
  status: z.enum(serviceStatuses).optional(),
  propertyId: uuidSchema.optional(),
});
export type ListServicesQuery = z.input<typeof listServicesQuerySchema>;

export const propertyServiceSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  propertyId: z.string().uuid(),
  propertyName: z.string(),
  category: namedId.nullable(),
  subCategory: namedId.nullable(),
  description: z.string().nullable(),
  status: z.enum(serviceStatuses),
  assignment: z.enum(serviceAssignments),
  isContractorOrVendor: z.boolean(),
  dateMode: z.enum(serviceDateModes),
  dueDatePreset: z.enum(dueDatePresets).nullable(),
  dueDate: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  time: z.string().nullable(),
  contact: portalContactSchema.nullable(),
  requestData: z.string().nullable(),
  totalAmount: z.number().nullable(),
  deposit: z.number().nullable(),
  invoiceAttachments: z.array(fileSchema),
  completionDate: z.string().nullable(),
  tenantRequestId: z.string().uuid().nullable(),
  workOrderId: z.string().uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PropertyService = z.infer<typeof propertyServiceSchema>;

export const serviceListResponseSchema = z.object({
  results: z.array(propertyServiceSchema),
  pagination: paginationSchema,
  meta: z.object({ status: z.enum(serviceStatuses).nullable(), propertyId: z.string().uuid().nullable() }),
});
export type ServiceListResponse = z.infer<typeof serviceListResponseSchema>;

/** GET /tenant-requests/open-summary: the landlord's open (in-review or ongoing) requests per top-level property. */
export const openRequestsSummarySchema = z.object({
  properties: z.array(
    z.object({
      propertyId: z.string().uuid(),
      propertyName: z.string(),
      open: z.number().int(),
      highestUrgency: z.enum(requestUrgencies),
    }),
  ),
});
export type OpenRequestsSummary = z.infer<typeof openRequestsSummarySchema>;
