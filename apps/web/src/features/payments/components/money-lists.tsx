/** The open tab's paged list (transactions or payments) from the filters, with load more (the paged-list kit). */
import { Tabs } from '@mantine/core';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Payment, Transaction } from '@lintel/shared';
import { usePagedList } from '../../../components/ui/paged-list/use-paged-list.ts';
import type { PagedListControls } from '../../../components/ui/paged-list/use-paged-list.ts';
import { PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import type { PagedListState } from '../../../lib/paged-list.ts';
import { fetchTransactions } from '../api/transaction-calls.ts';
import type { TransactionListQuery } from '../api/transaction-calls.ts';
import { fetchPayments } from '../api/payment-calls.ts';
import type { PaymentListQuery } from '../api/payment-calls.ts';
import { PAYMENTS_PAGE_SIZE } from '../state/payments-slice.ts';
import type { MoneyFilters, PaymentsTab } from '../state/payments-slice.ts';
import { usePaymentsDispatch, usePaymentsSelector } from '../state/hooks.ts';
import { rangeQuery } from './date-range.ts';

function commonQuery(filters: MoneyFilters, page: number) {
  return {
    page,
    pageSize: PAYMENTS_PAGE_SIZE,
    ...(filters.propertyId ? { propertyId: filters.propertyId } : {}),
    ...(filters.tenantId ? { tenantId: filters.tenantId } : {}),
    ...rangeQuery(filters),
  };
}

/** GET /transactions query from the filters (dates resolved from the preset). */
export function transactionListQuery(filters: MoneyFilters, page: number): TransactionListQuery {
  return {
    ...commonQuery(filters, page),
    sortBy: filters.sortBy,
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
}

/** GET /payments query in the payments tab's order: the dates filter the payment date. */
export function paymentListQuery(filters: MoneyFilters, page: number): PaymentListQuery {
  return { ...commonQuery(filters, page), sortBy: filters.paymentSortBy };
}

/** The open tab's list on the kit's usePagedList: page 1 whenever the tab or the filters change or a money
 * change marks the lists stale, the next page on demand, Retry and the live channel's resync. */
export function useMoneyLists() {
  const dispatch = usePaymentsDispatch();
  const tab = usePaymentsSelector((state) => state.payments.tab);
  const filters = usePaymentsSelector((state) => state.payments.filters);
  const stale = usePaymentsSelector((state) => state.payments.listsStale);
  const list = usePaymentsSelector((state) =>
    tab === 'transactions' ? state.payments.transactions : state.payments.payments,
  );
  const key = useMemo(() => ({ tab, filters, stale }), [tab, filters, stale]);
  const controls = usePagedList({
    list,
    filters: key,
    pageSize: PAYMENTS_PAGE_SIZE,
    load: ({ tab: open, filters: money, page }, append) =>
      open === 'transactions'
        ? dispatch(fetchTransactions({ query: transactionListQuery(money, page), append }))
        : dispatch(fetchPayments({ query: paymentListQuery(money, page), append })),
  });
  return { tab, filters, list, controls };
}

export interface MoneyListBodyProps {
  tab: PaymentsTab;
  list: Pick<PagedListState<Transaction | Payment>, 'items' | 'status' | 'loadMoreStatus' | 'error'>;
  controls: PagedListControls;
  /** The open tab's plural noun for "Loading …" and "Could not load …". */
  noun: string;
  transactions: (items: Transaction[]) => ReactNode;
  payments: (items: Payment[]) => ReactNode;
  empty: ReactNode;
}

/**
 * The open tab's panel: the kit's PagedListBody with the tab's virtualised table (it lays itself out in
 * one column on phones, so it is the rendering on every width and there is no table/cards toggle).
 */
export function MoneyListBody({ tab, list, controls, noun, transactions, payments, empty }: MoneyListBodyProps) {
  return (
    <Tabs.Panel value={tab}>
      <PagedListBody
        list={list}
        controls={controls}
        noun={noun}
        cards={(items) =>
          tab === 'transactions' ? transactions(items as Transaction[]) : payments(items as Payment[])
        }
        empty={empty}
      />
    </Tabs.Panel>
  );
}
