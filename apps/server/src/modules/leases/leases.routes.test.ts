import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, uploadFile, type TestUser } from '../../test/factories.ts';
import { createLease, createTenant, validLease } from '../../test/leasing-factories.ts';
import { yearDate } from '../../test/dates.ts';

let t: TestApp;
let landlord: TestUser;
let other: TestUser;
let tenantUser: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  landlord = await createUser(t, { role: 'propertyManager' });
  other = await createUser(t, { role: 'propertyManager' });
  tenantUser = await createUser(t, { role: 'tenant' });
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: unknown) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });

type ErrorBody = { code: string; message: string; details?: Array<{ path: string; message: string }> };
type LeaseBody = {
  id: string;
  status: string;
  propertyName: string;
  rentAmount: number;
  endDate: string | null;
  tenants: Array<{ id: string; fullName: string }>;
  signing: { signers: Array<{ role: string; name: string; signedAt: string | null }> };
  [key: string]: unknown;
};

async function building(owner: TestUser, nickname = 'Oak Towers') {
  const property = await createProperty(t, owner, { nickname, type: 'apartment' });
  const unit = await inject('POST', '/api/properties', owner, { nickname: 'Unit 1A', type: 'unit', parentId: property.id });
  const unit2 = await inject('POST', '/api/properties', owner, { nickname: 'Unit 1B', type: 'unit', parentId: property.id });
  return { property, unit: json<{ id: string }>(unit), unit2: json<{ id: string }>(unit2) };
}

const rentStatusOf = async (owner: TestUser, id: string) => json<{ rentStatus: string }>(await inject('GET', `/api/properties/${id}`, owner)).rentStatus;

describe('POST /leases (spec points 3 and 5)', () => {
  it('creates a draft on a unit with a late-fee rule, an existing and a new tenant; money stays exact', async () => {
    const { unit } = await building(landlord);
    const existing = await createTenant(t, landlord, { fullName: 'Sam Patel' });
    const document = await uploadFile(t, landlord, 'house-rules.png');
    const response = await inject(
      'POST',
      '/api/leases',
      landlord,
      validLease(unit.id, {
        existedTenants: [{ id: existing.id }],
        tenants: [{ fullName: 'Jordan Reyes', email: 'jordan@example.com', phoneNumbers: ['503.555.0111'] }],
        occupants: [{ fullName: 'Mia Reyes', relationship: 'daughter' }],
        utilities: ['water', 'trash'],
        amenityIds: [1],
        documentIds: [document.id],
        rentAmount: 1234.56,
        lateFee: { amount: 5, amountType: 'percent', dueDays: 3 },
      }),
    );
    expect(response.statusCode).toBe(201);
    const lease = json<LeaseBody>(response);
    expect(lease).toMatchObject({
      status: 'draft',
      propertyName: 'Oak Towers · Unit 1A',
      property: { id: unit.id, nickname: 'Unit 1A', parent: { nickname: 'Oak Towers' } },
      term: 'one-year',
      startDate: yearDate(0, '01-01'),
      endDate: yearDate(0, '12-31'),
      rentAmount: 1234.56,
      depositValue: 1850.5,
      lateFee: { amount: 5, amountType: 'percent', dueDays: 3 },
      occupants: [{ fullName: 'Mia Reyes', relationship: 'daughter' }],
      utilities: ['water', 'trash'],
      documents: [{ id: document.id }],
      landlord: { fullName: 'Oak Property Co', entityType: 'company', phoneNumber: '5035550100' },
    });
    expect(lease.tenants.map((tenant) => tenant.fullName)).toEqual(['Sam Patel', 'Jordan Reyes']);
    expect(lease.signing.signers.map((signer) => `${signer.role}:${signer.name}`)).toEqual(['landlord:Oak Property Co', 'tenant:Sam Patel', 'tenant:Jordan Reyes']);
    const tenants = json<{ results: Array<{ fullName: string; phoneNumbers: string[] }> }>(await inject('GET', '/api/tenants?search=jordan', landlord));
    expect(tenants.results[0]).toMatchObject({ fullName: 'Jordan Reyes', phoneNumbers: ['5035550111'] });
  });

  it('422 with details for a missing end date, no tenant and bad money', async () => {
    const { unit } = await building(landlord, 'Elm Court');
    const response = await inject('POST', '/api/leases', landlord, { ...validLease(unit.id), endDate: undefined, tenants: [], rentAmount: 10.001 });
    expect(response.statusCode).toBe(422);
    expect(json<ErrorBody>(response).details!.map((detail) => detail.path)).toEqual(expect.arrayContaining(['endDate', 'tenants', 'rentAmount']));
  });

  it("404 for another account's property or tenant; 403 for a tenant; 401 without a token", async () => {
    const theirs = await createProperty(t, other, { nickname: 'Their House', type: 'singleFamily' });
    expect(json<ErrorBody>(await inject('POST', '/api/leases', landlord, validLease(theirs.id))).code).toBe('PROPERTY_NOT_FOUND');
    const mine = await createProperty(t, landlord, { nickname: 'Mine', type: 'singleFamily' });
    const theirTenant = await createTenant(t, other);
    const response = await inject('POST', '/api/leases', landlord, validLease(mine.id, { existedTenants: [{ id: theirTenant.id }] }));
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response).code).toBe('TENANT_NOT_FOUND');
    expect((await inject('POST', '/api/leases', tenantUser, validLease(mine.id))).statusCode).toBe(403);
    expect((await inject('POST', '/api/leases', undefined, validLease(mine.id))).statusCode).toBe(401);
  });
});

