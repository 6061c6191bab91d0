/** Display helpers for quotes: money, status colours, dates. */
import type { QuoteStatus } from '@lintel/shared';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
export const formatMoney = (value: number) => currency.format(value);

export const quoteStatusColor: Record<QuoteStatus, string> = {
  approved: 'teal',
  archived: 'gray',
  converted: 'indigo',
  draft: 'yellow',
  'waiting-response': 'blue',
};

export const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }) : '—');
