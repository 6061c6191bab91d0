/**
 * Issue 11 item 8: destructive property actions ask first and say what happens. The × on a room's
 * chip opens "Delete room" (nothing is deleted until confirmed); Archive opens "Archive property",
 * which tells a landlord that a leased property's lease keeps running; Restore needs no question.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithApp, signedInState } from '../../../test/render.tsx';
import { makeDetails, makeUser } from '../../../test/factories.ts';
import { ModalHost } from '../../../components/ui/modal-stack/modal-host.tsx';
import { propertiesFeature } from '../index.ts';
import { PropertyDetailsView } from './property-details-view.tsx';

afterEach(() => vi.unstubAllGlobals());

function stubServer(property: ReturnType<typeof makeDetails>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    calls.push(`${method} ${url.pathname}`);
    if (method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
    if (url.pathname.endsWith('/archive')) return Promise.resolve(jsonResponse(200, { ...property, archived: true }));
    return Promise.resolve(jsonResponse(200, { results: [], pagination: { page: 1, pageSize: 10, total: 0, totalPages: 0 }, meta: {} }));
  });
  return calls;
}

function renderDetails(property: ReturnType<typeof makeDetails>) {
  return renderWithApp(
    <>
      <PropertyDetailsView property={property} headingLevel={1} />
      <ModalHost registry={propertiesFeature.modals ?? {}} />
    </>,
    { preloadedState: signedInState(makeUser()) },
  );
}

describe('property confirmations', () => {
  it('deleting a room asks first and deletes only when confirmed', async () => {
    const property = makeDetails();
    const room = { id: '7d9a1a3e-1b1f-4c38-9a53-0f1f0c7a1111', propertyId: property.id, name: 'Kitchen' as const, nickname: null, createdAt: property.createdAt };
    property.rooms = [room];
    const calls = stubServer(property);
    renderDetails(property);
    await userEvent.click(screen.getByRole('button', { name: 'Delete room Kitchen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete room' });
    expect(dialog.textContent).toContain('Inventory items kept in it stay in your inventory');
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete room Kitchen' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete room' })).getByRole('button', { name: 'Delete room' }));
    await vi.waitFor(() => expect(calls).toContain(`DELETE /api/properties/${property.id}/rooms/${room.id}`));
  });

  it('archiving a leased property asks first and says the lease keeps running', async () => {
    const property = makeDetails({ nickname: 'Maple Court', rentStatus: 'leased' });
    const calls = stubServer(property);
    renderDetails(property);
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive property' });
    expect(dialog.textContent).toContain('Maple Court is leased');
    expect(dialog.textContent).toContain('the lease keeps running and rent stays due');
    expect(calls.some((call) => call.endsWith('/archive'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive property' }));
    await vi.waitFor(() => expect(calls).toContain(`PATCH /api/properties/${property.id}/archive`));
  });
});
