import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { usePhoneWidth } from '../../../test/phone-width.ts';
import { makeProperty } from '../../../test/factories.ts';
import { PropertyTable } from './property-table.tsx';

describe('properties table virtualisation (docs/performance-budgets.md#web: 10,000 rows ≤ 1,400 DOM nodes)', () => {
  it('renders only the rows in view for a 10,000-row list', () => {
    const items = Array.from({ length: 10_000 }, (_, index) => makeProperty({ nickname: `Home ${index + 1}` }));
    const { container } = renderWithApp(<PropertyTable items={items} />);
    expect(screen.getByRole('link', { name: 'Home 1' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Home 10000' })).toBeNull();
    expect(container.querySelectorAll('*').length).toBeLessThanOrEqual(1400);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('10001');
  });

  it('is a card per property on a phone, with the rent status and the row menu on it (issue 11 item 16)', () => {
    usePhoneWidth();
    renderWithApp(<PropertyTable items={[makeProperty({ nickname: 'Elm Street Duplex', rentStatus: 'vacant' })]} />);
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Elm Street Duplex' })).toBeTruthy();
    expect(within(card).getByText('Vacant')).toBeTruthy();
    expect(within(card).getByRole('button', { name: /Actions for Elm Street Duplex/ })).toBeTruthy();
  });
});
