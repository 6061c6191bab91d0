/** The groups bar: 'All items' plus each group (icon, name, count) as a filter, and 'New group'. */
import { Button, Group, ScrollArea, UnstyledButton, Text } from '@mantine/core';
import type { InventoryGroup } from '@lintel/shared';
import { IconPlus } from '../../../components/ui/icons.tsx';
import { GroupIcon } from './group-icon.tsx';

export interface GroupsBarProps {
  groups: InventoryGroup[];
  activeGroupId: string | undefined;
  onSelect: (groupId: string | undefined) => void;
  onCreate: () => void;
}

function Chip({
  active,
  onClick,
  children,
  label,
}: {
  active: boolean;
  onClick: () => void;
  children: React.ReactNode;
  label: string;
}) {
  return (
    <UnstyledButton
      onClick={onClick}
      aria-pressed={active}
      aria-label={label}
      px="sm"
      py={6}
      style={{
        borderRadius: 999,
        border: `1px solid var(--mantine-color-${active ? 'blue-6' : 'gray-4'})`,
        background: active ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-white)',
        whiteSpace: 'nowrap',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
      }}
    >
      {children}
    </UnstyledButton>
  );
}

export function GroupsBar({ groups, activeGroupId, onSelect, onCreate }: GroupsBarProps) {
  return (
    <nav aria-label="Inventory groups">
      <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
        <Group gap="xs" wrap="nowrap" pb={4}>
          <Chip active={!activeGroupId} onClick={() => onSelect(undefined)} label="All items">
            <Text size="sm" fw={500}>
              All items
            </Text>
          </Chip>
          {groups.map((group) => (
            <Chip
              key={group.id}
              active={activeGroupId === group.id}
              onClick={() => onSelect(group.id)}
              label={`${group.name}, ${group.itemsCount} ${group.itemsCount === 1 ? 'item' : 'items'}`}
            >
              <GroupIcon name={group.icon} size={16} />
              <Text size="sm" fw={500}>
                {group.name}
              </Text>
              <Text size="xs" c="dimmed">
                {group.itemsCount}
              </Text>
            </Chip>
          ))}
          <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} onClick={onCreate}>
            New group
          </Button>
        </Group>
      </ScrollArea>
    </nav>
  );
}
