/**
 * Quote contracts (spec points 3, 4, 7 "Quotes"): a requester's quote request for saved project
 * models with the checkout details, the open requests service providers receive, quotes with their
 * statuses, row actions and PDF, the list (`page` from 0, `size`) and the statistics.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, paginationSchema } from '../common/pagination.ts';
import { moneySchema } from '../common/money.ts';
import { singleLineTextSchema } from '../common/text.ts';
import { DATE_RANGE_MAX_YEARS, isWithinSpan } from '../common/date-range.ts';
import { projectTypeKeys } from '../configurator/configurator.enums.ts';
import { dateOnlySchema } from '../leasing/leasing.common.ts';
import { fileSchema } from '../files/file.schema.ts';
import {
  DEFAULT_QUOTE_STATISTICS_RANGE,
  quoteRequestStatuses,
  quoteStatisticsRanges,
  quoteStatuses,
  statisticTrends,
} from './quote.enums.ts';

const uuid = z.string().uuid();
const instant = z.string().describe('ISO 8601 instant');
const dollars = z.number().describe('Dollars (decimal, at most two places)');

// ---- Quote requests ------------------------------------------------------------------------------

export const availabilityRangeSchema = z
  .object({ start: dateOnlySchema, end: dateOnlySchema })
  .refine((range) => range.start <= range.end, { path: ['end'], message: 'The end is before the start' })
  .refine((range) => range.end < range.start || isWithinSpan(range.start, range.end, DATE_RANGE_MAX_YEARS.events), {
    path: ['end'],
    message: `A date range covers at most ${DATE_RANGE_MAX_YEARS.events} years`,
  });

export const quoteRequestLocationSchema = z.object({
  houseId: uuid.nullable().describe("One of the requester's properties, or null"),
  address: singleLineTextSchema(300).describe('Installation address'),
});

/** POST /quote-requests: the checkout of spec point 4 for saved project models. */
export const createQuoteRequestInputSchema = z
  .object({
    projectModelIds: z.array(uuid).min(1, 'Choose at least one project model').max(50),
    dateRanges: z.array(availabilityRangeSchema).min(1, 'Give at least one date range').max(5),
    location: quoteRequestLocationSchema.refine((location) => location.houseId !== null || location.address !== '', {
      path: ['address'],
      message: 'Give the installation address',
    }),
    parkingInfo: z.string().trim().min(1, 'Say where the installers can park').max(2000),
    replaceExisting: z
      .partialRecord(z.enum(projectTypeKeys), z.boolean())
      .describe('Per project type among the models: replace an existing one (true) or a new opening (false)'),
    note: z.string().trim().max(2000).default(''),
  })
  .strict();
export type CreateQuoteRequestInput = z.input<typeof createQuoteRequestInputSchema>;

/** A project model as a quote request shows it: enough to price it without the configurator. */
export const quoteRequestModelSchema = z.object({
  id: uuid,
  name: z.string(),
  projectType: z.enum(projectTypeKeys),
  width: z.number().nullable().describe('Inches'),
  height: z.number().nullable().describe('Inches'),
  choices: z.array(z.object({ question: z.string(), answer: z.string() })).describe('The answers, in step order'),
  room: z.string().nullable(),
  floor: z.string().nullable(),
  note: z.string().describe("The homeowner's notes on the opening (cart note and room note), one per line"),
  addons: z.array(z.object({ name: z.string(), price: dollars })).describe('Chosen add-ons by name with their price, included in priceEstimate (issue 21 item 3)'),
  photos: z.array(fileSchema).describe("The homeowner's photos and videos of the opening, with signed URLs"),
  priceEstimate: dollars.describe('The configurator estimate'),
});
export type QuoteRequestModel = z.infer<typeof quoteRequestModelSchema>;

