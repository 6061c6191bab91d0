/**
 * The checkout's "which home" choice (spec point 4 checkout, location step): the signed-in user's
 * properties; picking one reads it through GET /houses/{id} (data cache) and fills the installation address,
 * which stays editable. The house id travels with the quote request (`location.houseId`).
 */
import { Select } from '@mantine/core';
import { usePropertyOptions } from '../../../components/ui/property-picker/use-property-places.ts';
import { useLazyHouseQuery } from '../api/configurator-api.ts';

export interface HousePickerProps {
  houseId: string | null;
  onChange: (location: { houseId: string | null; address?: string }) => void;
}

export function HousePicker({ houseId, onChange }: HousePickerProps) {
  const { options, loading } = usePropertyOptions(true);
  const [readHouse, { isFetching: reading }] = useLazyHouseQuery();
  async function choose(id: string | null) {
    if (!id) return onChange({ houseId: null });
    // A home read before comes from the cache; a failure is toasted (spec point 8) and nothing changes.
    const { data: house } = await readHouse(id, true);
    if (house) onChange({ houseId: house.id, ...(house.address ? { address: house.address } : {}) });
  }
  if (!loading && options.length === 0) return null;
  return (
    <Select
      label="Your home"
      description="Pick one of your properties to fill the address"
      placeholder={loading ? 'Loading your properties…' : 'Choose a property'}
      data={options}
      value={houseId}
      onChange={(id) => void choose(id)}
      clearable
      searchable
      disabled={reading}
      data-testid="house-picker"
    />
  );
}
