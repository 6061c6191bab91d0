/**
 * 'Create room' modal (spec point 2), also the room editor: a room name from the spec list and an
 * optional nickname. Given `room`, it saves through PUT /properties/{id}/rooms/{roomId}; an emptied
 * nickname is cleared.
 */
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { roomNames } from '@lintel/shared';
import type { Room, RoomName } from '@lintel/shared';
import { useCreateRoomMutation, useUpdateRoomMutation } from '../api/properties-api.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function CreateRoomModal({
  onClose,
  propertyId,
  room,
}: StackedModalProps & { propertyId: string; room?: Pick<Room, 'id' | 'propertyId' | 'name' | 'nickname'> }) {
  const [createRoom, creation] = useCreateRoomMutation();
  const [updateRoom, update] = useUpdateRoomMutation();
  const pending = creation.isLoading || update.isLoading;
  const [name, setName] = useState<RoomName | null>(room?.name ?? null);
  const [nickname, setNickname] = useState(room?.nickname ?? '');
  const [error, setError] = useState<string | null>(null);
  const title = room ? 'Edit room' : 'Create room';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name) return setError('Choose a room');
    const trimmed = nickname.trim();
    if (room) {
      const input = { name, nickname: trimmed || null };
      const result = await updateRoom({ propertyId: room.propertyId, roomId: room.id, input });
      if (!('error' in result)) onClose();
      return;
    }
    const result = await createRoom({ propertyId, input: { name, ...(trimmed ? { nickname: trimmed } : {}) } });
    if (!('error' in result)) onClose();
  }

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <Select
            label="Room"
            required
            data={[...roomNames]}
            value={name}
            onChange={(value) => setName(value as RoomName | null)}
            error={error}
            searchable
          />
          <TextInput
            label="Nickname"
            description="Optional, e.g. 'Kids room'"
            maxLength={80}
            value={nickname}
            onChange={(e) => setNickname(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {room ? 'Save room' : 'Create room'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
