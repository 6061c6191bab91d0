/** 'Upload gallery' modal: photos to a property, one of its units, or a room of either. */
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import type { StoredFile } from '@lintel/shared';
import { useAddGalleryImagesMutation } from '../api/gallery-api.ts';
import { PlacePicker } from '../components/place-picker.tsx';
import type { PlaceValue } from '../components/place-picker.tsx';
import { AttachmentInput } from '../../../components/ui/attachments/attachment-input.tsx';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function UploadGalleryModal({
  onClose,
  propertyId = null,
  unitId = null,
  roomId = null,
}: StackedModalProps & Partial<PlaceValue>) {
  const [addGalleryImages, adding] = useAddGalleryImagesMutation();
  const [place, setPlace] = useState<PlaceValue>({ propertyId, unitId, roomId });
  const [images, setImages] = useState<StoredFile[]>([]);
  const [uploading, setUploading] = useState(false);

  async function save() {
    const property = place.unitId ?? place.propertyId;
    if (!property || images.length === 0) return;
    const result = await addGalleryImages({ images: images.map((image) => image.id), property, room: place.roomId });
    if (!result.error) onClose();
  }

  return (
    <Modal opened onClose={onClose} title="Upload photos" size="lg">
      <Stack>
        <PlacePicker value={place} onChange={setPlace} />
        <AttachmentInput
          label="Photos"
          imagesOnly
          value={images}
          onChange={setImages}
          onUploadingChange={setUploading}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => void save()}
            loading={adding.isLoading}
            disabled={uploading || !place.propertyId || images.length === 0}
          >
            Add to gallery
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
