/** Confirms deleting a property or unit; on success the record leaves every list (and the open details). */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { deleteProperty } from '../api/property-calls.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function DeletePropertyModal({
  onClose,
  id,
  nickname,
  isUnit,
}: StackedModalProps & { id: string; nickname: string; isUnit: boolean }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((state) => state.properties.deleteStatus === 'pending');
  const kind = isUnit ? 'unit' : 'property';
  return (
    <Modal opened onClose={onClose} title={`Delete ${kind}`} centered>
      <Text>
        Delete <strong>{nickname}</strong>? {isUnit ? 'Its rooms and photos' : 'Its units, rooms and photos'} go with
        it. This can't be undone.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          color="red"
          loading={pending}
          onClick={async () => {
            const result = await dispatch(deleteProperty({ id, isUnit }));
            if (deleteProperty.fulfilled.match(result)) onClose();
          }}
        >
          Delete {kind}
        </Button>
      </Group>
    </Modal>
  );
}
