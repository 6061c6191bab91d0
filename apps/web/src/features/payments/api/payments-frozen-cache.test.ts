/**
 * Issue 30 item 8a: every money write's success path patches the data cache through its own drafts, never
 * by writing into an object the store froze (immer freezes state, so a write into the mutation's answer or a
 * cached row outside a draft throws `Cannot assign to read only property`). Each mutation of payments-api
 * runs against a real store with every list it patches loaded and a fetch stub answering the endpoint's
 * response shape; the screen-visible result is asserted, and any error the patch throws fails the test.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import type { MoneyAccount, Payment, TaxRate, Transaction } from '@lintel/shared';
import { jsonResponse, makeStore } from '../../../test/render.tsx';
import { paymentsApi, selectCachedPayment } from './payments-api.ts';
import type { PaymentListQuery, TransactionListQuery } from './payments-api.ts';
import { makePayment, makeTransaction, summaryOf } from '../state/money-test-factory.ts';

const page = <T,>(results: T[]) => ({ results, pagination: { page: 1, pageSize: 10, total: results.length, totalPages: 1 }, meta: {} });
const txQuery: TransactionListQuery = { sortBy: 'attention' };
const payQuery: PaymentListQuery = { sortBy: 'dateDesc' };
const account = (id: string, isDefault: boolean): MoneyAccount => ({ id, name: `Account ${id.slice(-1)}`, type: 'bank', institution: null, last4: null, currency: 'USD', isDefault, createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z' });
const file = { id: '018f0000-0000-7000-8000-0000000f0001', name: 'receipt.pdf', mimeType: 'application/pdf', size: 1000, url: '/api/files/x', previewUrl: null, createdAt: '2026-03-02T10:00:00.000Z' };

let errors: unknown[] = [];
const onError = (error: unknown) => errors.push(error);
beforeEach(() => {
  errors = [];
  vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
  // A patch that throws inside onQueryStarted surfaces as an unhandled rejection or a console error.
  process.on('unhandledRejection', onError);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
});
afterEach(() => {
  process.off('unhandledRejection', onError);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A store with every money list loaded (transactions, payments, accounts, tax rates); `answers` by "METHOD path". */
