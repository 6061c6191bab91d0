/**
 * Spec point 4 on the data cache, against a real store and a fake server: a recorded payment joins its
 * transaction's row with the paidAmount, balance and status the server answered (no list refetch);
 * deleting one takes it off and the row follows the answer; switching tabs clears the active ids; a
 * payment event of another person makes the lists ask again, this client's own changes nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Payment, Transaction } from '@lintel/shared';
import { jsonResponse, makeStore } from '../../../test/render.tsx';
import { applyLiveEvent } from '../../../lib/live/event-tags.ts';
import type { LiveEventEnvelope } from '../../../lib/live/live-client.ts';
import { paymentsApi } from './payments-api.ts';
import type { PaymentListQuery, TransactionListQuery } from './payments-api.ts';
import { activePaymentSet, activeTransactionSet, initialPaymentsState, paymentsReducer, tabChanged } from '../state/payments-slice.ts';
import { makePayment, makeTransaction, summaryOf } from '../state/money-test-factory.ts';

afterEach(() => vi.unstubAllGlobals());

const page = <T,>(results: T[]) => ({ results, pagination: { page: 1, pageSize: 10, total: results.length, totalPages: 1 }, meta: {} });
const txQuery: TransactionListQuery = { sortBy: 'attention' };
const payQuery: PaymentListQuery = { sortBy: 'dateDesc' };

/** A store with the transactions (and payments) lists loaded; `answers` answers each write by method and path. */
async function storeWith(transactions: Transaction[], payments: Payment[] | null, answers: Record<string, unknown> = {}) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
      requests.push(`${method} ${path}`);
      if (`${method} ${path}` in answers) return jsonResponse(200, answers[`${method} ${path}`]);
      if (path === '/transactions') return jsonResponse(200, page(transactions));
      if (path === '/payments') return jsonResponse(200, page(payments ?? []));
      return jsonResponse(200, {});
    }),
  );
  const store = makeStore();
  await store.dispatch(paymentsApi.endpoints.transactions.initiate(txQuery));
  if (payments) await store.dispatch(paymentsApi.endpoints.payments.initiate(payQuery));
  const rows = () => paymentsApi.endpoints.transactions.select(txQuery)(store.getState() as never).data!.pages.flatMap((one) => one.results);
  const paymentRows = () => paymentsApi.endpoints.payments.select(payQuery)(store.getState() as never).data!.pages;
  return { store, requests, rows, paymentRows };
}

describe('payments in the data cache (spec point 4)', () => {
  it('a new payment joins its transaction with paidAmount and the status from the answer, without asking for the list again', async () => {
    const rent = makeTransaction();
    const other = makeTransaction({ name: 'Rent April 2026' });
    const payment = makePayment(rent, { amount: 500, transaction: summaryOf(rent, { paidAmount: 500, balance: 1350, status: 'partialPaid' }) });
    const { store, requests, rows } = await storeWith([rent, other], null, { 'POST /payments': payment });
    await store.dispatch(paymentsApi.endpoints.createPayment.initiate({ transactionId: rent.id, amount: 500, date: payment.date }));
    const [row, untouched] = rows();
    expect(row!.payments.map((item) => item.id)).toEqual([payment.id]);
    expect(row!.payments[0]).not.toHaveProperty('transaction');
    expect([row!.paidAmount, row!.balance, row!.status]).toEqual([500, 1350, 'partialPaid']);
    expect(untouched).toEqual(other);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.filter((request) => request === 'GET /transactions')).toHaveLength(1);
  });

  it('the status always comes from the server, even when the client would think otherwise', async () => {
    const rent = makeTransaction({ dueDate: '2020-01-01' });
    const payment = makePayment(rent, { transaction: summaryOf(rent, { paidAmount: 500, balance: 1350, status: 'overdue' }) });
    const { store, rows } = await storeWith([rent], null, { 'POST /payments': payment });
    await store.dispatch(paymentsApi.endpoints.createPayment.initiate({ transactionId: rent.id, amount: 500, date: payment.date }));
    expect(rows()[0]!.status).toBe('overdue');
  });

  it('deleting a payment takes it off its row and the payments list; the figures are the answer’s', async () => {
    const rent = makeTransaction();
    const paymentA = makePayment(rent, { amount: 500 });
    const paymentB = makePayment(rent, { amount: 1350 });
    const paid = makeTransaction({ ...rent, status: 'paid', paidAmount: 1850, balance: 0, payments: [paymentB, paymentA].map(({ transaction: _t, ...rest }) => rest) });
    const answer = { message: 'Payment deleted successfully', transaction: summaryOf(paid, { status: 'partialPaid', paidAmount: 500, balance: 1350 }) };
    const { store, rows, paymentRows } = await storeWith([paid], [paymentB, paymentA], { [`DELETE /payments/${paymentB.id}`]: answer });
    await store.dispatch(paymentsApi.endpoints.removePayment.initiate(paymentB.id));
    const row = rows()[0]!;
    expect(row.payments.map((item) => item.id)).toEqual([paymentA.id]);
    expect([row.paidAmount, row.balance, row.status]).toEqual([500, 1350, 'partialPaid']);
    const [listed] = paymentRows();
    expect(listed!.results.map((item) => item.id)).toEqual([paymentA.id]);
    expect(listed!.pagination.total).toBe(1);
    expect(listed!.results[0]!.transaction.paidAmount).toBe(500);
  });

  it('switching tabs clears the active ids; choosing the open tab keeps them', () => {
    let state = paymentsReducer(initialPaymentsState, activeTransactionSet('t-1'));
    state = paymentsReducer(state, activePaymentSet('p-1'));
    expect(paymentsReducer(state, tabChanged('transactions')).activePaymentId).toBe('p-1');
    state = paymentsReducer(state, tabChanged('payments'));
    expect(state.tab).toBe('payments');
    expect(state.activeTransactionId).toBeNull();
    expect(state.activePaymentId).toBeNull();
  });
});

describe('payment events into the data cache', () => {
  const event = (type: 'payment.awaitingConfirmation' | 'payment.confirmed', paymentId: string, transactionId: string): LiveEventEnvelope => ({
    id: `018f0000-0000-7000-8000-${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`,
    type,
    occurredAt: '2026-03-02T10:00:00.000Z',
    accountId: '018f0000-0000-7000-8000-0000000000b2',
    payload: { paymentId, transactionId, notify: [] } as never,
  });

  it('a tenant’s payment reaching the landlord makes the list on screen ask again', async () => {
    const rent = makeTransaction();
    const { store, requests } = await storeWith([rent], null);
    applyLiveEvent(event('payment.awaitingConfirmation', '018f0000-0000-7000-8000-000000000777', rent.id), store, undefined);
    await vi.waitFor(() => expect(requests.filter((request) => request === 'GET /transactions')).toHaveLength(2));
  });

  it('a confirmation this client already holds (its own PUT’s answer) asks nothing', async () => {
    const rent = makeTransaction();
    const payment = makePayment(rent, { confirmed: true });
    const { store, requests } = await storeWith([rent], [payment]);
    applyLiveEvent(event('payment.confirmed', payment.id, rent.id), store, undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual(['GET /transactions', 'GET /payments']);
  });
});
