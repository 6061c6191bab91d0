/**
 * /payments (spec point 2: two tabs, transactions and payments): statistics with charts, filters,
 * paged lists that load more on scroll, and the money modals — add income, add expense, record a
 * payment, schedule mortgage, download payments by date range. Switching tabs clears the other tab's
 * list and the active ids (spec point 4). The lists are the paged-list kit's (ListHeader, ListToolbar,
 * PagedListBody); the virtualised tables lay themselves out in one column on phones, so they are the
 * body's rendering on every width (no table/cards toggle).
 */
import { Button, Group, Menu, Stack, Tabs } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Payment, Transaction } from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';
import { ListEmpty, ListHeader } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { MoneyListBody, useMoneyLists } from '../components/money-lists.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { LandlordOnly } from '../../../components/ui/role-gate/role-gate.tsx';
import { IconPlus } from '../../../components/ui/icons.tsx';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { usePaymentsOfTransactionQuery, useRemovePaymentMutation, useRemoveTransactionMutation, useTransactionQuery } from '../api/payments-api.ts';
import { activeTransactionSet, filtersChanged, filtersCleared, tabChanged } from '../state/payments-slice.ts';
import type { PaymentsTab } from '../state/payments-slice.ts';
import { hasMoneyFilters, MoneyToolbar } from '../components/money-filters.tsx';
import { TransactionTable } from '../components/transaction-table.tsx';
import { PaymentTable } from '../components/payment-table.tsx';
import { StatisticsPanel } from '../components/statistics-panel.tsx';
import { useTenantOptions } from '../components/use-money-lookups.ts';
import { formatAmount } from '../components/money-format.ts';

/**
 * A "Confirm payment" notification links to `/payments?transactionId=…&payment=…`: the payment's
 * details (with Confirm payment) open once it is loaded, and the parameters leave the address.
 */
