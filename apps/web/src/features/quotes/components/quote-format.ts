/** Display helpers for quotes: money, status colours, dates. */
import { quoteRequestStatusLabels, type QuoteRequest, type QuoteStatus } from '@lintel/shared';
import { countOf } from '../../../lib/plural.ts';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
export const formatMoney = (value: number) => currency.format(value);

export const quoteStatusColor: Record<QuoteStatus, string> = {
  approved: 'teal',
  archived: 'gray',
  converted: 'indigo',
  draft: 'yellow',
  'waiting-response': 'blue',
};

export { formatDate } from '../../../lib/format.ts';

/**
 * A quote request's status as its requester reads it (issue 11 item 13): an open request that already
 * has quotes says so ("2 quotes to review") instead of still "Waiting for quotes".
 */
export function requestStatusLabel(request: Pick<QuoteRequest, 'status' | 'quotes'>): string {
  if (request.status === 'open' && request.quotes.length > 0) return `${countOf(request.quotes.length, 'quote')} to review`;
  return quoteRequestStatusLabels[request.status];
}
