import { describe, expect, it } from 'vitest';
import { buildCreatePaymentInput, buildUpdatePaymentInput, validatePaymentForm } from './payment-input.ts';
import type { PaymentFormValues } from './payment-input.ts';

const values = (overrides: Partial<PaymentFormValues> = {}): PaymentFormValues => ({
  amount: '',
  date: '2026-03-02',
  memo: '',
  tenantId: null,
  paymentMethodId: null,
  accountId: null,
  attachmentIds: [],
  ...overrides,
});

describe('payment amount (spec point 5: converted to a number before sending)', () => {
  it.each([
    ['1250.50', 1250.5],
    ['1,250.50', 1250.5],
    ['$ 925', 925],
    ['0.1', 0.1],
  ])('%s is sent as %s', (typed, sent) => {
    const body = buildCreatePaymentInput('tx-1', values({ amount: typed }), { withAccount: true });
    expect(body.amount).toBe(sent);
    expect(typeof body.amount).toBe('number');
  });

  it('leaves out empty optional fields and converts the payment method id to a number', () => {
    expect(buildCreatePaymentInput('tx-1', values({ amount: '10', paymentMethodId: '3', memo: '  ' }), { withAccount: true })).toEqual({
      transactionId: 'tx-1',
      amount: 10,
      date: '2026-03-02',
      paymentMethodId: 3,
    });
  });

  it('a tenant never sends an account', () => {
    const body = buildCreatePaymentInput('tx-1', values({ amount: '10', accountId: 'acc' }), { withAccount: false });
    expect(body).not.toHaveProperty('accountId');
  });

  it('the update body sends the amount as a number and cleared fields as null', () => {
    expect(buildUpdatePaymentInput(values({ amount: '1,000' }), { withAccount: true })).toMatchObject({ amount: 1000, memo: null, accountId: null, paymentMethodId: null });
  });

  it.each([
    ['', 'Enter the amount paid'],
    ['abc', 'Enter an amount like 1250.50'],
    ['10.555', 'Enter an amount like 1250.50'],
    ['0', 'The amount must be more than 0'],
    ['2000', 'At most the balance of 1850.00'],
  ])('%j is refused: %s', (typed, message) => {
    expect(validatePaymentForm(values({ amount: typed }), 1850).amount).toBe(message);
  });
});
