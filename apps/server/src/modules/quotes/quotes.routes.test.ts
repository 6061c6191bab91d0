import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  CreateQuoteRequestInput,
  ProjectModel,
  ProjectModelGroupsResponse,
  ProviderQuoteRequestListResponse,
  Quote,
  QuoteListResponse,
  QuoteRequest,
  QuoteRequestListResponse,
  QuoteStatistics,
} from '@lintel/shared';
import { buildTestApp, json, readOutbox, type TestApp } from '../../test/build-app.ts';
import { createUser, pngBytes, uploadFile, type TestUser } from '../../test/factories.ts';
import { yearDate } from '../../test/dates.ts';
import { extractPdfText } from '../../test/pdf-text.ts';
import { updateUser } from '../auth/auth.repository.ts';
import { quotes } from './quotes.table.ts';

let t: TestApp;
let owner: TestUser;
let manager: TestUser;
let otherOwner: TestUser;
let provider: TestUser;
let doorProvider: TestUser;
let otherProvider: TestUser;
let tenant: TestUser;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const inject = (method: Method, url: string, user?: TestUser, payload?: unknown) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const ok = async <T>(method: Method, url: string, user: TestUser, payload?: unknown, status = 200): Promise<T> => {
  const response = await inject(method, url, user, payload);
  if (response.statusCode !== status) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return json<T>(response);
};
const details = (response: { json(): unknown }) => (response.json() as { details: Array<{ path: string }> }).details.map((detail) => detail.path);
const MISSING = '01900000-0000-7000-8000-000000000000';

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { role: 'homeOwner' });
  manager = await createUser(t, { role: 'propertyManager' });
  otherOwner = await createUser(t, { role: 'homeOwner' });
  provider = await createUser(t, { role: 'serviceProvider' });
  doorProvider = await createUser(t, { role: 'serviceProvider' });
  otherProvider = await createUser(t, { role: 'serviceProvider' });
  tenant = await createUser(t, { role: 'tenant' });
  await updateUser(t.deps.db, provider.id, { companyName: 'Becker Windows', trades: ['windowsDoors'] });
  await updateUser(t.deps.db, doorProvider.id, { companyName: 'Greenway Gardens', trades: ['landscaping'] });
  // No catalogue warm-up on purpose: the first call below saves a project model on a cold catalogue cache.
});
afterAll(() => t.close());

const savedModel = (user: TestUser, projectType: 'window' | 'garageDoor' = 'window', status: 'SAVED' | 'CARD_DRAFT' = 'SAVED') =>
  ok<ProjectModel>('POST', '/api/project-models', user, { projectType, status, name: `${projectType} model`, properties: { size: { width: 36, height: 48 } } }, 201);

const checkout = (ids: string[], overrides: Partial<CreateQuoteRequestInput> = {}): CreateQuoteRequestInput => ({
  projectModelIds: ids,
  dateRanges: [{ start: yearDate(1, '06-01'), end: yearDate(1, '06-20') }],
  location: { houseId: null, address: '12 Elm Street, Portland' },
  parkingInfo: 'Driveway, room for one van',
  replaceExisting: { window: true },
  ...overrides,
});
const requestQuotes = async (user: TestUser, overrides: Partial<CreateQuoteRequestInput> = {}) =>
  ok<QuoteRequest>('POST', '/api/quote-requests', user, checkout([(await savedModel(user)).id], overrides), 201);
const quoteFor = (user: TestUser, requestId: string, body: Record<string, unknown> = {}) =>
  ok<Quote>('POST', '/api/quotes', user, { requestId, amount: 1200, memo: 'Supply and install', ...body }, 201);

