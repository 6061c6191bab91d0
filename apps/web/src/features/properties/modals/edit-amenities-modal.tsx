/** 'Edit amenities' modal: a checkbox list from GET /amenities?entity=property, saved as amenityIds. */
import { Button, Checkbox, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Property } from '@lintel/shared';
import { usePropertiesDispatch, usePropertiesSelector } from '../state/hooks.ts';
import { fetchAmenities, updateProperty } from '../api/property-calls.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function EditAmenitiesModal({ onClose, property }: StackedModalProps & { property: Property }) {
  const dispatch = usePropertiesDispatch();
  const { items, status } = usePropertiesSelector((state) => state.properties.amenities);
  const pending = usePropertiesSelector((state) => state.properties.updateStatus === 'pending');
  const [selected, setSelected] = useState<string[]>(property.amenityIds.map(String));

  useEffect(() => {
    if (status === 'idle') void dispatch(fetchAmenities());
  }, [status, dispatch]);

  async function save() {
    const result = await dispatch(
      updateProperty({
        id: property.id,
        input: { amenityIds: selected.map(Number) },
        isUnit: property.type === 'unit',
      }),
    );
    if (updateProperty.fulfilled.match(result)) onClose();
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
