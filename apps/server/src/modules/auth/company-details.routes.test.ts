import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@lintel/shared';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createUser, uploadFile, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let manager: TestUser;
let provider: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  manager = await createUser(t, { role: 'propertyManager' });
  provider = await createUser(t, { role: 'serviceProvider' });
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: unknown) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });

const me = async (user: TestUser) => json<User>(await inject('GET', '/api/users/me', user));

describe('company details (spec point 7 "Account", point 75 company-capable)', () => {
  it('a property manager creates, edits and deletes company details with a logo; creating makes them company-capable', async () => {
    expect((await me(manager)).isCompanyCapable).toBe(false);
    const logo = await uploadFile(t, manager);
    const created = await inject('POST', '/api/users/create/company-details', manager, {
      name: '  Harbor Property Management ',
      logoId: logo.id,
      phoneNumber: '(503) 555-0142',
      website: 'https://harbor.example',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(json<User>(created)).toMatchObject({
      isCompanyCapable: true,
      company: { name: 'Harbor Property Management', logoId: logo.id, phoneNumber: '+15035550142', website: 'https://harbor.example', email: null },
    });
    expect(json<User>(created).company?.logo).toMatch(/^\/api\/files\//);

    expect((await inject('POST', '/api/users/create/company-details', manager, { name: 'Again' })).statusCode).toBe(409);

    // A website typed without its scheme is kept as https:// (issue 22).
    const updated = await inject('PUT', '/api/users/update/company-details', manager, { email: 'office@harbor.example', logoId: null, website: 'www.harbor.example' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json<User>(updated).company).toMatchObject({ name: 'Harbor Property Management', email: 'office@harbor.example', logoId: null, logo: null, website: 'https://www.harbor.example' });

    const removed = await inject('DELETE', '/api/users/delete/company-details', manager);
    expect(removed.statusCode).toBe(204);
    expect(await me(manager)).toMatchObject({ company: null, isCompanyCapable: false });
    expect((await inject('PUT', '/api/users/update/company-details', manager, { name: 'X' })).statusCode).toBe(404);
    expect((await inject('DELETE', '/api/users/delete/company-details', manager)).statusCode).toBe(404);
  });

  it('a service provider edits their company but cannot remove it (their quotes carry it)', async () => {
    expect((await inject('PUT', '/api/users/update/company-details', provider, { name: 'X' })).statusCode).toBe(404);
    expect((await inject('POST', '/api/users/create/company-details', provider, { name: 'Becker Windows' })).statusCode).toBe(201);
    expect((await inject('PUT', '/api/users/update/company-details', provider, { address: '1 Main St' })).statusCode).toBe(200);
    const removed = await inject('DELETE', '/api/users/delete/company-details', provider);
    expect(removed.statusCode).toBe(409);
    expect(json(removed)).toMatchObject({ code: 'COMPANY_REQUIRED' });
  });

  it('answers 422 for bad input, naming the field', async () => {
    for (const [method, url, body, field] of [
      ['POST', '/api/users/create/company-details', { name: '' }, 'name'],
      ['POST', '/api/users/create/company-details', { name: 'A', website: 'javascript:alert(1)' }, 'website'],
      ['POST', '/api/users/create/company-details', { name: 'A', phoneNumber: '12345' }, 'phoneNumber'],
      ['POST', '/api/users/create/company-details', { name: 'A', extra: 1 }, ''],
      ['PUT', '/api/users/update/company-details', {}, ''],
      ['PUT', '/api/users/update/company-details', { email: 'not-an-email' }, 'email'],
    ] as const) {
      const response = await inject(method, url, manager, body);
      expect(response.statusCode, `${method} ${JSON.stringify(body)}`).toBe(422);
      if (field) expect(json<{ details: Array<{ path: string }> }>(response).details.map((d) => d.path)).toContain(field);
    }
  });

  it("refuses another account's logo as if it did not exist (422 naming logoId)", async () => {
    const theirs = await uploadFile(t, provider);
    const response = await inject('POST', '/api/users/create/company-details', manager, { name: 'Sneaky', logoId: theirs.id });
    expect(response.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(response).details[0]?.path).toBe('logoId');
    expect((await me(manager)).company).toBeNull();
  });

  it('answers 403 to homeowners and tenants and 401 without a token', async () => {
    for (const role of ['homeOwner', 'tenant'] as const) {
      const user = await createUser(t, { role });
      expect((await inject('POST', '/api/users/create/company-details', user, { name: 'Mine' })).statusCode).toBe(403);
      expect((await inject('PUT', '/api/users/update/company-details', user, { name: 'Mine' })).statusCode).toBe(403);
      expect((await inject('DELETE', '/api/users/delete/company-details', user)).statusCode).toBe(403);
    }
    expect((await inject('POST', '/api/users/create/company-details', undefined, { name: 'Mine' })).statusCode).toBe(401);
    expect((await inject('DELETE', '/api/users/delete/company-details')).statusCode).toBe(401);
  });
});
