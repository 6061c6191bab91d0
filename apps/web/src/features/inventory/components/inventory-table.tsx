/** Table view of the inventory: selection checkboxes for bulk actions, virtualised rows. */
import { Anchor, Checkbox, Group, Text } from '@mantine/core';
import type { InventoryItem } from '@lintel/shared';
import { VirtualTable } from '../../../components/ui/infinite-list/virtual-table.tsx';
import type { VirtualColumn } from '../../../components/ui/infinite-list/virtual-table.tsx';
import { GroupIcon } from './group-icon.tsx';
import { formatDate, formatPrice, inventoryPhotoAlt, placeOf } from './format.ts';
import { InventoryRowMenu } from './inventory-row-menu.tsx';
import type { InventoryRowMenuProps } from './inventory-row-menu.tsx';
import { useInventoryActions } from './inventory-actions.ts';

export interface InventoryListProps extends Omit<InventoryRowMenuProps, 'item'> {
  items: readonly InventoryItem[];
  selectedIds: readonly string[];
  onToggle: (id: string) => void;
  onToggleAll?: (selectAll: boolean) => void;
}

export function InventoryTable({ items, selectedIds, onToggle, onToggleAll, onDelete, onUngroup }: InventoryListProps) {
  const actions = useInventoryActions();
  const selected = new Set(selectedIds);
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));
  const columns: VirtualColumn<InventoryItem>[] = [
    {
      key: 'select',
      width: 44,
      header: (
        <Checkbox
          aria-label="Select all loaded items"
          checked={allSelected}
          indeterminate={!allSelected && selected.size > 0}
          onChange={() => onToggleAll?.(!allSelected)}
        />
      ),
      cell: (item) => (
        <Checkbox
          aria-label={`Select ${item.name}`}
          checked={selected.has(item.id)}
          onChange={() => onToggle(item.id)}
        />
      ),
    },
    {
      key: 'name',
      header: 'Name',
      cell: (item) => (
        <Anchor
          component="button"
          type="button"
          fw={600}
          onClick={() => actions.details(item)}
          ta="left"
          truncate="end"
          maw={220}
        >
          {item.name}
        </Anchor>
      ),
    },
    { key: 'category', header: 'Category', cell: (item) => item.category?.name ?? '—' },
    {
      key: 'place',
      header: 'Property / room',
      cell: (item) => (
        <Text size="sm" truncate="end" maw={220}>
          {placeOf(item)}
        </Text>
      ),
    },
    {
      key: 'group',
      header: 'Group',
      cell: (item) =>
        item.group ? (
          <Group gap={6} wrap="nowrap">
            <GroupIcon name={item.group.icon} size={16} />
            <Text size="sm" truncate="end" maw={160}>
              {item.group.name}
            </Text>
          </Group>
        ) : (
          '—'
        ),
    },
    { key: 'price', header: 'Price', align: 'right', cell: (item) => formatPrice(item.price) },
    { key: 'purchased', header: 'Purchased', cell: (item) => formatDate(item.purchaseDate) },
    { key: 'warranty', header: 'Warranty ends', cell: (item) => formatDate(item.warrantyEnd) },
    {
      key: 'photos',
      header: 'Photos',
      cell: (item) =>
        item.images.length ? (
          <Group gap={4} wrap="nowrap">
            <button
              type="button"
              className="thumb-button"
              style={{ width: 40, height: 32 }}
              aria-label={`View ${item.images.length} photos of ${item.name}`}
              onClick={() => actions.photos(item)}
            >
              <img src={item.images[0]!.previewUrl ?? item.images[0]!.url} alt={inventoryPhotoAlt(item)} loading="lazy" />
            </button>
            {item.images.length > 1 && <Text size="xs">+{item.images.length - 1}</Text>}
          </Group>
        ) : (
          '—'
        ),
    },
    {
      key: 'actions',
      header: <span className="skip-link">Actions</span>,
      align: 'right',
      cell: (item) => <InventoryRowMenu item={item} onDelete={onDelete} onUngroup={onUngroup} />,
    },
  ];
  return (
    <VirtualTable
      items={items}
      columns={columns}
      caption="Inventory"
      getKey={(item) => item.id}
      isSelected={(item) => selected.has(item.id)}
      rowHeight={57}
    />
  );
}
