/**
 * Dashboard widget for landlords (issue 13): rent that is overdue, then rent due in the next 30 days and
 * not yet paid, from GET /transactions (income, kind Rent), at most 4 rows, with the overdue count.
 */
import { Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { propertyRefLabel } from '@lintel/shared';
import { paths } from '../../lib/paths.ts';
import { queryStatus } from '../../lib/data-cache.ts';
import { DashboardWidget } from '../../components/ui/dashboard-widget/dashboard-widget.tsx';
import { useTransactionsPageQuery } from './api/payments-api.ts';
import { formatAmount, statusColor, statusText } from './components/money-format.ts';
import { formatDate } from '../../lib/format.ts';
import { StatusBadge } from '../../components/ui/status-badge/status-badge.tsx';

const WIDGET_ROWS = 4;
const UPCOMING_DAYS = 30;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const common = { type: 'income', kind: 'Rent', sortBy: 'dueDateAsc', page: 1, pageSize: WIDGET_ROWS } as const;

export default function UnpaidRentWidget() {
  // The window is fixed when the widget mounts (the query's argument must not change each render).
  const upcomingQuery = useMemo(() => {
    const today = new Date();
    return { ...common, status: 'unpaid', startDate: isoDay(today), endDate: isoDay(new Date(today.getTime() + UPCOMING_DAYS * 86_400_000)) } as const;
  }, []);
  const overdueRows = useTransactionsPageQuery({ ...common, status: 'overdue' });
  const upcomingRows = useTransactionsPageQuery(upcomingQuery);
  const overdueStatus = queryStatus(overdueRows);
  const upcomingStatus = queryStatus(upcomingRows);
  const status = overdueStatus === 'rejected' || upcomingStatus === 'rejected' ? 'rejected' : overdueStatus === 'succeeded' && upcomingStatus === 'succeeded' ? 'succeeded' : 'pending';
  const items = useMemo(() => [...(overdueRows.data?.results ?? []), ...(upcomingRows.data?.results ?? [])].slice(0, WIDGET_ROWS), [overdueRows.data, upcomingRows.data]);
  const state = { status, items, overdue: overdueRows.data?.pagination.total ?? 0 } as const;
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
