/** Display helpers for money: amounts, status badges (spec point 3 labels), progress of a transaction. */
import { paymentStatusLabels, transactionStatusLabels } from '@lintel/shared';
import type { PaymentStatus, TransactionStatus } from '@lintel/shared';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
/** A JSON number of dollars (1250.5) as '$1,250.50'. */
export const formatAmount = (value: number) => currency.format(value);

export const statusColor: Record<TransactionStatus, string> = {
  unpaid: 'gray',
  received: 'cyan',
  overdue: 'red',
  paid: 'teal',
  partialPaid: 'yellow',
};

export const statusText = (status: TransactionStatus) => transactionStatusLabels[status];

/** A payment's own status badge: confirmed, or a tenant's payment awaiting the landlord. */
export const paymentStatusColor: Record<PaymentStatus, string> = { confirmed: 'teal', awaitingConfirmation: 'orange' };
export const paymentStatusText = (status: PaymentStatus) => paymentStatusLabels[status];

/** Percent of the amount paid, 0–100, for the row's progress bar (display only; the server keeps the money). */
export function paidPercent(paidAmount: number, amount: number): number {
  if (amount <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((paidAmount / amount) * 100)));
}
