/** The public apply page (/apply/:token, no account): the link's context through the data cache's public call. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import ApplyPage from './apply-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const token = 'a'.repeat(43);

describe('apply page', () => {
  it('shows the property and landlord the link is for, asked once without a token', async () => {
    const calls: Array<{ url: string; auth: string | null }> = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url: String(url), auth: new Headers(init?.headers).get('authorization') });
      return jsonResponse(200, {
        property: { id: '018f0000-0000-7000-8000-000000000001', nickname: 'Elm flat', buildingName: 'Elm House', address: '1 Elm St', city: 'Springfield', state: 'IL' },
        landlordName: 'Lara Landlord',
        applicantEmail: 'ada@example.com',
      });
    }));
    renderWithApp(<ApplyPage />, { route: `/apply/${token}`, path: '/apply/:token' });
    expect(await screen.findByRole('heading', { name: 'Rental application' })).toBeTruthy();
    expect(screen.getByText(/Elm House · Elm flat — 1 Elm St, Springfield, IL · Lara Landlord/)).toBeTruthy();
    expect(calls).toEqual([{ url: expect.stringContaining(`/api/tenant-applications/public/${token}`), auth: null }]);
  });

  it("says why a link can't be used, in the server's words", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'This link has expired.' })));
    renderWithApp(<ApplyPage />, { route: `/apply/${token}`, path: '/apply/:token' });
    expect((await screen.findByRole('alert')).textContent).toContain('This link has expired. Ask the landlord for a new link.');
  });
});
