/**
 * Money endpoints of the data cache (spec point 7 "Transaction", "Payment", "Account", tax rates,
 * payment methods, mortgage schedules, statistics; issue 20, docs/decisions/010-web-data-cache.md).
 *
 * Tags: `Transaction` and `Payment` (`LIST` for their paged lists), `MoneyStatistics` (the figures),
 * `MoneyAccount`, `TaxRate`, `PaymentMethod`. A write puts its answer into the cached answers
 * (spec point 4: a payment joins its transaction's row, whose paidAmount, balance and status are the
 * server's; a deleted payment leaves it and the row takes the server's figures), and invalidates only
 * what the answer cannot tell: the figures, and a list a new record may join. Spec point 8's toasts are
 * the requests' `error`/`success`.
 */
import type {
  CreateMortgageScheduleInput,
  CreatePaymentInput,
  CreateTaxRateInput,
  CreateTransactionInput,
  DeletePaymentResponse,
  ExportPaymentsQuery,
  ListPaymentsQuery,
  ListTransactionsQuery,
  MoneyAccount,
  MoneyAccountInput,
  MoneyAccountListResponse,
  MortgageSchedule,
  Payment,
  PaymentListResponse,
  PaymentMethod,
  PaymentMethodsResponse,
  ReceiptResponse,
  TaxRate,
  TaxRatesResponse,
  TenantListResponse,
  Transaction,
  TransactionListResponse,
  TransactionStatistics,
  TransactionSummary,
  UpdateMoneyAccountInput,
  UpdatePaymentInput,
  UpdateTransactionInput,
} from '@lintel/shared';
import { DEFAULT_PAGE_SIZE, moneyMessages } from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';
import { dataApi, numberedPages } from '../../../lib/data-cache.ts';
import { getFile, saveBlob } from '../../../lib/download.ts';
import { writePersisted } from '../../../lib/persisted.ts';

/** GET /transactions filters (page and pageSize come from the infinite query). */
export type TransactionListQuery = Omit<ListTransactionsQuery, 'range' | 'page' | 'pageSize'> & { pageSize?: number };
/** GET /payments filters (page and pageSize come from the infinite query). */
export type PaymentListQuery = Omit<ListPaymentsQuery, 'range' | 'page' | 'pageSize'> & { pageSize?: number };
/** The statistics query as sent (statisticsQuery of components/date-range.ts resolves presets). */
export type StatisticsQuery = { range: 'custom' | 'yearToDate'; startDate?: string; endDate?: string; propertyId?: string };

/** A payment as a transaction lists it (without the transaction summary). */
export type TransactionPayment = Transaction['payments'][number];

/** localStorage key of the persisted payment-method catalogue (spec point 4). */
export const PAYMENT_METHODS_KEY = 'lintel.paymentMethods';

type Pages<T> = { pages: T[]; pageParams: unknown[] };
type Dispatch = (action: unknown) => unknown;
type GetState = () => unknown;

const transactionLists = { type: 'Transaction' as const, id: 'LIST' };
const paymentLists = { type: 'Payment' as const, id: 'LIST' };

function withoutTransaction(payment: Payment): TransactionPayment {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the summary lives on the transaction itself
  const { transaction, ...rest } = payment;
  return rest;
}

/** Every cached page of the two money lists, changed by `transactions` and `payments` recipes. */
function patchLists(
  dispatch: Dispatch,
  getState: GetState,
  recipes: { transactions?: (page: TransactionListResponse) => void; payments?: (page: PaymentListResponse) => void },
): void {
  const state = getState() as never;
  if (recipes.transactions) {
    for (const arg of paymentsApi.util.selectCachedArgsForQuery(state, 'transactions'))
      dispatch(paymentsApi.util.updateQueryData('transactions', arg, (draft: Pages<TransactionListResponse>) => void draft.pages.forEach(recipes.transactions!)));
  }
  if (recipes.payments) {
    for (const arg of paymentsApi.util.selectCachedArgsForQuery(state, 'payments'))
      dispatch(paymentsApi.util.updateQueryData('payments', arg, (draft: Pages<PaymentListResponse>) => void draft.pages.forEach(recipes.payments!)));
  }
}

