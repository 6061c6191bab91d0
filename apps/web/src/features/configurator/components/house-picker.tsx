/**
 * The checkout's "which home" choice (spec point 4 checkout, location step): the signed-in user's
 * properties; picking one reads it through GET /houses/{id} and fills the installation address,
 * which stays editable. The house id travels with the quote request (`location.houseId`).
 */
import { Select } from '@mantine/core';
import { useState } from 'react';
import { usePropertyOptions } from '../../../components/ui/property-picker/use-property-places.ts';
import { failWith } from '../../../lib/toast.ts';
import { getHouse } from '../api/project-model-calls.ts';

export interface HousePickerProps {
  houseId: string | null;
  onChange: (location: { houseId: string | null; address?: string }) => void;
}

export function HousePicker({ houseId, onChange }: HousePickerProps) {
  const { options, loading } = usePropertyOptions(true);
  const [reading, setReading] = useState(false);
  async function choose(id: string | null) {
    if (!id) return onChange({ houseId: null });
    setReading(true);
    try {
      const { house } = await getHouse(id);
      onChange({ houseId: house.id, ...(house.address ? { address: house.address } : {}) });
    } catch (error) {
      failWith(error, 'Could not read this home');
    } finally {
      setReading(false);
    }
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
