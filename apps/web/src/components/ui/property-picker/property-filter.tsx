/**
 * The "Property" filter of the list toolbars (leases, inventory, documents, payments): the account's
 * properties A-Z, searchable and clearable; clearing it calls `onChange(undefined)` (no filter).
 */
import { Select } from '@mantine/core';
import { usePropertyOptions } from './use-property-places.ts';

export function PropertyFilter({
  value,
  onChange,
  enabled = true,
}: {
  value: string | undefined;
  onChange: (propertyId: string | undefined) => void;
  /** false: the options are not loaded (e.g. a compact toolbar that hides the filter). */
  enabled?: boolean;
}) {
  const { options } = usePropertyOptions(enabled);
  return (
    <Select
      label="Property"
      placeholder="All properties"
      clearable
      searchable
      value={value ?? null}
      data={options}
      onChange={(propertyId) => onChange(propertyId ?? undefined)}
      style={{ flex: '1 1 170px', maxWidth: 230 }}
    />
  );
}