describe('POST /quote-requests (checkout → quote request)', () => {
  it('records the request with the checkout details, moves the models to quoteRequested and tells matching providers', async () => {
    // otherProvider wants quote notices by e-mail: the notice's e-mail is their only one (issue 21).
    await ok('PUT', '/api/notifications/preferences', otherProvider, { quote: 'both' });
    const windowModel = await savedModel(owner);
    const request = await ok<QuoteRequest>('POST', '/api/quote-requests', owner, checkout([windowModel.id], { note: 'Back door access' }), 201);
    expect(request).toMatchObject({
      status: 'open',
      projectTypes: ['window'],
      dateRanges: [{ start: yearDate(1, '06-01'), end: yearDate(1, '06-20') }],
      location: { houseId: null, address: '12 Elm Street, Portland' },
      parkingInfo: 'Driveway, room for one van',
      replaceExisting: { window: true },
      note: 'Back door access',
      quotes: [],
    });
    expect(request.models).toEqual([expect.objectContaining({ id: windowModel.id, projectType: 'window', width: 36, height: 48 })]);
    const groups = await ok<ProjectModelGroupsResponse>('GET', '/api/project-models/groups/quoteRequested', owner);
    expect(groups.groups.window.models.map((model) => model.id)).toEqual([windowModel.id]);
    expect(groups.groups.window.models[0]!.stage).toBe('quoteRequested');
    const outbox = await readOutbox(t.dataDir);
    const notices = outbox.filter((message) => message.subject.startsWith('New quote request'));
    expect(notices.map((message) => message.to)).toContain(provider.email);
    expect(notices.map((message) => message.to)).not.toContain(doorProvider.email);
    expect(notices.filter((message) => message.to === otherProvider.email)).toHaveLength(1);
    expect(notices.filter((message) => message.to === provider.email)).toHaveLength(1);
    // The handoff reaches the matching providers' bells too (issue 21 item 3), not the door provider's.
    type Bell = { results: Array<{ title: string; body: string | null; link: string | null }> };
    const bell = (user: TestUser) => ok<Bell>('GET', '/api/notifications', user);
    expect((await bell(provider)).results).toContainEqual(
      expect.objectContaining({ title: 'New quote request', body: expect.stringContaining('asks for quotes on 1 opening (Window)'), link: '/quotes/requests' }),
    );
    expect((await bell(doorProvider)).results.filter((row) => row.title === 'New quote request')).toEqual([]);
  });

  it('422 with details: unsaved models, a type without a replace answer, bad dates, no location', async () => {
    const draft = await savedModel(owner, 'window', 'CARD_DRAFT');
    const garage = await savedModel(owner, 'garageDoor');
    const response = await inject('POST', '/api/quote-requests', owner, checkout([draft.id, garage.id]));
    expect(response.statusCode).toBe(422);
    expect(details(response)).toEqual(['projectModelIds.0', 'replaceExisting.garageDoor']);
    const shape = await inject('POST', '/api/quote-requests', owner, {
      ...checkout([garage.id]),
      dateRanges: [{ start: yearDate(1, '06-20'), end: yearDate(1, '06-01') }],
      location: { houseId: null, address: '' },
      parkingInfo: '',
    });
    expect(shape.statusCode).toBe(422);
    expect(details(shape).sort()).toEqual(['dateRanges.0.end', 'location.address', 'parkingInfo']);
  });

  it('409 when quotes were already requested for a model; 404 for another account’s model; 401; 403', async () => {
    const model = await savedModel(manager);
    await ok('POST', '/api/quote-requests', manager, checkout([model.id]), 201);
    expect((await inject('POST', '/api/quote-requests', manager, checkout([model.id]))).statusCode).toBe(409);
    expect((await inject('POST', '/api/quote-requests', otherOwner, checkout([model.id]))).statusCode).toBe(404);
    expect((await inject('POST', '/api/quote-requests', undefined, checkout([model.id]))).statusCode).toBe(401);
    expect((await inject('POST', '/api/quote-requests', provider, checkout([model.id]))).statusCode).toBe(403);
    expect((await inject('POST', '/api/quote-requests', tenant, checkout([model.id]))).statusCode).toBe(403);
  });
});

