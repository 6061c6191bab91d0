/**
 * Payments state (spec point 4): the two tabs of the Payments page (transactions, payments), each a
 * paged list that loads more; creating a payment adds it to its transaction, takes paidAmount and the
 * status from the server's response; deleting one recomputes paidAmount (from the response);
 * switching tabs clears the other tab's list and the active ids. Also My Accounts, the payment
 * methods and tax rates the forms pick from, and the last payment recorded (payment success modal).
 */
import { readPersistedList } from '../../../lib/persisted.ts';
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_PAGE_SIZE } from '@lintel/shared';
import type {
  AsyncStatus,
  MoneyAccount,
  Pagination,
  Payment,
  PaymentMethod,
  TaxRate,
  Transaction,
  PaymentSort,
  TransactionKind,
  TransactionSort,
  TransactionStatus,
  TransactionSummary,
  TransactionType,
} from '@lintel/shared';
import { wasAborted } from '../../../lib/async-state.ts';
import { createTransaction, fetchTransactions, removeTransaction, updateTransaction } from '../api/transaction-calls.ts';
import { createPayment, fetchPayments, generateReceipt, removePayment, updatePayment } from '../api/payment-calls.ts';
import { createAccount, fetchAccounts, removeAccount, updateAccount } from '../api/account-calls.ts';
import { createTaxRate, fetchPaymentMethods, fetchTaxRates, PAYMENT_METHODS_KEY, scheduleMortgage } from '../api/catalogue-calls.ts';
import type { DateRangeFilter } from '../components/date-range.ts';
import { paymentsSlot } from './payments-slot.ts';

export type PaymentsTab = 'transactions' | 'payments';
export const paymentsTabs: readonly PaymentsTab[] = ['transactions', 'payments'];

/** Filters of both tabs; type, kind and status apply to transactions only. Each tab keeps its own sort. */
export interface MoneyFilters extends DateRangeFilter {
  /** The transactions tab's order; `attention` (overdue, then due soon) by default (issue 11 item 9). */
  sortBy: TransactionSort;
  /** The payments tab's order; payment date, newest first, by default. */
  paymentSortBy: PaymentSort;
  type?: TransactionType;
  kind?: TransactionKind;
  status?: TransactionStatus;
  propertyId?: string;
  tenantId?: string;
}

export interface ListState<T> {
  items: T[];
  pagination: Pagination | null;
  status: AsyncStatus;
  loadMoreStatus: AsyncStatus;
  error: string | null;
  requestId: string | null;
}

/** A payment as a transaction lists it (without the transaction summary). */
export type TransactionPayment = Transaction['payments'][number];

export interface PaymentsState {
  tab: PaymentsTab;
  filters: MoneyFilters;
  transactions: ListState<Transaction>;
  payments: ListState<Payment>;
  activeTransactionId: string | null;
  activePaymentId: string | null;
  /** The payment the payment success modal shows. */
  lastPayment: Payment | null;
  accounts: { items: MoneyAccount[]; status: AsyncStatus };
  paymentMethods: { items: PaymentMethod[]; status: AsyncStatus };
  taxRates: { global: TaxRate[]; own: TaxRate[]; status: AsyncStatus; lastCreatedId: number | null };
  createTransactionStatus: AsyncStatus;
  updateTransactionStatus: AsyncStatus;
  removeTransactionStatus: AsyncStatus;
  createPaymentStatus: AsyncStatus;
  updatePaymentStatus: AsyncStatus;
  removePaymentStatus: AsyncStatus;
  receiptStatus: AsyncStatus;
  accountSaveStatus: AsyncStatus;
  taxRateSaveStatus: AsyncStatus;
  mortgageStatus: AsyncStatus;
  /** Bumped by every change of money (statistics reload). */
  version: number;
  /** Bumped when the lists must be fetched again (a schedule adds many transactions at once). */
  listsStale: number;
}

export const PAYMENTS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

const emptyList = <T>(): ListState<T> => ({ items: [], pagination: null, status: 'idle', loadMoreStatus: 'idle', error: null, requestId: null });

const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'object' && value !== null && typeof (value as PaymentMethod).id === 'number' && typeof (value as PaymentMethod).name === 'string';

export const initialPaymentsState: PaymentsState = {
  tab: 'transactions',
  filters: { sortBy: 'attention', paymentSortBy: 'dateDesc' },
  transactions: emptyList(),
  payments: emptyList(),
  activeTransactionId: null,
  activePaymentId: null,
  lastPayment: null,
  accounts: { items: [], status: 'idle' },
  // Spec point 4: payment methods are persisted client state (shown at once, refreshed on first use).
  paymentMethods: { items: readPersistedList(PAYMENT_METHODS_KEY, isPaymentMethod), status: 'idle' },
  taxRates: { global: [], own: [], status: 'idle', lastCreatedId: null },
  createTransactionStatus: 'idle',
  updateTransactionStatus: 'idle',
  removeTransactionStatus: 'idle',
  createPaymentStatus: 'idle',
  updatePaymentStatus: 'idle',
  removePaymentStatus: 'idle',
  receiptStatus: 'idle',
  accountSaveStatus: 'idle',
  taxRateSaveStatus: 'idle',
  mortgageStatus: 'idle',
  version: 0,
  listsStale: 0,
};