describe('dates: validate-dates and overlap', () => {
  it('rejects dates overlapping an active or pending lease on the same unit with a clear message (409)', async () => {
    const { property, unit, unit2 } = await building(landlord, 'Pine Plaza');
    await createLease(t, landlord, unit.id, { signedOffline: true, startDate: yearDate(0, '01-01'), endDate: yearDate(0, '12-31') });
    const clash = await inject('POST', '/api/leases/validate-dates', landlord, { propertyId: unit.id, startDate: yearDate(0, '12-31'), endDate: yearDate(1, '12-30') });
    expect(clash.statusCode).toBe(409);
    expect(json<ErrorBody>(clash)).toMatchObject({
      code: 'LEASE_DATES_OVERLAP',
      message: `These dates overlap another lease on Pine Plaza · Unit 1A, from ${yearDate(0, '01-01')} to ${yearDate(0, '12-31')}. Pick dates outside it, or terminate that lease first.`,
    });
    const free = await inject('POST', '/api/leases/validate-dates', landlord, { propertyId: unit.id, startDate: yearDate(1, '01-01'), endDate: yearDate(1, '12-31') });
    expect(free.statusCode).toBe(200);
    expect(json(free)).toMatchObject({ valid: true });
    expect((await inject('POST', '/api/leases/validate-dates', landlord, { propertyId: unit2.id, startDate: yearDate(0, '03-01'), endDate: null })).statusCode).toBe(200);
    // A lease on the whole building would hold the leased unit too.
    expect((await inject('POST', '/api/leases/validate-dates', landlord, { propertyId: property.id, startDate: yearDate(0, '06-01') })).statusCode).toBe(409);
    // Creating an overlapping lease is refused the same way.
    const create = await inject('POST', '/api/leases', landlord, validLease(unit.id, { startDate: yearDate(0, '06-01'), endDate: yearDate(1, '05-31') }));
    expect(create.statusCode).toBe(409);
    expect(json<ErrorBody>(create).code).toBe('LEASE_DATES_OVERLAP');
  });

  it('422 for bad dates, 404 for another account, 403 for a tenant', async () => {
    const mine = await createProperty(t, landlord, { nickname: 'Ash House', type: 'singleFamily' });
    const bad = await inject('POST', '/api/leases/validate-dates', landlord, { propertyId: mine.id, startDate: yearDate(0, '05-01'), endDate: yearDate(0, '04-01') });
    expect(bad.statusCode).toBe(422);
    expect(json<ErrorBody>(bad).details![0]!.path).toBe('endDate');
    expect((await inject('POST', '/api/leases/validate-dates', other, { propertyId: mine.id, startDate: yearDate(0, '05-01') })).statusCode).toBe(404);
    expect((await inject('POST', '/api/leases/validate-dates', tenantUser, { propertyId: mine.id, startDate: yearDate(0, '05-01') })).statusCode).toBe(403);
  });
});