describe('GET /quote-requests and /quote-requests/{id}', () => {
  it('lists only the caller’s requests, in a fixed number of queries', async () => {
    const mine = await requestQuotes(otherOwner);
    await requestQuotes(otherOwner);
    t.queries.length = 0;
    const list = await ok<QuoteRequestListResponse>('GET', '/api/quote-requests?pageSize=1', otherOwner);
    const fewQueries = t.queries.length;
    expect(list.pagination).toMatchObject({ page: 1, pageSize: 1, total: 2 });
    t.queries.length = 0;
    const all = await ok<QuoteRequestListResponse>('GET', '/api/quote-requests?pageSize=10', otherOwner);
    expect(t.queries.length).toBe(fewQueries);
    expect(all.results.map((request) => request.id)).toContain(mine.id);
    expect(all.results.every((request) => request.requesterName.length > 0)).toBe(true);
    expect((await ok<QuoteRequest>('GET', `/api/quote-requests/${mine.id}`, otherOwner)).id).toBe(mine.id);
  });

  it('422, 404 for another account, 401, 403', async () => {
    const request = await requestQuotes(otherOwner);
    expect((await inject('GET', '/api/quote-requests?page=0', otherOwner)).statusCode).toBe(422);
    expect((await inject('GET', '/api/quote-requests/not-a-uuid', otherOwner)).statusCode).toBe(422);
    expect((await inject('GET', `/api/quote-requests/${request.id}`, owner)).statusCode).toBe(404);
    expect((await inject('GET', `/api/quote-requests/${request.id}`)).statusCode).toBe(401);
    expect((await inject('GET', `/api/quote-requests/${request.id}`, provider)).statusCode).toBe(403);
  });
});

describe('GET /quotes/requests (what service providers receive)', () => {
  it('filters open requests by the provider’s trades; no trades means every open request', async () => {
    const request = await requestQuotes(owner);
    const windows = await ok<ProviderQuoteRequestListResponse>('GET', '/api/quotes/requests?pageSize=100', provider);
    expect(windows.meta.projectTypes).toEqual(expect.arrayContaining(['window', 'exteriorDoor', 'garageDoor']));
    expect(windows.results.map((entry) => entry.id)).toContain(request.id);
    expect(windows.results.find((entry) => entry.id === request.id)!.myQuote).toBeNull();
    const garage = await ok<ProviderQuoteRequestListResponse>('GET', '/api/quotes/requests?pageSize=100', doorProvider);
    expect(garage.results.map((entry) => entry.id)).not.toContain(request.id);
    const all = await ok<ProviderQuoteRequestListResponse>('GET', '/api/quotes/requests?pageSize=100', otherProvider);
    expect(all.meta.projectTypes).toBeNull();
    expect(all.results.map((entry) => entry.id)).toContain(request.id);
    expect((await ok<{ id: string }>('GET', `/api/quotes/requests/${request.id}`, provider)).id).toBe(request.id);
  });

  it('a page is a fixed number of queries; 422, 404, 401, 403', async () => {
    t.queries.length = 0;
    await ok('GET', '/api/quotes/requests?pageSize=1', otherProvider);
    const one = t.queries.length;
    t.queries.length = 0;
    await ok('GET', '/api/quotes/requests?pageSize=50', otherProvider);
    expect(t.queries.length).toBe(one);
    expect((await inject('GET', '/api/quotes/requests?pageSize=1000', provider)).statusCode).toBe(422);
    expect((await inject('GET', `/api/quotes/requests/${MISSING}`, provider)).statusCode).toBe(404);
    expect((await inject('GET', '/api/quotes/requests')).statusCode).toBe(401);
    expect((await inject('GET', '/api/quotes/requests', owner)).statusCode).toBe(403);
  });
});

