/**
 * Work-order contracts (spec points 3, 4, 7 "Work orders", 8): the project form, the list, sharing by
 * token, assignees, requests for quotes, providers' quotes compared side by side, acceptance,
 * completion with an invoice, the landlord's confirmation with a rating, and suggested contractors.
 */
import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from '../common/pagination.ts';
import { moneySchema } from '../common/money.ts';
import { singleLineTextSchema, textSchema } from '../common/text.ts';
import { refineDateRangeSpan } from '../common/date-range.ts';
import { recordSortOptions } from '../common/list.rules.ts';
import { emailSchema } from '../auth/auth.schema.ts';
import { fileSchema } from '../files/file.schema.ts';
import { dateOnlySchema, fileIdsSchema, uuidSchema } from '../leasing/leasing.common.ts';
import { quoteLineItemSchema } from '../quotes/quote.schema.ts';
import { quoteStatuses } from '../quotes/quote.enums.ts';
import { MAX_ATTACHMENT_VIDEOS } from '../files/file.rules.ts';
import {
  DEFAULT_WORK_ORDER_STATUS_FILTER,
  MAX_SUGGESTED_CONTRACTORS,
  workOrderAssigneeKinds,
  workOrderCategories,
  workOrderPriorities,
  workOrderSourceKinds,
  workOrderStatusFilters,
  workOrderStatuses,
  workOrderTimings,
} from './work-order.enums.ts';

const instant = z.string().describe('ISO 8601 instant');
const dollars = z.number().describe('Dollars (decimal, at most two places)');

export const workOrderSourceSchema = z.object({ kind: z.enum(workOrderSourceKinds), id: uuidSchema }).strict();
export type WorkOrderSource = z.infer<typeof workOrderSourceSchema>;

/** Spec point 3 project form `dateRange`: when the work should happen (both ends, at most 2 years). */
export const workOrderDateRangeSchema = z
  .object({ startDate: dateOnlySchema, endDate: dateOnlySchema })
  .strict()
  .superRefine(refineDateRangeSpan('events'));

const formFields = {
  name: singleLineTextSchema(120, 1).describe('Project name'),
  category: z.enum(workOrderCategories),
  description: textSchema(4000).default(''),
  attachments: fileIdsSchema.default([]).describe('Photo and document file ids (spec point 5: at most 10 files, 2 videos)'),
  videos: z.array(uuidSchema).max(MAX_ATTACHMENT_VIDEOS, `At most ${MAX_ATTACHMENT_VIDEOS} videos`).default([]),
  documents: fileIdsSchema.default([]),
  property: uuidSchema.describe('The property (a building or a house)'),
  unit: uuidSchema.nullable().optional().describe('A unit of the property'),
  room: uuidSchema.nullable().optional().describe('A room of the unit, or of the property'),
  dateRange: workOrderDateRangeSchema.nullable().optional(),
  priority: z.enum(workOrderPriorities).default('medium'),
  timing: z.enum(workOrderTimings).default('asSoonAsPossible'),
};

/** POST /work-orders: the project form, optionally from a tenant request or a property service. */
export const createWorkOrderInputSchema = z
  .object({ ...formFields, source: workOrderSourceSchema.optional().describe('Copies its description and attachments; linked both ways') })
  .strict();
export type CreateWorkOrderInput = z.input<typeof createWorkOrderInputSchema>;

/** PATCH /work-orders/{id}: any form field (an empty body is a 422). */
export const updateWorkOrderInputSchema = z
  .object({
    name: formFields.name,
    category: formFields.category,
    description: textSchema(4000),
    attachments: fileIdsSchema,
    videos: formFields.videos,
    documents: fileIdsSchema,
    unit: formFields.unit,
    room: formFields.room,
    dateRange: formFields.dateRange,
    priority: z.enum(workOrderPriorities),
    timing: z.enum(workOrderTimings),
  })
  .partial()
  .strict();
export type UpdateWorkOrderInput = z.input<typeof updateWorkOrderInputSchema>;

const refSchema = z.object({ id: uuidSchema, name: z.string() });

export const workOrderAssigneeSchema = z.object({
  id: uuidSchema,
  kind: z.enum(workOrderAssigneeKinds),
  name: z.string(),
  email: z.string().nullable(),
  contactId: uuidSchema.nullable(),
  userId: uuidSchema.nullable(),
});
export type WorkOrderAssignee = z.infer<typeof workOrderAssigneeSchema>;

export const workOrderQuoteRequestSchema = z.object({
  providerId: uuidSchema,
  providerName: z.string(),
  requestedAt: instant,
  quoteId: uuidSchema.nullable(),
});

