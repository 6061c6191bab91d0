/**
 * DashboardWidget: a titled region with "View all", the skeleton while the first load runs, the empty
 * and error lines (default or overridden), the items as a list or through `render` (a grid, one record).
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { DashboardWidget } from './dashboard-widget.tsx';

const rows = [
  { id: 'a', name: 'Ash' },
  { id: 'b', name: 'Birch' },
];

describe('DashboardWidget', () => {
  it('lists the items in a region named by its title, with View all', () => {
    renderWithApp(
      <DashboardWidget
        title="Trees"
        viewAllTo="/trees"
        status="succeeded"
        items={rows}
        getKey={(row) => row.id}
        renderItem={(row) => row.name}
      />,
    );
    const region = screen.getByRole('region', { name: 'Trees' });
    expect(region.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/trees');
  });

  it('says "No <title> yet." and "Could not load <title>." unless told otherwise', () => {
    const { unmount } = renderWithApp(<DashboardWidget title="Trees" status="succeeded" items={[]} />);
    expect(screen.getByText('No trees yet.')).toBeTruthy();
    unmount();
    renderWithApp(
      <DashboardWidget
        title="Portfolio"
        status="rejected"
        items={[]}
        errorText="Statistics are not available right now."
      />,
    );
    expect(screen.getByText('Statistics are not available right now.')).toBeTruthy();
  });

  it('offers what to do first when empty, never when the load failed (issue 11 item 6)', () => {
    const { unmount } = renderWithApp(<DashboardWidget title="Inventory" status="succeeded" items={[]} emptyAction={{ label: 'Add an item', to: '/inventory' }} />);
    expect(screen.getByRole('link', { name: 'Add an item' }).getAttribute('href')).toBe('/inventory');
    unmount();
    renderWithApp(<DashboardWidget title="Inventory" status="rejected" items={[]} emptyAction={{ label: 'Add an item', to: '/inventory' }} />);
    expect(screen.queryByRole('link', { name: 'Add an item' })).toBeNull();
  });

  it('shows its own skeleton while loading and lays the items out with render', () => {
    const { unmount } = renderWithApp(
      <DashboardWidget title="Gallery" status="pending" items={[]} skeleton={<p>Loading photos</p>} />,
    );
    expect(screen.getByText('Loading photos')).toBeTruthy();
    unmount();
    renderWithApp(
      <DashboardWidget
        title="My lease"
        viewAllTo="/my-lease"
        viewAllLabel="Open my lease"
        status="succeeded"
        items={[rows[0]]}
        render={([row]) => <strong>{row?.name}</strong>}
      />,
    );
    const region = screen.getByRole('region', { name: 'My lease' });
    expect(region.querySelector('ul')).toBeNull();
    expect(screen.getByText('Ash').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Open my lease' })).toBeTruthy();
  });
});
