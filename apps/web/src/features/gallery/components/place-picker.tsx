/** Property → unit → room pickers for uploading or moving photos (a unit and a room are optional). */
import { Select, SimpleGrid } from '@mantine/core';
import { usePropertyOptions, usePropertyPlaces } from '../../../components/ui/property-picker/use-property-places.ts';

export interface PlaceValue {
  propertyId: string | null;
  unitId: string | null;
  roomId: string | null;
}

export function PlacePicker({ value, onChange }: { value: PlaceValue; onChange: (value: PlaceValue) => void }) {
  const { options } = usePropertyOptions();
  const property = usePropertyPlaces(value.propertyId);
  const unit = usePropertyPlaces(value.unitId);
  const rooms = value.unitId ? unit.rooms : property.rooms;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label="Property"
        placeholder="Choose a property"
        required
        searchable
        value={value.propertyId}
        data={options}
        onChange={(propertyId) => onChange({ propertyId, unitId: null, roomId: null })}
      />
      <Select
        label="Unit"
        placeholder={property.units.length ? 'Whole property' : 'No units'}
        clearable
        disabled={!value.propertyId || property.units.length === 0}
        value={value.unitId}
        data={property.units}
        onChange={(unitId) => onChange({ ...value, unitId, roomId: null })}
      />
      <Select
        label="Room"
        placeholder={rooms.length ? 'No particular room' : 'No rooms'}
        clearable
        disabled={!value.propertyId || rooms.length === 0}
        value={value.roomId}
        data={rooms}
        onChange={(roomId) => onChange({ ...value, roomId })}
      />
    </SimpleGrid>
  );
}
