/**
 * Issue 25 item 7, flooding others: per-sender, per-recipient limits with 429 (a tenant filing
 * requests to their landlord, a landlord asking one provider for quotes), shared across two instances
 * through Redis; notifications that arrive many at once grouped into one updated row ("5 new tenant
 * requests", not 5 rows); and a direct chat that answers the same whether or not a contact's
 * e-mail address has an account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, todayDateOnly, type Notification } from '@lintel/shared';
import { buildTestApp, json, readOutbox, type TestApp } from './build-app.ts';
import { createProperty, createUser, uploadFile, type TestUser } from './factories.ts';
import { createTenancy, injector, type Tenancy } from './money-factories.ts';
import { redisForTests, redisUrl } from './services.ts';
import { DEFAULT_RECIPIENT_LIMITS } from '../platform/recipient-limiter.ts';
import { updateUser } from '../modules/auth/auth.repository.ts';

const HOUR = 3_600_000;
// configuratorQuoteRequest at its default (10 an hour), the others low.
const limits = {
  recipientLimits: { tenantRequest: { max: 5, windowMs: HOUR }, quoteRequest: { max: 3, windowMs: HOUR }, configuratorQuoteRequest: DEFAULT_RECIPIENT_LIMITS.configuratorQuoteRequest },
};

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

/** POST /quote-requests for one new saved window model of `owner` (issue 30 item 3). */
async function configuratorRequest(t: TestApp, owner: TestUser) {
  const model = await injector(t)('POST', '/api/project-models', owner, { projectType: 'window', status: 'SAVED', name: 'Window', properties: { size: { width: 30, height: 40 } } });
  expect(model.statusCode, model.body).toBe(201);
  return injector(t)('POST', '/api/quote-requests', owner, {
    projectModelIds: [json<{ id: string }>(model).id],
    dateRanges: [{ start: '2031-06-01', end: '2031-06-20' }],
    location: { houseId: null, address: '12 Elm Street, Portland, OR 97201' },
    parkingInfo: 'Driveway',
    replaceExisting: { window: true },
  });
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
    // A provider's list of requests for quotes is their inbox, not the landlord's /work-orders (issue 30 item 8b).
    expect(bell[0]!.link).toBe('/work-orders/inbox');
  });

  it('a homeowner posts at most 10 configurator quote requests an hour (429, Retry-After, plain words); each provider is told at most 3 times, in one grouped notice', async () => {
    expect(DEFAULT_RECIPIENT_LIMITS.configuratorQuoteRequest).toEqual({ max: 10, windowMs: HOUR });
    const owner = await createUser(t, { role: 'homeOwner' });
    const installer = await createUser(t, { role: 'serviceProvider' });
    await updateUser(t.deps.db, installer.id, { trades: ['windowsDoors'] });
    await injector(t)('PUT', '/api/notifications/preferences', installer, { quote: 'both' });
    // Refused forms do not count: the limit counts requests that are sent.
    for (let index = 0; index < 3; index += 1) {
      const missing = await injector(t)('POST', '/api/quote-requests', owner, {
        projectModelIds: ['01900000-0000-7000-8000-000000000000'],
        dateRanges: [{ start: '2031-06-01', end: '2031-06-20' }],
        location: { houseId: null, address: '12 Elm Street' },
        parkingInfo: 'Driveway',
        replaceExisting: { window: true },
      });
      expect(missing.statusCode).toBe(404);
    }
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) statuses.push((await configuratorRequest(t, owner)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    const refused = await configuratorRequest(t, owner);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(json(refused)).toMatchObject({ code: 'RATE_LIMITED', message: 'You sent too many quote requests (at most 10 in 60 minutes); try again later' });

    // Per provider, as for work-order requests for quotes: 3 reached them, in one updated notice.
    const bell = (await notificationsOf(t, installer)).filter((n) => n.type === 'quote');
    expect(bell.map((n) => [n.title, n.link, n.seen])).toEqual([['3 new quote requests', '/quotes/requests', false]]);
    const unseen = json<{ meta: { unseenCount: number } }>(await injector(t)('GET', '/api/notifications', installer)).meta.unseenCount;
    expect(unseen).toBe(3);
    expect((await readOutbox(t.dataDir)).filter((message) => message.to === installer.email)).toHaveLength(3);

    // Another homeowner is not limited by this one.
    expect((await configuratorRequest(t, await createUser(t, { role: 'homeOwner' }))).statusCode).toBe(201);
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

  it('configurator quote requests spread over A and B count together: the 11th is refused (issue 30 item 3)', async () => {
    const owner = await createUser(a, { role: 'homeOwner' });
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) statuses.push((await configuratorRequest(index % 2 === 0 ? a : b, owner)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });
});
