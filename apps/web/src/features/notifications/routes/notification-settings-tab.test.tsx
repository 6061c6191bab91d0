import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultNotificationChannels } from '@lintel/shared';
import { jsonResponse, renderWithApp, signedInState } from '../../../test/render.tsx';
import { makeUser } from '../../../test/factories.ts';
import NotificationSettingsTab from './notification-settings-tab.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Opens the select labelled `label` and picks `option` in its own list. */
async function choose(label: string, option: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  await userEvent.click(input);
  const listbox = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  await userEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

describe('Notifications settings tab (issue 13: in app, e-mail, both, none per type)', () => {
  it('saves a changed type and puts the old choice back when saving fails', async () => {
    const bodies: unknown[] = [];
    let fail = false;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        bodies.push(JSON.parse(String(init.body)));
        if (fail) return Promise.resolve(jsonResponse(500, { message: 'Database is down' }));
        return Promise.resolve(jsonResponse(200, { ...defaultNotificationChannels, ...(bodies.at(-1) as object) }));
      }
      return Promise.resolve(jsonResponse(200, defaultNotificationChannels));
    });
    renderWithApp(<NotificationSettingsTab />, { preloadedState: signedInState(makeUser()) });
    const requests = await screen.findByLabelText('Tenant requests', { selector: 'input' });
    expect((requests as HTMLInputElement).value).toBe('In app');
    await choose('Tenant requests', 'E-mail');
    await waitFor(() => expect(bodies).toEqual([{ tenantRequest: 'email' }]));
    expect(await screen.findByText('Account settings updated successfully')).toBeTruthy();
    expect((screen.getByLabelText('Tenant requests', { selector: 'input' }) as HTMLInputElement).value).toBe('E-mail');

    fail = true;
    await choose('Quotes', 'Off');
    expect(await screen.findByText('Database is down')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Quotes', { selector: 'input' }) as HTMLInputElement).value).toBe('In app'));
  });

  it("a tenant sets only the kinds that reach a tenant (issue 21): requests, lease, payments, not work orders or quotes", async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(jsonResponse(200, defaultNotificationChannels)));
    renderWithApp(<NotificationSettingsTab />, { preloadedState: signedInState(makeUser({ role: 'tenant' })) });
    expect(await screen.findByLabelText('Tenant requests', { selector: 'input' })).toBeTruthy();
    expect(screen.getByLabelText('Leases and signatures', { selector: 'input' })).toBeTruthy();
    expect(screen.queryByLabelText('Work orders', { selector: 'input' })).toBeNull();
    expect(screen.queryByLabelText('Quotes', { selector: 'input' })).toBeNull();
    expect(screen.queryByLabelText('New users joining', { selector: 'input' })).toBeNull();
  });
});
