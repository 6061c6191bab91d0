/**
 * Issue 11 item 18: the property page shows the lease in force today (spec point 3 `activeLease`),
 * and a room can be renamed or given another kind from its chip (PUT /properties/{id}/rooms/{roomId}).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PropertyDetails, Room } from '@lintel/shared';
import { jsonResponse, renderWithApp, signedInState } from '../../../test/render.tsx';
import { makeDetails, makeProperty, makeUser } from '../../../test/factories.ts';
import { ModalHost } from '../../../components/ui/modal-stack/modal-host.tsx';
import { propertiesApi, usePropertyQuery } from '../api/properties-api.ts';
import { propertiesFeature } from '../index.ts';
import { PropertyDetailsView } from './property-details-view.tsx';

afterEach(() => vi.unstubAllGlobals());

const lease = {
  id: '018f0000-0000-7000-8000-00000000a001',
  status: 'active' as const,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  terminationDate: null,
  rentAmount: 2100.25,
  tenants: [
    { id: '018f0000-0000-7000-8000-00000000b001', fullName: 'Jordan Reyes' },
    { id: '018f0000-0000-7000-8000-00000000b002', fullName: 'Sam Okafor' },
  ],
};

/** The details view fed from the data cache, as on /properties/:id, so a saved change shows. */
function DetailsFromStore({ id }: { id: string }) {
  const item = usePropertyQuery(id).data;
  return item ? <PropertyDetailsView property={item} headingLevel={1} /> : null;
}

function renderDetails(property: PropertyDetails, user = makeUser()) {
  const rendered = renderWithApp(
    <>
      <DetailsFromStore id={property.id} />
      <ModalHost registry={propertiesFeature.modals ?? {}} />
    </>,
    { preloadedState: signedInState(user) },
  );
  rendered.store.dispatch(propertiesApi.util.upsertQueryEntries([{ endpointName: 'property', arg: property.id, value: property }]));
  return rendered;
}

