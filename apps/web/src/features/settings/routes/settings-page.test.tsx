import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { makeUser } from '../../../test/factories.ts';
import { createInitialAuthState } from '../../auth/index.ts';
import SettingsPage, { SETTINGS_TAB_KEY, settingsTabsFor } from './settings-page.tsx';

const signedIn = (overrides = {}) => ({
  auth: { ...createInitialAuthState(), isAuth: true, user: makeUser(overrides) },
});

afterEach(() => vi.unstubAllGlobals());

describe('account settings (spec point 2)', () => {
  it('remembers the active tab across visits', async () => {
    const first = renderWithApp(<SettingsPage />, { route: '/settings', preloadedState: signedIn() });
    await userEvent.click(screen.getByRole('tab', { name: 'Terms & Policy' }));
    expect(localStorage.getItem(SETTINGS_TAB_KEY)).toBe('terms');
    first.unmount();
    renderWithApp(<SettingsPage />, { route: '/settings', preloadedState: signedIn() });
    expect(screen.getByRole('tab', { name: 'Terms & Policy' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Privacy Policy' })).toBeTruthy();
    localStorage.clear();
  });

  it('lists the tabs in the spec order, with contributed tabs after Widgets for the roles they name', () => {
    const user = makeUser({ role: 'propertyManager', isCompanyCapable: true });
    const Tab = () => null;
    const tabs = (role: 'tenant' | 'propertyManager') =>
      settingsTabsFor({ ...user, role }, [
        { id: 'notifications', label: 'Notifications', component: Tab },
        { id: 'landlordsOnly', label: 'Landlords only', roles: ['propertyManager'], component: Tab },
      ]).map((tab) => tab.label);
    expect(tabs('propertyManager')).toEqual(['Profile Settings', 'Company Settings', 'Widgets', 'Notifications', 'Landlords only', 'My Accounts', 'Terms & Policy']);
    expect(tabs('tenant')).not.toContain('Landlords only');
  });

  it('offers Add company to a property manager without one, and opens the tab from the URL', () => {
    renderWithApp(<SettingsPage />, { route: '/settings?tab=company', preloadedState: signedIn({ role: 'propertyManager', isCompanyCapable: false }) });
    expect(screen.getByRole('tab', { name: 'Profile Settings' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Add company' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite user' })).toBeTruthy();
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

  it('a saved profile is the signed-in user at once (the answer reaches the session, no reload)', async () => {
    localStorage.clear();
    const user = makeUser({ fullName: 'Ann Owner' });
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (String(url).includes('/users/update/user-details')) {
        sent.push(String(init?.body));
        return jsonResponse(200, { ...user, ...JSON.parse(String(init?.body)) });
      }
      return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'Not found' });
    });
    const { store } = renderWithApp(<SettingsPage />, { route: '/settings', preloadedState: { auth: { ...createInitialAuthState(), isAuth: true, user } } });
    await userEvent.clear(screen.getByLabelText(/Full name/));
    await userEvent.type(screen.getByLabelText(/Full name/), 'Ann Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(store.getState().auth.user?.fullName).toBe('Ann Renamed'));
    expect(sent).toHaveLength(1);
    expect(await screen.findByText('Account settings updated successfully')).toBeTruthy();
  });
});
