/** The checkout's home picker lists the user's properties and fills the address from GET /houses/{id}. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { HousePicker } from './house-picker.tsx';

afterEach(() => vi.unstubAllGlobals());

const HOUSE = '01900000-0000-7000-8000-000000000042';

describe('HousePicker', () => {
  it('reads the chosen home and hands its id and address to the checkout', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input instanceof Request ? input.url : input);
        urls.push(url);
        if (url.includes('/api/properties')) {
          return jsonResponse(200, { data: { results: [{ id: HOUSE, nickname: 'Maple Cottage' }], pagination: { page: 1, pageSize: 100, total: 1, totalPages: 1 }, meta: {} } });
        }
        if (url.endsWith(`/api/houses/${HOUSE}`)) {
          return jsonResponse(200, { house: { id: HOUSE, nickname: 'Maple Cottage', type: 'singleFamily', address: '12 Maple St, Portland, OR, 97201', floor: null, storey: null, rooms: [] } });
        }
        return jsonResponse(404, {});
      }),
    );
    const onChange = vi.fn();
    renderWithApp(<HousePicker houseId={null} onChange={onChange} />);
    await waitFor(() => expect(urls.some((url) => url.includes('/api/properties'))).toBe(true));
    await userEvent.click(await screen.findByLabelText(/your home/i, { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Maple Cottage', hidden: true }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ houseId: HOUSE, address: '12 Maple St, Portland, OR, 97201' }));
    expect(urls.some((url) => url.endsWith(`/api/houses/${HOUSE}`))).toBe(true);
  });
});
