/** 'Create room' modal: a room name from the spec list and an optional nickname. */
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { roomNames } from '@lintel/shared';
import type { RoomName } from '@lintel/shared';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { createRoom } from '../api/property-calls.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function CreateRoomModal({ onClose, propertyId }: StackedModalProps & { propertyId: string }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((state) => state.properties.roomStatus === 'pending');
  const [name, setName] = useState<RoomName | null>(null);
  const [nickname, setNickname] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name) return setError('Choose a room');
    const result = await dispatch(
      createRoom({ propertyId, input: { name, ...(nickname.trim() ? { nickname: nickname.trim() } : {}) } }),
    );
    if (createRoom.fulfilled.match(result)) onClose();
  }

  return (
    <Modal opened onClose={onClose} title="Create room" centered>
      <form onSubmit={submit} noValidate aria-label="Create room">
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
            value={nickname}
            onChange={(e) => setNickname(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Create room
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