function withoutTransaction(payment: Payment): TransactionPayment {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the summary lives on the transaction itself
  const { transaction, ...rest } = payment;
  return rest;
}

/** Spec point 4: paidAmount, balance and status as the server decided them, wherever the transaction shows. */
function applySummary(state: PaymentsState, summary: TransactionSummary) {
  const row = state.transactions.items.find((item) => item.id === summary.id);
  if (row) {
    row.status = summary.status;
    row.paidAmount = summary.paidAmount;
    row.balance = summary.balance;
    row.amount = summary.amount;
  }
  for (const payment of state.payments.items) if (payment.transactionId === summary.id) payment.transaction = summary;
  if (state.lastPayment?.transactionId === summary.id) state.lastPayment.transaction = summary;
}

/** Puts the server's copy of a payment in its transaction and in the payments list. */
function replacePayment(state: PaymentsState, payment: Payment) {
  const row = state.transactions.items.find((item) => item.id === payment.transactionId);
  if (row) {
    const index = row.payments.findIndex((item) => item.id === payment.id);
    if (index >= 0) row.payments[index] = withoutTransaction(payment);
  }
  const index = state.payments.items.findIndex((item) => item.id === payment.id);
  if (index >= 0) state.payments.items[index] = payment;
  if (state.lastPayment?.id === payment.id) state.lastPayment = payment;
  applySummary(state, payment.transaction);
}

function listReducers<T extends { id: string }>(
  list: (state: PaymentsState) => ListState<T>,
  fallback: string,
) {
  return {
    pending(state: PaymentsState, action: { meta: { requestId: string; arg: { append?: boolean } } }) {
      const target = list(state);
      target.requestId = action.meta.requestId;
      target.error = null;
      if (action.meta.arg.append) target.loadMoreStatus = 'pending';
      else target.status = 'pending';
    },
    fulfilled(
      state: PaymentsState,
      action: { payload: { results: T[]; pagination: Pagination }; meta: { requestId: string; arg: { append?: boolean } } },
    ) {
      const target = list(state);
      if (target.requestId !== action.meta.requestId) return;
      const { results, pagination } = action.payload;
      if (action.meta.arg.append) {
        const known = new Set(target.items.map((item) => item.id));
        // Immer drafts and plain objects are both fine here; the cast keeps T generic.
        (target.items as T[]).push(...results.filter((item) => !known.has(item.id)));
        target.loadMoreStatus = 'succeeded';
      } else {
        (target as ListState<T>).items = results;
        target.status = 'succeeded';
        target.loadMoreStatus = 'idle';
      }
      target.pagination = pagination;
    },
    rejected(
      state: PaymentsState,
      action: { payload?: string | undefined; meta: { requestId: string; aborted?: boolean; arg: { append?: boolean } }; error?: { name?: string; message?: string } },
    ) {
      const target = list(state);
      if (wasAborted(action) || target.requestId !== action.meta.requestId) return;
      target.error = action.payload ?? fallback;
      if (action.meta.arg.append) target.loadMoreStatus = 'rejected';
      else target.status = 'rejected';
    },
  };
}

const transactionList = listReducers<Transaction>((state) => state.transactions, 'Failed to fetch transactions');
const paymentList = listReducers<Payment>((state) => state.payments, 'Failed to fetch payments');

