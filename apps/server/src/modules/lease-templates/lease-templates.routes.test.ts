import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, linkFromOutbox, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, type TestUser } from '../../test/factories.ts';
import { createLease } from '../../test/leasing-factories.ts';

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

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, user?: TestUser, payload?: unknown) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });

type ErrorBody = { code: string; message: string; details?: Array<{ path: string }> };

const template = {
  name: 'Standard 12-month lease',
  fees: [
    { type: 'moveInFee', amount: 150 },
    { type: 'oneTimePetFee', amount: 300.25, description: 'Per pet' },
  ],
  clauses: [{ title: 'Smoking', body: 'No smoking anywhere on the premises.' }],
  defaultTerms: { term: 'one-year', rentPayType: 'monthly', firstDay: 1, lateFee: { amount: 50, amountType: 'fixed', dueDays: 5 } },
};

describe('lease-form templates (spec points 3, 7, 8)', () => {
  it('creates a template with the three fee types; a lease made from it copies fees and clauses', async () => {
    const response = await inject('POST', '/api/lease-form-templates', landlord, template);
    expect(response.statusCode).toBe(201);
    const created = json<{ id: string }>(response);
    expect(json(response)).toMatchObject({ name: 'Standard 12-month lease', fees: template.fees, clauses: template.clauses, defaultTerms: template.defaultTerms });
    expect(json<{ results: Array<{ id: string }> }>(await inject('GET', '/api/lease-form-templates', landlord)).results.map((entry) => entry.id)).toEqual([created.id]);
    const home = await createProperty(t, landlord, { nickname: 'Linden House', type: 'singleFamily' });
    const lease = await createLease(t, landlord, home.id, { templateId: created.id });
    expect(lease).toMatchObject({ templateId: created.id, fees: template.fees, clauses: template.clauses });
  });

  it('422 with details: a fee type twice, an unknown fee type, an empty name', async () => {
    const twice = await inject('POST', '/api/lease-form-templates', landlord, { ...template, fees: [{ type: 'moveInFee', amount: 1 }, { type: 'moveInFee', amount: 2 }] });
    expect(twice.statusCode).toBe(422);
    expect(json<ErrorBody>(twice).details![0]!.path).toBe('fees');
    expect((await inject('POST', '/api/lease-form-templates', landlord, { ...template, fees: [{ type: 'cleaningFee', amount: 1 }] })).statusCode).toBe(422);
    expect((await inject('POST', '/api/lease-form-templates', landlord, { ...template, name: '' })).statusCode).toBe(422);
  });

  it('shares by e-mail; the link opens only that template without an account', async () => {
    const created = json<{ id: string }>(await inject('POST', '/api/lease-form-templates', landlord, template));
    const shared = await inject('PATCH', `/api/lease-form-templates/share/${created.id}`, landlord, { email: 'colleague@example.com' });
    expect(shared.statusCode).toBe(200);
    expect(json(shared)).toMatchObject({ message: 'Lease template shared with colleague@example.com', email: 'colleague@example.com' });
    const link = await linkFromOutbox(t.dataDir, 'colleague@example.com', '/lease-form-templates/shared/');
    const token = link.pathname.split('/').pop()!;
    const opened = await inject('GET', `/api/lease-form-templates/get-by-token/${token}`);
    expect(opened.statusCode).toBe(200);
    const body = json<Record<string, unknown>>(opened);
    expect(body).toMatchObject({ name: 'Standard 12-month lease', fees: template.fees, sharedBy: expect.stringContaining('Test propertyManager') });
    expect(body).not.toHaveProperty('id');
    const invalid = await inject('GET', `/api/lease-form-templates/get-by-token/${'y'.repeat(43)}`);
    expect(invalid.statusCode).toBe(404);
    expect(json<ErrorBody>(invalid)).toMatchObject({ code: 'TEMPLATE_NOT_FOUND', message: 'This link is invalid or has expired' });
  });

  it("404 for another account's template, 403 for a tenant, 401 without a token, 422 for a bad e-mail", async () => {
    const created = json<{ id: string }>(await inject('POST', '/api/lease-form-templates', landlord, template));
    expect(json<ErrorBody>(await inject('PATCH', `/api/lease-form-templates/share/${created.id}`, other, { email: 'x@example.com' })).code).toBe('TEMPLATE_NOT_FOUND');
    expect((await inject('GET', `/api/lease-form-templates/${created.id}`, other)).statusCode).toBe(404);
    expect((await inject('PATCH', `/api/lease-form-templates/share/${created.id}`, landlord, { email: 'not-an-email' })).statusCode).toBe(422);
    expect((await inject('POST', '/api/lease-form-templates', tenantUser, template)).statusCode).toBe(403);
    expect((await inject('POST', '/api/lease-form-templates', undefined, template)).statusCode).toBe(401);
    expect((await inject('DELETE', `/api/lease-form-templates/${created.id}`, landlord)).statusCode).toBe(204);
    expect((await inject('GET', `/api/lease-form-templates/${created.id}`, landlord)).statusCode).toBe(404);
  });
});
