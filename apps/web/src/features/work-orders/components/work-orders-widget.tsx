/** Dashboard widget `workOrders`: the newest open work orders (active filter), with status and property. */
import { Text } from '@mantine/core';
import { DashboardWidget } from '../../../components/ui/dashboard-widget/dashboard-widget.tsx';
import { paths } from '../../../lib/paths.ts';
import { queryStatus } from '../../../lib/data-cache.ts';
import { useWorkOrdersInfiniteQuery } from '../api/work-orders-api.ts';
import { workOrderStatusLabels } from '@lintel/shared';

const WIDGET_FILTERS = { status: 'active', pageSize: 4 } as const;

export default function WorkOrdersWidget() {
  const query = useWorkOrdersInfiniteQuery(WIDGET_FILTERS);
  const items = query.data?.pages[0]?.results ?? [];
  const status = queryStatus(query);
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
            {[
              item.property.name,
              workOrderStatusLabels[item.status],
              `${item.quotesCount} quote${item.quotesCount === 1 ? '' : 's'}`,
            ].join(' · ')}
          </Text>
        </>
      )}
    />
  );
}
