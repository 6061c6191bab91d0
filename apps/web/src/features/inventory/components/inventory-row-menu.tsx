/** Per-item action menu (table rows and cards). */
import { ActionIcon, Menu } from '@mantine/core';
import type { InventoryItem } from '@lintel/shared';
import { IconDots } from '../../../components/ui/icons.tsx';
import { useInventoryActions } from './inventory-actions.ts';

export interface InventoryRowMenuProps {
  item: InventoryItem;
  onDelete: (item: InventoryItem) => void;
  onUngroup: (item: InventoryItem) => void;
}

export function InventoryRowMenu({ item, onDelete, onUngroup }: InventoryRowMenuProps) {
  const actions = useInventoryActions();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${item.name}`}>
          <IconDots />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => actions.details(item)}>View details</Menu.Item>
        <Menu.Item onClick={() => actions.edit(item)}>Edit</Menu.Item>
        {item.images.length > 0 && <Menu.Item onClick={() => actions.photos(item)}>View photos</Menu.Item>}
        <Menu.Item onClick={() => actions.addToGroup([item.id])}>
          {item.group ? 'Move to group' : 'Add to group'}
        </Menu.Item>
        {item.group && <Menu.Item onClick={() => onUngroup(item)}>Ungroup</Menu.Item>}
        <Menu.Divider />
        <Menu.Item color="red.8" onClick={() => onDelete(item)}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
