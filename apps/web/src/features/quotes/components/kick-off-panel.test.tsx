/**
 * Issue 11 item 18: after a quote is accepted the installer proposes the start date, the requester
 * confirms it and later marks the job completed (project-model groups kickOff, startDateConfirmed, completed).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ProviderQuoteRequest, QuoteRequest } from '@lintel/shared';
import { jsonResponse, renderWithApp, signedInState } from '../../../test/render.tsx';
import { makeUser } from '../../../test/factories.ts';
import { KickOffPanel } from './kick-off-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const base = { id: '018f0000-0000-7000-8000-0000000000f1', status: 'accepted', kickOff: null } as unknown as QuoteRequest;

function stubServer() {
  const posts: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    posts.push({ url: url.pathname, body });
    const now = '2026-11-24T10:00:00.000Z';
    if (url.pathname.endsWith('/kick-off')) {
      return jsonResponse(200, { ...base, kickOff: { startDate: (body as { startDate: string }).startDate, proposedAt: now, confirmedAt: null, completedAt: null } });
    }
    if (url.pathname.endsWith('/confirm-start-date')) {
      return jsonResponse(200, { ...base, kickOff: { startDate: '2027-06-05', proposedAt: now, confirmedAt: now, completedAt: null } });
    }
    return jsonResponse(200, { ...base, kickOff: { startDate: '2027-06-05', proposedAt: now, confirmedAt: now, completedAt: now } });
  });
  return posts;
}

function Requester({ initial }: { initial: QuoteRequest }) {
  const [request, setRequest] = useState(initial);
  return <KickOffPanel side="requester" request={request} onChanged={setRequest} />;
}
function Provider() {
  const [request, setRequest] = useState(base as unknown as ProviderQuoteRequest);
  return <KickOffPanel side="provider" request={request} onChanged={setRequest} />;
}

describe('job kick-off panel', () => {
  it('the installer proposes a start date', async () => {
    const posts = stubServer();
    renderWithApp(<Provider />, { preloadedState: signedInState(makeUser({ role: 'serviceProvider' })) });
    expect(screen.getByRole('region', { name: 'Job' }).textContent).toContain('Waiting for the installer to propose a start date.');
    await userEvent.type(screen.getByLabelText(/^Start date/), '2027-06-05');
    await userEvent.click(screen.getByRole('button', { name: 'Propose start date' }));
    await vi.waitFor(() => expect(posts).toEqual([{ url: `/api/quote-requests/${base.id}/kick-off`, body: { startDate: '2027-06-05' } }]));
    expect(await screen.findByText(/Start date Jun 5, 2027 proposed, waiting for confirmation/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Propose again' })).toBeTruthy();
  });

  it('the requester confirms the proposed date, then marks the job completed', async () => {
    const posts = stubServer();
    const proposed = { ...base, kickOff: { startDate: '2027-06-05', proposedAt: '2026-11-24T09:00:00.000Z', confirmedAt: null, completedAt: null } };
    renderWithApp(<Requester initial={proposed} />, { preloadedState: signedInState(makeUser({ role: 'homeOwner' })) });
    expect(screen.queryByRole('button', { name: 'Mark completed' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm start date' }));
    expect(await screen.findByText('Start date Jun 5, 2027 confirmed.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark completed' }));
    expect(await screen.findByText(/^Completed on/)).toBeTruthy();
    expect(posts.map((post) => post.url)).toEqual([`/api/quote-requests/${base.id}/confirm-start-date`, `/api/quote-requests/${base.id}/complete`]);
    expect(screen.queryByRole('button', { name: /Confirm start date|Mark completed/ })).toBeNull();
  });
});
