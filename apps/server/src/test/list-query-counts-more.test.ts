/**
 * Issue 23: every list page is a fixed number of queries whatever its length — the lists not in
 * list-query-counts.test.ts. Each list is read with 2 rows and with 20 (same account, same filter)
 * and must run the same number of SQL statements. The rows carry what the batched lookups fill in
 * (photos, properties, tenants, payments, quotes, attachments), so empty rows cannot pass by accident.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayDateOnly } from '@lintel/shared';
import { buildTestApp, json, type TestApp } from './build-app.ts';
import { createProperty, createUser, multipart, pngBytes, uploadFile, type TestUser } from './factories.ts';
import { injector } from './money-factories.ts';
import { createLease } from './leasing-factories.ts';
import { yearDate } from './dates.ts';
import { updateUser } from '../modules/auth/auth.repository.ts';

const MANY = 20;

let t: TestApp;
let call: ReturnType<typeof injector>;

beforeAll(async () => {
  t = await buildTestApp();
  call = injector(t);
});
afterAll(() => t.close());

const results = (body: unknown) => (body as { results: unknown[] }).results;

/** The queries GET `url` runs; the page must hold `rows` results. */
async function queriesOf(url: string, user: TestUser, rows: number, resultsOf: (body: unknown) => unknown[] = results) {
  t.queries.length = 0;
  const response = await call('GET', url, user);
  expect(response.statusCode, response.body).toBe(200);
  const count = t.queries.length;
  expect(resultsOf(json(response))).toHaveLength(rows);
  return count;
}

/** Same statement count for a page of 2 and a page of MANY; `url` ends where `pageSize=` can follow. */
async function expectFixed(url: string, user: TestUser, resultsOf?: (body: unknown) => unknown[], size = 'pageSize') {
  const join = url.includes('?') ? '&' : '?';
  const small = await queriesOf(`${url}${join}${size}=2`, user, 2, resultsOf);
  expect(await queriesOf(`${url}${join}${size}=${MANY}`, user, MANY, resultsOf)).toBe(small);
}

async function created<T>(method: 'POST' | 'PUT', url: string, user: TestUser | undefined, payload: unknown, status = 201): Promise<T> {
  const response = await call(method, url, user, payload);
  expect(response.statusCode, response.body).toBe(status);
  return json<T>(response);
}

const photo = async (user: TestUser) => uploadFile(t, user, 'photo.png', await pngBytes(24, 16));