const paymentsSlice = createSlice({
  name: 'payments',
  initialState: initialPaymentsState,
  reducers: {
    /** Spec point 4: switching tabs clears the other tab's list and the active ids. */
    tabChanged(state, action: PayloadAction<PaymentsTab>) {
      if (state.tab === action.payload) return;
      state.tab = action.payload;
      if (action.payload === 'payments') state.transactions = emptyList();
      else state.payments = emptyList();
      state.activeTransactionId = null;
      state.activePaymentId = null;
    },
    filtersChanged(state, action: PayloadAction<Partial<MoneyFilters>>) {
      state.filters = { ...state.filters, ...action.payload };
    },
    filtersCleared(state) {
      state.filters = { sortBy: state.filters.sortBy, paymentSortBy: state.filters.paymentSortBy };
    },
    activeTransactionSet(state, action: PayloadAction<string | null>) {
      state.activeTransactionId = action.payload;
    },
    activePaymentSet(state, action: PayloadAction<string | null>) {
      state.activePaymentId = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchTransactions.pending, transactionList.pending)
      .addCase(fetchTransactions.fulfilled, transactionList.fulfilled)
      .addCase(fetchTransactions.rejected, transactionList.rejected)
      .addCase(fetchPayments.pending, paymentList.pending)
      .addCase(fetchPayments.fulfilled, paymentList.fulfilled)
      .addCase(fetchPayments.rejected, paymentList.rejected)
      // Transactions
      .addCase(createTransaction.pending, (state) => {
        state.createTransactionStatus = 'pending';
      })
      .addCase(createTransaction.fulfilled, (state, action) => {
        state.createTransactionStatus = 'succeeded';
        state.version += 1;
        if (state.transactions.status === 'succeeded') {
          state.transactions.items.unshift(action.payload);
          if (state.transactions.pagination) state.transactions.pagination.total += 1;
        }
      })
      .addCase(createTransaction.rejected, (state, action) => {
        if (!wasAborted(action)) state.createTransactionStatus = 'rejected';
      })
      .addCase(updateTransaction.pending, (state) => {
        state.updateTransactionStatus = 'pending';
      })
      .addCase(updateTransaction.fulfilled, (state, action) => {
        state.updateTransactionStatus = 'succeeded';
        state.version += 1;
        const index = state.transactions.items.findIndex((item) => item.id === action.payload.id);
        if (index >= 0) state.transactions.items[index] = action.payload;
        applySummary(state, action.payload);
      })
      .addCase(updateTransaction.rejected, (state, action) => {
        if (!wasAborted(action)) state.updateTransactionStatus = 'rejected';
      })
      .addCase(removeTransaction.pending, (state) => {
        state.removeTransactionStatus = 'pending';
      })
      .addCase(removeTransaction.fulfilled, (state, action) => {
        state.removeTransactionStatus = 'succeeded';
        state.version += 1;
        const { id } = action.payload;
        const before = state.transactions.items.length;
        state.transactions.items = state.transactions.items.filter((item) => item.id !== id);
        if (state.transactions.pagination && state.transactions.items.length < before) state.transactions.pagination.total -= 1;
        const paymentsBefore = state.payments.items.length;
        state.payments.items = state.payments.items.filter((item) => item.transactionId !== id);
        if (state.payments.pagination) state.payments.pagination.total -= paymentsBefore - state.payments.items.length;
        if (state.activeTransactionId === id) state.activeTransactionId = null;
      })
      .addCase(removeTransaction.rejected, (state, action) => {
        if (!wasAborted(action)) state.removeTransactionStatus = 'rejected';
      })
      // Payments (spec point 4)
      .addCase(createPayment.pending, (state, action) => {
        state.createPaymentStatus = 'pending';
        state.activeTransactionId = action.meta.arg.transactionId;
      })
      .addCase(createPayment.fulfilled, (state, action) => {
        const payment = action.payload;
        state.createPaymentStatus = 'succeeded';
        state.version += 1;
        state.lastPayment = payment;
        state.activePaymentId = payment.id;
        const row = state.transactions.items.find((item) => item.id === payment.transactionId);
        if (row && !row.payments.some((item) => item.id === payment.id)) row.payments.unshift(withoutTransaction(payment));
        if (state.payments.status === 'succeeded' && !state.payments.items.some((item) => item.id === payment.id)) {
          state.payments.items.unshift(payment);
          if (state.payments.pagination) state.payments.pagination.total += 1;
        }
        applySummary(state, payment.transaction);
      })
      .addCase(createPayment.rejected, (state, action) => {
        if (!wasAborted(action)) state.createPaymentStatus = 'rejected';
      })
      .addCase(updatePayment.pending, (state) => {
        state.updatePaymentStatus = 'pending';
      })
      .addCase(updatePayment.fulfilled, (state, action) => {
        state.updatePaymentStatus = 'succeeded';
        state.version += 1;
        replacePayment(state, action.payload);
      })
      .addCase(updatePayment.rejected, (state, action) => {
        if (!wasAborted(action)) state.updatePaymentStatus = 'rejected';
      })
      .addCase(removePayment.pending, (state) => {
        state.removePaymentStatus = 'pending';
      })
      .addCase(removePayment.fulfilled, (state, action) => {
        const { id, transaction } = action.payload;
        state.removePaymentStatus = 'succeeded';
        state.version += 1;
        const row = state.transactions.items.find((item) => item.id === transaction.id);
        if (row) row.payments = row.payments.filter((item) => item.id !== id);
        const before = state.payments.items.length;
        state.payments.items = state.payments.items.filter((item) => item.id !== id);
        if (state.payments.pagination && state.payments.items.length < before) state.payments.pagination.total -= 1;
        if (state.activePaymentId === id) state.activePaymentId = null;
        if (state.lastPayment?.id === id) state.lastPayment = null;
        // Spec point 4: deleting a payment recomputes paidAmount; the server's figures win.
        applySummary(state, transaction);
      })
      .addCase(removePayment.rejected, (state, action) => {
        if (!wasAborted(action)) state.removePaymentStatus = 'rejected';
      })
      .addCase(generateReceipt.pending, (state, action) => {
        state.receiptStatus = 'pending';
        state.activePaymentId = action.meta.arg;
      })
      .addCase(generateReceipt.fulfilled, (state, action) => {
        state.receiptStatus = 'succeeded';
        replacePayment(state, { ...action.payload.payment, receipt: action.payload.file });
      })
      .addCase(generateReceipt.rejected, (state, action) => {
        if (!wasAborted(action)) state.receiptStatus = 'rejected';
      })
      // My Accounts
      .addCase(fetchAccounts.pending, (state) => {
        state.accounts.status = 'pending';
      })
      .addCase(fetchAccounts.fulfilled, (state, action) => {
        state.accounts = { items: action.payload, status: 'succeeded' };
      })
      .addCase(fetchAccounts.rejected, (state, action) => {
        if (!wasAborted(action)) state.accounts.status = 'rejected';
      })
      .addCase(createAccount.pending, (state) => {
        state.accountSaveStatus = 'pending';
      })
      .addCase(createAccount.fulfilled, (state, action) => {
        state.accountSaveStatus = 'succeeded';
        if (action.payload.isDefault) for (const item of state.accounts.items) item.isDefault = false;
        state.accounts.items.unshift(action.payload);
      })
      .addCase(createAccount.rejected, (state, action) => {
        if (!wasAborted(action)) state.accountSaveStatus = 'rejected';
      })
      .addCase(updateAccount.pending, (state) => {
        state.accountSaveStatus = 'pending';
      })
      .addCase(updateAccount.fulfilled, (state, action) => {
        state.accountSaveStatus = 'succeeded';
        if (action.payload.isDefault) for (const item of state.accounts.items) item.isDefault = false;
        const index = state.accounts.items.findIndex((item) => item.id === action.payload.id);
        if (index >= 0) state.accounts.items[index] = action.payload;
      })
      .addCase(updateAccount.rejected, (state, action) => {
        if (!wasAborted(action)) state.accountSaveStatus = 'rejected';
      })
      .addCase(removeAccount.fulfilled, (state, action) => {
        state.accounts.items = state.accounts.items.filter((item) => item.id !== action.payload.id);
      })
      // Catalogues
      .addCase(fetchPaymentMethods.pending, (state) => {
        state.paymentMethods.status = 'pending';
      })
      .addCase(fetchPaymentMethods.fulfilled, (state, action) => {
        state.paymentMethods = { items: action.payload, status: 'succeeded' };
      })
      .addCase(fetchPaymentMethods.rejected, (state, action) => {
        if (!wasAborted(action)) state.paymentMethods.status = 'rejected';
      })
      .addCase(fetchTaxRates.pending, (state) => {
        state.taxRates.status = 'pending';
      })
      .addCase(fetchTaxRates.fulfilled, (state, action) => {
        state.taxRates = { ...state.taxRates, global: action.payload.globalTaxRates, own: action.payload.taxRates, status: 'succeeded' };
      })
      .addCase(fetchTaxRates.rejected, (state, action) => {
        if (!wasAborted(action)) state.taxRates.status = 'rejected';
      })
      .addCase(createTaxRate.pending, (state) => {
        state.taxRateSaveStatus = 'pending';
      })
      .addCase(createTaxRate.fulfilled, (state, action) => {
        state.taxRateSaveStatus = 'succeeded';
        state.taxRates.own.push(action.payload);
        state.taxRates.lastCreatedId = action.payload.id;
      })
      .addCase(createTaxRate.rejected, (state, action) => {
        if (!wasAborted(action)) state.taxRateSaveStatus = 'rejected';
      })
      .addCase(scheduleMortgage.pending, (state) => {
        state.mortgageStatus = 'pending';
      })
      .addCase(scheduleMortgage.fulfilled, (state) => {
        state.mortgageStatus = 'succeeded';
        state.version += 1;
        state.listsStale += 1;
      })
      .addCase(scheduleMortgage.rejected, (state, action) => {
        if (!wasAborted(action)) state.mortgageStatus = 'rejected';
      });
  },
});

export const { tabChanged, filtersChanged, filtersCleared, activeTransactionSet, activePaymentSet } = paymentsSlice.actions;
export const paymentsReducer = paymentsSlice.reducer;

// Loading this module (with the screens and modals that use it) plugs the slice into the store.
paymentsSlot.register(paymentsSlice.reducer);
