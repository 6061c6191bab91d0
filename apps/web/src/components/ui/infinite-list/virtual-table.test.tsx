/**
 * The list kit's table on phones (issue 11 item 16): below `sm` every VirtualTable is a list of cards
 * with the status at the top and the row menu in reach, never a table that scrolls sideways; from `sm`
 * up it stays a table. The phone's cards are virtualised like the rows.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Badge, Button, Checkbox } from '@mantine/core';
import { renderWithApp } from '../../../test/render.tsx';
import { usePhoneWidth } from '../../../test/phone-width.ts';
import { VirtualTable } from './virtual-table.tsx';
import type { VirtualColumn } from './virtual-table.tsx';

interface Row {
  id: string;
  name: string;
  rent: string;
  status: string;
}

const picked: string[] = [];
const columns: VirtualColumn<Row>[] = [
  { key: 'select', header: <Checkbox aria-label="Select all loaded rows" />, cell: (row) => <Checkbox aria-label={`Select ${row.name}`} /> },
  { key: 'name', header: 'Property', cell: (row) => <a href={`/leases/${row.id}`}>{row.name}</a> },
  { key: 'rent', header: 'Rent', cell: (row) => row.rent },
  { key: 'status', header: 'Status', cell: (row) => <Badge>{row.status}</Badge> },
  {
    key: 'actions',
    header: <span className="skip-link">Actions</span>,
    cell: (row) => (
      <Button size="xs" onClick={() => picked.push(row.id)}>
        Actions for {row.name}
      </Button>
    ),
  },
];

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: `l${index + 1}`, name: `Unit ${index + 1}`, rent: '$1,790.00', status: 'Active' }));

describe('VirtualTable on phones and desktops', () => {
  it('is a table with a header per column from sm up', () => {
    renderWithApp(<VirtualTable items={rows(2)} columns={columns} caption="Leases" getKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Leases' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['', 'Property', 'Rent', 'Status', 'Actions']);
    expect(screen.queryByRole('list', { name: 'Leases' })).toBeNull();
  });

  it('is a list of cards on a phone: heading, then the status, then labelled facts; the row menu and selection stay in reach', async () => {
    usePhoneWidth();
    renderWithApp(<VirtualTable items={rows(2)} columns={columns} caption="Leases" getKey={(row) => row.id} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Leases' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    const heading = within(first).getByRole('link', { name: 'Unit 1' });
    const status = within(first).getByText('Active');
    const rentLabel = within(first).getByText('Rent');
    // The status sits right under the heading, above the facts (so it is on screen without scrolling).
    expect(heading.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(status.compareDocumentPosition(rentLabel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(rentLabel.tagName).toBe('DT');
    expect(rentLabel.nextElementSibling?.textContent).toBe('$1,790.00');
    expect(within(first).queryByText('Status')).toBeNull();

    await userEvent.click(within(first).getByRole('button', { name: 'Actions for Unit 1' }));
    expect(picked).toEqual(['l1']);
    expect(within(first).getByRole('checkbox', { name: 'Select Unit 1' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select all loaded rows' })).toBeTruthy();
  });

  it('keeps a 10,000-row list within the DOM budget on a phone too (docs/performance-budgets.md#web: ≤ 1,400 nodes)', () => {
    usePhoneWidth();
    const { container } = renderWithApp(<VirtualTable items={rows(10_000)} columns={columns} caption="Leases" getKey={(row) => row.id} />);
    expect(screen.getByRole('link', { name: 'Unit 1' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Unit 10000' })).toBeNull();
    expect(container.querySelectorAll('*').length).toBeLessThanOrEqual(1400);
  });
});