describe('list pages run a fixed number of queries (2 rows vs 20)', () => {
  it('leases (with tenants and properties) and tenants', async () => {
    const landlord = await createUser(t, { role: 'propertyManager' });
    for (let i = 0; i < MANY; i += 1) {
      const home = await createProperty(t, landlord, { nickname: `Counted lease home ${i}` });
      await createLease(t, landlord, home.id, { tenants: [{ fullName: `Counted Tenant ${i}`, email: `counted-tenant-${i}@example.com` }] });
    }
    await expectFixed('/api/leases', landlord);
    await expectFixed('/api/tenants', landlord);
  });

  it('transactions (each with a payment) and payments', async () => {
    const landlord = await createUser(t, { role: 'propertyManager' });
    const home = await createProperty(t, landlord, { nickname: 'Counted money home' });
    const today = todayDateOnly();
    for (let i = 0; i < MANY; i += 1) {
      const transaction = await created<{ id: string }>('POST', '/api/transactions', landlord, {
        type: 'income',
        kind: 'Fee',
        name: `Counted fee ${i}`,
        amount: 100,
        dueDate: addDays(today, -i),
        propertyId: home.id,
      });
      await created('POST', '/api/payments', landlord, { transactionId: transaction.id, amount: 40, date: addDays(today, -i) });
    }
    await expectFixed('/api/transactions', landlord);
    await expectFixed('/api/payments', landlord);
  });

  it('documents (with properties) and inventory (with photos)', async () => {
    const owner = await createUser(t, { role: 'propertyManager' });
    const home = await createProperty(t, owner, { nickname: 'Counted documents home' });
    for (let i = 0; i < MANY; i += 1) {
      const file = await uploadFile(t, owner, `counted-${i}.pdf`, Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'));
      await created('POST', '/api/documents', owner, { fileId: file.id, name: `Counted document ${i}`, propertyId: home.id });
      const image = await photo(owner);
      await created('POST', '/api/inventories', owner, { name: `Counted item ${i}`, propertyId: home.id, imageIds: [image.id] });
    }
    await expectFixed('/api/documents', owner);
    await expectFixed('/api/inventories', owner);
  });

  it('gallery: flat images, and places each with their images', async () => {
    const owner = await createUser(t, { role: 'propertyManager' });
    for (let i = 0; i < MANY; i += 1) {
      const home = await createProperty(t, owner, { nickname: `Counted gallery home ${i}` });
      await created('POST', '/api/galleries', owner, { images: [(await photo(owner)).id], property: home.id });
    }
    await expectFixed('/api/galleries?isFlatStructure=true', owner);
    await expectFixed('/api/galleries', owner);
  });

  it('calendar events (with reminders) of a month', async () => {
    const owner = await createUser(t, { role: 'homeOwner' });
    const first = `${yearDate(1, '03-01')}`;
    for (let i = 0; i < MANY; i += 1) {
      const day = addDays(first, i);
      await created('POST', '/api/events', owner, {
        title: `Counted event ${i}`,
        start: `${day}T15:00:00.000Z`,
        end: `${day}T16:00:00.000Z`,
        reminders: ['fiveMinutes'],
        description: 'Counted',
      });
    }
    await expectFixed(`/api/events?startDate=${first}&endDate=${addDays(first, 30)}`, owner);
  });

  it('tenant applications (with properties and attachments)', async () => {
    const landlord = await createUser(t, { role: 'propertyManager' });
    const home = await createProperty(t, landlord, { nickname: 'Counted application home' });
    for (let i = 0; i < MANY; i += 1) {
      const link = await created<{ token: string }>('POST', '/api/tenant-applications/links', landlord, { propertyId: home.id });
      const body = multipart('pay-stub.png', await pngBytes(20, 20));
      const upload = await t.app.inject({ method: 'POST', url: `/api/tenant-applications/public/${link.token}/files`, headers: body.headers, payload: body.payload });
      expect(upload.statusCode, upload.body).toBe(201);
      await created('POST', `/api/tenant-applications/public/${link.token}`, undefined, {
        basicInfo: { fullName: `Counted Applicant ${i}`, email: `applicant-${i}@example.com`, phoneNumber: '(503) 555-0142', dateOfBirth: '1990-04-12', idType: 'passport', idNumber: 'P1234567', idCountry: 'Canada', hasCoSigners: false },
        terms: { desiredMoveInDate: yearDate(1, '02-01'), leaseTerm: 'one-year', occupantsCount: 1, hasPets: false },
        address: { address: '12 Elm St', city: 'Vancouver', state: 'BC', postalCode: 'V5K 0A1', country: 'Canada', reasonForLeaving: 'needMoreSpace' },
        financial: { employmentStatus: 'employed', employer: 'Northwind', monthlyIncome: 6500 },
        additionalInfo: { hasBeenEvicted: false, hasBankruptcy: false, attachmentIds: [json<{ id: string }>(upload).id] },
        consent: true,
      });
    }
    await expectFixed('/api/tenant-applications', landlord);
  });

  it("quotes: the homeowner's quote requests (each with a quote), the provider's open requests and quotes", async () => {
    const owner = await createUser(t, { role: 'homeOwner' });
    const provider = await createUser(t, { role: 'serviceProvider' });
    await updateUser(t.deps.db, provider.id, { companyName: 'Counted Windows', trades: ['windowsDoors'] });
    for (let i = 0; i < MANY; i += 1) {
      const model = await created<{ id: string }>('POST', '/api/project-models', owner, {
        projectType: 'window',
        status: 'SAVED',
        name: `Counted window ${i}`,
        properties: { size: { width: 36, height: 48 } },
      });
      const request = await created<{ id: string }>('POST', '/api/quote-requests', owner, {
        projectModelIds: [model.id],
        dateRanges: [{ start: yearDate(1, '06-01'), end: yearDate(1, '06-20') }],
        location: { houseId: null, address: `${i} Elm Street, Portland` },
        parkingInfo: 'Driveway',
        replaceExisting: { window: true },
      });
      await created('POST', '/api/quotes', provider, { requestId: request.id, amount: 1200 + i, memo: 'Supply and install', send: true });
    }
    await expectFixed('/api/quote-requests', owner);
    await expectFixed('/api/quotes/requests', provider);
    await expectFixed('/api/quotes', provider, results, 'size');
  });
});
