/** Display helpers of the work-order screens: money, dates, status colours. */
import type { WorkOrderStatus } from '@lintel/shared';

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
