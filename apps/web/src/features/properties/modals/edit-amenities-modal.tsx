/** 'Edit amenities' modal: a checkbox list from GET /amenities?entity=property, saved as amenityIds. */
import { Button, Checkbox, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Property } from '@lintel/shared';
import { queryStatus } from '../../../lib/data-cache.ts';
import { useAmenitiesQuery, useUpdatePropertyMutation } from '../api/properties-api.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function EditAmenitiesModal({ onClose, property }: StackedModalProps & { property: Property }) {
  const amenities = useAmenitiesQuery();
  const items = amenities.data ?? [];
  const status = queryStatus(amenities);
  const [updateProperty, update] = useUpdatePropertyMutation();
  const pending = update.isLoading;
  const [selected, setSelected] = useState<string[]>(property.amenityIds.map(String));


  async function save() {
    const result = await updateProperty({
      id: property.id,
      input: { amenityIds: selected.map(Number) },
      isUnit: property.type === 'unit',
    });
    if (!('error' in result)) onClose();
  }

  return (
    <Modal opened onClose={onClose} title="Edit amenities" size="lg">
      <Stack>
        {status === 'pending' && <Loader aria-label="Loading amenities" />}
        {status === 'rejected' && <Text c="red.8">Amenities could not be loaded.</Text>}
        {status === 'succeeded' && (
          <Checkbox.Group label={`Amenities of ${property.nickname}`} value={selected} onChange={setSelected}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
              {items.map((amenity) => (
                <Checkbox key={amenity.id} value={String(amenity.id)} label={amenity.name} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={pending} disabled={status !== 'succeeded'}>
            Save amenities
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
