/** 'Add image' modal: upload photos and append their ids to the record's images (PUT images). */
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Property, StoredFile } from '@lintel/shared';
import { useUpdatePropertyMutation } from '../api/properties-api.ts';
import { AttachmentInput } from '../../../components/ui/attachments/attachment-input.tsx';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function AddImageModal({ onClose, property }: StackedModalProps & { property: Property }) {
  const [updateProperty, update] = useUpdatePropertyMutation();
  const pending = update.isLoading;
  const [images, setImages] = useState<StoredFile[]>(property.images);
  const [uploading, setUploading] = useState(false);

  async function save() {
    const result = await updateProperty({
      id: property.id,
      input: { images: images.map((image) => image.id) },
      isUnit: property.type === 'unit',
    });
    if (!('error' in result)) onClose();
  }

  return (
    <Modal opened onClose={onClose} title={`Photos of ${property.nickname}`} size="lg">
      <Stack>
        <AttachmentInput
          label="Photos"
          value={images}
          onChange={setImages}
          imagesOnly
          onUploadingChange={setUploading}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={pending} disabled={uploading}>
            Save photos
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
