import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/render.tsx';
import { makeUser } from '../../../test/factories.ts';
import { createInitialAuthState } from '../../auth/index.ts';
import SettingsPage, { SETTINGS_TAB_KEY } from './settings-page.tsx';

const signedIn = (overrides = {}) => ({
  auth: { ...createInitialAuthState(), isAuth: true, user: makeUser(overrides) },
});

afterEach(() => vi.unstubAllGlobals());

describe('account settings (spec point 2)', () => {
  it('remembers the active tab across visits', async () => {
    const first = renderWithApp(<SettingsPage />, { route: '/settings', preloadedState: signedIn() });
    await userEvent.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(localStorage.getItem(SETTINGS_TAB_KEY)).toBe('notifications');
    first.unmount();
    renderWithApp(<SettingsPage />, { route: '/settings', preloadedState: signedIn() });
    expect(screen.getByRole('tab', { name: 'Notifications' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows Company Settings only to a company-capable user', () => {
    renderWithApp(<SettingsPage />, { route: '/settings', preloadedState: signedIn({ isCompanyCapable: false }) });
    expect(screen.queryByRole('tab', { name: 'Company Settings' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Profile Settings' })).toBeTruthy();
  });

  it('shows an invalid phone number on the field and saves nothing (issue 11 item 12)', async () => {
    localStorage.clear();
    const calls: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      calls.push(url);
      return Promise.resolve(new Response('{}', { status: 500 }));
    });
    renderWithApp(<SettingsPage />, { route: '/settings', preloadedState: signedIn() });
    await userEvent.clear(screen.getByLabelText('Phone number'));
    await userEvent.type(screen.getByLabelText('Phone number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText(/Enter a valid phone number/)).toBeTruthy();
    expect(calls.filter((url) => url.includes('/users/update/user-details'))).toEqual([]);
  });
});
