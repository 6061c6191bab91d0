import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, uploadFile, type TestUser } from '../../test/factories.ts';
import { createLease, createTenant, validTenant } from '../../test/leasing-factories.ts';
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

type Details = { code: string; message: string; details: Array<{ path: string; message: string }> };

describe('POST /tenants', () => {
  it('creates a tenant with a photo; phone numbers are cleaned (spec point 5)', async () => {
    const photo = await uploadFile(t, landlord);
    const response = await inject('POST', '/api/tenants', landlord, validTenant({ imageId: photo.id, phoneNumbers: ['+1 (503) 555-0100'] }));
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      fullName: 'Alex Chen',
      phoneNumbers: ['+15035550100'],
      dateOfBirth: '1992-01-31',
      imageId: photo.id,
      image: { id: photo.id },
      hasAccount: false,
      currentLease: null,
      attachementIds: [],
    });
  });

  it('422 with details: the first detail message names the problem (spec point 5)', async () => {
    const response = await inject('POST', '/api/tenants', landlord, { fullName: '', email: 'nope', dateOfBirth: '1990-02-30' });
    expect(response.statusCode).toBe(422);
    const body = json<Details>(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.map((detail) => detail.path)).toEqual(expect.arrayContaining(['fullName', 'email', 'dateOfBirth']));
    const theirPhoto = await uploadFile(t, other);
    expect((await inject('POST', '/api/tenants', landlord, validTenant({ imageId: theirPhoto.id }))).statusCode).toBe(422);
  });

  it('401 without a token, 403 for a tenant and a service provider', async () => {
    expect((await inject('POST', '/api/tenants', undefined, validTenant())).statusCode).toBe(401);
    expect((await inject('POST', '/api/tenants', tenantUser, validTenant())).statusCode).toBe(403);
    const provider = await createUser(t, { role: 'serviceProvider' });
    expect((await inject('POST', '/api/tenants', provider, validTenant())).statusCode).toBe(403);
  });
});

describe('GET /tenants', () => {
  it('pages, sorts A-Z and searches; another account sees none of them', async () => {
    const owner = await createUser(t);
    for (const name of ['Maya Brooks', 'Zoe Adams', 'Ben Ortiz']) await createTenant(t, owner, { fullName: name });
    const newest = json<{ results: Array<{ fullName: string }>; pagination: Record<string, number> }>(await inject('GET', '/api/tenants?pageSize=2', owner));
    expect(newest.results.map((tenant) => tenant.fullName)).toEqual(['Ben Ortiz', 'Zoe Adams']);
    expect(newest.pagination).toEqual({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    const az = json<{ results: Array<{ fullName: string }> }>(await inject('GET', '/api/tenants?sortBy=nameAsc', owner));
    expect(az.results.map((tenant) => tenant.fullName)).toEqual(['Ben Ortiz', 'Maya Brooks', 'Zoe Adams']);
    const search = json<{ results: Array<{ fullName: string }> }>(await inject('GET', '/api/tenants?search=brook', owner));
    expect(search.results.map((tenant) => tenant.fullName)).toEqual(['Maya Brooks']);
    expect(json<{ pagination: { total: number } }>(await inject('GET', '/api/tenants', other)).pagination.total).toBe(0);
    expect((await inject('GET', '/api/tenants?sortBy=sideways', owner)).statusCode).toBe(422);
  });

  it('shows the lease a tenant is on now', async () => {
    const property = await createProperty(t, landlord, { nickname: 'Cedar House', type: 'singleFamily' });
    const lease = await createLease(t, landlord, property.id, { signedOffline: true, startDate: yearDate(-1, '01-01'), endDate: yearDate(30, '12-31') });
    const list = json<{ results: Array<{ id: string; currentLease: { id: string; status: string } | null }> }>(await inject('GET', '/api/tenants?pageSize=100', landlord));
    expect(list.results.find((tenant) => tenant.id === lease.tenants[0]!.id)?.currentLease).toMatchObject({ id: lease.id, status: 'active' });
  });
});

describe('PUT and DELETE /tenants/{id}', () => {
  it('updates fields and removes the photo with imageId null', async () => {
    const photo = await uploadFile(t, landlord);
    const tenant = await createTenant(t, landlord, { imageId: photo.id });
    const response = await inject('PUT', `/api/tenants/${tenant.id}`, landlord, { fullName: 'Alexandra Chen', imageId: null });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ fullName: 'Alexandra Chen', imageId: null, image: null });
    expect((await inject('PUT', `/api/tenants/${tenant.id}`, landlord, { phoneNumbers: ['12'] })).statusCode).toBe(422);
  });

  it("GET /tenants/{id} answers the one tenant (the New user joined notification opens it): 404 for another account's, 403 for a tenant", async () => {
    const tenant = await createTenant(t, landlord, { fullName: 'Ola Opened' });
    const response = await inject('GET', `/api/tenants/${tenant.id}`, landlord);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ id: tenant.id, fullName: 'Ola Opened' });
    expect(json<Details>(await inject('GET', `/api/tenants/${tenant.id}`, other)).code).toBe('TENANT_NOT_FOUND');
    expect((await inject('GET', `/api/tenants/${tenant.id}`, tenantUser)).statusCode).toBe(403);
  });

  it("404 for another account's tenant, 403 for a tenant, 401 without a token", async () => {
    const tenant = await createTenant(t, landlord);
    expect(json<Details>(await inject('PUT', `/api/tenants/${tenant.id}`, other, { fullName: 'X' })).code).toBe('TENANT_NOT_FOUND');
    expect((await inject('DELETE', `/api/tenants/${tenant.id}`, other)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/tenants/${tenant.id}`, tenantUser)).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/tenants/${tenant.id}`)).statusCode).toBe(401);
  });

  it('deletes a tenant, but not one on an active lease (409)', async () => {
    const tenant = await createTenant(t, landlord);
    expect((await inject('DELETE', `/api/tenants/${tenant.id}`, landlord)).statusCode).toBe(204);
    expect((await inject('DELETE', `/api/tenants/${tenant.id}`, landlord)).statusCode).toBe(404);
    const property = await createProperty(t, landlord, { nickname: 'Birch House', type: 'singleFamily' });
    const lease = await createLease(t, landlord, property.id, { signedOffline: true });
    const blocked = await inject('DELETE', `/api/tenants/${lease.tenants[0]!.id}`, landlord);
    expect(blocked.statusCode).toBe(409);
    expect(json<Details>(blocked).code).toBe('TENANT_HAS_ACTIVE_LEASE');
  });
});