export const workOrderSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  category: z.enum(workOrderCategories),
  description: z.string(),
  priority: z.enum(workOrderPriorities),
  timing: z.enum(workOrderTimings),
  status: z.enum(workOrderStatuses),
  property: refSchema,
  unit: refSchema.nullable(),
  room: refSchema.nullable(),
  dateRange: z.object({ startDate: z.string(), endDate: z.string() }).nullable(),
  attachments: z.array(fileSchema),
  videos: z.array(fileSchema),
  documents: z.array(fileSchema),
  source: workOrderSourceSchema.nullable(),
  landlordName: z.string(),
  assignees: z.array(workOrderAssigneeSchema),
  quoteRequests: z.array(workOrderQuoteRequestSchema).describe("Providers asked for a quote (the landlord's view; a provider sees only their own)"),
  acceptedQuoteId: uuidSchema.nullable(),
  provider: refSchema.nullable().describe('The service provider doing the work (accepted quote)'),
  invoice: fileSchema.nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceAmount: dollars.nullable(),
  rating: z.number().int().nullable(),
  ratingComment: z.string().nullable(),
  transactionId: uuidSchema.nullable().describe('The Bill posted on the property when the landlord confirmed completion'),
  completedAt: instant.nullable(),
  closedAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type WorkOrder = z.infer<typeof workOrderSchema>;

/** A row of the list. */
export const workOrderSummarySchema = workOrderSchema.pick({
  id: true,
  name: true,
  category: true,
  priority: true,
  status: true,
  property: true,
  unit: true,
  createdAt: true,
  updatedAt: true,
}).extend({ quotesCount: z.number().int(), thumbnailUrl: z.string().nullable() });
export type WorkOrderSummary = z.infer<typeof workOrderSummarySchema>;

/** GET /work-orders (spec point 4: default filter active, newest first). */
export const listWorkOrdersQuerySchema = pageQuerySchema.extend({
  sortBy: z.enum(recordSortOptions).default('newest'),
  status: z.enum(workOrderStatusFilters).default(DEFAULT_WORK_ORDER_STATUS_FILTER),
  propertyId: uuidSchema.optional(),
});
export type ListWorkOrdersQuery = z.input<typeof listWorkOrdersQuerySchema>;

export const workOrderListResponseSchema = z.object({
  results: z.array(workOrderSummarySchema),
  pagination: paginationSchema,
  meta: z.object({ hasWorkOrders: z.boolean().describe('The account has at least one work order, whatever the filters') }),
});
export type WorkOrderListResponse = z.infer<typeof workOrderListResponseSchema>;

export const workOrderIdParamsSchema = z.object({ id: uuidSchema });
export const workOrderTokenParamsSchema = z.object({ token: z.string().min(20).max(100) });

/** PATCH /work-orders/share/{id}: e-mails a link (valid WORK_ORDER_SHARE_TTL_DAYS days). */
export const shareWorkOrderInputSchema = z.object({ email: emailSchema }).strict();

/** GET /work-orders/get-by-token/{token}: only that work order, without an account. */
export const sharedWorkOrderResponseSchema = z.object({
  workOrder: workOrderSchema.pick({
    id: true,
    name: true,
    category: true,
    description: true,
    priority: true,
    timing: true,
    status: true,
    dateRange: true,
    attachments: true,
    videos: true,
    documents: true,
    landlordName: true,
    createdAt: true,
  }).extend({ address: z.string().describe('Street and city of the property') }),
  expiresAt: instant,
});
export type SharedWorkOrderResponse = z.infer<typeof sharedWorkOrderResponseSchema>;

/** PATCH /work-orders/add-assignee/{id}: one of the landlord's contacts, or a Lintel user (provider). */
export const addAssigneeInputSchema = z.union([
  z.object({ contactId: uuidSchema }).strict(),
  z.object({ userId: uuidSchema }).strict(),
]);
export type AddAssigneeInput = z.infer<typeof addAssigneeInputSchema>;

/** PATCH /work-orders/request-quote/{id}: the service providers asked (user ids, role serviceProvider). */
export const requestQuoteInputSchema = z.object({ providerIds: z.array(uuidSchema).min(1, 'Choose at least one provider').max(20) }).strict();
export type RequestQuoteInput = z.infer<typeof requestQuoteInputSchema>;

