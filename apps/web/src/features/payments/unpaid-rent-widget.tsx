/**
 * Dashboard widget for landlords (issue 13): rent that is overdue, then rent due in the next 30 days and
 * not yet paid, from GET /transactions (income, kind Rent), at most 4 rows, with the overdue count.
 */
import { Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { propertyRefLabel } from '@lintel/shared';
import type { AsyncStatus, Transaction } from '@lintel/shared';
import { paths } from '../../lib/paths.ts';
import { DashboardWidget } from '../../components/ui/dashboard-widget/dashboard-widget.tsx';
import { getTransactions } from './api/transaction-calls.ts';
import { formatAmount, statusColor, statusText } from './components/money-format.ts';
import { formatDate } from '../../lib/format.ts';
import { StatusBadge } from '../../components/ui/status-badge/status-badge.tsx';

const WIDGET_ROWS = 4;
const UPCOMING_DAYS = 30;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export default function UnpaidRentWidget() {
  const [state, setState] = useState<{ status: AsyncStatus; items: Transaction[]; overdue: number }>({ status: 'pending', items: [], overdue: 0 });
  useEffect(() => {
    const controller = new AbortController();
    const today = new Date();
    const common = { type: 'income', kind: 'Rent', sortBy: 'dueDateAsc', page: 1, pageSize: WIDGET_ROWS } as const;
    Promise.all([
      getTransactions({ ...common, status: 'overdue' }, controller.signal),
      getTransactions(
        { ...common, status: 'unpaid', startDate: isoDay(today), endDate: isoDay(new Date(today.getTime() + UPCOMING_DAYS * 86_400_000)) },
        controller.signal,
      ),
    ])
      .then(([overdue, upcoming]) =>
        setState({ status: 'succeeded', items: [...overdue.results, ...upcoming.results].slice(0, WIDGET_ROWS), overdue: overdue.pagination.total }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'rejected', items: [], overdue: 0 });
      });
    return () => controller.abort();
  }, []);
  return (
    <DashboardWidget
      title="Unpaid rent"
      viewAllTo={paths.payments}
      status={state.status}
      items={state.items}
      emptyText="No rent is overdue or due in the next 30 days."
      render={(items) => (
        <Stack gap="xs">
          {state.overdue > 0 && (
            <Text size="sm" c="red.8" fw={600}>
              {state.overdue} overdue {state.overdue === 1 ? 'payment' : 'payments'}
            </Text>
          )}
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((item) => (
              <li key={item.id}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate="end">
                      {item.tenant?.fullName ?? item.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate="end">
                      {[item.property && propertyRefLabel(item.property), item.dueDate && `due ${formatDate(item.dueDate)}`].filter(Boolean).join(' · ')}
                    </Text>
                  </div>
                  <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                    <Text size="sm" fw={600}>
                      {formatAmount(item.balance)}
                    </Text>
                    <StatusBadge size="xs" color={statusColor[item.status]}>
                      {statusText(item.status)}
                    </StatusBadge>
                  </Stack>
                </Group>
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    />
  );
}
