/**
 * The kit's filter bar (issue 11 item 16): on a phone one search box plus a "Filters" button with the
 * number of active filters, the sort and the filters in a drawer; on a desktop everything in one row.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from '@mantine/core';
import { renderWithApp } from '../../../test/render.tsx';
import { usePhoneWidth } from '../../../test/phone-width.ts';
import { ListToolbar } from './list-toolbar.tsx';

function Toolbar() {
  return (
    <ListToolbar
      search={{ label: 'Search leases', value: '', onChange: () => undefined }}
      sort={{ value: 'new', options: [{ value: 'new', label: 'Newest to old' }], onChange: () => undefined }}
      activeFilters={2}
      filters={<Select label="Status" data={['Active', 'Ended']} />}
    />
  );
}

describe('ListToolbar', () => {
  it('shows search, sort and filters in one row on a desktop', () => {
    renderWithApp(<Toolbar />);
    expect(screen.getByRole('searchbox', { name: 'Search leases' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Filters/ })).toBeNull();
  });

  it('keeps only the search box on a phone, with the sort and filters in a drawer behind "Filters" with the count', async () => {
    usePhoneWidth();
    renderWithApp(<Toolbar />);
    expect(screen.getByRole('searchbox', { name: 'Search leases' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Filters, 2 active' }));
    const drawer = await screen.findByRole('dialog', { name: 'Sort and filter' });
    expect(within(drawer).getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(within(drawer).getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
  });
});
