/** 'Move image' modal for the gallery: the selected photos go to another property, unit or room. */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useGalleryDispatch, useGallerySelector } from '../state/hooks.ts';
import { moveGalleryImages } from '../api/gallery-calls.ts';
import { PlacePicker } from '../components/place-picker.tsx';
import type { PlaceValue } from '../components/place-picker.tsx';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function MoveGalleryImageModal({ onClose, galleryIds }: StackedModalProps & { galleryIds: string[] }) {
  const dispatch = useGalleryDispatch();
  const moving = useGallerySelector((state) => state.gallery.moveStatus === 'pending');
  const failed = useGallerySelector((state) => (state.gallery.moveStatus === 'rejected' ? state.gallery.error : null));
  const [place, setPlace] = useState<PlaceValue>({ propertyId: null, unitId: null, roomId: null });

  async function move() {
    const property = place.unitId ?? place.propertyId;
    if (!property) return;
    const result = await dispatch(moveGalleryImages({ galleryIds, property, room: place.roomId }));
    if (moveGalleryImages.fulfilled.match(result)) onClose();
  }

  return (
    <Modal opened onClose={onClose} title="Move image" size="lg">
      <Stack>
        <Text size="sm">
          Move {galleryIds.length} {galleryIds.length === 1 ? 'photo' : 'photos'} to:
        </Text>
        <PlacePicker value={place} onChange={setPlace} />
        {failed && (
          <Alert color="red" role="alert">
            {failed}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void move()} loading={moving} disabled={!place.propertyId}>
            Move
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
