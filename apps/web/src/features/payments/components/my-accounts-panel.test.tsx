/** My Accounts on the kit's list body: the error with Retry, then the accounts; the empty state. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { MyAccountsPanel } from './my-accounts-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const account = {
  id: 'acc-1',
  name: 'Main checking',
  type: 'bank',
  institution: 'Maple Bank',
  last4: '1234',
  currency: 'USD',
  isDefault: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const page = (results: unknown[]) => ({
  results,
  pagination: { page: 1, pageSize: 100, total: results.length, totalPages: 1 },
});

describe('MyAccountsPanel', () => {
  it('shows the load error with Retry, which loads the accounts', async () => {
    const fetchSpy = vi
      .fn()
      .mockResolvedValueOnce(
        jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'Server down' }),
      )
      .mockResolvedValue(jsonResponse(200, page([account])));
    vi.stubGlobal('fetch', fetchSpy);
    renderWithApp(<MyAccountsPanel />);
    expect(await screen.findByText('Could not load accounts')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: 'My accounts' });
    expect(list.textContent).toContain('Main checking');
    expect(screen.getByRole('button', { name: 'Actions for Main checking' })).toBeTruthy();
  });

  it('says there are no accounts yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, page([]))),
    );
    renderWithApp(<MyAccountsPanel />);
    expect(await screen.findByRole('heading', { name: 'No accounts yet' })).toBeTruthy();
  });
});
