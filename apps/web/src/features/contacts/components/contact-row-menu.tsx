/** Per-contact action menu. */
import { ActionIcon, Menu } from '@mantine/core';
import type { Contact } from '@lintel/shared';
import { IconDots } from '../../../components/ui/icons.tsx';
import { useContactActions } from './contact-actions.ts';

export function ContactRowMenu({ contact, onDelete }: { contact: Contact; onDelete: (contact: Contact) => void }) {
  const actions = useContactActions();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${contact.displayName}`}>
          <IconDots />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => actions.details(contact)}>View details</Menu.Item>
        <Menu.Item onClick={() => actions.edit(contact)}>Edit</Menu.Item>
        <Menu.Item onClick={() => actions.share(contact)}>Share</Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red.8" onClick={() => onDelete(contact)}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
