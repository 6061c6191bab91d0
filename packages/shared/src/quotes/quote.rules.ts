/**
 * Pure quote rules (spec points 3, 4 and 9): the status a url value reads as, the row actions per
 * status and the status each action leads to, quote totals in exact cents, the statistics figures
 * and their trend, the periods a statistics range compares, and which project types a provider's
 * trades cover. Decisions behind them: docs/decisions/004-quotes.md.
 */
import { addDays, isDateOnly } from '../leasing/lease.rules.ts';
import { centsToAmount, moneyToCents, percentOf, resolveDateRange, type Cents, type ResolvedDateRange } from '../money/money.rules.ts';
import type { WorkOrderCategory } from '../work-orders/work-order.enums.ts';
import {
  FALLBACK_QUOTE_STATUS,
  quoteModelStages,
  quoteRowActionsByStatus,
  quoteStatuses,
  type QuoteModelStage,
  type QuoteRowAction,
  type QuoteStatisticsRange,
  type QuoteStatus,
  type QuoteTransition,
  type StatisticTrend,
} from './quote.enums.ts';

/** Spec point 4: a status or url value as a known status; anything unknown reads as Draft. */
export function quoteStatusFromValue(value: string | null | undefined): QuoteStatus {
  return (quoteStatuses as readonly string[]).includes(value ?? '') ? (value as QuoteStatus) : FALLBACK_QUOTE_STATUS;
}

/** Spec point 4: the row actions of a quote in the list (unknown statuses get Draft's). */
export function rowActionsFor(status: string): readonly QuoteRowAction[] {
  return quoteRowActionsByStatus[quoteStatusFromValue(status)];
}

/** What a quote remembers to make its next transition: its status and the one it was archived from. */
export interface QuoteState {
  status: QuoteStatus;
  /** Set while archived: the status Restore returns to. */
  statusBeforeArchive: QuoteStatus | null;
}

/**
 * The state after `transition`, or null when the quote's status does not allow it.
 * - edit and export keep the status (editing a sent quote re-sends nothing; the requester sees the new figures);
 * - followUp keeps Waiting Response (the requester is reminded again);
 * - archive remembers the status it leaves; restore goes back to it (Draft when unknown);
 * - send: Draft → Waiting Response; accept (the requester's): Waiting Response → Approved.
 * - convert: Approved → Converted, when the approved quote becomes a work order's contract
 *   (POST /work-orders/{id}/accept-quote accepts and converts in one transaction).
 */
export function applyQuoteTransition(state: QuoteState, transition: QuoteTransition): QuoteState | null {
  const { status } = state;
  switch (transition) {
    case 'send':
      return status === 'draft' ? { status: 'waiting-response', statusBeforeArchive: null } : null;
    case 'accept':
      return status === 'waiting-response' ? { status: 'approved', statusBeforeArchive: null } : null;
    case 'convert':
      return status === 'approved' ? { status: 'converted', statusBeforeArchive: null } : null;
    default:
      break;
  }
  if (!quoteRowActionsByStatus[status].includes(transition)) return null;
  switch (transition) {
    case 'archive':
      return { status: 'archived', statusBeforeArchive: status };
    case 'restore': {
      const back = state.statusBeforeArchive;
      return { status: back && back !== 'archived' ? back : FALLBACK_QUOTE_STATUS, statusBeforeArchive: null };
    }
    default:
      return state;
  }
}

/** Whether a quote's amounts, memo and rate can still change (the Edit row action). */
export const canEditQuote = (status: QuoteStatus): boolean => quoteRowActionsByStatus[status].includes('edit');

// ---- Amounts -------------------------------------------------------------------------------------

export interface QuoteLineItemAmounts {
  quantity: number;
  unitPrice: number | string;
}

/** Sum of quantity × unit price, in cents. */
export function lineItemsSubtotalCents(items: readonly QuoteLineItemAmounts[]): Cents {
  return items.reduce((sum, item) => sum + moneyToCents(item.unitPrice) * item.quantity, 0);
}

export interface QuoteTotalsCents {
  amount: Cents;
  taxAmount: Cents;
  total: Cents;
}

