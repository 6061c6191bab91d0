/**
 * Issue 30 items 9 and 10: configurator quotes reach the other side (quote sent, accepted, declined and
 * withdrawn are events: bell, e-mail by preference, live), and a provider sees the area of the job
 * until their quote is accepted, the street address after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateQuoteRequestInput, Notification, ProjectModel, ProviderQuoteRequest, ProviderQuoteRequestListResponse, Quote, QuoteRequest } from '@lintel/shared';
import { buildTestApp, json, readOutbox, type TestApp } from '../../test/build-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { yearDate } from '../../test/dates.ts';
import { updateUser } from '../auth/auth.repository.ts';

let t: TestApp;
let owner: TestUser;
let installer: TestUser;
let rival: TestUser;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const ok = async <T>(method: Method, url: string, user: TestUser, payload?: unknown, status = 200): Promise<T> => {
  const response = await t.app.inject({ method, url, headers: user.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  if (response.statusCode !== status) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return json<T>(response);
};
const bell = async (user: TestUser) => (await ok<{ results: Notification[] }>('GET', '/api/notifications?pageSize=100', user)).results;

const STREET = '12 Elm Street';
const AREA = 'Portland, OR 97201';

async function requestQuotes(user: TestUser): Promise<QuoteRequest> {
  const model = await ok<ProjectModel>('POST', '/api/project-models', user, { projectType: 'window', status: 'SAVED', name: 'Kitchen window', properties: { size: { width: 36, height: 48 } } }, 201);
  const body: CreateQuoteRequestInput = {
    projectModelIds: [model.id],
    dateRanges: [{ start: yearDate(1, '06-01'), end: yearDate(1, '06-20') }],
    location: { houseId: null, address: `${STREET}, Apt 4, ${AREA}` },
    parkingInfo: 'Driveway',
    replaceExisting: { window: true },
  };
  return ok<QuoteRequest>('POST', '/api/quote-requests', user, body, 201);
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { role: 'homeOwner' });
  installer = await createUser(t, { role: 'serviceProvider' });
  rival = await createUser(t, { role: 'serviceProvider' });
  await updateUser(t.deps.db, installer.id, { companyName: 'Becker Windows', trades: ['windowsDoors'] });
  await updateUser(t.deps.db, rival.id, { companyName: 'Rival Glass', trades: ['windowsDoors'] });
});
afterAll(() => t.close());

describe('configurator quotes reach the other side (issue 30 item 9)', () => {
  it('a sent quote reaches the homeowner (bell and, by preference, one e-mail); acceptance tells the hired provider, the other learns another was chosen', async () => {
    await ok('PUT', '/api/notifications/preferences', owner, { quote: 'both' });
    await ok('PUT', '/api/notifications/preferences', installer, { quote: 'both' });
    const request = await requestQuotes(owner);
    const quote = await ok<Quote>('POST', '/api/quotes', installer, { requestId: request.id, amount: 1200, send: true }, 201);
    const rivalQuote = await ok<Quote>('POST', '/api/quotes', rival, { requestId: request.id, amount: 1500, send: true }, 201);
    await t.settle();

    const ownerBell = await bell(owner);
    expect(ownerBell).toContainEqual(expect.objectContaining({ type: 'quote', title: 'New quote received', body: 'Becker Windows sent you a quote ($1200.00)', link: `/quote-requests/${request.id}`, seen: false }));
    expect(ownerBell.filter((row) => row.title === 'New quote received')).toHaveLength(2);
    // One e-mail per quote, through the notification (no second one from the quotes module).
    const toOwner = (await readOutbox(t.dataDir)).filter((message) => message.to === owner.email && message.subject.includes('Becker Windows'));
    expect(toOwner.map((message) => message.subject)).toEqual(['New quote received: Becker Windows sent you a quote ($1200.00)']);

    await ok('POST', `/api/quote-requests/${request.id}/accept`, owner, { quoteId: quote.id });
    await t.settle();
    expect(await bell(installer)).toContainEqual(expect.objectContaining({ title: 'Your quote was accepted', body: expect.stringContaining('accepted your quote of $1200.00: you are hired'), link: '/quotes' }));
    expect(await bell(rival)).toContainEqual(expect.objectContaining({ title: 'Another quote was chosen', link: '/quotes' }));
    const toInstaller = (await readOutbox(t.dataDir)).filter((message) => message.to === installer.email && message.subject.includes('accepted'));
    expect(toInstaller).toHaveLength(1);
    expect(rivalQuote.status).toBe('waiting-response');
  });

  it('a sent quote withdrawn (archived) tells the homeowner; restored, it is sent again', async () => {
    const request = await requestQuotes(owner);
    const quote = await ok<Quote>('POST', '/api/quotes', rival, { requestId: request.id, amount: 900, send: true }, 201);
    await ok('POST', `/api/quotes/${quote.id}/archive`, rival);
    await t.settle();
    expect(await bell(owner)).toContainEqual(expect.objectContaining({ title: 'Quote withdrawn', body: 'Rival Glass withdrew their quote', link: `/quote-requests/${request.id}` }));
    await ok('POST', `/api/quotes/${quote.id}/restore`, rival);
    await t.settle();
    expect(await bell(owner)).toContainEqual(expect.objectContaining({ title: 'New quote received', body: 'Rival Glass sent their quote again ($900.00)' }));
  });

  it('a draft tells nobody', async () => {
    const request = await requestQuotes(owner);
    const before = (await bell(owner)).length;
    await ok<Quote>('POST', '/api/quotes', installer, { requestId: request.id, amount: 100 }, 201);
    await t.settle();
    expect(await bell(owner)).toHaveLength(before);
  });
});

describe('the street address only once hired (issue 30 item 10)', () => {
  it('before acceptance a provider sees city, state and ZIP only; after, the hired one sees the street and the other still does not', async () => {
    const request = await requestQuotes(owner);
    // The requester sees their own address.
    expect(request.location).toEqual({ houseId: null, address: `${STREET}, Apt 4, ${AREA}`, area: AREA });

    const listed = (await ok<ProviderQuoteRequestListResponse>('GET', '/api/quotes/requests?pageSize=100', installer)).results.find((entry) => entry.id === request.id)!;
    expect(listed.location).toEqual({ houseId: null, address: null, area: AREA });
    expect(JSON.stringify(listed)).not.toContain(STREET);
    const quote = await ok<Quote>('POST', '/api/quotes', installer, { requestId: request.id, amount: 500, send: true }, 201);
    expect(quote.address).toBe(AREA);
    const rivalQuote = await ok<Quote>('POST', '/api/quotes', rival, { requestId: request.id, amount: 700, send: true }, 201);
    expect(JSON.stringify(await ok<ProviderQuoteRequest>('GET', `/api/quotes/requests/${request.id}`, installer))).not.toContain(STREET);

    await ok('POST', `/api/quote-requests/${request.id}/accept`, owner, { quoteId: quote.id });
    const hired = await ok<ProviderQuoteRequest>('GET', `/api/quotes/requests/${request.id}`, installer);
    expect(hired.location).toEqual({ houseId: null, address: `${STREET}, Apt 4, ${AREA}`, area: AREA });
    expect((await ok<Quote>('GET', `/api/quotes/${quote.id}`, installer)).address).toBe(`${STREET}, Apt 4, ${AREA}`);
    const other = await ok<ProviderQuoteRequest>('GET', `/api/quotes/requests/${request.id}`, rival);
    expect(other.location.address).toBeNull();
    expect((await ok<Quote>('GET', `/api/quotes/${rivalQuote.id}`, rival)).address).toBe(AREA);
  });
});
