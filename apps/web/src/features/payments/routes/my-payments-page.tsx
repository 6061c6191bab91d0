/**
 * /my-payments (a tenant): the transactions of their own tenancy (the server scopes them), pay one
 * with a receipt photo (attachment payment modal), and the payments made with their receipts.
 */
import { Alert, Card, Stack, Tabs, Text, Title } from '@mantine/core';
import type { Payment, Transaction } from '@lintel/shared';
import { Navigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { LoadMoreSentinel } from '../../../components/ui/infinite-list/load-more-sentinel.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { useState } from 'react';
import { removePayment } from '../api/payment-calls.ts';
import { filtersChanged, filtersCleared, tabChanged } from '../state/payments-slice.ts';
import type { PaymentsTab } from '../state/payments-slice.ts';
import { usePaymentsDispatch, usePaymentsSelector } from '../state/hooks.ts';
import { MoneyFiltersBar } from '../components/money-filters.tsx';
import { TransactionTable } from '../components/transaction-table.tsx';
import { PaymentTable } from '../components/payment-table.tsx';
import { formatAmount } from '../components/money-format.ts';
import { ListStatus, useMoneyLists } from '../components/money-lists.tsx';

function MyPaymentsScreen() {
  const dispatch = usePaymentsDispatch();
  const { tab, filters, list, hasMore, loadMore, reload } = useMoneyLists();
  const removing = usePaymentsSelector((state) => state.payments.removePaymentStatus === 'pending');
  const [deleting, setDeleting] = useState<Payment | null>(null);
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>My payments</Title>
        <Text c="dimmed" size="sm">
          Rent and charges of your tenancy. Pay with a photo of your receipt; your landlord confirms it.
        </Text>
      </div>
      <Tabs value={tab} onChange={(value) => value && dispatch(tabChanged(value as PaymentsTab))} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="transactions">Charges</Tabs.Tab>
          <Tabs.Tab value="payments">Payments</Tabs.Tab>
        </Tabs.List>
        <Stack gap="md">
          <MoneyFiltersBar
            filters={filters}
            onChange={(patch) => dispatch(filtersChanged(patch))}
            onClear={() => dispatch(filtersCleared())}
            withTransactionFields={tab === 'transactions'}
            tenants={[]}
            compact
          />
          <ListStatus status={list.status} error={list.error} label={tab === 'transactions' ? 'charges' : 'payments'} onRetry={reload} />
          {list.status === 'succeeded' && list.items.length === 0 && (
            <Card withBorder padding="xl">
              <Text ta="center" c="dimmed">
                {tab === 'transactions' ? 'Nothing to pay yet. Rent appears here once your lease is active.' : 'No payments yet.'}
              </Text>
            </Card>
          )}
          {list.status === 'succeeded' && list.items.length > 0 && (
            <>
              <Tabs.Panel value="transactions">
                <TransactionTable items={list.items as Transaction[]} mode="tenant" />
              </Tabs.Panel>
              <Tabs.Panel value="payments">
                <PaymentTable items={list.items as Payment[]} mode="tenant" onDelete={setDeleting} />
              </Tabs.Panel>
              <LoadMoreSentinel hasMore={hasMore} loading={list.loadMoreStatus === 'pending'} failed={list.loadMoreStatus === 'rejected'} onLoadMore={loadMore} />
            </>
          )}
        </Stack>
      </Tabs>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete payment"
        message={deleting ? `Delete your payment of ${formatAmount(deleting.amount)}? Your landlord has not confirmed it yet.` : ''}
        confirmLabel="Delete"
        loading={removing}
        onConfirm={() => {
          if (!deleting) return;
          void dispatch(removePayment(deleting.id)).then((result) => {
            if (removePayment.fulfilled.match(result)) setDeleting(null);
          });
        }}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

export default function MyPaymentsPage() {
  const role = useAppSelector((state) => state.auth.user?.role);
  if (role && role !== 'tenant') {
    if (role === 'propertyManager' || role === 'homeOwner') return <Navigate to={paths.payments} replace />;
    return (
      <Alert color="gray" title="My payments">
        Payments are for tenants and landlords.
      </Alert>
    );
  }
  return <MyPaymentsScreen />;
}
