/**
 * /my-payments (a tenant): the transactions of their own tenancy (the server scopes them), pay one
 * with a receipt photo (attachment payment modal), and the payments made with their receipts. The same
 * paged-list kit as /payments (ListHeader, ListToolbar through MoneyToolbar, PagedListBody).
 */
import { Alert, Stack, Tabs } from '@mantine/core';
import { can, type Payment } from '@lintel/shared';
import { Navigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { ListEmpty, ListHeader } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { useState } from 'react';
import { useRemovePaymentMutation } from '../api/payments-api.ts';
import { filtersChanged, filtersCleared, tabChanged } from '../state/payments-slice.ts';
import type { PaymentsTab } from '../state/payments-slice.ts';
import { MoneyToolbar } from '../components/money-filters.tsx';
import { TransactionTable } from '../components/transaction-table.tsx';
import { PaymentTable } from '../components/payment-table.tsx';
import { formatAmount } from '../components/money-format.ts';
import { MoneyListBody, useMoneyLists } from '../components/money-lists.tsx';

function MyPaymentsScreen() {
  const dispatch = useAppDispatch();
  const { tab, filters, list, controls } = useMoneyLists();
  const [removePayment, { isLoading: removing }] = useRemovePaymentMutation();
  const [deleting, setDeleting] = useState<Payment | null>(null);
  return (
    <Stack gap="md">
      <ListHeader
        title="My payments"
        description="Rent and charges of your tenancy. Pay with a photo of your receipt; your landlord confirms it."
        total={list.status === 'succeeded' ? list.pagination?.total : undefined}
        noun={tab === 'transactions' ? ['charge', 'charges'] : ['payment', 'payments']}
      />
      <Tabs value={tab} onChange={(value) => value && dispatch(tabChanged(value as PaymentsTab))} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="transactions">Charges</Tabs.Tab>
          <Tabs.Tab value="payments">Payments</Tabs.Tab>
        </Tabs.List>
        <Stack gap="md">
          <MoneyToolbar
            filters={filters}
            onChange={(patch) => dispatch(filtersChanged(patch))}
            onClear={() => dispatch(filtersCleared())}
            withTransactionFields={tab === 'transactions'}
            tenants={[]}
            compact
          />
          <MoneyListBody
            tab={tab}
            list={list}
            controls={controls}
            noun={tab === 'transactions' ? 'charges' : 'payments'}
            transactions={(items) => <TransactionTable items={items} mode="tenant" />}
            payments={(items) => <PaymentTable items={items} mode="tenant" onDelete={setDeleting} />}
            empty={
              tab === 'transactions' ? (
                <ListEmpty title="Nothing to pay yet" text="Rent appears here once your lease is active." />
              ) : (
                <ListEmpty title="No payments yet" />
              )
            }
          />
        </Stack>
      </Tabs>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete payment"
        message={
          deleting
            ? `Delete your payment of ${formatAmount(deleting.amount)}? Your landlord has not confirmed it yet.`
            : ''
        }
        confirmLabel="Delete"
        loading={removing}
        onConfirm={() => {
          if (!deleting) return;
          void removePayment(deleting.id).then((result) => {
            if (!result.error) setDeleting(null);
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
    if (can(role, 'money.manage')) return <Navigate to={paths.payments} replace />;
    return (
      <Alert color="gray" title="My payments">
        Payments are for tenants and landlords.
      </Alert>
    );
  }
  return <MyPaymentsScreen />;
}
