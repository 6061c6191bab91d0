/**
 * Payments as a table virtualised against the window: date, amount, what it paid ("Property · Unit"),
 * the payment's own status, payer, method, and per row a one-click Receipt (PDF) beside the actions menu.
 */
import { ActionIcon, Anchor, Group, Menu, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { propertyRefLabel } from '@lintel/shared';
import type { Payment } from '@lintel/shared';
import { VirtualTable } from '../../../components/ui/infinite-list/virtual-table.tsx';
import type { VirtualColumn } from '../../../components/ui/infinite-list/virtual-table.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { IconDots } from '../../../components/ui/icons.tsx';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { activePaymentSet, selectPayments } from '../state/payments-slice.ts';
import { formatDate } from './date-range.ts';
import { formatAmount, paymentStatusColor, paymentStatusText } from './money-format.ts';
import { ReceiptDownloadButton } from './receipt-button.tsx';
import { StatusBadge } from '../../../components/ui/status-badge/status-badge.tsx';

export interface PaymentTableProps {
  items: Payment[];
  mode: 'landlord' | 'tenant';
  onDelete?: (payment: Payment) => void;
}

function Actions({
  payment,
  mode,
  onDelete,
}: {
  payment: Payment;
  mode: PaymentTableProps['mode'];
  onDelete?: PaymentTableProps['onDelete'];
}) {
  const dispatch = useAppDispatch();
  const open = (name: string) => {
    dispatch(activePaymentSet(payment.id));
    dispatch(modalOpened({ name, props: { paymentId: payment.id, payment } }));
  };
  const canChange = mode === 'landlord' || (payment.recordedBy === 'tenant' && !payment.confirmed);
  const named = `the payment of ${formatAmount(payment.amount)} on ${formatDate(payment.date)}`;
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      <ReceiptDownloadButton paymentId={payment.id} label={named} />
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${named}`}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => open(modalNames.paymentDetails)}>Details and receipt</Menu.Item>
          {canChange && <Menu.Item onClick={() => open(modalNames.paymentForm)}>Edit payment</Menu.Item>}
          {canChange && (
            <Menu.Item color="red" onClick={() => onDelete?.(payment)}>
              Delete
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

export function PaymentTable({ items, mode, onDelete }: PaymentTableProps) {
  const dispatch = useAppDispatch();
  const activeId = useAppSelector((state) => selectPayments(state).activePaymentId);
  // Phones: date, amount and what it paid in one column, then the actions.
  const isPhone = useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
  const all: VirtualColumn<Payment>[] = [
    { key: 'date', header: 'Date', cell: (payment) => formatDate(payment.date) },
    {
      key: 'amount',
      header: 'Amount',
      cell: (payment) => (
        <Anchor
          component="button"
          type="button"
          fw={600}
          onClick={() => {
            dispatch(activePaymentSet(payment.id));
            dispatch(modalOpened({ name: modalNames.paymentDetails, props: { paymentId: payment.id, payment } }));
          }}
        >
          {formatAmount(payment.amount)}
        </Anchor>
      ),
    },
    {
      key: 'transaction',
      header: 'For',
      cell: (payment) => (
        <Stack gap={0} maw={280}>
          <Text size="sm" truncate="end">
            {payment.transaction.name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {payment.property
              ? propertyRefLabel(payment.property)
              : payment.transaction.type === 'expense'
                ? 'Expense'
                : 'Income'}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (payment) => (
        <StatusBadge color={paymentStatusColor[payment.status]}>{paymentStatusText(payment.status)}</StatusBadge>
      ),
    },
    {
      key: 'payer',
      header: 'Paid by',
      cell: (payment) => payment.tenant?.fullName ?? (payment.recordedBy === 'tenant' ? 'Tenant' : '—'),
    },
    { key: 'method', header: 'Method', cell: (payment) => payment.paymentMethod?.name ?? '—' },
    {
      key: 'actions',
      header: <span className="skip-link">Actions</span>,
      align: 'right',
      cell: (payment) => <Actions payment={payment} mode={mode} onDelete={onDelete} />,
    },
  ];
  const phoneColumns: VirtualColumn<Payment>[] = [
    {
      key: 'payment',
      header: 'Payment',
      cell: (payment) => (
        <Stack gap={2} maw={230}>
          <Group gap={6} wrap="nowrap">
            {all[1]!.cell(payment, 0)}
            <Text size="xs" c="dimmed">
              {formatDate(payment.date)}
            </Text>
          </Group>
          <Text size="xs" truncate="end">
            {[payment.transaction.name, payment.property && propertyRefLabel(payment.property)].filter(Boolean).join(' · ')}
          </Text>
          {all[3]!.cell(payment, 0)}
        </Stack>
      ),
    },
    all[all.length - 1]!,
  ];
  const columns = isPhone ? phoneColumns : all;
  return (
    <VirtualTable
      items={items}
      columns={columns}
      caption="Payments"
      getKey={(payment) => payment.id}
      rowHeight={isPhone ? 92 : 57}
      isSelected={(payment) => payment.id === activeId}
    />
  );
}
