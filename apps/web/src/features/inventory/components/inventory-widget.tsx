/** Dashboard widget: the newest 4 inventory items (spec points 4 and 9). */
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useInventoryDispatch, useInventorySelector } from '../state/hooks.ts';
import { fetchInventoryWidget } from '../api/inventory-calls.ts';
import { formatPrice, placeOf } from './format.ts';
import { paths } from '../../../lib/paths.ts';

export function InventoryWidget() {
  const dispatch = useInventoryDispatch();
  const widget = useInventorySelector((state) => state.inventory.widget);
  useEffect(() => {
    const request = dispatch(fetchInventoryWidget());
    return () => request.abort();
  }, [dispatch]);

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="inventory-widget-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="inventory-widget-title">
          Inventory
        </Title>
        <Anchor component={Link} to={paths.inventory} size="sm">
          View all
        </Anchor>
      </Group>
      {widget.status === 'pending' && widget.items.length === 0 ? (
        <Stack gap="xs">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={36} />
          ))}
        </Stack>
      ) : widget.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {widget.status === 'rejected' ? 'Could not load inventory.' : 'No inventory yet.'}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {widget.items.map((item) => (
            <Group key={item.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
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
          ))}
        </Stack>
      )}
    </Card>
  );
}