const quoteRequestBaseSchema = z.object({
  id: uuid,
  status: z.enum(quoteRequestStatuses),
  requesterName: z.string(),
  projectTypes: z.array(z.enum(projectTypeKeys)),
  models: z.array(quoteRequestModelSchema),
  dateRanges: z.array(z.object({ start: z.string(), end: z.string() })),
  location: z.object({
    houseId: uuid.nullable(),
    address: z.string(),
    area: z.string().describe('City, state and ZIP of the address, without the street (issue 30 item 10)'),
  }),
  parkingInfo: z.string(),
  replaceExisting: z.partialRecord(z.enum(projectTypeKeys), z.boolean()),
  note: z.string(),
  kickOff: z
    .object({
      startDate: dateOnlySchema.describe('Proposed by the provider whose quote was accepted'),
      proposedAt: instant,
      confirmedAt: instant.nullable().describe('When the requester confirmed the start date'),
      completedAt: instant.nullable().describe('When the requester marked the job completed'),
    })
    .nullable()
    .describe('Null until the accepted provider kicks the job off'),
  createdAt: instant,
});

// ---- Quotes --------------------------------------------------------------------------------------

export const quoteLineItemSchema = z.object({
  description: z.string().trim().min(1, 'Describe the item').max(300),
  quantity: z.number().int().min(1).max(10_000),
  unitPrice: moneySchema.describe('Dollars per unit'),
});
export type QuoteLineItem = z.infer<typeof quoteLineItemSchema>;

