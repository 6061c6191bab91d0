/**
 * 'Move image' modal: move one photo between a property and its units. Implemented as two PUTs
 * (remove the image id from the source's images, add it to the destination's).
 */
import { Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Property } from '@lintel/shared';
import { useMoveImageMutation, usePropertyQuery } from '../api/properties-api.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function MoveImageModal({ onClose, propertyId }: StackedModalProps & { propertyId: string }) {
  // The building's details (already cached when opened from its page or a unit's page).
  const building = usePropertyQuery(propertyId).currentData ?? null;
  const [moveImage, moving] = useMoveImageMutation();
  const pending = moving.isLoading;

  const records: Property[] = useMemo(() => (building ? [building, ...building.units] : []), [building]);
  const photos = records.flatMap((record) => record.images.map((image) => ({ image, owner: record })));
  const [selected, setSelected] = useState<string | null>(null);
  const [destination, setDestination] = useState<string | null>(null);
  const chosen = photos.find((photo) => photo.image.id === selected);

  async function move() {
    const target = records.find((record) => record.id === destination);
    if (!chosen || !target) return;
    const result = await moveImage({ imageId: chosen.image.id, from: chosen.owner, to: target });
    if (!('error' in result)) onClose();
  }

  return (
    <Modal opened onClose={onClose} title="Move image" size="lg">
      {!building ? (
        <Loader aria-label="Loading photos" />
      ) : (
        <Stack>
          {photos.length === 0 && <Text>No photos to move yet.</Text>}
          {photos.length > 0 && (
            <Text size="sm" fw={500} id="move-photo-label">
              Photo to move
            </Text>
          )}
          <div role="radiogroup" aria-labelledby="move-photo-label">
            <Group gap="xs">
              {photos.map(({ image, owner }) => (
                <button
                  key={image.id}
                  type="button"
                  role="radio"
                  aria-checked={selected === image.id}
                  className="thumb-button"
                  aria-label={`${image.name} (in ${owner.nickname})`}
                  onClick={() => {
                    setSelected(image.id);
                    setDestination(null);
                  }}
                >
                  <img src={image.previewUrl ?? image.url} alt="" />
                </button>
              ))}
            </Group>
          </div>
          {chosen && <Text size="sm">Currently in: {chosen.owner.nickname}</Text>}
          <Select
            label="Move to"
            placeholder="Choose the property or a unit"
            disabled={!chosen}
            value={destination}
            onChange={setDestination}
            data={records
              .filter((record) => record.id !== chosen?.owner.id)
              .map((record) => ({ value: record.id, label: record.nickname }))}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => void move()} loading={pending} disabled={!chosen || !destination}>
              Move image
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
