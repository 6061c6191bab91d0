/**
 * Issue 11 item 18: inviting a tenant is the spec's Invite user modal (spec point 2), opened from
 * the tenant's details with the tenant chosen and their e-mail filled in; once sent, the details say
 * 'Invited' and offer 'Send again'.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tenant } from '@lintel/shared';
import { jsonResponse, renderWithApp, signedInState } from '../../../test/render.tsx';
import { makeUser } from '../../../test/factories.ts';
import { ModalHost } from '../../../components/ui/modal-stack/modal-host.tsx';
import { settingsFeature } from '../../settings/index.ts';
import { tenantsFeature } from '../index.ts';
import TenantDetailsModal from './tenant-details-modal.tsx';

afterEach(() => vi.unstubAllGlobals());

const tenant: Tenant = {
  id: '018f0000-0000-7000-8000-0000000000e1',
  fullName: 'Tara Tenant',
  email: 'tara@example.com',
  phoneNumbers: [],
  dateOfBirth: null,
  imageId: null,
  image: null,
  attachementIds: [],
  attachments: [],
  licenseId: null,
  hasAccount: false,
  currentLease: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('tenant details: invite', () => {
  it('opens Invite user for the tenant, sends the invitation, and the details then say Invited', async () => {
    const posts: Array<{ url: string; body: unknown }> = [];
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      if (init?.method === 'POST') {
        posts.push({ url: url.pathname + url.search, body: JSON.parse(String(init.body)) });
        return jsonResponse(200, { message: 'Invitation sent to tara@example.com' });
      }
      return jsonResponse(200, { results: [tenant], pagination: { page: 1, pageSize: 100, total: 1, totalPages: 1 }, meta: {} });
    });
    renderWithApp(
      <>
        <TenantDetailsModal tenant={tenant} onClose={vi.fn()} />
        <ModalHost registry={{ ...tenantsFeature.modals, ...settingsFeature.modals }} />
      </>,
      { preloadedState: signedInState(makeUser()) },
    );
    const details = await screen.findByRole('dialog', { name: 'Tenant details' });
    expect(within(details).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(details).getByRole('button', { name: 'Invite to Lintel' }));

    const invite = await screen.findByRole('dialog', { name: 'Invite user' });
    await vi.waitFor(() => expect((within(invite).getByLabelText(/^E-mail/, { selector: 'input' }) as HTMLInputElement).value).toBe('tara@example.com'));
    expect((within(invite).getByLabelText(/^Tenant/, { selector: 'input' }) as HTMLInputElement).value).toBe('Tara Tenant');
    await userEvent.click(within(invite).getByRole('button', { name: 'Send invitation' }));

    await vi.waitFor(() =>
      expect(posts).toEqual([
        { url: `/api/users/invite-user/${tenant.id}?type=tenant`, body: { email: 'tara@example.com', fullName: 'Tara Tenant' } },
      ]),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite user' })).toBeNull());
    expect(within(details).getByText('Invited')).toBeTruthy();
    expect(within(details).getByRole('button', { name: 'Send again' })).toBeTruthy();
  });
});