describe('POST /quotes and the quote flow', () => {
  it('draft → send → follow up → accepted by the requester; the models move to quoteAccepted', async () => {
    const request = await requestQuotes(owner);
    const draft = await quoteFor(provider, request.id, { rate: 13, lineItems: [{ description: 'Casement window', quantity: 2, unitPrice: 450.25 }] });
    expect(draft).toMatchObject({ status: 'draft', amount: 900.5, rate: 13, taxAmount: 117.07, total: 1017.57, providerName: 'Becker Windows', modelsCount: 1, sentAt: null });
    // A draft is not shown to the requester.
    expect((await ok<QuoteRequest>('GET', `/api/quote-requests/${request.id}`, owner)).quotes).toEqual([]);

    const sent = await ok<Quote>('POST', `/api/quotes/${draft.id}/send`, provider);
    expect(sent.status).toBe('waiting-response');
    expect(sent.sentAt).not.toBeNull();
    expect((await readOutbox(t.dataDir)).some((message) => message.to === owner.email && message.subject === 'New quote from Becker Windows')).toBe(true);
    const followed = await ok<Quote>('POST', `/api/quotes/${draft.id}/follow-up`, provider);
    expect(followed).toMatchObject({ status: 'waiting-response', followUpCount: 1 });
    expect((await inject('POST', `/api/quotes/${draft.id}/send`, provider)).statusCode).toBe(409);

    // A provider whose trades do not cover the request neither sees nor quotes it (404, as for a missing one).
    expect(json<{ code: string }>(await inject('GET', `/api/quotes/requests/${request.id}`, doorProvider)).code).toBe('QUOTE_REQUEST_NOT_FOUND');
    expect(json<{ code: string }>(await inject('POST', '/api/quotes', doorProvider, { requestId: request.id, amount: 10 })).code).toBe('QUOTE_REQUEST_NOT_FOUND');
    const competing = await quoteFor(otherProvider, request.id, { send: true, amount: 1500 });
    expect(competing.status).toBe('waiting-response');
    const seen = await ok<QuoteRequest>('GET', `/api/quote-requests/${request.id}`, owner);
    expect(seen.quotes.map((quote) => quote.total).sort()).toEqual([1017.57, 1500]);

    const accepted = await ok<QuoteRequest>('POST', `/api/quote-requests/${request.id}/accept`, owner, { quoteId: draft.id });
    expect(accepted.status).toBe('accepted');
    expect(accepted.quotes.find((quote) => quote.id === draft.id)).toMatchObject({ status: 'approved', acceptedAt: expect.any(String) });
    const groups = await ok<ProjectModelGroupsResponse>('GET', '/api/project-models/groups/quoteAccepted', owner);
    expect(groups.groups.window.models.map((model) => model.id)).toEqual(request.models.map((model) => model.id));
    // Approved: Export only.
    expect((await inject('POST', `/api/quotes/${draft.id}/archive`, provider)).statusCode).toBe(409);
    expect((await inject('PATCH', `/api/quotes/${draft.id}`, provider, { memo: 'x' })).statusCode).toBe(409);
    // The request is closed: a second acceptance and new quotes are conflicts, and it leaves the open list.
    expect((await inject('POST', `/api/quote-requests/${request.id}/accept`, owner, { quoteId: competing.id })).statusCode).toBe(409);
    const lateProvider = await createUser(t, { role: 'serviceProvider' });
    await updateUser(t.deps.db, lateProvider.id, { companyName: 'Late Windows', trades: ['windowsDoors'] });
    expect((await inject('POST', '/api/quotes', lateProvider, { requestId: request.id, amount: 10 })).statusCode).toBe(409);
    const open = await ok<ProviderQuoteRequestListResponse>('GET', '/api/quotes/requests?pageSize=100', provider);
    expect(open.results.map((entry) => entry.id)).not.toContain(request.id);
  });

  it('archive remembers the status and restore returns to it; export is a PDF', async () => {
    const request = await requestQuotes(owner);
    const quote = await quoteFor(otherProvider, request.id, { send: true });
    const archived = await ok<Quote>('POST', `/api/quotes/${quote.id}/archive`, otherProvider);
    expect(archived.status).toBe('archived');
    expect((await ok<QuoteRequest>('GET', `/api/quote-requests/${request.id}`, owner)).quotes).toEqual([]);
    expect((await inject('POST', `/api/quotes/${quote.id}/follow-up`, otherProvider)).statusCode).toBe(409);
    expect((await ok<Quote>('POST', `/api/quotes/${quote.id}/restore`, otherProvider)).status).toBe('waiting-response');
    // The export is dated the day it is generated (the server's clock, which LINTEL_TEST_CLOCK moves).
    const exportDay = new Date().toISOString().slice(0, 10);
    const pdf = await inject('GET', `/api/quotes/${quote.id}/export`, otherProvider);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="quote-/);
    // The exported quote as its reader sees it (PDF.js): provider, number and status, customer, openings, money, memo.
    const { pages } = await extractPdfText(pdf.rawPayload);
    expect(pages).toHaveLength(1);
    const ownerName = json<{ fullName: string }>(await inject('GET', '/api/users/me', owner)).fullName;
    expect(pages[0]!.split('\n')).toEqual([
      'Quote',
      quote.providerName,
      `Quote ${quote.id} · Waiting Response · ${exportDay}`,
      'For',
      ownerName,
      // Not hired yet: the area only (issue 30 item 10).
      'Portland',
      'Openings',
      'window model — 36" x 48"',
      'Price',
      'Amount $1,200.00',
      'Tax (0%) $0.00',
      'Total $1,200.00',
      'Memo',
      'Supply and install',
    ]);
  });

  it('POST /quotes: 422 with details, 409 for a second quote, 404 unknown request, 401, 403', async () => {
    const request = await requestQuotes(owner);
    const bad = await inject('POST', '/api/quotes', provider, { requestId: request.id, amount: 10.001, rate: 200 });
    expect(bad.statusCode).toBe(422);
    expect(details(bad).sort()).toEqual(['amount', 'rate']);
    const noAmount = await inject('POST', '/api/quotes', provider, { requestId: request.id });
    expect(noAmount.statusCode).toBe(422);
    expect(details(noAmount)).toEqual(['amount']);
    const badTaxRate = await inject('POST', '/api/quotes', provider, { requestId: request.id, amount: 10, taxRateId: 999999 });
    expect(badTaxRate.statusCode).toBe(422);
    expect(details(badTaxRate)).toEqual(['taxRateId']);
    await quoteFor(provider, request.id);
    expect((await inject('POST', '/api/quotes', provider, { requestId: request.id, amount: 5 })).statusCode).toBe(409);
    expect((await inject('POST', '/api/quotes', provider, { requestId: MISSING, amount: 5 })).statusCode).toBe(404);
    expect((await inject('POST', '/api/quotes', undefined, { requestId: request.id, amount: 5 })).statusCode).toBe(401);
    expect((await inject('POST', '/api/quotes', owner, { requestId: request.id, amount: 5 })).statusCode).toBe(403);
  });

  it('PATCH /quotes/{id}: memo and rate (and a global tax rate) recompute the totals; 422, 404 for another provider, 401, 403', async () => {
    const request = await requestQuotes(owner);
    const quote = await quoteFor(provider, request.id, { amount: 1000 });
    const patched = await ok<Quote>('PATCH', `/api/quotes/${quote.id}`, provider, { memo: 'Includes removal of the old frame', rate: 5 });
    expect(patched).toMatchObject({ memo: 'Includes removal of the old frame', rate: 5, taxAmount: 50, total: 1050 });
    // Tax rates belong to the money module: the global ones are seeded by the migrations, and the
    // provider adds one of their own; a quote takes either's percentage.
    const own = await ok<{ id: number; percentage: number }>('POST', '/api/tax-rates', provider, { name: 'Provider tax', percentage: 7.5 }, 201);
    const listed = await ok<{ globalTaxRates: Array<{ id: number; percentage: number }> }>('GET', '/api/tax-rates', provider, undefined, 200);
    expect(listed.globalTaxRates.length).toBeGreaterThan(0);
    const global = listed.globalTaxRates[0]!;
    const withTax = await ok<Quote>('PATCH', `/api/quotes/${quote.id}`, provider, { taxRateId: global.id }, 200);
    expect(withTax).toMatchObject({ taxRateId: global.id, rate: global.percentage });
    const withOwn = await ok<Quote>('PATCH', `/api/quotes/${quote.id}`, provider, { taxRateId: own.id }, 200);
    expect(withOwn).toMatchObject({ taxRateId: own.id, rate: 7.5, taxAmount: 75, total: 1075 });
    const bad = await inject('PATCH', `/api/quotes/${quote.id}`, provider, { rate: -1, memo: 'x'.repeat(5000) });
    expect(bad.statusCode).toBe(422);
    expect(details(bad).sort()).toEqual(['memo', 'rate']);
    expect((await inject('PATCH', `/api/quotes/${quote.id}`, otherProvider, { memo: 'mine now' })).statusCode).toBe(404);
    expect((await inject('PATCH', `/api/quotes/${quote.id}`, undefined, { memo: 'x' })).statusCode).toBe(401);
    expect((await inject('PATCH', `/api/quotes/${quote.id}`, owner, { memo: 'x' })).statusCode).toBe(403);
  });

  it('action routes and export: 404 for another provider’s quote, 422 for a bad id, 401, 403', async () => {
    const request = await requestQuotes(owner);
    const quote = await quoteFor(provider, request.id);
    for (const path of ['send', 'follow-up', 'archive', 'restore']) {
      expect((await inject('POST', `/api/quotes/${quote.id}/${path}`, otherProvider)).statusCode, path).toBe(404);
      expect((await inject('POST', `/api/quotes/not-a-uuid/${path}`, provider)).statusCode, path).toBe(422);
      expect((await inject('POST', `/api/quotes/${quote.id}/${path}`)).statusCode, path).toBe(401);
      expect((await inject('POST', `/api/quotes/${quote.id}/${path}`, owner)).statusCode, path).toBe(403);
    }
    expect((await inject('GET', `/api/quotes/${quote.id}/export`, otherProvider)).statusCode).toBe(404);
    expect((await inject('GET', `/api/quotes/${quote.id}`, otherProvider)).statusCode).toBe(404);
    expect((await inject('GET', `/api/quotes/${quote.id}`, provider)).statusCode).toBe(200);
  });

  it('accept: 422 without a quote id, 404 for another account’s request or a draft, 401, 403', async () => {
    const request = await requestQuotes(owner);
    const draft = await quoteFor(provider, request.id);
    expect(details(await inject('POST', `/api/quote-requests/${request.id}/accept`, owner, {}))).toEqual(['quoteId']);
    expect((await inject('POST', `/api/quote-requests/${request.id}/accept`, owner, { quoteId: draft.id })).statusCode).toBe(404);
    expect((await inject('POST', `/api/quote-requests/${request.id}/accept`, otherOwner, { quoteId: draft.id })).statusCode).toBe(404);
    expect((await inject('POST', `/api/quote-requests/${request.id}/accept`, undefined, { quoteId: draft.id })).statusCode).toBe(401);
    expect((await inject('POST', `/api/quote-requests/${request.id}/accept`, provider, { quoteId: draft.id })).statusCode).toBe(403);
  });
});