/** Spec point 4: a transaction's paidAmount, balance, status and amount as the server decided them, wherever it shows. */
function summaryRecipes(summary: TransactionSummary) {
  return {
    transactions: (page: TransactionListResponse) => {
      const row = page.results.find((item) => item.id === summary.id);
      if (!row) return;
      row.status = summary.status;
      row.paidAmount = summary.paidAmount;
      row.balance = summary.balance;
      row.amount = summary.amount;
    },
    payments: (page: PaymentListResponse) => {
      // Replaces each row rather than writing into it: a row put into the draft in this recipe is not a draft.
      page.results.forEach((payment, index) => {
        if (payment.transactionId === summary.id) page.results[index] = { ...payment, transaction: summary };
      });
    },
  };
}

/** A payment's server copy into its transaction's row and the payments list (`add`: a new payment joins its row). */
function putPayment(dispatch: Dispatch, getState: GetState, payment: Payment, add: boolean): void {
  const summary = summaryRecipes(payment.transaction);
  patchLists(dispatch, getState, {
    transactions: (page) => {
      const row = page.results.find((item) => item.id === payment.transactionId);
      if (row) {
        const index = row.payments.findIndex((item) => item.id === payment.id);
        if (index >= 0) row.payments[index] = withoutTransaction(payment);
        else if (add) row.payments.unshift(withoutTransaction(payment));
      }
      summary.transactions(page);
    },
    payments: (page) => {
      // The summary first: `payment` is the mutation's answer, frozen in the store, so it may be put into
      // the draft but never written after (issue 30 item 8a: `payment.transaction = summary` threw).
      summary.payments(page);
      const index = page.results.findIndex((item) => item.id === payment.id);
      if (index >= 0) page.results[index] = payment;
    },
  });
}

/** The latest cached copy of a payment (payments list, else its transaction's row), or undefined. */
export function selectCachedPayment(state: unknown, id: string): Payment | undefined {
  for (const arg of paymentsApi.util.selectCachedArgsForQuery(state as never, 'payments')) {
    const found = paymentsApi.endpoints.payments.select(arg)(state as never).data?.pages.flatMap((page) => page.results).find((item) => item.id === id);
    if (found) return found;
  }
  for (const arg of paymentsApi.util.selectCachedArgsForQuery(state as never, 'transactions')) {
    for (const page of paymentsApi.endpoints.transactions.select(arg)(state as never).data?.pages ?? []) {
      for (const row of page.results) {
        const found = row.payments.find((item) => item.id === id);
        if (found) {
          const { id: txId, name, type, kind, status, amount, paidAmount, balance, dueDate } = row;
          return { ...found, transaction: { id: txId, name, type, kind, status, amount, paidAmount, balance, dueDate } };
        }
      }
    }
  }
  return undefined;
}

