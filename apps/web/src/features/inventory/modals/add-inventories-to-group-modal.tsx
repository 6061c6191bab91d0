/** 'Add inventories to group' modal: choose a group for the given items (they leave any other group). */
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useInventoryDispatch, useInventorySelector } from '../state/hooks.ts';
import { addInventoriesToGroup, fetchGroups } from '../api/inventory-calls.ts';
import { GroupIcon } from '../components/group-icon.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function AddInventoriesToGroupModal({
  onClose,
  inventoryIds,
}: StackedModalProps & { inventoryIds: string[] }) {
  const dispatch = useInventoryDispatch();
  const groups = useInventorySelector((state) => state.inventory.groups);
  const saving = useInventorySelector((state) => state.inventory.groupStatus === 'pending');
  const [groupId, setGroupId] = useState<string | null>(null);
  useEffect(() => {
    if (groups.status === 'idle') void dispatch(fetchGroups());
  }, [groups.status, dispatch]);

  async function add() {
    if (!groupId) return;
    const result = await dispatch(addInventoriesToGroup({ groupId, inventoryIds }));
    if (addInventoriesToGroup.fulfilled.match(result)) {
      void dispatch(fetchGroups());
      onClose();
    }
  }

  const count = inventoryIds.length;
  return (
    <Modal opened onClose={onClose} title="Add to group">
      <Stack>
        <Text size="sm">
          {count} {count === 1 ? 'item' : 'items'} to add.
        </Text>
        {groups.items.length === 0 ? (
          <Text c="dimmed">No groups yet.</Text>
        ) : (
          <Radio.Group value={groupId} onChange={setGroupId} label="Group" name="group">
            <Stack gap="xs" mt="xs">
              {groups.items.map((group) => (
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
            <Button onClick={() => void add()} loading={saving} disabled={!groupId}>
              Add to group
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
