import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { makeDetails, makeProperty, makeUser } from '../../../test/factories.ts';
import { makeLease } from '../state/lease-test-factory.ts';
import { createInitialAuthState } from '../../auth/index.ts';
import AddLeaseModal from './add-lease-modal.tsx';

afterEach(() => vi.unstubAllGlobals());

const property = makeProperty({ nickname: 'Lakeview Cottage' });
const TENANT_ID = '018f0000-0000-7000-8000-0000000000aa';

function stubApi() {
  const posts: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.split('?')[0];
      if (path === '/api/properties') return jsonResponse(200, { data: { results: [property], pagination: { page: 1, pageSize: 100, total: 1, totalPages: 1 }, meta: { hasProperty: true } } });
      if (path === `/api/properties/${property.id}`) return jsonResponse(200, makeDetails({ ...property }));
      if (path === '/api/leases/validate-dates') return jsonResponse(200, { valid: true, message: 'These dates are free' });
      if (path === '/api/tenants')
        return jsonResponse(200, {
          results: [{ id: TENANT_ID, fullName: 'Tom Tenant', email: 'tom@example.com', phoneNumbers: [] }],
          pagination: { page: 1, pageSize: 100, total: 1, totalPages: 1 },
          meta: {},
        });
      if (path === '/api/amenities') return jsonResponse(200, { amenities: [] });
      if (path === '/api/lease-form-templates') return jsonResponse(200, { results: [], pagination: { page: 1, pageSize: 100, total: 0, totalPages: 0 }, meta: {} });
      if (path === '/api/leases' && init.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return jsonResponse(201, makeLease({ status: 'draft' }));
      }
      return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'Not found' });
    }),
  );
  return posts;
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('add lease modal (spec points 3 and 5)', () => {
  it('walks the five steps and posts the payload built by buildLeasePayload', async () => {
    const posts = stubApi();
    const user = makeUser({ fullName: 'Lena Landlord', email: 'lena@example.com' });
    renderWithApp(<AddLeaseModal onClose={vi.fn()} propertyId={property.id} />, {
      preloadedState: { auth: { ...createInitialAuthState(), user, isAuth: true } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add lease' });
    await vi.waitFor(() => expect((input(/^Property/) as HTMLInputElement).value).toBe('Lakeview Cottage'));
    await userEvent.clear(input(/^Start date/));
    await userEvent.type(input(/^Start date/), '2027-03-01');
    expect((input(/^End date/) as HTMLInputElement).value).toBe('2028-02-29');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    await userEvent.type(input(/^Rent( \*)?$/), '1850');
    await userEvent.click(screen.getByRole('switch', { name: 'Charge a late fee' }));
    await userEvent.type(input(/^Late fee amount/), '75');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    await userEvent.click(input(/^Existing tenants/));
    await userEvent.click(await screen.findByRole('option', { name: /Tom Tenant/, hidden: true }));
    await userEvent.type(input(/^New tenant 1 name/), 'Nina Newcomer');
    await userEvent.type(input(/^New tenant 1 phone/), '(503) 555-0142');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect((input(/^Landlord name/) as HTMLInputElement).value).toBe('Lena Landlord');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create lease' }));

    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      propertyId: property.id,
      term: 'one-year',
      startDate: '2027-03-01',
      endDate: '2028-02-29',
      rentAmount: 1850,
      lateFee: { amount: 75, amountType: 'fixed', dueDays: 5 },
      rentPayType: 'monthly',
      firstDay: 1,
      alignMonthly: false,
      landlord: { fullName: 'Lena Landlord', email: 'lena@example.com', entityType: 'individual' },
      tenants: [{ fullName: 'Nina Newcomer', phoneNumbers: ['5035550142'] }],
      existedTenants: [{ id: TENANT_ID }],
    });
    // Five steps of typing and picking: about 28 s on a busy two-core machine, past the 20 s default.
  }, 60_000);

  it('keeps the wizard as a draft per user: reopening after a reload continues on the same step (issue 11 item 4)', async () => {
    localStorage.clear();
    stubApi();
    const user = makeUser({ fullName: 'Lena Landlord', email: 'lena@example.com' });
    const preloadedState = { auth: { ...createInitialAuthState(), user, isAuth: true } };
    const first = renderWithApp(<AddLeaseModal onClose={vi.fn()} propertyId={property.id} />, { preloadedState });
    const dialog = await screen.findByRole('dialog', { name: 'Add lease' });
    await vi.waitFor(() => expect((input(/^Property/) as HTMLInputElement).value).toBe('Lakeview Cottage'));
    await userEvent.clear(input(/^Start date/));
    await userEvent.type(input(/^Start date/), '2027-03-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.type(input(/^Rent( \*)?$/), '1850');
    first.unmount();

    renderWithApp(<AddLeaseModal onClose={vi.fn()} propertyId={property.id} />, { preloadedState });
    expect(await screen.findByText('Draft restored')).toBeTruthy();
    expect((input(/^Rent( \*)?$/) as HTMLInputElement).value).toBe('$1,850');
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.queryByText('Draft restored')).toBeNull();
    expect((input(/^Start date/) as HTMLInputElement).value).not.toBe('2027-03-01');
    expect(localStorage.length).toBe(0);
  });
  it('a building with units asks for no dates check until a unit is chosen, and then asks for that unit (issue 30 item 13)', async () => {
    localStorage.clear();
    const building = makeProperty({ nickname: 'Maple Court', type: 'multiFamily', unitsCount: 2 });
    const unit = makeProperty({ nickname: 'Unit 101', parent: { id: building.id, nickname: 'Maple Court' } } as never);
    const checked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const path = url.split('?')[0];
        if (path === '/api/properties') return jsonResponse(200, { data: { results: [building], pagination: { page: 1, pageSize: 100, total: 1, totalPages: 1 }, meta: { hasProperty: true } } });
        if (path === `/api/properties/${building.id}`) return jsonResponse(200, makeDetails({ ...building, units: [unit] }));
        if (path === '/api/leases/validate-dates') {
          const { propertyId } = JSON.parse(String(init.body)) as { propertyId: string };
          checked.push(propertyId);
          // Unit 102 is let: the building as a whole overlaps, Unit 101 is free.
          return propertyId === building.id
            ? jsonResponse(409, { statusCode: 409, code: 'LEASE_DATES_OVERLAP', error: 'Conflict', message: 'These dates overlap another lease on Maple Court · Unit 102. Pick dates outside it, or terminate that lease first.' })
            : jsonResponse(200, { valid: true, message: 'These dates are free' });
        }
        return jsonResponse(200, { results: [], pagination: { page: 1, pageSize: 100, total: 0, totalPages: 0 }, meta: {}, amenities: [] });
      }),
    );
    const user = makeUser({ fullName: 'Lena Landlord', email: 'lena@example.com' });
    renderWithApp(<AddLeaseModal onClose={vi.fn()} propertyId={building.id} />, { preloadedState: { auth: { ...createInitialAuthState(), user, isAuth: true } } });
    const dialog = await screen.findByRole('dialog', { name: 'Add lease' });
    await vi.waitFor(() => expect((input(/^Property/) as HTMLInputElement).value).toBe('Maple Court'));
    await vi.waitFor(() => expect(input(/^Unit/)).toBeTruthy());
    await userEvent.clear(input(/^Start date/));
    await userEvent.type(input(/^Start date/), '2027-03-01');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(checked).toEqual([]);
    expect(within(dialog).queryByText(/terminate that lease first/)).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);

    await userEvent.click(input(/^Unit/));
    await userEvent.click(await screen.findByRole('option', { name: 'Unit 101', hidden: true }));
    await vi.waitFor(() => expect(checked).toEqual([unit.id]));
    expect(within(dialog).queryByText(/terminate that lease first/)).toBeNull();
  }, 60_000);
});
