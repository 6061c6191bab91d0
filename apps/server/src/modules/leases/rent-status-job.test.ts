/** rentStatus follows a lease's dates even when nobody touches the lease (job leases.rent-status). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayDateOnly } from '@lintel/shared';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let landlord: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  landlord = await createUser(t, { role: 'propertyManager' });
});
afterAll(() => t.close());

const rentStatusOf = async (id: string) =>
  ((await t.app.inject({ method: 'GET', url: `/api/properties/${id}`, headers: landlord.headers })).json() as { rentStatus: string }).rentStatus;

describe('job leases.rent-status', () => {
  it('a home becomes leased on its lease start date and vacant the day after the lease ends', async () => {
    const home = await createProperty(t, landlord, { nickname: 'Future Home', type: 'singleFamily', roomsDetails: { bedroom: 2, bathroom: 1, den: 0 } });
    const startDate = addDays(todayDateOnly(), 10);
    const endDate = addDays(startDate, 40);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/leases',
      headers: landlord.headers,
      payload: {
        propertyId: home.id, term: 'half-year', startDate, endDate, rentAmount: 1500,
        landlord: { fullName: 'Lena Landlord' }, tenants: [{ fullName: 'Tom Tenant', email: 'tom@example.com' }], signedOffline: true,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(await rentStatusOf(home.id)).toBe('vacant');

    await t.deps.jobs.run('leases.rent-status', new Date(`${startDate}T06:00:00Z`));
    expect(await rentStatusOf(home.id)).toBe('leased');

    await t.deps.jobs.run('leases.rent-status', new Date(`${addDays(endDate, 1)}T06:00:00Z`));
    expect(await rentStatusOf(home.id)).toBe('vacant');
  });
});
