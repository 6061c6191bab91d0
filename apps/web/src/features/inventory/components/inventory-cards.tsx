/** Cards view of the inventory (photo, name, place, price), virtualised. */
import { Anchor, Badge, Card, Checkbox, Group, Text } from '@mantine/core';
import { VirtualGrid } from '../../../components/ui/infinite-list/virtual-grid.tsx';
import { IconPhoto } from '../../../components/ui/icons.tsx';
import { GroupIcon } from './group-icon.tsx';
import { formatPrice, inventoryPhotoAlt, placeOf } from './format.ts';
import { InventoryRowMenu } from './inventory-row-menu.tsx';
import { useInventoryActions } from './inventory-actions.ts';
import type { InventoryListProps } from './inventory-table.tsx';

const ROW_HEIGHT = 300;

export function InventoryCards({ items, selectedIds, onToggle, onDelete, onUngroup }: InventoryListProps) {
  const actions = useInventoryActions();
  const selected = new Set(selectedIds);
  return (
    <VirtualGrid
      items={items}
      label="Inventory"
      getKey={(item) => item.id}
      rowHeight={ROW_HEIGHT}
      renderItem={(item) => {
        const cover = item.images[0];
        return (
          <Card withBorder padding="md" component="article" aria-label={item.name} h={ROW_HEIGHT - 16}>
            <Card.Section>
              <button
                type="button"
                className="photo-frame"
                style={{
                  display: 'grid',
                  placeItems: 'center',
                  height: 140,
                  width: '100%',
                  aspectRatio: 'auto',
                  border: 0,
                  borderRadius: 0,
                  cursor: cover ? 'pointer' : 'default',
                  padding: 0,
                }}
                aria-label={cover ? `View photos of ${item.name}` : `${item.name} has no photos`}
                onClick={() => cover && actions.photos(item)}
              >
                {cover ? (
                  <img src={cover.previewUrl ?? cover.url} alt={inventoryPhotoAlt(item)} loading="lazy" />
                ) : (
                  <IconPhoto size={32} color="var(--mantine-color-gray-6)" />
                )}
              </button>
            </Card.Section>
            <Group justify="space-between" mt="sm" wrap="nowrap">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Checkbox
                  aria-label={`Select ${item.name}`}
                  checked={selected.has(item.id)}
                  onChange={() => onToggle(item.id)}
                />
                <Anchor component="button" type="button" fw={650} truncate="end" onClick={() => actions.details(item)}>
                  {item.name}
                </Anchor>
              </Group>
              <InventoryRowMenu item={item} onDelete={onDelete} onUngroup={onUngroup} />
            </Group>
            <Text size="sm" c="dimmed" truncate="end">
              {placeOf(item)}
            </Text>
            <Group gap="xs" mt="xs">
              <Text size="sm" fw={600}>
                {formatPrice(item.price)}
              </Text>
              {item.group && (
                <Badge variant="light" color="gray" leftSection={<GroupIcon name={item.group.icon} size={14} />}>
                  {item.group.name}
                </Badge>
              )}
            </Group>
          </Card>
        );
      }}
    />
  );
}
