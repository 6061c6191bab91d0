/** 'Add inventories to group' modal: choose a group for the given items (they leave any other group). */
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { INVENTORY_GROUP_KEYS, useAddInventoriesToGroupMutation, useInventoryGroupsQuery } from '../api/inventory-api.ts';
import { GroupIcon } from '../components/group-icon.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function AddInventoriesToGroupModal({
  onClose,
  inventoryIds,
}: StackedModalProps & { inventoryIds: string[] }) {
  const dispatch = useAppDispatch();
  const groups = useInventoryGroupsQuery().data?.results ?? [];
  const [addInventoriesToGroup, adding] = useAddInventoriesToGroupMutation({ fixedCacheKey: INVENTORY_GROUP_KEYS.addTo });
  const [groupId, setGroupId] = useState<string | null>(null);

  async function add() {
    if (!groupId) return;
    const result = await addInventoriesToGroup({ groupId, inventoryIds });
    if (!result.error) onClose();
  }

  const count = inventoryIds.length;
  return (
    <Modal opened onClose={onClose} title="Add to group">
      <Stack>
        <Text size="sm">
          {count} {count === 1 ? 'item' : 'items'} to add.
        </Text>
        {groups.length === 0 ? (
          <Text c="dimmed">No groups yet.</Text>
        ) : (
          <Radio.Group value={groupId} onChange={setGroupId} label="Group" name="group">
            <Stack gap="xs" mt="xs">
              {groups.map((group) => (
                <Radio
                  key={group.id}
                  value={group.id}
                  label={
                    <Group gap={6} component="span">
                      <GroupIcon name={group.icon} size={16} />
                      <span>
                        {group.name} ({group.itemsCount})
                      </span>
                    </Group>
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Group justify="space-between">
          <Button
            variant="subtle"
            onClick={() => {
              onClose();
              dispatch(modalOpened({ name: modalNames.inventoryGroup, props: { inventoryIds } }));
            }}
          >
            New group instead
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => void add()} loading={adding.isLoading} disabled={!groupId}>
              Add to group
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
