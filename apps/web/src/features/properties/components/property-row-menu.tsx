/** The per-row action menu of the properties list. */
import { ActionIcon, Menu } from '@mantine/core';
import { canHoldUnits } from '@lintel/shared';
import type { Property } from '@lintel/shared';
import { IconDots } from '../../../components/ui/icons.tsx';
import { usePropertyActions } from './property-actions.ts';

export function PropertyRowMenu({ property }: { property: Property }) {
  const actions = usePropertyActions();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${property.nickname}`}>
          <IconDots />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => actions.details(property)}>View details</Menu.Item>
        <Menu.Item onClick={() => actions.edit(property)}>Edit</Menu.Item>
        {canHoldUnits(property.type) && <Menu.Item onClick={() => actions.addUnit(property)}>Add unit</Menu.Item>}
        <Menu.Item onClick={() => actions.addImage(property)}>Add image</Menu.Item>
        <Menu.Item onClick={() => actions.editAmenities(property)}>Edit amenities</Menu.Item>
        <Menu.Item onClick={() => void actions.toggleArchive(property)}>
          {property.archived ? 'Restore' : 'Archive'}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red.8" onClick={() => actions.remove(property)}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