describe('GET /quotes/ (spec point 7: page 0, size 10, status)', () => {
  it('lists the provider’s quotes newest first from page 0, filters by status, in a fixed number of queries', async () => {
    const fresh = await createUser(t, { role: 'serviceProvider' });
    const made: Quote[] = [];
    for (let index = 0; index < 3; index += 1) made.push(await quoteFor(fresh, (await requestQuotes(owner)).id, { send: index === 0 }));
    const firstPage = await ok<QuoteListResponse>('GET', '/api/quotes/?page=0&size=2', fresh);
    expect(firstPage.results.map((quote) => quote.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(firstPage.pagination).toEqual({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    const second = await ok<QuoteListResponse>('GET', '/api/quotes?page=2&size=2', fresh);
    expect(second.results.map((quote) => quote.id)).toEqual([made[0]!.id]);
    const waiting = await ok<QuoteListResponse>('GET', '/api/quotes/?status=waiting-response', fresh);
    expect(waiting.results.map((quote) => quote.id)).toEqual([made[0]!.id]);
    t.queries.length = 0;
    await ok('GET', '/api/quotes/?page=0&size=1', fresh);
    const one = t.queries.length;
    t.queries.length = 0;
    await ok('GET', '/api/quotes/?page=0&size=10', fresh);
    expect(t.queries.length).toBe(one);
    // A page and a count of configurator quotes, the same of work-order quotes (issue 21 item 14).
    expect(one).toBeLessThanOrEqual(4);
    expect((await ok<QuoteListResponse>('GET', '/api/quotes/', otherProvider)).results.every((quote) => !made.some((m) => m.id === quote.id))).toBe(true);
  });

  it('422 with details, 401, 403', async () => {
    const bad = await inject('GET', '/api/quotes/?page=-1&size=1000&status=sent', provider);
    expect(bad.statusCode).toBe(422);
    expect(details(bad).sort()).toEqual(['page', 'size', 'status']);
    expect((await inject('GET', '/api/quotes/')).statusCode).toBe(401);
    expect((await inject('GET', '/api/quotes/', owner)).statusCode).toBe(403);
  });
});

describe('GET /quotes/statistics?range=', () => {
  it('sent, converted and dollars quoted against the previous period, with trend', async () => {
    const fresh = await createUser(t, { role: 'serviceProvider' });
    const request = await requestQuotes(owner);
    const quote = await quoteFor(fresh, request.id, { send: true, amount: 400 });
    const older = await quoteFor(fresh, (await requestQuotes(owner)).id, { send: true, amount: 100 });
    const fortyDaysAgo = new Date(Date.now() - 40 * 86_400_000);
    await t.deps.db.update(quotes).set({ sentAt: fortyDaysAgo }).where(eq(quotes.id, older.id));
    await ok('POST', `/api/quote-requests/${request.id}/accept`, owner, { quoteId: quote.id });
    const stats = await ok<QuoteStatistics>('GET', '/api/quotes/statistics?range=lastMonth', fresh);
    expect(stats.range).toBe('lastMonth');
    expect(stats.sent).toEqual({ value: 1, old: 1, percent: 0, trend: 'neutral' });
    expect(stats.converted).toEqual({ value: 1, old: 0, percent: 100, trend: 'up' });
    expect(stats.total).toEqual({ value: 400, old: 100, percent: 300, trend: 'up' });
    const defaults = await ok<QuoteStatistics>('GET', '/api/quotes/statistics', fresh);
    expect(defaults.range).toBe('lastMonth');
  });

  it('422 with details, 401, 403', async () => {
    const bad = await inject('GET', '/api/quotes/statistics?range=forever', provider);
    expect(bad.statusCode).toBe(422);
    expect(details(bad)).toEqual(['range']);
    expect((await inject('GET', '/api/quotes/statistics')).statusCode).toBe(401);
    expect((await inject('GET', '/api/quotes/statistics', manager)).statusCode).toBe(403);
  });
});

describe('kick-off, start date and completion (spec point 3 group filters kickOff, startDateConfirmed, completed)', () => {
  const groupIds = async (user: TestUser, status: string) =>
    (await ok<ProjectModelGroupsResponse>('GET', `/api/project-models/groups/${status}`, user)).groups.window.models.map((model) => model.id);

  it('accepted → the provider proposes a start date (kickOff) → the requester confirms (startDateConfirmed) → completed (DONE)', async () => {
    const owner = await createUser(t, { role: 'homeOwner' });
    const request = await requestQuotes(owner);
    const modelIds = request.models.map((model) => model.id);
    const quote = await quoteFor(provider, request.id, { send: true });
    const loser = await quoteFor(otherProvider, request.id, { send: true });
    const startDate = yearDate(1, '06-05');

    // Before acceptance nobody can kick off; the requester cannot confirm what was not proposed.
    expect((await inject('POST', `/api/quote-requests/${request.id}/kick-off`, provider, { startDate })).statusCode).toBe(404);
    expect((await inject('POST', `/api/quote-requests/${request.id}/confirm-start-date`, owner)).statusCode).toBe(409);
    await ok('POST', `/api/quote-requests/${request.id}/accept`, owner, { quoteId: quote.id });

    // Only the provider whose quote was accepted kicks off; another provider, or another account's request: 404.
    expect((await inject('POST', `/api/quote-requests/${request.id}/kick-off`, otherProvider, { startDate })).statusCode).toBe(404);
    expect(loser.requestId).toBe(request.id);
    expect((await inject('POST', `/api/quote-requests/${MISSING}/kick-off`, provider, { startDate })).statusCode).toBe(404);
    const bad = await inject('POST', `/api/quote-requests/${request.id}/kick-off`, provider, { startDate: 'next week' });
    expect(bad.statusCode).toBe(422);
    expect(details(bad)).toContain('startDate');
    expect((await inject('POST', `/api/quote-requests/${request.id}/kick-off`, owner, { startDate })).statusCode).toBe(403);
    expect((await inject('POST', `/api/quote-requests/${request.id}/kick-off`, undefined, { startDate })).statusCode).toBe(401);

    await ok('POST', `/api/quote-requests/${request.id}/kick-off`, provider, { startDate: yearDate(1, '06-02') });
    const proposed = await ok<{ kickOff: { startDate: string; confirmedAt: string | null } }>(
      'POST', `/api/quote-requests/${request.id}/kick-off`, provider, { startDate },
    );
    expect(proposed.kickOff).toMatchObject({ startDate, confirmedAt: null });
    expect(await groupIds(owner, 'kickOff')).toEqual(modelIds);
    expect(await groupIds(owner, 'quoteAccepted')).toEqual([]);

    // The requester confirms: another account 404, a provider 403; then no more proposals (409).
    expect((await inject('POST', `/api/quote-requests/${request.id}/confirm-start-date`, otherOwner)).statusCode).toBe(404);
    expect((await inject('POST', `/api/quote-requests/${request.id}/confirm-start-date`, provider)).statusCode).toBe(403);
    expect((await inject('POST', `/api/quote-requests/${request.id}/complete`, owner)).statusCode).toBe(409);
    const confirmed = await ok<QuoteRequest>('POST', `/api/quote-requests/${request.id}/confirm-start-date`, owner);
    expect(confirmed.kickOff).toMatchObject({ startDate, confirmedAt: expect.any(String), completedAt: null });
    expect(await groupIds(owner, 'startDateConfirmed')).toEqual(modelIds);
    expect(await groupIds(owner, 'kickOff')).toEqual([]);
    expect((await inject('POST', `/api/quote-requests/${request.id}/confirm-start-date`, owner)).statusCode).toBe(409);
    expect((await inject('POST', `/api/quote-requests/${request.id}/kick-off`, provider, { startDate })).statusCode).toBe(409);

    // Completed: the models are DONE, in the completed group and out of the stage groups.
    expect((await inject('POST', `/api/quote-requests/${request.id}/complete`, otherOwner)).statusCode).toBe(404);
    const done = await ok<QuoteRequest>('POST', `/api/quote-requests/${request.id}/complete`, owner);
    expect(done.kickOff?.completedAt).toEqual(expect.any(String));
    expect(await groupIds(owner, 'completed')).toEqual(modelIds);
    expect(await groupIds(owner, 'startDateConfirmed')).toEqual([]);
    expect((await inject('POST', `/api/quote-requests/${request.id}/complete`, owner)).statusCode).toBe(409);
  });
});

describe('issue 21 item 3: what the homeowner added reaches the installer', () => {
  it("shows the cart note, the add-ons by name and price and the photos on the provider's request", async () => {
    // A homeowner of their own, so the other tests' lists and groups stay as they expect.
    const homeowner = await createUser(t, { role: 'homeOwner' });
    const photo = await uploadFile(t, homeowner, 'opening.png', await pngBytes(40, 30));
    const addons = json<{ addons: Array<{ id: number; name: string }> }>(await t.app.inject({ method: 'GET', url: '/api/addons?type=window' })).addons;
    const installation = addons.find((addon) => addon.name === 'Professional installation')!;
    const model = await ok<ProjectModel>(
      'POST',
      '/api/project-models',
      homeowner,
      { projectType: 'window', status: 'SAVED', name: 'Kitchen window', properties: { size: { width: 36, height: 48 }, note: 'Rotten sill, please check', addons: [installation.id], files: [photo.id] } },
      201,
    );
    const request = await ok<QuoteRequest>('POST', '/api/quote-requests', homeowner, checkout([model.id]), 201);
    const seen = (await ok<ProviderQuoteRequestListResponse>('GET', '/api/quotes/requests?pageSize=100', provider)).results.find((row) => row.id === request.id)!;
    expect(seen.models[0]).toMatchObject({ name: 'Kitchen window', note: 'Rotten sill, please check', addons: [{ name: 'Professional installation', price: 185 }] });
    expect(seen.models[0]!.photos.map((file) => file.id)).toEqual([photo.id]);
    // The signed URL opens the homeowner's photo for the provider without the homeowner's token.
    expect((await t.app.inject({ method: 'GET', url: seen.models[0]!.photos[0]!.url })).statusCode).toBe(200);
  });
});
