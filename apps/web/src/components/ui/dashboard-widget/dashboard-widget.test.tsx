/** DashboardWidget: the empty and error lines (the title's noun or the widget's own) and items as a list or in columns. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { DashboardWidget } from './dashboard-widget.tsx';

const item = (name: string) => <span>{name}</span>;

describe('DashboardWidget', () => {
  it("says 'No <title> yet.' or the widget's own noun, and 'Could not load …' after a failure", () => {
    const view = renderWithApp(<DashboardWidget title="Contacts" viewAllTo="/contacts" status="succeeded" items={[]} getKey={String} renderItem={item} />);
    expect(screen.getByText('No contacts yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/contacts');
    view.unmount();
    renderWithApp(<DashboardWidget title="Gallery" noun="photos" status="rejected" items={[]} getKey={String} renderItem={item} />);
    expect(screen.getByText('Could not load photos.')).toBeTruthy();
  });

  it('lists the items, side by side when it has columns', () => {
    renderWithApp(
      <DashboardWidget title="Gallery" status="succeeded" columns={2} items={['a', 'b', 'c']} getKey={String} renderItem={item} />,
    );
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['a', 'b', 'c']);
    expect(screen.getByRole('region', { name: 'Gallery' })).toBeTruthy();
  });
});
