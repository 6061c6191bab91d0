/** 'Create or update inventory group' modal: a name and one of the 7 icons (update when `groupId`). */
import { Button, Group, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { inventoryGroupIcons } from '@lintel/shared';
import type { InventoryGroupIcon } from '@lintel/shared';
import { INVENTORY_GROUP_KEYS, useCreateGroupMutation, useInventoryGroupsQuery, useUpdateGroupMutation } from '../api/inventory-api.ts';
import { GroupIcon, groupIconLabels } from '../components/group-icon.tsx';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function InventoryGroupModal({
  onClose,
  groupId,
  inventoryIds = [],
}: StackedModalProps & { groupId?: string; inventoryIds?: string[] }) {
  const group = useInventoryGroupsQuery().data?.results.find((entry) => entry.id === groupId);
  const [createGroup, creating] = useCreateGroupMutation({ fixedCacheKey: INVENTORY_GROUP_KEYS.create });
  const [updateGroup, updating] = useUpdateGroupMutation();
  const saving = creating.isLoading || updating.isLoading;
  const [name, setName] = useState(group?.name ?? '');
  const [icon, setIcon] = useState<InventoryGroupIcon>(group?.icon ?? 'Package');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError('Name is required');
    setError(null);
    const result = groupId
      ? await updateGroup({ id: groupId, input: { name: name.trim(), icon } })
      : await createGroup({ name: name.trim(), icon, inventoryIds: inventoryIds.length ? inventoryIds : undefined });
    if (!result.error) onClose();
  }

  return (
    <Modal opened onClose={onClose} title={groupId ? 'Update group' : 'Create group'}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput
            label="Group name"
            required
            data-autofocus
            value={name}
            error={error}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <div>
            <Text size="sm" fw={500} id="group-icon-label" mb={6}>
              Icon
            </Text>
            <Group gap="xs" role="radiogroup" aria-labelledby="group-icon-label">
              {inventoryGroupIcons.map((name) => (
                <UnstyledButton
                  key={name}
                  role="radio"
                  aria-checked={icon === name}
                  aria-label={groupIconLabels[name]}
                  title={groupIconLabels[name]}
                  onClick={() => setIcon(name)}
                  style={{
                    width: 44,
                    height: 44,
                    display: 'grid',
                    placeItems: 'center',
                    borderRadius: 8,
                    border: `2px solid var(--mantine-color-${icon === name ? 'blue-6' : 'gray-3'})`,
                    background: icon === name ? 'var(--mantine-color-blue-0)' : undefined,
                  }}
                >
                  <GroupIcon name={name} size={22} />
                </UnstyledButton>
              ))}
            </Group>
          </div>
          {!groupId && inventoryIds.length > 0 && (
            <Text size="sm" c="dimmed">
              {inventoryIds.length} selected {inventoryIds.length === 1 ? 'item goes' : 'items go'} into the new group.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {groupId ? 'Update group' : 'Create group'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
