/** The open tab's paged list (transactions or payments) from the filters, with load more; its loading and error states. */
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { fetchTransactions } from '../api/transaction-calls.ts';
import type { TransactionListQuery } from '../api/transaction-calls.ts';
import { fetchPayments } from '../api/payment-calls.ts';
import type { PaymentListQuery } from '../api/payment-calls.ts';
import { PAYMENTS_PAGE_SIZE } from '../state/payments-slice.ts';
import type { MoneyFilters } from '../state/payments-slice.ts';
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

/** GET /payments query: the dates filter the payment date. */
export function paymentListQuery(filters: MoneyFilters, page: number): PaymentListQuery {
  return commonQuery(filters, page);
}

/** Loads the open tab's list whenever the filters change; load more appends the next page. */
export function useMoneyLists() {
  const dispatch = usePaymentsDispatch();
  const tab = usePaymentsSelector((state) => state.payments.tab);
  const filters = usePaymentsSelector((state) => state.payments.filters);
  const stale = usePaymentsSelector((state) => state.payments.listsStale);
  const list = usePaymentsSelector((state) => (tab === 'transactions' ? state.payments.transactions : state.payments.payments));
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    const request =
      tab === 'transactions'
        ? dispatch(fetchTransactions({ query: transactionListQuery(filters, 1) }))
        : dispatch(fetchPayments({ query: paymentListQuery(filters, 1) }));
    return () => request.abort();
  }, [tab, filters, stale, reloadKey, dispatch]);

  const pagination = list.pagination;
  const hasMore = Boolean(pagination && pagination.page < pagination.totalPages) && list.status === 'succeeded';
  const loadMore = useCallback(() => {
    if (!pagination || list.loadMoreStatus === 'pending') return;
    const page = pagination.page + 1;
    if (tab === 'transactions') void dispatch(fetchTransactions({ query: transactionListQuery(filters, page), append: true }));
    else void dispatch(fetchPayments({ query: paymentListQuery(filters, page), append: true }));
  }, [pagination, list.loadMoreStatus, tab, filters, dispatch]);
  return { tab, filters, list, hasMore, loadMore, reload: () => setReloadKey((key) => key + 1) };
}

export function ListStatus({ status, error, label, onRetry }: { status: string; error: string | null; label: string; onRetry: () => void }) {
  if (status === 'rejected')
    return (
      <Alert color="red" role="alert" title={`Could not load ${label}`}>
        <Text mb="sm">{error}</Text>
        <Button size="xs" onClick={onRetry}>
          Retry
        </Button>
      </Alert>
    );
  if (status === 'pending' || status === 'idle')
    return (
      <Stack gap="xs" role="status" aria-label={`Loading ${label}`}>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height={56} />
        ))}
      </Stack>
    );
  return null;
}