async function frozenStore(answers: Record<string, unknown>) {
  const rent = makeTransaction();
  const awaiting = makePayment(rent, { recordedBy: 'tenant', confirmed: false, status: 'awaitingConfirmation' } as Partial<Payment>);
  const withPayment: Transaction = { ...rent, payments: [(({ transaction: _t, ...rest }) => rest)(awaiting)] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname.replace(/^\/api/, '')}`;
      if (key in answers) return jsonResponse(200, answers[key]);
      if (key === 'GET /transactions') return jsonResponse(200, page([withPayment]));
      if (key === 'GET /payments') return jsonResponse(200, page([awaiting]));
      if (key === 'GET /accounts') return jsonResponse(200, page([account('018f0000-0000-7000-8000-00000000ac01', true)]));
      if (key === 'GET /tax-rates') return jsonResponse(200, { globalTaxRates: [], taxRates: [] });
      return jsonResponse(200, {});
    }),
  );
  const store = makeStore();
  await store.dispatch(paymentsApi.endpoints.transactions.initiate(txQuery));
  await store.dispatch(paymentsApi.endpoints.payments.initiate(payQuery));
  await store.dispatch(paymentsApi.endpoints.accounts.initiate());
  await store.dispatch(paymentsApi.endpoints.taxRates.initiate());
  expect(Object.isFrozen(paymentsApi.endpoints.payments.select(payQuery)(store.getState() as never).data!.pages[0]!.results[0])).toBe(true);
  const state = () => store.getState() as never;
  return { store, rent: withPayment, awaiting, state };
}

const rows = (state: never) => paymentsApi.endpoints.transactions.select(txQuery)(state).data!.pages[0]!.results;
const paymentRows = (state: never) => paymentsApi.endpoints.payments.select(payQuery)(state).data!.pages[0]!.results;

/** Runs a mutation and waits for its onQueryStarted patch to finish (the thunk resolves before it). */
async function run(promise: PromiseLike<{ error?: unknown }>) {
  const result = await promise;
  expect(result.error).toBeUndefined();
  await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('money writes on a frozen store (issue 30 item 8a)', () => {
  it('confirming a tenant’s payment from the Payments list shows it confirmed in the list, its row and the details dialog', async () => {
    const { store, rent, awaiting, state } = await frozenStore({});
    const confirmed = { ...awaiting, confirmed: true, status: 'confirmed', transaction: summaryOf(rent, { paidAmount: 500, balance: 1350, status: 'partialPaid' }) };
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, confirmed)));
    await run(store.dispatch(paymentsApi.endpoints.updatePayment.initiate({ id: awaiting.id, input: { confirmed: true } })));
    expect(errors).toEqual([]);
    expect(selectCachedPayment(store.getState(), awaiting.id)).toMatchObject({ confirmed: true, transaction: { status: 'partialPaid' } });
    expect(paymentRows(state())[0]).toMatchObject({ confirmed: true, transaction: { paidAmount: 500 } });
    expect(rows(state())[0]).toMatchObject({ status: 'partialPaid', payments: [{ confirmed: true }] });
  });

  it('every other money write takes its answer into the frozen cache without an error', async () => {
    const { store, rent, state } = await frozenStore({});
    const summary = summaryOf(rent, { paidAmount: 500, balance: 1350, status: 'partialPaid' });
    const second = makePayment(rent, { amount: 250, transaction: summary });
    const rate: TaxRate = { id: 9, name: 'City', percentage: 5, isGlobal: false };
    const answers: Record<string, unknown> = {
      'POST /transactions': makeTransaction(),
      [`PUT /transactions/${rent.id}`]: { ...rent, name: 'Rent March (edited)', status: 'partialPaid', paidAmount: 500, balance: 1350 },
      'POST /payments': second,
      [`GET /payments/autogenerate-receipt/${second.id}`]: { message: 'ok', file, payment: second },
      [`DELETE /payments/${second.id}`]: { message: 'Deleted', transaction: summaryOf(rent, { status: 'unpaid' }) },
      'POST /accounts': account('018f0000-0000-7000-8000-00000000ac02', true),
      'PUT /accounts/018f0000-0000-7000-8000-00000000ac01': account('018f0000-0000-7000-8000-00000000ac01', true),
      'DELETE /accounts/018f0000-0000-7000-8000-00000000ac02': {},
      'POST /tax-rates': rate,
      'POST /mortgage-schedules': { id: '018f0000-0000-7000-8000-0000000000m1', transactionsCount: 3 },
      [`DELETE /transactions/${rent.id}`]: {},
    };
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname.replace(/^\/api/, '')}`;
      return key in answers ? jsonResponse(200, answers[key]) : jsonResponse(200, key === 'GET /transactions' ? page(rows(state())) : key === 'GET /payments' ? page(paymentRows(state())) : {});
    }));
    const { endpoints } = paymentsApi;
    await run(store.dispatch(endpoints.createTransaction.initiate({ type: 'income', name: 'Fee', amount: 10, dueDate: '2026-03-05' } as never)));
    await run(store.dispatch(endpoints.updateTransaction.initiate({ id: rent.id, input: { name: 'Rent March (edited)' } as never })));
    expect(paymentRows(state())[0]!.transaction).toMatchObject({ paidAmount: 500 });
    await run(store.dispatch(endpoints.createPayment.initiate({ transactionId: rent.id, amount: 250, date: '2026-03-03' } as never)));
    expect(rows(state())[0]!.payments.map((item) => item.id)).toContain(second.id);
    await run(store.dispatch(endpoints.generateReceipt.initiate(second.id)));
    await run(store.dispatch(endpoints.removePayment.initiate(second.id)));
    expect(rows(state())[0]!.payments.map((item) => item.id)).not.toContain(second.id);
    await run(store.dispatch(endpoints.createAccount.initiate({ name: 'Savings', type: 'savings', isDefault: true } as never)));
    await run(store.dispatch(endpoints.updateAccount.initiate({ id: '018f0000-0000-7000-8000-00000000ac01', input: { isDefault: true } as never })));
    await run(store.dispatch(endpoints.removeAccount.initiate('018f0000-0000-7000-8000-00000000ac02')));
    expect(paymentsApi.endpoints.accounts.select()(state()).data!.map((item) => [item.id.slice(-4), item.isDefault])).toEqual([['ac01', true]]);
    await run(store.dispatch(endpoints.createTaxRate.initiate({ name: 'City', percentage: 5 })));
    expect(paymentsApi.endpoints.taxRates.select()(state()).data!.taxRates).toEqual([rate]);
    await run(store.dispatch(endpoints.scheduleMortgage.initiate({ name: 'Bank', amount: 900, dayOfMonth: 1, startDate: '2026-04-01' } as never)));
    await run(store.dispatch(endpoints.removeTransaction.initiate(rent.id)));
    expect(rows(state()).map((row) => row.id)).not.toContain(rent.id);
    expect(errors).toEqual([]);
  });
});
