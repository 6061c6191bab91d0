/** 'Add image' modal: upload photos and append their ids to the record's images (PUT images). */
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Property, StoredFile } from '@lintel/shared';
import { usePropertiesDispatch, usePropertiesSelector } from '../state/hooks.ts';
import { updateProperty } from '../api/property-calls.ts';
import { AttachmentInput } from '../../../components/ui/attachments/attachment-input.tsx';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function AddImageModal({ onClose, property }: StackedModalProps & { property: Property }) {
  const dispatch = usePropertiesDispatch();
  const pending = usePropertiesSelector((state) => state.properties.updateStatus === 'pending');
  const [images, setImages] = useState<StoredFile[]>(property.images);
  const [uploading, setUploading] = useState(false);

  async function save() {
    const result = await dispatch(
      updateProperty({
        id: property.id,
        input: { images: images.map((image) => image.id) },
        isUnit: property.type === 'unit',
      }),
    );
    if (updateProperty.fulfilled.match(result)) onClose();
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
