/**
 * Quote enumerations (spec points 3, 4 and 9): quote statuses with their display and url values, the
 * row actions of the quote list per status, quote-request statuses and the statistics ranges.
 */

/** Spec point 4 quote statuses; the stored and url value is the spec's url value. */
export const quoteStatuses = ['approved', 'archived', 'converted', 'draft', 'waiting-response'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];
export const quoteStatusLabels: Record<QuoteStatus, string> = {
  approved: 'Approved',
  archived: 'Archived',
  converted: 'Converted',
  draft: 'Draft',
  'waiting-response': 'Waiting Response',
};
/** Spec point 4: an unknown status reads as Draft. */
export const FALLBACK_QUOTE_STATUS: QuoteStatus = 'draft';

/** Row actions of the quote list (spec point 4), in the order the menu shows them. */
export const quoteRowActions = ['edit', 'followUp', 'archive', 'restore', 'export'] as const;
export type QuoteRowAction = (typeof quoteRowActions)[number];
export const quoteRowActionLabels: Record<QuoteRowAction, string> = {
  edit: 'Edit',
  followUp: 'Follow Up',
  archive: 'Archive',
  restore: 'Restore',
  export: 'Export',
};

/** Spec point 4: the row actions each status offers. */
export const quoteRowActionsByStatus: Record<QuoteStatus, readonly QuoteRowAction[]> = {
  approved: ['export'],
  archived: ['restore', 'export'],
  converted: ['archive', 'export'],
  draft: ['edit', 'archive', 'export'],
  'waiting-response': ['edit', 'followUp', 'archive', 'export'],
};

/**
 * Every transition a quote makes: the row actions plus send (the provider's preview → send) and
 * accept (the requester's), and convert (an approved quote that became a work order's contract).
 * See docs/decisions/004-quotes.md.
 */
export const quoteTransitions = [...quoteRowActions, 'send', 'accept', 'convert'] as const;
export type QuoteTransition = (typeof quoteTransitions)[number];

/** A homeowner's or property manager's request for quotes on saved project models. */
export const quoteRequestStatuses = ['open', 'accepted'] as const;
export type QuoteRequestStatus = (typeof quoteRequestStatuses)[number];
export const quoteRequestStatusLabels: Record<QuoteRequestStatus, string> = {
  open: 'Waiting for quotes',
  accepted: 'Quote accepted',
};

/** GET /quotes/statistics?range=: the date-range presets of spec point 3 without custom. */
export const quoteStatisticsRanges = ['lastMonth', 'last3Months', 'last6Months', 'yearToDate'] as const;
export type QuoteStatisticsRange = (typeof quoteStatisticsRanges)[number];
export const DEFAULT_QUOTE_STATISTICS_RANGE: QuoteStatisticsRange = 'lastMonth';

/** Spec point 3 statistics trend. */
export const statisticTrends = ['neutral', 'up', 'down'] as const;
export type StatisticTrend = (typeof statisticTrends)[number];

/** Spec point 3 quote statistics, in the order the cards show them. */
export const quoteStatisticKeys = ['sent', 'converted', 'total'] as const;
export type QuoteStatisticKey = (typeof quoteStatisticKeys)[number];
export const quoteStatisticLabels: Record<QuoteStatisticKey, string> = {
  sent: 'Quotes sent',
  converted: 'Converted',
  total: 'Total quoted',
};

/**
 * Project-model stages the quote flow moves saved models through (spec point 3 group filters):
 * quoteRequested (checkout) → quoteAccepted (the requester accepts a quote) → kickOff (the accepted
 * provider proposes the start date) → startDateConfirmed (the requester confirms it); completing the
 * job makes the models DONE (group completed).
 */
export const quoteModelStages = ['quoteRequested', 'quoteAccepted', 'kickOff', 'startDateConfirmed'] as const;
export type QuoteModelStage = (typeof quoteModelStages)[number];
