/**
 * Payments client state (spec point 4): the open tab of the Payments page (transactions, payments),
 * the filters of both tabs and the active rows. The lists, accounts, catalogues and figures are server
 * data and live in the data cache (api/payments-api.ts). Switching tabs clears the active ids; the
 * other tab's cached list is dropped by the list hook (components/money-lists.tsx).
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_PAGE_SIZE } from '@lintel/shared';
import type { PaymentSort, TransactionKind, TransactionSort, TransactionStatus, TransactionType } from '@lintel/shared';
import type { AppState } from '../../../lib/redux-hooks.ts';
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

export interface PaymentsState {
  tab: PaymentsTab;
  filters: MoneyFilters;
  activeTransactionId: string | null;
  activePaymentId: string | null;
}

export const PAYMENTS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const initialPaymentsState: PaymentsState = {
  tab: 'transactions',
  filters: { sortBy: 'attention', paymentSortBy: 'dateDesc' },
  activeTransactionId: null,
  activePaymentId: null,
};

const paymentsSlice = createSlice({
  name: 'payments',
  initialState: initialPaymentsState,
  reducers: {
    /** Spec point 4: switching tabs clears the active ids (and, in money-lists.tsx, the other tab's list). */
    tabChanged(state, action: PayloadAction<PaymentsTab>) {
      if (state.tab === action.payload) return;
      state.tab = action.payload;
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
});

export const { tabChanged, filtersChanged, filtersCleared, activeTransactionSet, activePaymentSet } = paymentsSlice.actions;
export const paymentsReducer = paymentsSlice.reducer;

/** The slice, or its initial state while the store slot is still empty (see lib/lazy-reducer.ts). */
export const selectPayments = (state: AppState): PaymentsState => state.payments ?? initialPaymentsState;

// Loading this module (with the screens and modals that use it) plugs the slice into the store.
paymentsSlot.register(paymentsSlice.reducer);