describe('rentStatus follows leases; terminate and remove (spec point 4)', () => {
  it('a unit becomes leased and the building partialLeased; terminating frees them; remove deletes', async () => {
    const { property, unit } = await building(landlord, 'Birch Block');
    expect(await rentStatusOf(landlord, unit.id)).toBe('vacant');
    const lease = await createLease(t, landlord, unit.id, { signedOffline: true, startDate: yearDate(0, '01-01'), endDate: yearDate(30, '12-31') });
    expect(lease.status).toBe('active');
    expect(await rentStatusOf(landlord, unit.id)).toBe('leased');
    expect(await rentStatusOf(landlord, property.id)).toBe('partialLeased');

    const active = json<{ results: Array<{ id: string }> }>(await inject('GET', `/api/leases/get-active?propertyId=${property.id}`, landlord));
    expect(active.results.map((entry) => entry.id)).toEqual([lease.id]);

    expect(json<ErrorBody>(await inject('DELETE', `/api/leases/${lease.id}`, landlord)).code).toBe('LEASE_STATE_CONFLICT');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const terminated = await inject('POST', `/api/leases/terminate/${lease.id}`, landlord, { terminationDate: yesterday, reason: 'Tenant bought a house' });
    expect(terminated.statusCode).toBe(200);
    expect(json(terminated)).toMatchObject({ id: lease.id, status: 'terminated', terminationDate: yesterday, terminationReason: 'Tenant bought a house' });
    expect(await rentStatusOf(landlord, unit.id)).toBe('vacant');
    expect(await rentStatusOf(landlord, property.id)).toBe('vacant');
    expect(json<ErrorBody>(await inject('POST', `/api/leases/terminate/${lease.id}`, landlord, {})).code).toBe('LEASE_STATE_CONFLICT');

    expect((await inject('DELETE', `/api/leases/${lease.id}`, landlord)).statusCode).toBe(204);
    expect((await inject('GET', `/api/leases/${lease.id}`, landlord)).statusCode).toBe(404);
  });

  it('terminate: 422 for a date before the start, 404 for another account, 403 for a tenant, 401 without a token', async () => {
    const home = await createProperty(t, landlord, { nickname: 'Fir House', type: 'singleFamily' });
    const lease = await createLease(t, landlord, home.id, { signedOffline: true });
    expect((await inject('POST', `/api/leases/terminate/${lease.id}`, landlord, { terminationDate: yearDate(-1, '06-01') })).statusCode).toBe(422);
    expect((await inject('POST', `/api/leases/terminate/${lease.id}`, other, {})).statusCode).toBe(404);
    expect((await inject('POST', `/api/leases/terminate/${lease.id}`, tenantUser, {})).statusCode).toBe(403);
    expect((await inject('POST', `/api/leases/terminate/${lease.id}`, undefined, {})).statusCode).toBe(401);
    expect((await inject('DELETE', `/api/leases/${lease.id}`, other)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/leases/${lease.id}`, tenantUser)).statusCode).toBe(403);
  });
});

describe('GET /leases and GET /leases/{id}', () => {
  it('sorts by A-Z, end date and rent (spec point 9), filters by property and status; newest first by default', async () => {
    const owner = await createUser(t);
    const a = await createProperty(t, owner, { nickname: 'Alder House', type: 'singleFamily' });
    const b = await createProperty(t, owner, { nickname: 'Beech House', type: 'singleFamily' });
    const c = await createProperty(t, owner, { nickname: 'Cherry House', type: 'singleFamily' });
    await createLease(t, owner, b.id, { rentAmount: 2000, endDate: yearDate(0, '10-31') });
    await createLease(t, owner, a.id, { rentAmount: 1500, endDate: yearDate(0, '12-31'), signedOffline: true });
    await createLease(t, owner, c.id, { rentAmount: 1800, term: 'month_to_month', endDate: undefined });
    const names = async (query: string) =>
      json<{ results: LeaseBody[] }>(await inject('GET', `/api/leases${query}`, owner)).results.map((lease) => lease.propertyName);
    expect(await names('')).toEqual(['Cherry House', 'Alder House', 'Beech House']);
    expect(await names('?sortBy=nameAsc')).toEqual(['Alder House', 'Beech House', 'Cherry House']);
    expect(await names('?sortBy=nameDesc')).toEqual(['Cherry House', 'Beech House', 'Alder House']);
    expect(await names('?sortBy=endDateAsc')).toEqual(['Beech House', 'Alder House', 'Cherry House']);
    expect(await names('?sortBy=endDateDesc')).toEqual(['Cherry House', 'Alder House', 'Beech House']);
    expect(await names('?sortBy=rentAsc')).toEqual(['Alder House', 'Cherry House', 'Beech House']);
    expect(await names('?sortBy=rentDesc')).toEqual(['Beech House', 'Cherry House', 'Alder House']);
    expect(await names(`?propertyId=${a.id}`)).toEqual(['Alder House']);
    expect(await names('?status=active')).toEqual(['Alder House']);
    expect(await names('?status=draft&pageSize=1')).toEqual(['Cherry House']);
    expect((await inject('GET', '/api/leases?sortBy=cheapest', owner)).statusCode).toBe(422);
    expect((await inject('GET', `/api/leases?propertyId=${a.id}`, other)).statusCode).toBe(404);
  });

  it('a list page is a fixed number of queries whatever its length (no N+1)', async () => {
    const owner = await createUser(t);
    const count = async (pageSize: number) => {
      t.queries.length = 0;
      const response = await inject('GET', `/api/leases?pageSize=${pageSize}`, owner);
      expect(response.statusCode).toBe(200);
      return t.queries.length;
    };
    for (let index = 0; index < 4; index += 1) {
      const home = await createProperty(t, owner, { nickname: `Home ${index}`, type: 'singleFamily' });
      await createLease(t, owner, home.id, { existedTenants: [{ id: (await createTenant(t, owner)).id }] });
    }
    expect(await count(4)).toBe(await count(1));
  });

  it("404 for another account's lease and for a tenant who is not on it; 401 without a token", async () => {
    const home = await createProperty(t, landlord, { nickname: 'Hazel House', type: 'singleFamily' });
    const lease = await createLease(t, landlord, home.id);
    expect((await inject('GET', `/api/leases/${lease.id}`, landlord)).statusCode).toBe(200);
    expect(json<ErrorBody>(await inject('GET', `/api/leases/${lease.id}`, other)).code).toBe('LEASE_NOT_FOUND');
    expect((await inject('GET', `/api/leases/${lease.id}`, tenantUser)).statusCode).toBe(404);
    expect(json<{ results: unknown[] }>(await inject('GET', '/api/leases', tenantUser)).results).toEqual([]);
    expect((await inject('GET', `/api/leases/${lease.id}`)).statusCode).toBe(401);
    expect((await inject('GET', '/api/leases/not-a-uuid', landlord)).statusCode).toBe(422);
  });
});

describe('OpenAPI', () => {
  it('documents the leasing routes from the shared contracts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(json<{ paths: Record<string, unknown> }>(response).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/leases', '/api/leases/{id}/sign', '/api/tenants/{id}', '/api/tenant-applications/public/{token}', '/api/lease-form-templates/get-by-token/{token}']));
  });
});
