/**
 * The add or update payment form's values → the POST /payments (or PUT /payments/{id}) body. Spec
 * point 5: the amount is converted to a number before sending ('1,250.50' → 1250.5); empty optional
 * fields are left out.
 */
import { moneyInputToNumber } from '@lintel/shared';
import type { CreatePaymentInput, UpdatePaymentInput } from '@lintel/shared';

export interface PaymentFormValues {
  amount: string;
  date: string;
  memo: string;
  tenantId: string | null;
  paymentMethodId: string | null;
  accountId: string | null;
  attachmentIds: string[];
}

export type PaymentFormErrors = Partial<Record<'amount' | 'date', string>>;

/** Checks the values against the transaction's balance; an empty object means valid. */
export function validatePaymentForm(values: PaymentFormValues, balance: number | null): PaymentFormErrors {
  const errors: PaymentFormErrors = {};
  const amount = moneyInputToNumber(values.amount);
  if (values.amount.trim() === '') errors.amount = 'Enter the amount paid';
  else if (amount === undefined) errors.amount = 'Enter an amount like 1250.50';
  else if (amount <= 0) errors.amount = 'The amount must be more than 0';
  else if (balance !== null && amount > balance) errors.amount = `At most the balance of ${balance.toFixed(2)}`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) errors.date = 'Pick the payment date';
  return errors;
}

/** The create body; the caller validated the values first. */
export function buildCreatePaymentInput(transactionId: string, values: PaymentFormValues, options: { withAccount: boolean }): CreatePaymentInput {
  const amount = moneyInputToNumber(values.amount);
  if (amount === undefined) throw new RangeError('The amount is not a number');
  const memo = values.memo.trim();
  return {
    transactionId,
    amount,
    date: values.date,
    ...(memo ? { memo } : {}),
    ...(values.tenantId ? { tenantId: values.tenantId } : {}),
    ...(values.paymentMethodId ? { paymentMethodId: Number(values.paymentMethodId) } : {}),
    ...(options.withAccount && values.accountId ? { accountId: values.accountId } : {}),
    ...(values.attachmentIds.length ? { attachmentIds: values.attachmentIds } : {}),
  };
}

/** The update body: every field, with cleared ones sent as null. */
export function buildUpdatePaymentInput(values: PaymentFormValues, options: { withAccount: boolean }): UpdatePaymentInput {
  const amount = moneyInputToNumber(values.amount);
  if (amount === undefined) throw new RangeError('The amount is not a number');
  const memo = values.memo.trim();
  return {
    amount,
    date: values.date,
    memo: memo || null,
    tenantId: values.tenantId || null,
    paymentMethodId: values.paymentMethodId ? Number(values.paymentMethodId) : null,
    ...(options.withAccount ? { accountId: values.accountId || null } : {}),
    attachmentIds: values.attachmentIds,
  };
}
