/**
 * Issue 25 item 7, flooding others: per-sender, per-recipient limits with 429 (a tenant filing
 * requests to their landlord, a landlord asking one provider for quotes), shared across two instances
 * through Redis; notifications that arrive many at once grouped into one updated row ("5 new tenant
 * requests", not 5 rows); and a direct chat that answers the same whether or not a contact's
 * e-mail address has an account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, todayDateOnly, type Notification } from '@lintel/shared';
import { buildTestApp, json, type TestApp } from './build-app.ts';
import { createProperty, createUser, uploadFile, type TestUser } from './factories.ts';
import { createTenancy, injector, type Tenancy } from './money-factories.ts';
import { redisForTests, redisUrl } from './services.ts';

const HOUR = 3_600_000;
const limits = { recipientLimits: { tenantRequest: { max: 5, windowMs: HOUR }, quoteRequest: { max: 3, windowMs: HOUR } } };

/** A tenancy whose lease is in force today (started a month ago). */
function currentTenancy(t: TestApp): Promise<Tenancy> {
  const start = addMonths(todayDateOnly(), -1);
  return createTenancy(t, { startDate: start, endDate: addDays(addMonths(start, 12), -1) });
}

const requestBody = (propertyId: string, urgency = 'medium') => ({ propertyId, categoryId: 1, subCategoryId: 101, description: 'The kitchen tap drips', urgency });
const fileRequest = (t: TestApp, tenancy: Tenancy, urgency = 'medium') => injector(t)('POST', '/api/tenant-requests', tenancy.tenantUser, requestBody(tenancy.propertyId, urgency));

async function notificationsOf(t: TestApp, user: TestUser): Promise<Notification[]> {
  await t.deps.events.flush();
  const response = await injector(t)('GET', '/api/notifications?pageSize=100', user);
  expect(response.statusCode).toBe(200);
  return json<{ results: Notification[] }>(response).results;
}

async function workOrderOf(t: TestApp, landlord: TestUser): Promise<string> {
  const property = await createProperty(t, landlord);
  const photo = await uploadFile(t, landlord);
  const response = await injector(t)('POST', '/api/work-orders', landlord, {
    name: 'Leaking sink',
    category: 'plumbing',
    description: 'Water under the sink',
    property: property.id,
    attachments: [photo.id],
    priority: 'high',
    timing: 'asSoonAsPossible',
    dateRange: { startDate: '2031-03-01', endDate: '2031-03-10' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: string }>(response).id;
}

describe('one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ overrides: limits });
  });
  afterAll(() => t.close());

  it('a tenant files at most 5 requests an hour to one landlord (429 with Retry-After); the landlord sees one grouped notification', async () => {
    const tenancy = await currentTenancy(t);
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1) statuses.push((await fileRequest(t, tenancy)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const refused = await fileRequest(t, tenancy);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(json(refused)).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('requests to your landlord') });

    const bell = (await notificationsOf(t, tenancy.landlord)).filter((n) => n.type === 'tenantRequest');
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ title: '5 new tenant requests', link: '/requests', seen: false, body: expect.stringContaining('filed a medium-urgency') });

    // Another tenant of another landlord is not limited by this pair.
    const other = await currentTenancy(t);
    expect((await fileRequest(t, other)).statusCode).toBe(201);
  });

  it('once the group is seen, the next request starts a new row; an emergency always stands alone', async () => {
    const tenancy = await currentTenancy(t);
    expect((await fileRequest(t, tenancy)).statusCode).toBe(201);
    expect((await fileRequest(t, tenancy)).statusCode).toBe(201);
    expect((await injector(t)('PUT', '/api/notifications/seen-all', tenancy.landlord)).statusCode).toBe(200);
    expect((await fileRequest(t, tenancy)).statusCode).toBe(201);
    expect((await fileRequest(t, tenancy, 'emergency')).statusCode).toBe(201);
    const bell = (await notificationsOf(t, tenancy.landlord)).filter((n) => n.type === 'tenantRequest');
    expect(bell.map((n) => [n.title, n.seen])).toEqual([
      ['Emergency request', false],
      ['New tenant request', false],
      ['2 new tenant requests', true],
    ]);
  });

  it('a landlord asks one provider for quotes at most 3 times an hour (429); another provider is still reachable', async () => {
    const landlord = await createUser(t, { role: 'propertyManager' });
    const plumber = await createUser(t, { role: 'serviceProvider' });
    const roofer = await createUser(t, { role: 'serviceProvider' });
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const id = await workOrderOf(t, landlord);
      statuses.push((await injector(t)('PATCH', `/api/work-orders/request-quote/${id}`, landlord, { providerIds: [plumber.id] })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const id = await workOrderOf(t, landlord);
    expect((await injector(t)('PATCH', `/api/work-orders/request-quote/${id}`, landlord, { providerIds: [roofer.id] })).statusCode).toBe(200);
    const bell = (await notificationsOf(t, plumber)).filter((n) => n.type === 'quote');
    expect(bell.map((n) => n.title)).toEqual(['3 quote requests']);
  });
});

const available = await redisForTests('recipient limits across instances');

describe.skipIf(!available)('two instances sharing Redis and the database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const jwtSecret = 'flooding-test-secret-of-at-least-32-chars';
    a = await buildTestApp({ redisUrl, jwtSecret, overrides: limits });
    b = await buildTestApp({ redisUrl, jwtSecret, overrides: limits }, { sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('requests spread over A and B count together: the 6th is refused on either', async () => {
    const tenancy = await currentTenancy(a);
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await fileRequest(index % 2 === 0 ? a : b, tenancy)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await fileRequest(a, tenancy)).statusCode).toBe(429);
  });
});
