/** The open tab's paged list (transactions or payments) from the filters, with load more (the paged-list kit). */
import { Tabs } from '@mantine/core';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import type { Payment, Transaction } from '@lintel/shared';
import type { PagedListControls } from '../../../components/ui/paged-list/use-paged-list.ts';
import { PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { useCachedPagedList } from '../../../components/ui/paged-list/use-cached-paged-list.ts';
import type { CachedPagedList } from '../../../components/ui/paged-list/use-cached-paged-list.ts';
import type { PagedListState } from '../../../lib/paged-list.ts';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { paymentsApi, usePaymentsInfiniteQuery, useTransactionsInfiniteQuery } from '../api/payments-api.ts';
import type { PaymentListQuery, TransactionListQuery } from '../api/payments-api.ts';
import { PAYMENTS_PAGE_SIZE, selectPayments } from '../state/payments-slice.ts';
import type { MoneyFilters, PaymentsTab } from '../state/payments-slice.ts';
import { rangeQuery } from './date-range.ts';

function commonQuery(filters: MoneyFilters) {
  return {
    pageSize: PAYMENTS_PAGE_SIZE,
    ...(filters.propertyId ? { propertyId: filters.propertyId } : {}),
    ...(filters.tenantId ? { tenantId: filters.tenantId } : {}),
    ...rangeQuery(filters),
  };
}

/** GET /transactions query from the filters (dates resolved from the preset). */
export function transactionListQuery(filters: MoneyFilters): TransactionListQuery {
  return {
    ...commonQuery(filters),
    sortBy: filters.sortBy,
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
}

/** GET /payments query in the payments tab's order: the dates filter the payment date. */
export function paymentListQuery(filters: MoneyFilters): PaymentListQuery {
  return { ...commonQuery(filters), sortBy: filters.paymentSortBy };
}

/**
 * The open tab's list from the data cache: the filters are the query's argument (page 1 of new filters,
 * cached pages of filters seen before), the next page on demand, Retry; live events and a reconnect
 * keep it fresh (lib/live/event-tags.ts). Spec point 4: switching tabs clears the other tab's list.
 */
export function useMoneyLists() {
  const dispatch = useAppDispatch();
  const { tab, filters } = useAppSelector(selectPayments);
  const transactions = useCachedPagedList(
    useTransactionsInfiniteQuery(transactionListQuery(filters), { skip: tab !== 'transactions' }),
    'Failed to fetch transactions',
  );
  const payments = useCachedPagedList(usePaymentsInfiniteQuery(paymentListQuery(filters), { skip: tab !== 'payments' }), 'Failed to fetch payments');
  useEffect(() => {
    // The other tab's list is no longer watched: invalidating its tag drops what it held.
    dispatch(paymentsApi.util.invalidateTags([{ type: tab === 'transactions' ? 'Payment' : 'Transaction', id: 'LIST' }]));
  }, [tab, dispatch]);
  const { list, controls } = tab === 'transactions' ? transactions : payments;
  return { tab, filters, list: list as CachedPagedList<Transaction | Payment>['list'], controls };
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
