/**
 * Issue 25 item 5, web: each share dialog lists the record's active links (to whom, created, expires,
 * last used) with Revoke per link and Revoke all; a revoked link leaves the list.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShareLink } from '@lintel/shared';
import { jsonResponse, renderWithApp, signedInState } from '../../../test/render.tsx';
import { makeUser } from '../../../test/factories.ts';
import { ShareLinksPanel } from './share-links-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const link = (id: string, email: string | null, lastUsedAt: string | null): ShareLink => ({
  id,
  kind: 'workOrder',
  email,
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-04T10:00:00.000Z',
  lastUsedAt,
});

/** A server holding two links of work order w1; DELETE removes one or all. */
function stubServer() {
  let links = [link('l1', 'pat@example.com', '2026-11-22T08:00:00.000Z'), link('l2', null, null)];
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}`);
    if (method === 'GET') return jsonResponse(200, { results: links });
    if (url.pathname === '/api/work-orders/w1/share-links') {
      const revoked = links.length;
      links = [];
      return jsonResponse(200, { revoked });
    }
    links = links.filter((row) => !url.pathname.endsWith(`/${row.id}`));
    return new Response(null, { status: 204 });
  });
  return calls;
}

describe('ShareLinksPanel', () => {
  it('lists the active links with their dates; Revoke ends one, Revoke all the rest', async () => {
    const calls = stubServer();
    renderWithApp(<ShareLinksPanel recordPath="/work-orders/w1" />, { preloadedState: signedInState(makeUser({ role: 'propertyManager' })) });
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('pat@example.com')).toBeTruthy();
    expect(within(rows[1]!).getByText(/Nov 22, 2026/)).toBeTruthy();
    expect(within(rows[1]!).getByText(/Dec 4, 2026/)).toBeTruthy();
    expect(within(rows[2]!).getByText('Copied link')).toBeTruthy();
    expect(within(rows[2]!).getByText('Never')).toBeTruthy();

    await userEvent.click(within(rows[1]!).getByRole('button', { name: /Revoke the link sent to pat@example.com/ }));
    await vi.waitFor(() => expect(screen.queryByText('pat@example.com')).toBeNull());
    expect(calls).toContain('DELETE /api/share-links/l1');
    expect(screen.getByText('Copied link')).toBeTruthy();
  });

  it('Revoke all ends every link and says nobody can open the record by link any more', async () => {
    const calls = stubServer();
    renderWithApp(<ShareLinksPanel recordPath="/work-orders/w1" />, { preloadedState: signedInState(makeUser({ role: 'propertyManager' })) });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke all' }));
    expect(await screen.findByText(/No active links/)).toBeTruthy();
    expect(calls).toContain('DELETE /api/work-orders/w1/share-links');
  });
});
