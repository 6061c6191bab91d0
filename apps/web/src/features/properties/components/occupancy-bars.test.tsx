import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import OccupancyBars from './occupancy-bars.tsx';

describe('Portfolio occupancy by property (issue 22)', () => {
  it('draws one bar per property with its share and homes in words', () => {
    renderWithApp(
      <OccupancyBars
        total={12}
        properties={[
          { id: '00000000-0000-4000-8000-000000000001', name: 'Elm Court', homes: 4, occupied: 3 },
          { id: '00000000-0000-4000-8000-000000000002', name: 'Birch House', homes: 1, occupied: 0 },
        ]}
      />,
    );
    expect(screen.getByText('Occupancy by property (the 2 largest of 12)')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Elm Court: 75% occupied, 3 of 4 homes' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Birch House: 0% occupied, 0 of 1 home' })).toBeTruthy();
  });
});
