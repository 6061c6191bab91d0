import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { makeProperty } from '../../../test/factories.ts';
import { PropertyTable } from './property-table.tsx';

describe('properties table virtualisation (DESIGN.md: 10,000 rows ≤ 1,400 DOM nodes)', () => {
  it('renders only the rows in view for a 10,000-row list', () => {
    const items = Array.from({ length: 10_000 }, (_, index) => makeProperty({ nickname: `Home ${index + 1}` }));
    const { container } = renderWithApp(<PropertyTable items={items} />);
    expect(screen.getByRole('link', { name: 'Home 1' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Home 10000' })).toBeNull();
    expect(container.querySelectorAll('*').length).toBeLessThanOrEqual(1400);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('10001');
  });
});