export const paymentsApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /transactions by filters: numbered pages (the Payments page's transactions tab, My payments' charges). */
    transactions: build.infiniteQuery<TransactionListResponse, TransactionListQuery, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        path: '/transactions',
        params: { pageSize: DEFAULT_PAGE_SIZE, ...queryArg, page: pageParam },
        error: 'Failed to fetch transactions',
      }),
      providesTags: [transactionLists],
    }),
    /** GET /payments by filters: numbered pages (the payments tabs). */
    payments: build.infiniteQuery<PaymentListResponse, PaymentListQuery, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        path: '/payments',
        params: { pageSize: DEFAULT_PAGE_SIZE, ...queryArg, page: pageParam },
        error: 'Failed to fetch payments',
      }),
      providesTags: [paymentLists],
    }),
    /** GET /payments?transactionId=: one transaction's payments (a "Confirm payment" notice's link). */
    paymentsOfTransaction: build.query<PaymentListResponse, string>({
      query: (transactionId) => ({ path: '/payments', params: { transactionId }, error: 'Failed to fetch payments', silent: true }),
      providesTags: [paymentLists],
      keepUnusedDataFor: 0,
    }),
    /** GET /transactions/{id}: one transaction (the Payments page opens it from `?transactionId=`: a work order's Bill). */
    transaction: build.query<Transaction, string>({
      query: (id) => ({ path: `/transactions/${id}`, error: 'Transaction not found' }),
      providesTags: [transactionLists],
      keepUnusedDataFor: 0,
    }),
    /** GET /transactions at most `pageSize` rows, one page (the unpaid-rent widget). */
    transactionsPage: build.query<TransactionListResponse, TransactionListQuery & { page?: number }>({
      query: (params) => ({ path: '/transactions', params, error: 'Failed to fetch transactions', silent: true }),
      providesTags: [transactionLists],
    }),
    /** GET /transactions/statistics: spec point 3's figures (a failure shows on the panel, no toast). */
    statistics: build.query<TransactionStatistics, StatisticsQuery>({
      query: (params) => ({ path: '/transactions/statistics', params, error: 'Failed to fetch statistics', silent: true }),
      providesTags: ['MoneyStatistics'],
    }),
    /** GET /accounts (one page of 100): My Accounts. */
    accounts: build.query<MoneyAccount[], void>({
      query: () => ({ path: '/accounts', params: { page: 1, pageSize: 100 }, error: 'Failed to fetch accounts' }),
      transformResponse: (response: MoneyAccountListResponse) => response.results,
      providesTags: ['MoneyAccount'],
    }),
    /** GET /payment-methods; the catalogue is also persisted (spec point 4: shown at once next time). */
    paymentMethods: build.query<PaymentMethod[], void>({
      query: () => ({ path: '/payment-methods', error: 'Failed to fetch payment methods', silent: true }),
      transformResponse: (response: PaymentMethodsResponse) => response.paymentMethods,
      providesTags: ['PaymentMethod'],
      async onQueryStarted(_arg, { queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) writePersisted(PAYMENT_METHODS_KEY, answer.data);
      },
    }),
    /** GET /tax-rates: the global rates and the caller's own. */
    taxRates: build.query<TaxRatesResponse, void>({
      query: () => ({ path: '/tax-rates', error: moneyMessages.fetchTaxRatesFailed }),
      providesTags: ['TaxRate'],
    }),
    /** GET /tenants (one page of 100, A-Z): the payer pickers; asked again each time a form opens. */
    tenantOptions: build.query<TenantListResponse, void>({
      query: () => ({ path: '/tenants', params: { page: 1, pageSize: 100, sortBy: 'nameAsc' }, error: 'Failed to fetch tenants', silent: true }),
      keepUnusedDataFor: 0,
    }),

    createTransaction: build.mutation<Transaction, CreateTransactionInput>({
      query: (input) => ({
        path: '/transactions',
        method: 'POST',
        body: input,
        error: `Failed to create ${input.type}`,
        success: moneyMessages.transactionCreated,
      }),
      // Where a new row sorts and which filters it passes is the server's to say: the lists ask again.
      invalidatesTags: (result) => (result ? [transactionLists, 'MoneyStatistics'] : []),
    }),
    updateTransaction: build.mutation<Transaction, { id: string; input: UpdateTransactionInput }>({
      query: ({ id, input }) => ({
        path: `/transactions/${id}`,
        method: 'PUT',
        body: input,
        error: 'Failed to update transaction',
        success: moneyMessages.transactionUpdated,
      }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        const transaction = answer.data;
        const summary = summaryRecipes(transaction);
        patchLists(dispatch, getState, {
          transactions: (page) => {
            const index = page.results.findIndex((item) => item.id === transaction.id);
            if (index >= 0) page.results[index] = transaction;
          },
          payments: summary.payments,
        });
        dispatch(paymentsApi.util.invalidateTags(['MoneyStatistics']));
      },
    }),
    removeTransaction: build.mutation<{ id: string }, string>({
      query: (id) => ({ path: `/transactions/${id}`, method: 'DELETE', error: 'Failed to delete transaction', success: moneyMessages.transactionDeleted }),
      transformResponse: (_answer: unknown, _meta, id) => ({ id }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        patchLists(dispatch, getState, {
          transactions: (page) => {
            const before = page.results.length;
            page.results = page.results.filter((item) => item.id !== id);
            page.pagination.total -= before - page.results.length;
          },
          payments: (page) => {
            const before = page.results.length;
            page.results = page.results.filter((item) => item.transactionId !== id);
            page.pagination.total -= before - page.results.length;
          },
        });
        dispatch(paymentsApi.util.invalidateTags(['MoneyStatistics']));
      },
    }),
    /** Spec point 4: the answer carries the transaction with the paidAmount and status the server decided. */
    createPayment: build.mutation<Payment, CreatePaymentInput>({
      query: (input) => ({ path: '/payments', method: 'POST', body: input, error: moneyMessages.createPaymentFailed }),
      async onQueryStarted(_input, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        putPayment(dispatch, getState, answer.data, true);
        // The payments lists may gain the row (by their filters and order): they ask again; so do the figures.
        dispatch(paymentsApi.util.invalidateTags([paymentLists, 'MoneyStatistics']));
      },
    }),
    updatePayment: build.mutation<Payment, { id: string; input: UpdatePaymentInput }>({
      query: ({ id, input }) => ({
        path: `/payments/${id}`,
        method: 'PUT',
        body: input,
        error: moneyMessages.updatePaymentFailed,
        success: input.confirmed ? 'Payment confirmed' : 'Payment updated successfully',
      }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        putPayment(dispatch, getState, answer.data, false);
        dispatch(paymentsApi.util.invalidateTags(['MoneyStatistics']));
      },
    }),
    /** Spec point 4: deleting a payment recomputes paidAmount; the answer's transaction figures win. */
    removePayment: build.mutation<DeletePaymentResponse & { id: string }, string>({
      query: (id) => ({ path: `/payments/${id}`, method: 'DELETE', error: 'Failed to delete payment', success: moneyMessages.paymentDeleted }),
      transformResponse: (answer: DeletePaymentResponse, _meta, id) => ({ ...answer, id }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        const summary = summaryRecipes(answer.data.transaction);
        patchLists(dispatch, getState, {
          transactions: (page) => {
            const row = page.results.find((item) => item.id === answer.data.transaction.id);
            if (row) row.payments = row.payments.filter((item) => item.id !== id);
            summary.transactions(page);
          },
          payments: (page) => {
            const before = page.results.length;
            page.results = page.results.filter((item) => item.id !== id);
            page.pagination.total -= before - page.results.length;
            summary.payments(page);
          },
        });
        dispatch(paymentsApi.util.invalidateTags(['MoneyStatistics']));
      },
    }),
    /** GET /payments/autogenerate-receipt/{id}: renders the receipt afresh; the payment's receipt follows. */
    generateReceipt: build.mutation<ReceiptResponse, string>({
      query: (id) => ({ path: `/payments/autogenerate-receipt/${id}`, error: 'Failed to generate receipt', success: moneyMessages.receiptGenerated }),
      async onQueryStarted(_id, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) putPayment(dispatch, getState, { ...answer.data.payment, receipt: answer.data.file }, false);
      },
    }),

    createAccount: build.mutation<MoneyAccount, MoneyAccountInput>({
      query: (input) => ({ path: '/accounts', method: 'POST', body: input, error: 'Failed to add account', success: 'Account added successfully' }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(
          paymentsApi.util.updateQueryData('accounts', undefined, (draft) => {
            if (answer.data.isDefault) for (const item of draft) item.isDefault = false;
            draft.unshift(answer.data);
          }),
        );
      },
    }),
    updateAccount: build.mutation<MoneyAccount, { id: string; input: UpdateMoneyAccountInput }>({
      query: ({ id, input }) => ({ path: `/accounts/${id}`, method: 'PUT', body: input, error: 'Failed to update account', success: 'Account updated successfully' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(
          paymentsApi.util.updateQueryData('accounts', undefined, (draft) => {
            if (answer.data.isDefault) for (const item of draft) item.isDefault = false;
            const index = draft.findIndex((item) => item.id === answer.data.id);
            if (index >= 0) draft[index] = answer.data;
          }),
        );
      },
    }),
    removeAccount: build.mutation<{ id: string }, string>({
      query: (id) => ({ path: `/accounts/${id}`, method: 'DELETE', error: 'Failed to delete account', success: 'Account deleted successfully' }),
      transformResponse: (_answer: unknown, _meta, id) => ({ id }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(paymentsApi.util.updateQueryData('accounts', undefined, (draft) => draft.filter((item) => item.id !== id)));
      },
    }),
    createTaxRate: build.mutation<TaxRate, CreateTaxRateInput>({
      query: (input) => ({ path: '/tax-rates', method: 'POST', body: input, error: 'Failed to create tax rate', success: 'Tax rate created successfully' }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(paymentsApi.util.updateQueryData('taxRates', undefined, (draft) => void draft.taxRates.push(answer.data)));
      },
    }),
    /** POST /mortgage-schedules: many expenses at once, so the transaction lists and the figures ask again. */
    scheduleMortgage: build.mutation<MortgageSchedule, CreateMortgageScheduleInput>({
      query: (input) => ({
        path: '/mortgage-schedules',
        method: 'POST',
        body: input,
        error: 'Failed to schedule mortgage',
        success: ((schedule: MortgageSchedule) =>
          `Mortgage scheduled: ${schedule.transactionsCount} monthly ${schedule.transactionsCount === 1 ? 'expense' : 'expenses'} added`) as (result: never) => string,
      }),
      invalidatesTags: (result) => (result ? [transactionLists, 'MoneyStatistics'] : []),
    }),
  }),
});

