/**
 * Issue 21 item 14: a provider's work-order quotes on their Quotes page. Two providers answer a
 * landlord's work order; the landlord accepts one. The chosen provider's GET /quotes lists it as
 * Converted with the work order's name (and under the Converted filter), its statistics count it
 * sent and converted, and spec point 4's Converted actions work on it (Archive, then Restore back to
 * Converted, Export as a PDF); Edit and Follow Up answer 409. The declined provider sees theirs
 * Archived. Another provider's quote is a 404 (path), a landlord gets 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, type TestUser } from '../../test/factories.ts';
import { injector } from '../../test/money-factories.ts';
import { yearDate } from '../../test/dates.ts';

let t: TestApp;
let call: ReturnType<typeof injector>;
let landlord: TestUser;
let chosen: TestUser;
let declined: TestUser;
let workOrderId: string;
let chosenQuoteId: string;
let declinedQuoteId: string;

interface QuoteRow {
  id: string;
  status: string;
  total: number;
  requesterName: string;
  workOrder: { id: string; name: string } | null;
}
type QuoteList = { results: QuoteRow[]; pagination: { total: number } };

const quoteBody = (unitPrice: number) => ({ workOrderId, lineItems: [{ description: 'Labour', quantity: 2, unitPrice }], rate: 10, earliestStart: yearDate(1, '02-15') });

beforeAll(async () => {
  t = await buildTestApp();
  call = injector(t);
  landlord = await createUser(t, { role: 'propertyManager' });
  chosen = await createUser(t, { role: 'serviceProvider' });
  declined = await createUser(t, { role: 'serviceProvider' });
  const propertyId = (await createProperty(t, landlord)).id;
  const created = await call('POST', '/api/work-orders', landlord, { name: 'Replace the back door', category: 'general', property: propertyId, priority: 'medium', timing: 'oneTwoWeeks' });
  expect(created.statusCode, created.body).toBe(201);
  workOrderId = json<{ id: string }>(created).id;
  expect((await call('PATCH', `/api/work-orders/request-quote/${workOrderId}`, landlord, { providerIds: [chosen.id, declined.id] })).statusCode).toBe(200);
  chosenQuoteId = json<{ id: string }>(await call('POST', '/api/work-order-quotes', chosen, quoteBody(100))).id;
  declinedQuoteId = json<{ id: string }>(await call('POST', '/api/work-order-quotes', declined, quoteBody(150))).id;
  const accepted = await call('POST', `/api/work-orders/${workOrderId}/accept-quote`, landlord, { quoteId: chosenQuoteId });
  expect(accepted.statusCode, accepted.body).toBe(200);
});
afterAll(() => t.close());

describe('work-order quotes on GET /quotes (issue 21 item 14)', () => {
  it('the chosen provider sees the quote Converted with the work order and the landlord, also under the Converted filter', async () => {
    const list = json<QuoteList>(await call('GET', '/api/quotes?page=0&size=10', chosen));
    const row = list.results.find((quote) => quote.id === chosenQuoteId);
    expect(row).toMatchObject({ status: 'converted', total: 220, workOrder: { id: workOrderId, name: 'Replace the back door' } });
    expect(row!.requesterName).toBeTruthy();
    expect(list.pagination.total).toBe(1);
    const converted = json<QuoteList>(await call('GET', '/api/quotes?page=0&status=converted', chosen));
    expect(converted.results.map((quote) => quote.id)).toEqual([chosenQuoteId]);
    expect(json<QuoteRow>(await call('GET', `/api/quotes/${chosenQuoteId}`, chosen)).status).toBe('converted');
  });

  it('the declined provider sees theirs Archived, never the other provider\'s', async () => {
    const list = json<QuoteList>(await call('GET', '/api/quotes?page=0', declined));
    expect(list.results.map((quote) => [quote.id, quote.status])).toEqual([[declinedQuoteId, 'archived']]);
  });

  it('statistics count it as sent and converted, with its dollars', async () => {
    const stats = json<{ sent: { value: number }; converted: { value: number }; total: { value: number } }>(await call('GET', '/api/quotes/statistics?range=yearToDate', chosen));
    expect(stats.sent.value).toBe(1);
    expect(stats.converted.value).toBe(1);
    expect(stats.total.value).toBe(220);
  });

  it('Converted row actions: Archive, Restore (back to Converted) and Export; Edit and Follow Up are 409', async () => {
    const archived = await call('POST', `/api/quotes/${chosenQuoteId}/archive`, chosen);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(json<QuoteRow>(archived).status).toBe('archived');
    const restored = json<QuoteRow>(await call('POST', `/api/quotes/${chosenQuoteId}/restore`, chosen));
    expect(restored.status).toBe('converted');
    const pdf = await call('GET', `/api/quotes/${chosenQuoteId}/export`, chosen);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect((await call('POST', `/api/quotes/${chosenQuoteId}/follow-up`, chosen)).statusCode).toBe(409);
    expect((await call('PATCH', `/api/quotes/${chosenQuoteId}`, chosen, { memo: 'changed' })).statusCode).toBe(409);
    // The landlord's work order still shows the accepted quote as chosen.
    expect(json<{ acceptedQuoteId: string; status: string }>(await call('GET', `/api/work-orders/${workOrderId}`, landlord))).toMatchObject({ acceptedQuoteId: chosenQuoteId, status: 'inProgress' });
  });

  it('another provider\'s quote is a 404 for read, actions and export; a landlord gets 403', async () => {
    expect((await call('GET', `/api/quotes/${chosenQuoteId}`, declined)).statusCode).toBe(404);
    expect((await call('POST', `/api/quotes/${chosenQuoteId}/archive`, declined)).statusCode).toBe(404);
    expect((await call('POST', `/api/quotes/${chosenQuoteId}/follow-up`, declined)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/quotes/${chosenQuoteId}`, declined, { memo: 'x' })).statusCode).toBe(404);
    expect((await call('GET', `/api/quotes/${chosenQuoteId}/export`, declined)).statusCode).toBe(404);
    expect((await call('GET', '/api/quotes?page=0', landlord)).statusCode).toBe(403);
    expect((await call('POST', `/api/quotes/${chosenQuoteId}/archive`, landlord)).statusCode).toBe(403);
  });
});
