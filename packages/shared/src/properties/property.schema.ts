/** Properties, units and rooms contract (spec points 3, 5 and 7 "Properties"). */
import { z } from 'zod';
import { singleLineTextSchema } from '../common/text.ts';
import { pageQuerySchema, paginationSchema, queryBooleanSchema } from '../common/pagination.ts';
import { moneySchema } from '../common/money.ts';
import { fileSchema } from '../files/file.schema.ts';
import { MAX_ATTACHMENT_FILES } from '../files/file.rules.ts';
import { MAX_UNITS_PER_REQUEST } from './property.rules.ts';
import {
  countries,
  propertySortOptions,
  propertySubTypes,
  propertyTypes,
  rentStatuses,
  roomNames,
} from './property.enums.ts';
import { leaseStatuses } from '../leasing/leasing.enums.ts';

const count = z.number().int().min(0).max(10_000);
const measure = z.number().nonnegative().max(100_000_000);

export const locationSchema = z
  .object({
    address: singleLineTextSchema(200).min(1, 'Address is required'),
    city: singleLineTextSchema(100).default(''),
    state: singleLineTextSchema(100).default(''),
    postalCode: singleLineTextSchema(20).default(''),
    country: z.enum(countries).default('USA'),
  })
  .strict();
export type PropertyLocation = z.infer<typeof locationSchema>;

export const roomsDetailsSchema = z.object({ bedroom: count, bathroom: count, den: count }).strict();
export const parkingSpacesSchema = z
  .object({ garageParking: count, carportParking: count, parkingLot: count })
  .strict();
/** Yearly amounts in dollars. */
export const taxesSchema = z.object({ propertyTax: moneySchema, insurance: moneySchema, hoaFee: moneySchema }).strict();
/** Square feet and feet. */
export const sizesSchema = z
  .object({
    sqFt: measure.nullable(),
    lotSqFt: measure.nullable(),
    landSizeWidth: measure.nullable(),
    landSizeLength: measure.nullable(),
    ceilingHeight: measure.nullable(),
  })
  .partial()
  .strict();

export const roomSchema = z.object({
  id: z.string().uuid(),
  propertyId: z.string().uuid(),
  name: z.enum(roomNames),
  nickname: z.string().nullable(),
  createdAt: z.string(),
});
export type Room = z.infer<typeof roomSchema>;

export const roomInputSchema = z
  .object({ name: z.enum(roomNames), nickname: singleLineTextSchema(80).nullable().optional() })
  .strict();
export type RoomInput = z.infer<typeof roomInputSchema>;

const propertyBaseInput = z.object({
  nickname: singleLineTextSchema(120).min(1, 'Nickname is required'),
  type: z.enum(propertyTypes),
  isStudio: z.boolean().default(false),
  location: locationSchema.optional().describe('Omitted for a unit (spec point 5)'),
  subType: z.enum(propertySubTypes).nullable().optional(),
  rentStatus: z.enum(rentStatuses).default('vacant'),
  unitsCount: count
    .optional()
    .describe(`Multi-family or apartment only: creates the missing units (at most ${MAX_UNITS_PER_REQUEST} a request) up to this count; never lowers it (spec point 5)`),
  floor: z.number().int().min(-5).max(300).nullable().optional(),
  storey: z.number().int().min(0).max(300).nullable().optional(),
  images: z.array(z.string().uuid()).max(MAX_ATTACHMENT_FILES).default([]).describe('File ids'),
  parkingSpaces: parkingSpacesSchema.optional(),
  taxes: taxesSchema.optional().describe('Omitted for a unit (spec point 5)'),
  roomsDetails: roomsDetailsSchema.nullable().optional().describe('Null for multiFamily or studio'),
  sizes: sizesSchema.optional(),
  amenityIds: z.array(z.number().int().positive()).max(100).optional(),
  parentId: z.string().uuid().optional().describe('The building a unit belongs to'),
});

/** POST /properties: a property, or a unit when type is 'unit' (then parentId is required). */
export const createPropertyInputSchema = propertyBaseInput.strict().superRefine((value, ctx) => {
  if (value.type === 'unit') {
    if (!value.parentId) ctx.addIssue({ code: 'custom', path: ['parentId'], message: 'A unit needs its property' });
    if (value.location) ctx.addIssue({ code: 'custom', path: ['location'], message: 'A unit has no location of its own' });
    if (value.taxes) ctx.addIssue({ code: 'custom', path: ['taxes'], message: 'A unit has no taxes of its own' });
  } else {
    if (value.parentId) ctx.addIssue({ code: 'custom', path: ['parentId'], message: 'Only a unit belongs to a property' });
    if (!value.location) ctx.addIssue({ code: 'custom', path: ['location'], message: 'Location is required' });
  }
});
export type CreatePropertyInput = z.input<typeof createPropertyInputSchema>;

