/**
 * Transactions as a table virtualised against the window: name, kind and place, due date,
 * paidAmount of amount with a progress bar, the status badge (spec point 3 labels) and actions —
 * record a payment, open a payment, edit, delete (landlord); pay with a receipt photo (tenant).
 */
import { ActionIcon, Button, Group, Menu, Progress, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { propertyRefLabel, transactionKindLabels } from '@lintel/shared';
import type { Transaction } from '@lintel/shared';
import { VirtualTable } from '../../../components/ui/infinite-list/virtual-table.tsx';
import type { VirtualColumn } from '../../../components/ui/infinite-list/virtual-table.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { IconDots } from '../../../components/ui/icons.tsx';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { activeTransactionSet, selectPayments } from '../state/payments-slice.ts';
import { formatDate } from './date-range.ts';
import { formatAmount, paidPercent, paymentStatusText, statusColor, statusText } from './money-format.ts';
import { StatusBadge } from '../../../components/ui/status-badge/status-badge.tsx';

export interface TransactionTableProps {
  items: Transaction[];
  mode: 'landlord' | 'tenant';
  onDelete?: (transaction: Transaction) => void;
}

function placeOf(transaction: Transaction): string {
  return [transactionKindLabels[transaction.kind], transaction.property && propertyRefLabel(transaction.property), transaction.tenant?.fullName].filter(Boolean).join(' · ');
}

function Actions({ transaction, mode, onDelete, compact }: { transaction: Transaction; mode: TransactionTableProps['mode']; onDelete?: TransactionTableProps['onDelete']; compact?: boolean }) {
  const dispatch = useAppDispatch();
  const canPay = transaction.balance > 0 && (mode === 'landlord' || transaction.type === 'income');
  const open = (name: string, props: Record<string, unknown>) => {
    dispatch(activeTransactionSet(transaction.id));
    dispatch(modalOpened({ name, props }));
  };
  const pay = () =>
    open(mode === 'tenant' ? modalNames.attachmentPayment : modalNames.paymentForm, { transaction });
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      {canPay && (
        <Button size="compact-sm" variant="light" onClick={pay} aria-label={`${mode === 'tenant' ? 'Pay' : 'Record payment'}: ${transaction.name}`}>
          {mode === 'tenant' || compact ? 'Pay' : 'Record payment'}
        </Button>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${transaction.name}`}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{transaction.payments.length ? 'Payments' : 'No payments yet'}</Menu.Label>
          {transaction.payments.map((payment) => (
            <Menu.Item
              key={payment.id}
              onClick={() => open(modalNames.paymentDetails, { paymentId: payment.id, payment: { ...payment, transaction: summaryOf(transaction) } })}
            >
              {formatAmount(payment.amount)} on {formatDate(payment.date)}
              {!payment.confirmed ? ' (unconfirmed)' : ''}
            </Menu.Item>
          ))}
          {mode === 'landlord' && (
            <>
              <Menu.Divider />
              <Menu.Item onClick={() => open(transaction.type === 'expense' ? modalNames.addExpense : modalNames.addIncome, { transaction })}>
                Edit {transaction.type}
              </Menu.Item>
              <Menu.Item color="red" onClick={() => onDelete?.(transaction)}>
                Delete
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

export function summaryOf(transaction: Transaction) {
  const { id, name, type, kind, status, amount, paidAmount, balance, dueDate } = transaction;
  return { id, name, type, kind, status, amount, paidAmount, balance, dueDate };
}

function PaidCell({ transaction }: { transaction: Transaction }) {
  return (
    <Stack gap={4} miw={130}>
      <Text size="sm">
        {formatAmount(transaction.paidAmount)} <Text span c="dimmed" size="sm">of {formatAmount(transaction.amount)}</Text>
      </Text>
      <Progress
        value={paidPercent(transaction.paidAmount, transaction.amount)}
        size="sm"
        color={statusColor[transaction.status]}
        aria-label={`${transaction.name}: ${formatAmount(transaction.paidAmount)} paid of ${formatAmount(transaction.amount)}`}
      />
    </Stack>
  );
}

/** A tenant's fully paid charge reads "Awaiting confirmation" until the landlord confirms (issue 21 item 7). */
const statusBadge = (transaction: Transaction, mode: TransactionTableProps['mode']) =>
  mode === 'tenant' && transaction.status === 'received' ? (
    <StatusBadge color="orange">{paymentStatusText('awaitingConfirmation')}</StatusBadge>
  ) : (
    <StatusBadge color={statusColor[transaction.status]}>{statusText(transaction.status)}</StatusBadge>
  );

export function TransactionTable({ items, mode, onDelete }: TransactionTableProps) {
  const activeId = useAppSelector((state) => selectPayments(state).activeTransactionId);
  // Phones: one column with everything, so the actions stay in view without scrolling sideways.
  const isPhone = useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
  const actions: VirtualColumn<Transaction> = {
    key: 'actions',
    header: <span className="skip-link">Actions</span>,
    align: 'right',
    cell: (transaction) => <Actions transaction={transaction} mode={mode} onDelete={onDelete} compact={isPhone} />,
  };
  const columns: VirtualColumn<Transaction>[] = isPhone
    ? [
        {
          key: 'name',
          header: 'Transaction',
          cell: (transaction) => (
            <Stack gap={4} maw={210}>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={600} truncate="end">
                  {transaction.name}
                </Text>
              </Group>
              <Group gap={6} wrap="nowrap">
                {statusBadge(transaction, mode)}
                <Text size="xs" c="dimmed">
                  due {formatDate(transaction.dueDate)}
                </Text>
              </Group>
              <PaidCell transaction={transaction} />
            </Stack>
          ),
        },
        actions,
      ]
    : [
        {
          key: 'name',
          header: 'Transaction',
          cell: (transaction) => (
            <Stack gap={0} maw={300}>
              <Text size="sm" fw={600} truncate="end">
                {transaction.name}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {transaction.type === 'expense' ? 'Expense' : 'Income'} · {placeOf(transaction)}
              </Text>
            </Stack>
          ),
        },
        { key: 'due', header: 'Due', cell: (transaction) => formatDate(transaction.dueDate) },
        { key: 'paid', header: 'Paid', cell: (transaction) => <PaidCell transaction={transaction} /> },
        { key: 'status', header: 'Status', cell: (transaction) => statusBadge(transaction, mode) },
        actions,
      ];
  return (
    <VirtualTable
      items={items}
      columns={columns}
      caption="Transactions"
      getKey={(transaction) => transaction.id}
      rowHeight={isPhone ? 104 : 65}
      isSelected={(transaction) => transaction.id === activeId}
    />
  );
}
