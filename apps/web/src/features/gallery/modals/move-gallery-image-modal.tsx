/** 'Move image' modal for the gallery: the selected photos go to another property, unit or room. */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MOVE_GALLERY_KEY, useMoveGalleryImagesMutation } from '../api/gallery-api.ts';
import type { ApiFailure } from '../../../lib/data-cache.ts';
import { PlacePicker } from '../components/place-picker.tsx';
import type { PlaceValue } from '../components/place-picker.tsx';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function MoveGalleryImageModal({ onClose, galleryIds }: StackedModalProps & { galleryIds: string[] }) {
  const [moveGalleryImages, moving] = useMoveGalleryImagesMutation({ fixedCacheKey: MOVE_GALLERY_KEY });
  const failed = moving.isError ? (moving.error as ApiFailure).message || 'Failed to move images' : null;
  const [place, setPlace] = useState<PlaceValue>({ propertyId: null, unitId: null, roomId: null });

  async function move() {
    const property = place.unitId ?? place.propertyId;
    if (!property) return;
    const result = await moveGalleryImages({ galleryIds, property, room: place.roomId });
    if (!result.error) onClose();
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
          <Button onClick={() => void move()} loading={moving.isLoading} disabled={!place.propertyId}>
            Move
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
