/** Tenants contract (spec points 3, 5, 7 "Tenants"): the add-or-edit tenant and tenant details modals, the table. */
import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from '../common/pagination.ts';
import { fileSchema } from '../files/file.schema.ts';
import { leaseStatuses, tenantSortOptions } from './leasing.enums.ts';
import { dateOnlySchema, tenantInputSchema, uuidSchema } from './leasing.common.ts';

/** POST /tenants. */
export const createTenantInputSchema = tenantInputSchema;
export type CreateTenantInput = z.input<typeof createTenantInputSchema>;

/** PUT /tenants/{id}: any field; `imageId: null` removes the photo. */
export const updateTenantInputSchema = tenantInputSchema.partial().strict();
export type UpdateTenantInput = z.input<typeof updateTenantInputSchema>;

export const tenantSchema = z.object({
  id: uuidSchema,
  fullName: z.string(),
  email: z.string().nullable(),
  phoneNumbers: z.array(z.string()),
  dateOfBirth: dateOnlySchema.nullable(),
  imageId: uuidSchema.nullable(),
  image: fileSchema.nullable(),
  attachementIds: z.array(uuidSchema),
  attachments: z.array(fileSchema),
  licenseId: z.string().nullable(),
  hasAccount: z.boolean().describe('The tenant signed up (through invite-user) and can see and sign their lease'),
  currentLease: z
    .object({
      id: uuidSchema,
      propertyId: uuidSchema,
      propertyName: z.string(),
      status: z.enum(leaseStatuses),
      startDate: dateOnlySchema,
      endDate: dateOnlySchema.nullable(),
    })
    .nullable()
    .describe('The newest lease that is pending signature or active'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tenant = z.infer<typeof tenantSchema>;

export const listTenantsQuerySchema = pageQuerySchema.extend({
  sortBy: z.enum(tenantSortOptions).default('newest'),
});
export type ListTenantsQuery = z.input<typeof listTenantsQuerySchema>;

export const tenantListResponseSchema = z.object({
  results: z.array(tenantSchema),
  pagination: paginationSchema,
  meta: z.object({}),
});
export type TenantListResponse = z.infer<typeof tenantListResponseSchema>;