function useOpenLinkedPayment(show: (payment: Payment) => void) {
  const [params, setParams] = useSearchParams();
  const paymentId = params.get('payment');
  const transactionId = params.get('transactionId');
  const linked = usePaymentsOfTransactionQuery(transactionId ?? '', { skip: !paymentId || !transactionId });
  useEffect(() => {
    if (!paymentId || !transactionId || !linked.data) return;
    const found = linked.data.results.find((payment) => payment.id === paymentId);
    if (found) show(found);
    setParams({}, { replace: true });
    // Opened once per link; `show` and `setParams` change identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paymentId, transactionId, linked.data]);
}

/**
 * A work order's "The expense is in Payments" links to `/payments?transactionId=…` (no payment): that
 * Bill's form opens on the transactions tab (issue 21: it landed on the top of a long list), then the
 * parameter leaves the address.
 */
function useOpenLinkedTransaction(show: (transaction: Transaction) => void) {
  const [params, setParams] = useSearchParams();
  const transactionId = params.get('transactionId');
  const only = transactionId && !params.get('payment') ? transactionId : null;
  const linked = useTransactionQuery(only ?? '', { skip: !only });
  useEffect(() => {
    if (!only || linked.isFetching) return;
    if (linked.data) show(linked.data);
    if (linked.data || linked.isError) setParams({}, { replace: true });
    // Opened once per link; `show` and `setParams` change identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [only, linked.data, linked.isError, linked.isFetching]);
}

function PaymentsScreen() {
  const dispatch = useAppDispatch();
  const { tab, filters, list, controls } = useMoneyLists();
  const tenants = useTenantOptions();
  const [removeTransaction, { isLoading: removingTransaction }] = useRemoveTransactionMutation();
  const [removePayment, { isLoading: removingPayment }] = useRemovePaymentMutation();
  const [deleting, setDeleting] = useState<{ transaction?: Transaction; payment?: Payment } | null>(null);
  const open = (name: string, props?: Record<string, unknown>) =>
    dispatch(modalOpened({ name, ...(props ? { props } : {}) }));
  useOpenLinkedPayment((payment) => dispatch(modalOpened({ name: modalNames.paymentDetails, props: { paymentId: payment.id, payment } })));
  useOpenLinkedTransaction((transaction) => {
    dispatch(tabChanged('transactions'));
    dispatch(activeTransactionSet(transaction.id));
    open(transaction.type === 'expense' ? modalNames.addExpense : modalNames.addIncome, { transaction });
  });
  const filtered = hasMoneyFilters(filters);

  async function confirmDelete() {
    if (deleting?.transaction) {
      const result = await removeTransaction(deleting.transaction.id);
      if (!result.error) setDeleting(null);
    } else if (deleting?.payment) {
      const result = await removePayment(deleting.payment.id);
      if (!result.error) setDeleting(null);
    }
  }

  return (
    <Stack gap="md">
      <ListHeader
        title="Payments"
        description="Rent, other income and expenses of your properties."
        total={list.status === 'succeeded' ? list.pagination?.total : undefined}
        noun={tab === 'transactions' ? ['transaction', 'transactions'] : ['payment', 'payments']}
        action={
          <Group gap="xs">
            <Button variant="default" onClick={() => open(modalNames.downloadPayments)}>
              Download
            </Button>
            <Button variant="default" onClick={() => open(modalNames.scheduleMortgage)}>
              Schedule mortgage
            </Button>
            <Menu position="bottom-end">
              <Menu.Target>
                <Button leftSection={<IconPlus size={18} />}>Add</Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => open(modalNames.addIncome)}>Add income</Menu.Item>
                <Menu.Item onClick={() => open(modalNames.addExpense)}>Add expense</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        }
      />

      <StatisticsPanel />

      <Tabs value={tab} onChange={(value) => value && dispatch(tabChanged(value as PaymentsTab))} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="transactions">Transactions</Tabs.Tab>
          <Tabs.Tab value="payments">Payments</Tabs.Tab>
        </Tabs.List>
        <Stack gap="md">
          <MoneyToolbar
            filters={filters}
            onChange={(patch) => dispatch(filtersChanged(patch))}
            onClear={() => dispatch(filtersCleared())}
            withTransactionFields={tab === 'transactions'}
            tenants={tenants}
          />
          <MoneyListBody
            tab={tab}
            list={list}
            controls={controls}
            noun={tab}
            transactions={(items) => (
              <TransactionTable
                items={items}
                mode="landlord"
                onDelete={(transaction) => setDeleting({ transaction })}
              />
            )}
            payments={(items) => (
              <PaymentTable items={items} mode="landlord" onDelete={(payment) => setDeleting({ payment })} />
            )}
            empty={
              <ListEmpty
                title={
                  filtered ? `No ${tab} match` : tab === 'transactions' ? 'No transactions yet' : 'No payments yet'
                }
                text={
                  filtered
                    ? 'Try another range or clear the filters.'
                    : 'Rent appears here once a lease is active. Add other income and expenses yourself.'
                }
                action={
                  filtered && (
                    <Button variant="light" onClick={() => dispatch(filtersCleared())}>
                      Clear filters
                    </Button>
                  )
                }
              />
            }
          />
        </Stack>
      </Tabs>
      <ConfirmDialog
        opened={deleting !== null}
        title={deleting?.transaction ? 'Delete transaction' : 'Delete payment'}
        message={
          deleting?.transaction
            ? `Delete “${deleting.transaction.name}”${deleting.transaction.payments.length ? ' and its payments' : ''}? This can't be undone.`
            : deleting?.payment
              ? `Delete the payment of ${formatAmount(deleting.payment.amount)}? The paid amount of “${deleting.payment.transaction.name}” goes down.`
              : ''
        }
        confirmLabel="Delete"
        loading={removingTransaction || removingPayment}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

export default function PaymentsPage() {
  return (
    <LandlordOnly title="Payments" tenantHome={paths.myPayments}>
      <PaymentsScreen />
    </LandlordOnly>
  );
}
