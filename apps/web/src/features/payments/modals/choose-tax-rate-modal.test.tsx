/** Choose tax rate (issue 11 item 17): a US property's sales tax is one pick of its state away. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import ChooseTaxRateModal from './choose-tax-rate-modal.tsx';

afterEach(() => vi.unstubAllGlobals());

const gst = { id: 2, name: 'GST (Canada)', percentage: 5, isGlobal: true };

describe('Choose tax rate', () => {
  it('adds the picked US state\'s sales tax as the user\'s own rate and selects it', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      if (url.pathname.endsWith('/tax-rates') && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return Promise.resolve(jsonResponse(201, { id: 1001, name: 'Sales tax (Texas)', percentage: 6.25, isGlobal: false }));
      }
      return Promise.resolve(jsonResponse(200, { globalTaxRates: [gst], taxRates: [] }));
    });
    renderWithApp(<ChooseTaxRateModal onClose={() => undefined} />);
    await userEvent.type(await screen.findByPlaceholderText('Pick a state', {}, { timeout: 5000 }), 'Texas');
    await userEvent.click(await screen.findByRole('option', { name: 'Texas — 6.25 %', hidden: true }));
    const texas = await screen.findByRole('radio', { name: /Sales tax \(Texas\) — 6\.25 % \(yours\)/ });
    expect(posted).toEqual([{ name: 'Sales tax (Texas)', percentage: 6.25 }]);
    expect((texas as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Choose' }).hasAttribute('disabled')).toBe(false);
  });
});