describe('property details', () => {
  it('shows the active lease: tenants, dates, monthly rent and a link to the lease', async () => {
    renderDetails(makeDetails({ rentStatus: 'leased', activeLease: lease }));
    const section = await screen.findByRole('region', { name: 'Active lease' });
    expect(section.textContent).toContain('Jordan Reyes, Sam Okafor');
    expect(section.textContent).toContain('Jan 1, 2026 – Dec 31, 2026');
    expect(section.textContent).toContain('$2,100.25 / month');
    expect(within(section).getByRole('link', { name: 'View lease' }).getAttribute('href')).toBe(`/leases/${lease.id}`);
  });

  it('names a unit\'s tenants in the units list; a building without a lease of its own has no lease block', async () => {
    const unit = makeProperty({ type: 'unit', nickname: 'Unit 2', activeLease: lease });
    renderDetails(makeDetails({ type: 'multiFamily', units: [unit] }));
    expect(await screen.findByText(/Unit 2/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Units' }).textContent).toContain('Jordan Reyes, Sam Okafor');
    expect(screen.queryByRole('region', { name: 'Active lease' })).toBeNull();

  });

  it('says so when no lease is in force in a home', async () => {
    renderDetails(makeDetails({ nickname: 'Vacant home' }));
    expect((await screen.findByRole('region', { name: 'Active lease' })).textContent).toContain('No lease in force today.');
  });

  it('edits a room from its chip: renames it and changes its kind through PUT, the chip shows the change', async () => {
    const property = makeDetails();
    const unitId = '018f0000-0000-7000-8000-00000000c001';
    // A unit's room listed on its building's page is saved under the unit.
    const room: Room = { id: '018f0000-0000-7000-8000-00000000d001', propertyId: unitId, name: 'Bedroom', nickname: null, createdAt: '2026-01-01T00:00:00.000Z' };
    const bodies: Array<{ url: string; body: unknown }> = [];
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { name: Room['name']; nickname: string | null };
        bodies.push({ url: url.pathname, body });
        return Promise.resolve(jsonResponse(200, { ...room, ...body }));
      }
      // The page's own GET of the record (the cache asks once when the view subscribes).
      if (url.pathname === `/api/properties/${property.id}`) return Promise.resolve(jsonResponse(200, { ...property, rooms: [room] }));
      return Promise.resolve(jsonResponse(200, { amenities: [] }));
    });
    renderDetails({ ...property, rooms: [room] });

    await userEvent.click(await screen.findByRole('button', { name: 'Edit room Bedroom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit room' });
    const roomSelect = within(dialog).getByLabelText(/^Room/, { selector: 'input' });
    expect((roomSelect as HTMLInputElement).value).toBe('Bedroom');
    await userEvent.click(roomSelect);
    await userEvent.click(await screen.findByRole('option', { name: 'Office Room', hidden: true }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nickname' }), 'Study');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save room' }));

    await vi.waitFor(() =>
      expect(bodies).toEqual([{ url: `/api/properties/${unitId}/rooms/${room.id}`, body: { name: 'Office Room', nickname: 'Study' } }]),
    );
    expect(await screen.findByText('Study (Office Room)')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit room' })).toBeNull());
  });
  /** A fetch answering GET /transactions with these expenses and recording the query. */
  function expensesServer(expenses: Array<{ name: string; amount: number }>) {
    const asked: URLSearchParams[] = [];
    vi.stubGlobal('fetch', async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname !== '/api/transactions') return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
      asked.push(url.searchParams);
      return jsonResponse(200, { results: expenses, pagination: { page: 1, pageSize: 100, total: expenses.length, totalPages: 1 }, meta: {} });
    });
    return asked;
  }
  const facts = () => Object.fromEntries([...document.querySelectorAll('.facts > div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]));

  it('a homeowner\'s own house shows no rent status and no lease block; a property manager\'s does (issue 30 item 14)', async () => {
    expensesServer([]);
    const house = makeDetails({ nickname: 'Our house', rentStatus: 'ownerOccupied' });
    const mine = renderDetails(house, makeUser({ role: 'homeOwner' }));
    await screen.findByRole('heading', { name: 'Our house' });
    expect(screen.queryByText('Rent status')).toBeNull();
    expect(screen.queryByText('Owner occupied')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Active lease' })).toBeNull();
    mine.unmount();
    renderDetails(makeDetails({ nickname: 'Rental', rentStatus: 'vacant' }));
    await screen.findByRole('heading', { name: 'Rental' });
    expect(screen.getByText('Rent status')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Active lease' })).toBeTruthy();
  });

  it('property tax and insurance come from this year\'s recorded expenses; a cost with neither an expense nor a figure is left out (issue 30 item 14)', async () => {
    const asked = expensesServer([
      { name: 'County property tax, first half', amount: 2100 },
      { name: 'County property tax, second half', amount: 2100.5 },
      { name: 'Hazard insurance premium', amount: 1200 },
      { name: 'Plumber', amount: 300 },
    ]);
    const year = new Date().getFullYear();
    renderDetails(makeDetails({ nickname: 'Maple Court', taxes: { propertyTax: 0, insurance: 0, hoaFee: 0 } }));
    await vi.waitFor(() => expect(facts()['Property tax']).toBe(`$4,200.50 (${year} expenses)`));
    expect(facts()['Insurance']).toBe(`$1,200.00 (${year} expenses)`);
    expect(facts()).not.toHaveProperty('HOA fee');
    expect(Object.fromEntries(asked[0]!)).toMatchObject({ type: 'expense', startDate: `${year}-01-01`, endDate: `${year}-12-31` });
  });

  it('with no recorded expenses a typed figure shows, and zeros show nothing (issue 30 item 14)', async () => {
    expensesServer([]);
    renderDetails(makeDetails({ nickname: 'Lakeview', taxes: { propertyTax: 1800, insurance: 0, hoaFee: 0 } }));
    await screen.findByRole('heading', { name: 'Lakeview' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(facts()['Property tax']).toBe('$1,800.00');
    expect(facts()).not.toHaveProperty('Insurance');
    expect(screen.queryByText('$0.00')).toBeNull();
  });
});
