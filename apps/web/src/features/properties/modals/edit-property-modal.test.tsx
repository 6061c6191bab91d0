import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { makeProperty } from '../../../test/factories.ts';
import EditPropertyModal from './edit-property-modal.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('edit property modal: number of units (issue 11 item 10)', () => {
  it('sends the number of units only when it adds units, and never below the units the building has', async () => {
    const building = makeProperty({ type: 'apartment', unitsCount: 3, roomsDetails: null });
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === `/api/properties/${building.id}` && init.method === 'PUT') {
          const body = JSON.parse(String(init.body)) as Record<string, unknown>;
          bodies.push(body);
          return jsonResponse(200, { ...building, unitsCount: (body.unitsCount as number | undefined) ?? building.unitsCount });
        }
        return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'Not found' });
      }),
    );
    const onClose = vi.fn();
    renderWithApp(<EditPropertyModal onClose={onClose} property={building} />);
    const units = await screen.findByLabelText(/Number of units/);
    expect(screen.getByText('Adds units up to this number; remove a unit from the property page')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('unitsCount');

    fireEvent.change(units, { target: { value: '1' } });
    fireEvent.blur(units);
    expect((units as HTMLInputElement).value).toBe('3');

    fireEvent.change(units, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ unitsCount: 5 });
  });
});
