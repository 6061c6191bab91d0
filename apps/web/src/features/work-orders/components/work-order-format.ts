/** Display helpers of the work-order screens: money, dates, status colours. */
import type { WorkOrderInboxItem, WorkOrderStatus } from '@lintel/shared';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatMoney = (value: number) => money.format(value);
export { formatDate } from '../../../lib/format.ts';

export const workOrderStatusColor: Record<WorkOrderStatus, string> = {
  open: 'blue',
  quoteRequested: 'violet',
  inProgress: 'orange',
  done: 'teal',
  closed: 'gray',
};
export const priorityColor = { low: 'gray', medium: 'yellow', high: 'red' } as const;

/** Today's date as YYYY-MM-DD in the browser's time zone. */
export function todayInput(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * The one label of an inbox card: where the provider stands on this work order (issue 21: the card showed
 * both "Quote requested" and the status "Quotes requested", and kept them after a decline).
 */
export function inboxStanding({ workOrder, myQuote, reason }: WorkOrderInboxItem): { label: string; color: string } {
  if (reason === 'assigned') {
    if (workOrder.status === 'done') return { label: 'Done, to confirm', color: 'teal' };
    if (workOrder.status === 'closed') return { label: 'Closed', color: 'gray' };
    return { label: 'Your job', color: 'orange' };
  }
  if (myQuote?.declined) return { label: 'Quote declined', color: 'gray' };
  if (myQuote?.status === 'converted') return { label: 'Quote accepted', color: 'teal' };
  if (myQuote) return { label: 'Quote sent', color: 'blue' };
  if (workOrder.status === 'quoteRequested') return { label: 'Quote requested', color: 'violet' };
  return { label: 'No longer taking quotes', color: 'gray' };
}
