import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import SharedContactPage from './shared-contact-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const token = 'tok_abcdefghijklmnopqrstuvwxyz012345';
const contact = {
  id: '018f0000-0000-7000-8000-000000000001',
  type: 'company',
  fullName: 'Ana Ruiz',
  companyName: 'Ruiz Plumbing',
  displayName: 'Ruiz Plumbing',
  email: 'ana@ruiz.example',
  phoneNumbers: ['+1 555 0100'],
  address: null,
  notes: 'Fixed the water heater in 2025.',
  category: { id: 3, name: 'Contractor' },
  subCategory: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** A fake API: GET get-by-token answers the shared contact; POST add answers 201 once, then 409. */
function fakeApi() {
  let added = 0;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`);
      if (url === `/api/contacts/get-by-token/${token}`)
        return jsonResponse(200, {
          contact: { ...contact, isOwn: false },
          sharedBy: { fullName: 'Pat Owner' },
          expiresAt: '2026-12-01T00:00:00.000Z',
        });
      if (url === `/api/contacts/add/${token}` && init.method === 'POST') {
        added += 1;
        if (added > 1)
          return jsonResponse(409, {
            statusCode: 409,
            code: 'CONTACT_ALREADY_ADDED',
            error: 'Conflict',
            message: 'This contact is already in your list',
          });
        return jsonResponse(201, {
          message: 'Contact was successfully added to your list',
          contact: { ...contact, id: '018f0000-0000-7000-8000-000000000099', categoryId: null, subCategoryId: null },
        });
      }
      return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'Not found' });
    }),
  );
  return calls;
}

describe('shared contact page (/contacts/shared/:token)', () => {
  it('shows the shared contact and adds it to my list with the spec toast', async () => {
    const calls = fakeApi();
    renderWithApp(<SharedContactPage />, {
      route: `/contacts/shared/${token}`,
      path: '/contacts/shared/:token',
    });
    expect(await screen.findByRole('heading', { name: 'Ruiz Plumbing' })).toBeTruthy();
    expect(screen.getByText(/Shared by Pat Owner/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add to my contacts' }));
    expect(await screen.findByText('Contact was successfully added to your list')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my contacts' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to my contacts' })).toBeNull();
    expect(calls).toContain(`POST /api/contacts/add/${token}`);
  });

  it('says so when the contact was already added (409)', async () => {
    fakeApi();
    await fetch(`/api/contacts/add/${token}`, { method: 'POST' });
    renderWithApp(<SharedContactPage />, { route: `/contacts/shared/${token}`, path: '/contacts/shared/:token' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to my contacts' }));
    expect((await screen.findAllByText('This contact is already in your list')).length).toBeGreaterThan(0);
  });

  it('explains a dead link', async () => {
    fakeApi();
    renderWithApp(<SharedContactPage />, {
      route: '/contacts/shared/tok_unknown_unknown_unknown_1',
      path: '/contacts/shared/:token',
    });
    expect(await screen.findByText('This link does not work')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to my contacts' })).toBeNull();
  });
});
