/** Dashboard widget `workOrders`: the newest open work orders (active filter), with status and property. */
import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AsyncStatus, WorkOrderSummary } from '@lintel/shared';
import { DashboardWidget } from '../../../components/ui/dashboard-widget/dashboard-widget.tsx';
import { paths } from '../../../lib/paths.ts';
import { getWorkOrders } from '../api/work-order-calls.ts';
import { workOrderStatusLabels } from '@lintel/shared';

export default function WorkOrdersWidget() {
  const [items, setItems] = useState<WorkOrderSummary[]>([]);
  const [status, setStatus] = useState<AsyncStatus>('pending');
  useEffect(() => {
    const controller = new AbortController();
    getWorkOrders({ page: 1, pageSize: 4, status: 'active' }, controller.signal).then(
      (page) => {
        setItems(page.results);
        setStatus('succeeded');
      },
      () => {
        if (!controller.signal.aborted) setStatus('rejected');
      },
    );
    return () => controller.abort();
  }, []);
  return (
    <DashboardWidget
      title="Work orders"
      viewAllTo={paths.workOrders}
      status={status}
      items={items}
      getKey={(item) => item.id}
      emptyText="No open work orders."
      renderItem={(item) => (
        <>
          <Text size="sm" fw={600} truncate="end">
            {item.name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {[item.property.name, workOrderStatusLabels[item.status], `${item.quotesCount} quote${item.quotesCount === 1 ? '' : 's'}`].join(' · ')}
          </Text>
        </>
      )}
    />
  );
}