/**
 * A quote's figures: `amount` (before tax) is the line items' sum when there are any, else the
 * amount given; `rate` is the tax rate in percent (up to three decimals), added on top.
 */
export function quoteTotals(input: { amount: number | string; rate: number | string; lineItems?: readonly QuoteLineItemAmounts[] }): QuoteTotalsCents {
  const amount = input.lineItems && input.lineItems.length > 0 ? lineItemsSubtotalCents(input.lineItems) : moneyToCents(input.amount);
  const taxAmount = percentOf(amount, input.rate);
  return { amount, taxAmount, total: amount + taxAmount };
}

// ---- Statistics (spec point 3) -------------------------------------------------------------------

export interface Statistic {
  value: number;
  old: number;
  /** Change from old to value in percent, one decimal; 100 when old is 0 and value is not. */
  percent: number;
  trend: StatisticTrend;
}

/**
 * One figure against the previous period. Counts or cents in, so the percent is exact; `toValue`
 * turns them into what the response shows (dollars for money).
 */
export function buildStatistic(current: number, previous: number, toValue: (n: number) => number = (n) => n): Statistic {
  const trend: StatisticTrend = current > previous ? 'up' : current < previous ? 'down' : 'neutral';
  const percent = previous === 0 ? (current === 0 ? 0 : 100) : Math.round(((current - previous) * 1000) / Math.abs(previous)) / 10;
  return { value: toValue(current), old: toValue(previous), percent, trend };
}

/** Money statistics: cents in, dollars out. */
export const buildMoneyStatistic = (current: Cents, previous: Cents): Statistic => buildStatistic(current, previous, centsToAmount);

export interface StatisticsPeriods {
  current: ResolvedDateRange;
  /** The same number of days, ending the day before the current period starts. */
  previous: ResolvedDateRange;
}

const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/** The period a statistics range covers (ending `today`, both ends inclusive) and the one before it. */
export function statisticsPeriods(range: QuoteStatisticsRange, today: string): StatisticsPeriods {
  if (!isDateOnly(today)) throw new RangeError(`Not a date: ${today}`);
  const current = resolveDateRange(range, today);
  const days = dayNumber(current.endDate) - dayNumber(current.startDate) + 1;
  const previousEnd = addDays(current.startDate, -1);
  return { current, previous: { startDate: addDays(previousEnd, -(days - 1)), endDate: previousEnd } };
}

// ---- Trades --------------------------------------------------------------------------------------

/**
 * The project type keys a provider's trades cover (issue 21 item 9: trades are work categories):
 * "Windows & doors" covers every configurable project type, other trades none; null when they chose
 * no trade (they see every open request).
 */
export function projectTypesForTrades(trades: readonly WorkOrderCategory[], projectTypes: ReadonlyArray<{ key: string }>): string[] | null {
  if (trades.length === 0) return null;
  return trades.includes('windowsDoors') ? projectTypes.map((type) => type.key) : [];
}

/** Spec point 7 lists quotes from page 0: page 0 and page 1 both read as the first page. */
export const firstPageFromZero = (page: number): number => Math.max(1, page);

/**
 * Spec point 3 group filters served by the quote flow's stage rather than the model status:
 * quoteRequested and quoteAccepted list the saved models at that stage; other filters have none.
 */
export function stageForGroup(status: string): QuoteModelStage | null {
  return (quoteModelStages as readonly string[]).includes(status) ? (status as QuoteModelStage) : null;
}

// ---- Where the job is ----------------------------------------------------------------------------

const unitPart = /^(apt|apartment|unit|suite|ste|fl|floor|#)\b/i;
const zipCode = /\b\d{5}(?:-\d{4})?\b/;

/**
 * The area of an installation address as providers see it before they are hired (issue 30 item 10):
 * city, state and ZIP without the street and unit ("12 Elm St, Apt 4, Portland, OR 97201" →
 * "Portland, OR 97201"). An address of one part answers its ZIP code, else '' (nothing to show).
 */
export function addressArea(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return parts[0]?.match(zipCode)?.[0] ?? '';
  return parts
    .slice(1)
    .filter((part) => !unitPart.test(part))
    .join(', ');
}
