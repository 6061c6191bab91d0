/**
 * A service provider's trades (issue 21 item 9): a searchable multi-select of the work categories a
 * work order is filed under (`workOrderCategories`), so suggestions and requests for quotes match the
 * category exactly. Typing narrows the list and Enter picks the first match ("plumb" + Enter →
 * Plumbing); the list closes after each pick so it never hides the fields and button below it.
 * Used by the sign-up steps and the profile settings.
 */
import { MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { workOrderCategories, workOrderCategoryLabels, type WorkOrderCategory } from '@lintel/shared';

const options = workOrderCategories.map((category) => ({ value: category, label: workOrderCategoryLabels[category] }));

export function TradesSelect({ value, onChange }: { value: WorkOrderCategory[]; onChange: (trades: WorkOrderCategory[]) => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <MultiSelect
      dropdownOpened={opened}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      onOptionSubmit={() => setOpened(false)}
      label="Trades"
      description="The kinds of work you take: landlords' requests and suggestions match them"
      placeholder={value.length === 0 ? 'Choose one or more' : undefined}
      data={options}
      value={value}
      onChange={(next) => onChange(next as WorkOrderCategory[])}
      searchable
      selectFirstOptionOnChange
      hidePickedOptions
      nothingFoundMessage="No such trade"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