/** PUT /properties/{id}: any field of the create payload except type and parent. */
export const updatePropertyInputSchema = propertyBaseInput
  .omit({ type: true, parentId: true })
  .partial()
  .strict();
export type UpdatePropertyInput = z.input<typeof updatePropertyInputSchema>;

export const archivePropertyInputSchema = z.object({ archived: z.boolean() }).strict();

export const propertySummarySchema = z.object({ id: z.string().uuid(), nickname: z.string(), type: z.enum(propertyTypes) });

/**
 * Spec point 3 `activeLease`: the lease that puts a tenant in this home or unit today (active within
 * its dates, or terminated on a later day). `rentAmount` is the monthly rent in dollars as on the lease.
 */
export const activeLeaseSummarySchema = z.object({
  id: z.string().uuid(),
  status: z.enum(leaseStatuses).describe('active, or terminated when it ends early on terminationDate'),
  startDate: z.string().describe('YYYY-MM-DD'),
  endDate: z.string().nullable().describe('YYYY-MM-DD; null for month to month'),
  terminationDate: z.string().nullable().describe('YYYY-MM-DD, the last day of a terminated lease'),
  rentAmount: z.number().describe('Rent per month, as on the lease'),
  tenants: z.array(z.object({ id: z.string().uuid(), fullName: z.string() })).describe('In lease order'),
});
export type ActiveLeaseSummary = z.infer<typeof activeLeaseSummarySchema>;

export const propertySchema = z.object({
  id: z.string().uuid(),
  nickname: z.string(),
  type: z.enum(propertyTypes),
  isStudio: z.boolean(),
  location: locationSchema.nullable(),
  subType: z.enum(propertySubTypes).nullable(),
  rentStatus: z.enum(rentStatuses),
  unitsCount: z.number().int().describe('The number of active units, derived from the units'),
  floor: z.number().int().nullable(),
  storey: z.number().int().nullable(),
  images: z.array(fileSchema),
  parent: propertySummarySchema.nullable(),
  roomsDetails: roomsDetailsSchema.nullable(),
  parkingSpaces: parkingSpacesSchema,
  taxes: taxesSchema.nullable(),
  sizes: sizesSchema,
  amenityIds: z.array(z.number().int()),
  archived: z.boolean(),
  activeLease: activeLeaseSummarySchema.nullable().describe('The lease in force today, from the leases module; null when none'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Property = z.infer<typeof propertySchema>;

export const propertyDetailsSchema = propertySchema.extend({
  units: z.array(propertySchema),
  rooms: z.array(roomSchema),
});
export type PropertyDetails = z.infer<typeof propertyDetailsSchema>;

export const listPropertiesQuerySchema = pageQuerySchema.extend({
  sortBy: z.enum(propertySortOptions).default('newest'),
  type: z.enum(propertyTypes).optional(),
  rentStatus: z.enum(rentStatuses).optional(),
  archived: queryBooleanSchema.default(false),
  parentId: z.string().uuid().optional().describe('List the units of this property'),
});
export type ListPropertiesQuery = z.input<typeof listPropertiesQuerySchema>;

/** Spec point 7: GET /properties answers data.results, data.pagination, data.meta.hasProperty. */
export const propertyListResponseSchema = z.object({
  data: z.object({
    results: z.array(propertySchema),
    pagination: paginationSchema,
    meta: z.object({ hasProperty: z.boolean().describe('The account has at least one property, archived or not') }),
  }),
});
export type PropertyListResponse = z.infer<typeof propertyListResponseSchema>;

export const propertyStatisticsSchema = z.object({
  total: z.number().int(),
  units: z.number().int(),
  archived: z.number().int(),
  byRentStatus: z.record(z.enum(rentStatuses), z.number().int()),
  occupancyRate: z.number().describe('Share of leased or owner-occupied homes, 0 to 1'),
  /** The Portfolio widget's bar per property (issue 22): the largest active properties first, at most 8. */
  occupancyByProperty: z
    .array(
      z.object({
        id: z.string().uuid(),
        name: z.string(),
        homes: z.number().int().describe('Units of a building, or 1 for a single home'),
        occupied: z.number().describe('Leased or owner-occupied homes (a partly leased home without units counts half)'),
      }),
    )
    .max(8),
});
export type PropertyStatistics = z.infer<typeof propertyStatisticsSchema>;

export const propertyIdParamsSchema = z.object({ id: z.string().uuid() });
export const roomParamsSchema = z.object({ id: z.string().uuid(), roomId: z.string().uuid() });

export const amenitySchema = z.object({ id: z.number().int(), name: z.string(), entity: z.string() });
export const amenitiesQuerySchema = z.object({ entity: z.enum(['property']).default('property') });
export const amenitiesResponseSchema = z.object({ amenities: z.array(amenitySchema) });
export type Amenity = z.infer<typeof amenitySchema>;