const rateSchema = z
  .number()
  .min(0)
  .max(100)
  .refine((value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6, 'At most three decimal places')
  .describe('Tax rate in percent, added to the amount (spec point 3 Quote.rate)');

export const quoteSchema = z.object({
  id: uuid,
  requestId: uuid.describe("The quote request it answers; for a work-order quote, the work order's id"),
  workOrder: z
    .object({ id: uuid, name: z.string() })
    .nullable()
    .describe('Set when the quote answers a landlord\'s work order (issue 21 item 14): it is sent on submission and Converted once accepted; only Archive, Restore and Export apply to it here'),
  status: z.enum(quoteStatuses),
  amount: dollars.describe('Before tax: the line items sum when there are any'),
  rate: z.number().describe('Tax rate, percent'),
  taxRateId: z.number().int().nullable().describe('The chosen tax rate, when picked from GET /tax-rates'),
  taxAmount: dollars,
  total: dollars,
  memo: z.string(),
  lineItems: z.array(quoteLineItemSchema),
  providerName: z.string().describe('Company name, else the full name'),
  requesterName: z.string(),
  projectTypes: z.array(z.enum(projectTypeKeys)),
  modelsCount: z.number().int(),
  address: z.string().describe('The installation address; for a provider, its area (city, state, ZIP) until their quote is accepted'),
  sentAt: instant.nullable(),
  followedUpAt: instant.nullable(),
  followUpCount: z.number().int(),
  acceptedAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type Quote = z.infer<typeof quoteSchema>;

/** A quote as its requester sees it (sent quotes only). */
export const receivedQuoteSchema = quoteSchema.pick({
  id: true,
  status: true,
  amount: true,
  rate: true,
  taxAmount: true,
  total: true,
  memo: true,
  lineItems: true,
  providerName: true,
  sentAt: true,
  followedUpAt: true,
  acceptedAt: true,
});
export type ReceivedQuote = z.infer<typeof receivedQuoteSchema>;

/** The requester's view: the request and the quotes sent for it. */
export const quoteRequestSchema = quoteRequestBaseSchema.extend({
  quotes: z.array(receivedQuoteSchema),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/**
 * A service provider's view of an open request: theirs is the quote they made for it, if any. Until
 * their quote is accepted they see the area only (issue 30 item 10): `location.address` is null and
 * `houseId` too; once hired, the full address.
 */
export const providerQuoteRequestSchema = quoteRequestBaseSchema.extend({
  location: z.object({
    houseId: uuid.nullable(),
    address: z.string().nullable().describe('The street address: null until this provider\'s quote is accepted'),
    area: z.string().describe('City, state and ZIP of the address, without the street'),
  }),
  myQuote: quoteSchema.pick({ id: true, status: true, total: true }).nullable(),
});
export type ProviderQuoteRequest = z.infer<typeof providerQuoteRequestSchema>;

/** POST /quotes: answer a request; `send` sends it at once (Waiting Response), else it stays a Draft. */
export const createQuoteInputSchema = z
  .object({
    requestId: uuid,
    amount: moneySchema.optional().describe('Required without line items'),
    rate: rateSchema.default(0),
    taxRateId: z.number().int().positive().nullable().optional().describe('Sets rate to the tax rate'),
    memo: z.string().trim().max(4000).default(''),
    lineItems: z.array(quoteLineItemSchema).max(50).default([]),
    send: z.boolean().default(false),
  })
  .strict()
  .refine((input) => input.amount !== undefined || input.lineItems.length > 0, {
    path: ['amount'],
    message: 'Give an amount or line items',
  });
export type CreateQuoteInput = z.input<typeof createQuoteInputSchema>;

/** PATCH /quotes/{id} (spec point 7: memo, rate), plus the amount and line items while it can be edited. */
export const updateQuoteInputSchema = z
  .object({
    memo: z.string().trim().max(4000),
    rate: rateSchema,
    taxRateId: z.number().int().positive().nullable(),
    amount: moneySchema,
    lineItems: z.array(quoteLineItemSchema).max(50),
  })
  .partial()
  .strict();
export type UpdateQuoteInput = z.input<typeof updateQuoteInputSchema>;

/** POST /quote-requests/{id}/accept. */
export const acceptQuoteInputSchema = z.object({ quoteId: uuid }).strict();

/** POST /quote-requests/{id}/kick-off: the accepted provider proposes the start date (again until confirmed). */
export const kickOffInputSchema = z.object({ startDate: dateOnlySchema }).strict();
export type KickOffInput = z.input<typeof kickOffInputSchema>;

// ---- Lists and statistics ------------------------------------------------------------------------

/**
 * GET /quotes/ (spec point 7: "list page 0, size 10"): `page` counts from 0 as the spec's client
 * sends it (0 and 1 are both the first page), `size` is the page size; `pageSize` is accepted too.
 */
export const listQuotesQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  status: z.enum(quoteStatuses).optional(),
});
export type ListQuotesQuery = z.input<typeof listQuotesQuerySchema>;
export const QUOTES_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const listQuoteRequestsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export const quoteListResponseSchema = z.object({ results: z.array(quoteSchema), pagination: paginationSchema });
export type QuoteListResponse = z.infer<typeof quoteListResponseSchema>;
export const quoteRequestListResponseSchema = z.object({ results: z.array(quoteRequestSchema), pagination: paginationSchema });
export type QuoteRequestListResponse = z.infer<typeof quoteRequestListResponseSchema>;
export const providerQuoteRequestListResponseSchema = z.object({
  results: z.array(providerQuoteRequestSchema),
  pagination: paginationSchema,
  meta: z.object({ projectTypes: z.array(z.string()).nullable().describe('The project types your trades cover; null: all') }),
});
export type ProviderQuoteRequestListResponse = z.infer<typeof providerQuoteRequestListResponseSchema>;

export const quoteStatisticsQuerySchema = z.object({
  range: z.enum(quoteStatisticsRanges).default(DEFAULT_QUOTE_STATISTICS_RANGE),
});

export const statisticSchema = z.object({
  value: z.number(),
  old: z.number().describe('The same figure over the previous period of the same length'),
  percent: z.number(),
  trend: z.enum(statisticTrends),
});
export type StatisticValue = z.infer<typeof statisticSchema>;

export const quoteStatisticsSchema = z.object({
  range: z.enum(quoteStatisticsRanges),
  startDate: z.string(),
  endDate: z.string(),
  sent: statisticSchema.describe('Quotes sent in the period'),
  converted: statisticSchema.describe('Quotes accepted (approved or converted) in the period'),
  total: statisticSchema.describe('Dollars quoted (totals of the quotes sent) in the period'),
});
export type QuoteStatistics = z.infer<typeof quoteStatisticsSchema>;

export const quoteIdParamsSchema = z.object({ id: uuid });
