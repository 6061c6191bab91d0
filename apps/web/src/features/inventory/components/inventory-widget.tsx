/** Dashboard widget: the newest 4 inventory items (spec points 4 and 9). */
import { Group, Text } from '@mantine/core';
import { queryStatus } from '../../../lib/data-cache.ts';
import { inventoryWidgetFilters, useInventoriesInfiniteQuery } from '../api/inventory-api.ts';
import { formatPrice, placeOf } from './format.ts';
import { paths } from '../../../lib/paths.ts';
import { DashboardWidget } from '../../../components/ui/dashboard-widget/dashboard-widget.tsx';

export function InventoryWidget() {
  const query = useInventoriesInfiniteQuery(inventoryWidgetFilters);
  const items = query.data?.pages[0]?.results ?? [];

  return (
    <DashboardWidget
      title="Inventory"
      viewAllTo={paths.inventory}
      emptyAction={{ label: 'Add an item', to: paths.inventory }}
      status={queryStatus(query)}
      items={items}
      getKey={(item) => item.id}
      renderItem={(item) => (
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate="end">
              {item.name}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {placeOf(item)}
            </Text>
          </div>
          <Text size="sm">{formatPrice(item.price)}</Text>
        </Group>
      )}
    />
  );
}
