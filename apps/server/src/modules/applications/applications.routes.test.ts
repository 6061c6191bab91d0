import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, linkFromOutbox, readOutbox, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, multipart, pngBytes, type TestUser } from '../../test/factories.ts';
import { yearDate } from '../../test/dates.ts';

let t: TestApp;
let landlord: TestUser;
let other: TestUser;
let tenantUser: TestUser;
let propertyId: string;

beforeAll(async () => {
  t = await buildTestApp();
  landlord = await createUser(t, { role: 'propertyManager' });
  other = await createUser(t, { role: 'propertyManager' });
  tenantUser = await createUser(t, { role: 'tenant' });
  propertyId = (await createProperty(t, landlord, { nickname: 'Spruce House', type: 'singleFamily' })).id;
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, user?: TestUser, payload?: unknown) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });

type ErrorBody = { code: string; message: string; details?: Array<{ path: string }> };

const application = (overrides: Record<string, unknown> = {}) => ({
  basicInfo: {
    fullName: 'Dana Whitfield', email: 'dana@example.com', phoneNumber: '(503) 555-0142', dateOfBirth: '1990-04-12',
    idType: 'passport', idNumber: 'P1234567', idCountry: 'Canada', hasCoSigners: true,
  },
  coSigners: [{ fullName: 'Ray Whitfield', email: 'ray@example.com', phoneNumber: '+1 503 555 0100', relationship: 'father' }],
  terms: { desiredMoveInDate: yearDate(1, '02-01'), leaseTerm: 'one-year', occupantsCount: 2, hasPets: true, petsDescription: 'One cat' },
  address: { address: '12 Elm St', city: 'Vancouver', state: 'BC', postalCode: 'V5K 0A1', country: 'Canada', reasonForLeaving: 'needMoreSpace' },
  financial: { employmentStatus: 'employed', employer: 'Northwind', monthlyIncome: 6500.5 },
  additionalInfo: { hasBeenEvicted: false, hasBankruptcy: false },
  consent: true,
  ...overrides,
});

async function newLink(email?: string) {
  const response = await inject('POST', '/api/tenant-applications/links', landlord, { propertyId, ...(email ? { email, fullName: 'Dana' } : {}) });
  expect(response.statusCode).toBe(201);
  return json<{ token: string; url: string; id: string }>(response);
}