export const {
  useTransactionsInfiniteQuery,
  usePaymentsInfiniteQuery,
  usePaymentsOfTransactionQuery,
  useTransactionQuery,
  useTransactionsPageQuery,
  useStatisticsQuery,
  useAccountsQuery,
  usePaymentMethodsQuery,
  useTaxRatesQuery,
  useTenantOptionsQuery,
  useCreateTransactionMutation,
  useUpdateTransactionMutation,
  useRemoveTransactionMutation,
  useCreatePaymentMutation,
  useUpdatePaymentMutation,
  useRemovePaymentMutation,
  useGenerateReceiptMutation,
  useCreateAccountMutation,
  useUpdateAccountMutation,
  useRemoveAccountMutation,
  useCreateTaxRateMutation,
  useScheduleMortgageMutation,
} = paymentsApi;

export { saveBlob };

/**
 * GET /payments/export as a file (CSV or an Excel workbook), not cached. The JSON client cannot read a
 * file, so this sends the Bearer token itself after a cheap authed call has refreshed an expired token.
 * Returns the saved file's name; throws the request's error.
 */
export async function downloadPaymentsExport(query: Omit<ExportPaymentsQuery, 'range'>): Promise<string> {
  await api.get('/payment-methods');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const response = await getFile(`/payments/export?${params.toString()}`, 'Could not download the payments');
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `payments.${query.format ?? 'csv'}`;
  saveBlob(await response.blob(), fileName);
  return fileName;
}