const rateSchema = z
  .number()
  .min(0)
  .max(100)
  .refine((value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6, 'At most three decimal places');

/** POST /work-order-quotes: a provider answers a request for quote (sent at once: Waiting Response). */
export const createWorkOrderQuoteInputSchema = z
  .object({
    workOrderId: uuidSchema,
    lineItems: z.array(quoteLineItemSchema).min(1, 'Add at least one line item').max(50),
    rate: rateSchema.default(0).describe('Tax rate in percent, added on top'),
    earliestStart: dateOnlySchema.describe('The earliest day the work can start'),
    memo: textSchema(4000).default(''),
  })
  .strict();
export type CreateWorkOrderQuoteInput = z.input<typeof createWorkOrderQuoteInputSchema>;

export const workOrderQuoteSchema = z.object({
  id: uuidSchema,
  workOrderId: uuidSchema,
  provider: z.object({ id: uuidSchema, name: z.string(), rating: z.number().nullable(), ratingCount: z.number().int() }),
  status: z.enum(quoteStatuses),
  declined: z.boolean().describe('Another quote was accepted (the quote was archived from Waiting Response)'),
  lineItems: z.array(quoteLineItemSchema),
  amount: dollars.describe('Before tax'),
  rate: z.number(),
  taxAmount: dollars,
  total: dollars,
  earliestStart: z.string(),
  memo: z.string(),
  createdAt: instant,
  acceptedAt: instant.nullable(),
});
export type WorkOrderQuote = z.infer<typeof workOrderQuoteSchema>;
export const workOrderQuotesResponseSchema = z.object({ quotes: z.array(workOrderQuoteSchema) });
export type WorkOrderQuotesResponse = z.infer<typeof workOrderQuotesResponseSchema>;

/** POST /work-orders/{id}/accept-quote. */
export const acceptWorkOrderQuoteInputSchema = z.object({ quoteId: uuidSchema }).strict();

/** POST /work-orders/{id}/complete: the provider marks the work done with an invoice file. */
export const completeWorkOrderInputSchema = z
  .object({
    invoiceFileId: uuidSchema,
    invoiceNumber: singleLineTextSchema(60).optional(),
    amount: moneySchema.optional().describe('The invoice total; the accepted quote total when left out'),
    note: textSchema(2000).optional(),
  })
  .strict();
export type CompleteWorkOrderInput = z.input<typeof completeWorkOrderInputSchema>;

/** POST /work-orders/{id}/confirm: the landlord confirms completion and rates the provider. */
export const confirmWorkOrderInputSchema = z
  .object({ rating: z.number().int().min(1).max(5), comment: textSchema(2000).optional() })
  .strict();
export type ConfirmWorkOrderInput = z.input<typeof confirmWorkOrderInputSchema>;

/** GET /work-order-inbox: a provider's requests for quotes and assigned work. */
export const workOrderInboxItemSchema = z.object({
  workOrder: workOrderSchema,
  reason: z.enum(['quoteRequested', 'assigned']),
  myQuote: workOrderQuoteSchema.nullable(),
});
export type WorkOrderInboxItem = z.infer<typeof workOrderInboxItemSchema>;
export const workOrderInboxResponseSchema = z.object({
  results: z.array(workOrderInboxItemSchema),
  pagination: paginationSchema,
  meta: z.object({}),
});
export type WorkOrderInboxResponse = z.infer<typeof workOrderInboxResponseSchema>;
export const workOrderInboxQuerySchema = pageQuerySchema.pick({ page: true, pageSize: true });

/** GET /work-orders/generate-contractors/{id}: ranked candidates, each with its reasons. */
export const suggestedContractorSchema = z.object({
  id: z.string().describe('providerId for a Lintel provider, contactId for a contact only'),
  kind: z.enum(['provider', 'contact']),
  providerId: uuidSchema.nullable().describe('Set when a quote can be requested on Lintel'),
  contactId: uuidSchema.nullable(),
  name: z.string(),
  trades: z.array(z.string()),
  rating: z.number().nullable(),
  pastJobs: z.number().int(),
  score: z.number().int().describe('0–100 by the local rules (rankContractors); shown as `headline`, not as a number'),
  headline: z.string().describe('The score as a reason, e.g. "Does windows & doors · 4.8★ · 3 jobs with you" (contractorHeadline)'),
  email: z.string().nullable().describe("A contact-only entry's e-mail (the landlord's own contact), to ask them outside Lintel; null for providers"),
  reasons: z.array(z.string()),
});
export type SuggestedContractor = z.infer<typeof suggestedContractorSchema>;
export const suggestedContractorsResponseSchema = z.object({
  source: z.enum(['local', 'ai']).describe('Which engine ranked and explained: the local rules, or the AI provider'),
  contractors: z.array(suggestedContractorSchema).max(MAX_SUGGESTED_CONTRACTORS),
});
export type SuggestedContractorsResponse = z.infer<typeof suggestedContractorsResponseSchema>;

export const workOrderMessageResponseSchema = z.object({ message: z.string() });
