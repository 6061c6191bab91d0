import { describe, expect, it } from 'vitest';
import type { Payment, Transaction } from '@lintel/shared';
import { fetchTransactions } from '../api/transaction-calls.ts';
import { createPayment, fetchPayments, removePayment } from '../api/payment-calls.ts';
import { activePaymentSet, activeTransactionSet, initialPaymentsState, paymentsReducer, tabChanged } from './payments-slice.ts';
import type { PaymentsState } from './payments-slice.ts';
import { makePayment, makeTransaction, summaryOf } from './money-test-factory.ts';

const page = (total: number) => ({ page: 1, pageSize: 10, total, totalPages: 1 });

function withTransactions(items: Transaction[]): PaymentsState {
  const pending = paymentsReducer(initialPaymentsState, fetchTransactions.pending('t-1', { query: {} }));
  return paymentsReducer(pending, fetchTransactions.fulfilled({ results: items, pagination: page(items.length), meta: {} }, 't-1', { query: {} }));
}

function withPayments(state: PaymentsState, items: Payment[]): PaymentsState {
  const pending = paymentsReducer(state, fetchPayments.pending('p-1', { query: {} }));
  return paymentsReducer(pending, fetchPayments.fulfilled({ results: items, pagination: page(items.length), meta: {} }, 'p-1', { query: {} }));
}

describe('payments slice (spec point 4)', () => {
  it('creating a payment adds it to its transaction, with paidAmount and the status from the response', () => {
    const rent = makeTransaction();
    const other = makeTransaction({ name: 'Rent April 2026' });
    const state = withTransactions([rent, other]);
    const payment = makePayment(rent, { amount: 500, transaction: summaryOf(rent, { paidAmount: 500, balance: 1350, status: 'partialPaid' }) });
    const next = paymentsReducer(state, createPayment.fulfilled(payment, 'c-1', { transactionId: rent.id, amount: 500 }));
    const row = next.transactions.items[0]!;
    expect(row.payments.map((item) => item.id)).toEqual([payment.id]);
    expect(row.payments[0]).not.toHaveProperty('transaction');
    expect(row.paidAmount).toBe(500);
    expect(row.balance).toBe(1350);
    expect(row.status).toBe('partialPaid');
    expect(next.transactions.items[1]).toEqual(other);
    expect(next.lastPayment?.id).toBe(payment.id);
    expect(next.createPaymentStatus).toBe('succeeded');
  });

  it('the rest of the amount: the server says paid, the row follows', () => {
    const rent = makeTransaction();
    let state = withTransactions([rent]);
    const first = makePayment(rent, { amount: 500, transaction: summaryOf(rent, { paidAmount: 500, balance: 1350, status: 'partialPaid' }) });
    state = paymentsReducer(state, createPayment.fulfilled(first, 'c-1', { transactionId: rent.id, amount: 500 }));
    const rest = makePayment(rent, { amount: 1350, transaction: summaryOf(rent, { paidAmount: 1850, balance: 0, status: 'paid' }) });
    state = paymentsReducer(state, createPayment.fulfilled(rest, 'c-2', { transactionId: rent.id, amount: 1350 }));
    const row = state.transactions.items[0]!;
    expect(row.payments.map((item) => item.id)).toEqual([rest.id, first.id]);
    expect(row.status).toBe('paid');
    expect(row.paidAmount).toBe(1850);
  });

  it('the status always comes from the server, even when the client would think otherwise', () => {
    const rent = makeTransaction({ dueDate: '2020-01-01' });
    const state = withTransactions([rent]);
    const payment = makePayment(rent, { transaction: summaryOf(rent, { paidAmount: 500, balance: 1350, status: 'overdue' }) });
    const next = paymentsReducer(state, createPayment.fulfilled(payment, 'c-1', { transactionId: rent.id, amount: 500 }));
    expect(next.transactions.items[0]!.status).toBe('overdue');
  });

  it('deleting a payment removes it and recomputes paidAmount from the response', () => {
    const rent = makeTransaction();
    const paymentA = makePayment(rent, { amount: 500 });
    const paymentB = makePayment(rent, { amount: 1350 });
    const paid = makeTransaction({ ...rent, status: 'paid', paidAmount: 1850, balance: 0, payments: [paymentB, paymentA].map(({ transaction: _t, ...rest }) => rest) });
    let state = withTransactions([paid]);
    state = paymentsReducer(state, activePaymentSet(paymentB.id));
    const response = { message: 'Payment deleted successfully', transaction: summaryOf(paid, { status: 'partialPaid', paidAmount: 500, balance: 1350 }), id: paymentB.id };
    state = paymentsReducer(state, removePayment.fulfilled(response, 'd-1', paymentB.id));
    const row = state.transactions.items[0]!;
    expect(row.payments.map((item) => item.id)).toEqual([paymentA.id]);
    expect(row.paidAmount).toBe(500);
    expect(row.balance).toBe(1350);
    expect(row.status).toBe('partialPaid');
    expect(state.activePaymentId).toBeNull();
    expect(state.removePaymentStatus).toBe('succeeded');
  });

  it('deleting a payment on the payments tab takes it off the list and updates the others of its transaction', () => {
    const rent = makeTransaction();
    const paymentA = makePayment(rent, { amount: 500 });
    const paymentB = makePayment(rent, { amount: 300 });
    let state = paymentsReducer(initialPaymentsState, tabChanged('payments'));
    state = withPayments(state, [paymentB, paymentA]);
    const response = { message: 'ok', transaction: summaryOf(rent, { status: 'partialPaid', paidAmount: 500, balance: 1350 }), id: paymentB.id };
    state = paymentsReducer(state, removePayment.fulfilled(response, 'd-1', paymentB.id));
    expect(state.payments.items.map((item) => item.id)).toEqual([paymentA.id]);
    expect(state.payments.pagination?.total).toBe(1);
    expect(state.payments.items[0]!.transaction.paidAmount).toBe(500);
  });

  it('switching tabs clears the other tab’s list and the active ids', () => {
    const rent = makeTransaction();
    let state = withTransactions([rent]);
    state = paymentsReducer(state, activeTransactionSet(rent.id));
    state = paymentsReducer(state, activePaymentSet('018f0000-0000-7000-8000-000000000999'));
    state = paymentsReducer(state, tabChanged('payments'));
    expect(state.tab).toBe('payments');
    expect(state.transactions.items).toEqual([]);
    expect(state.transactions.pagination).toBeNull();
    expect(state.transactions.status).toBe('idle');
    expect(state.activeTransactionId).toBeNull();
    expect(state.activePaymentId).toBeNull();

    state = withPayments(state, [makePayment(rent)]);
    state = paymentsReducer(state, activePaymentSet(state.payments.items[0]!.id));
    state = paymentsReducer(state, tabChanged('transactions'));
    expect(state.payments.items).toEqual([]);
    expect(state.payments.status).toBe('idle');
    expect(state.activePaymentId).toBeNull();
  });

  it('choosing the tab that is already open keeps its list', () => {
    const state = withTransactions([makeTransaction()]);
    expect(paymentsReducer(state, tabChanged('transactions')).transactions.items).toHaveLength(1);
  });
});
