import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountExport } from '@lintel/shared';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { makeUser } from '../../../test/factories.ts';
import { createInitialAuthState } from '../../auth/index.ts';
import YourDataTab from './your-data-tab.tsx';

afterEach(() => vi.unstubAllGlobals());

const user = makeUser({ email: 'yara@example.com' });
const signedIn = { auth: { ...createInitialAuthState(), isAuth: true, user } };
const anExport = (overrides: Partial<AccountExport>): AccountExport => ({
  id: '01900000-0000-7000-8000-000000000001',
  status: 'queued',
  percent: 0,
  size: null,
  downloadPath: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

describe('Settings → Your data', () => {
  it('starts an export and shows its progress until the download is offered', async () => {
    let answers = [{ results: [] as AccountExport[] }];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      const path = String(url);
      if (path.endsWith('/account-data/exports') && init?.method === 'POST') {
        answers = [{ results: [anExport({ status: 'running', percent: 42 })] }, { results: [anExport({ status: 'ready', percent: 100, size: 20_480, downloadPath: '/api/x' })] }];
        return jsonResponse(202, anExport({}));
      }
      if (path.endsWith('/account-data/exports')) return jsonResponse(200, answers.length > 1 ? answers.shift() : answers[0]);
      if (path.endsWith('/account-data/closure')) return jsonResponse(200, { status: 'none', closesAt: null });
      return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'Not found' });
    });
    renderWithApp(<YourDataTab />, { route: '/settings?tab=your-data', preloadedState: signedIn });
    await userEvent.click(await screen.findByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText(/Building your export… 0%/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Download the zip' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/is ready \(20 KB\)/)).toBeTruthy();
  });

  it('closes the account only once the e-mail address is typed, then says when it is erased', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      const path = String(url);
      if (path.endsWith('/account-data/closure') && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse(202, { status: 'pending', closesAt: '2026-12-05T10:00:00.000Z' });
      }
      if (path.endsWith('/account-data/closure')) return jsonResponse(200, { status: 'none', closesAt: null });
      return jsonResponse(200, { results: [] });
    });
    renderWithApp(<YourDataTab />, { route: '/settings?tab=your-data', preloadedState: signedIn });
    const close = await screen.findByRole('button', { name: 'Close my account' });
    expect((close as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Type your e-mail address to confirm'), 'Yara@Example.com');
    await userEvent.click(close);
    expect(await screen.findByText('Your account is closing')).toBeTruthy();
    expect(screen.getByText(/Signing in before then cancels the closing/)).toBeTruthy();
    expect(sent).toEqual([{ confirmEmail: 'Yara@Example.com' }]);
  });
});