describe('tenant applications (spec point 2)', () => {
  it('a landlord e-mails a link; the applicant sees the property, uploads a file and submits without an account', async () => {
    const link = await newLink('dana@example.com');
    expect(link.token).toHaveLength(43);
    expect(link.url).toBe(`http://lintel.test/apply/${link.token}`);
    const mailed = await linkFromOutbox(t.dataDir, 'dana@example.com', '/apply/');
    expect(mailed.pathname).toBe(`/apply/${link.token}`);

    const context = await inject('GET', `/api/tenant-applications/public/${link.token}`);
    expect(context.statusCode).toBe(200);
    expect(json(context)).toMatchObject({ property: { nickname: 'Spruce House', city: 'Portland' }, applicantEmail: 'dana@example.com' });

    const body = multipart('pay-stub.png', await pngBytes());
    const upload = await t.app.inject({ method: 'POST', url: `/api/tenant-applications/public/${link.token}/files`, headers: body.headers, payload: body.payload });
    expect(upload.statusCode).toBe(201);
    const fileId = json<{ id: string }>(upload).id;

    const submitted = await inject('POST', `/api/tenant-applications/public/${link.token}`, undefined, application({
      additionalInfo: { hasBeenEvicted: false, hasBankruptcy: false, attachmentIds: [fileId] },
    }));
    expect(submitted.statusCode).toBe(201);
    const id = json<{ id: string }>(submitted).id;
    expect((await readOutbox(t.dataDir)).some((mail) => mail.subject.includes('New rental application from Dana Whitfield'))).toBe(true);

    const list = json<{ results: Array<Record<string, unknown>> }>(await inject('GET', '/api/tenant-applications?status=submitted', landlord));
    expect(list.results[0]).toMatchObject({
      id,
      status: 'submitted',
      fullName: 'Dana Whitfield',
      phoneNumber: '5035550142',
      property: { nickname: 'Spruce House' },
      coSigners: [{ fullName: 'Ray Whitfield', phoneNumber: '+15035550100' }],
      address: { reasonForLeaving: 'needMoreSpace' },
      financial: { monthlyIncome: 6500.5 },
      attachments: [{ id: fileId }],
    });
  });

  it('422 with details for co-signers yes without co-signers, missing consent, and a foreign attachment; 404 for a bad token', async () => {
    const link = await newLink();
    const noCoSigners = await inject('POST', `/api/tenant-applications/public/${link.token}`, undefined, application({ coSigners: [] }));
    expect(noCoSigners.statusCode).toBe(422);
    expect(json<ErrorBody>(noCoSigners).details!.map((detail) => detail.path)).toContain('coSigners');
    expect((await inject('POST', `/api/tenant-applications/public/${link.token}`, undefined, application({ consent: false }))).statusCode).toBe(422);
    const foreign = await inject('POST', `/api/tenant-applications/public/${link.token}`, undefined, application({
      additionalInfo: { hasBeenEvicted: false, hasBankruptcy: false, attachmentIds: ['01900000-0000-7000-8000-000000000000'] },
    }));
    expect(foreign.statusCode).toBe(422);
    const bad = await inject('GET', `/api/tenant-applications/public/${'x'.repeat(43)}`);
    expect(bad.statusCode).toBe(404);
    expect(json<ErrorBody>(bad).code).toBe('APPLICATION_NOT_FOUND');
  });

  it('approve creates the tenant; decline e-mails the applicant; a decided application cannot change (409)', async () => {
    const link = await newLink();
    const first = json<{ id: string }>(await inject('POST', `/api/tenant-applications/public/${link.token}`, undefined, application()));
    const approved = await inject('POST', `/api/tenant-applications/${first.id}/approve`, landlord);
    expect(approved.statusCode).toBe(200);
    const { application: app, tenant } = json<{ application: { status: string; tenantId: string }; tenant: { id: string; fullName: string; email: string; phoneNumbers: string[]; licenseId: string } }>(approved);
    expect(app.status).toBe('approved');
    expect(tenant).toMatchObject({ id: app.tenantId, fullName: 'Dana Whitfield', email: 'dana@example.com', phoneNumbers: ['5035550142'], licenseId: 'P1234567' });
    expect(json<ErrorBody>(await inject('POST', `/api/tenant-applications/${first.id}/decline`, landlord, {})).code).toBe('APPLICATION_ALREADY_DECIDED');

    const second = json<{ id: string }>(await inject('POST', `/api/tenant-applications/public/${link.token}`, undefined, application({
      basicInfo: { ...application().basicInfo, fullName: 'Lee Park', email: 'lee.park@example.com', hasCoSigners: false },
      coSigners: [],
    })));
    const declined = await inject('POST', `/api/tenant-applications/${second.id}/decline`, landlord, { reason: 'The home was rented to another applicant.' });
    expect(json(declined)).toMatchObject({ status: 'declined', declineReason: 'The home was rented to another applicant.' });
    const mail = (await readOutbox(t.dataDir)).find((message) => message.to.includes('lee.park@example.com'));
    expect(mail?.text).toContain('The home was rented to another applicant.');
  });

  it("404 for another account's application or property, 403 for a tenant, 401 without a token, 422 for bad input", async () => {
    const link = await newLink();
    const submitted = json<{ id: string }>(await inject('POST', `/api/tenant-applications/public/${link.token}`, undefined, application()));
    expect((await inject('GET', `/api/tenant-applications/${submitted.id}`, landlord)).statusCode).toBe(200);
    expect(json<ErrorBody>(await inject('GET', `/api/tenant-applications/${submitted.id}`, other)).code).toBe('APPLICATION_NOT_FOUND');
    expect((await inject('POST', `/api/tenant-applications/${submitted.id}/approve`, other)).statusCode).toBe(404);
    expect((await inject('POST', `/api/tenant-applications/links`, other, { propertyId })).statusCode).toBe(404);
    expect((await inject('POST', `/api/tenant-applications/links`, landlord, { propertyId, expiresInDays: 0 })).statusCode).toBe(422);
    expect((await inject('POST', `/api/tenant-applications/${submitted.id}/approve`, tenantUser)).statusCode).toBe(403);
    expect((await inject('GET', '/api/tenant-applications', tenantUser)).statusCode).toBe(403);
    expect((await inject('GET', '/api/tenant-applications')).statusCode).toBe(401);
  });
});
