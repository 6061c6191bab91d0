/**
 * Work orders end to end on the real app (PGlite): create with a photo, list (default active), edit,
 * share by token and read it without an account, assign, request quotes from two providers, both
 * answer, compare, accept one (Converted; the other declined), the provider completes with an
 * invoice, the landlord confirms and rates, and the Bill appears in the money module's transactions.
 * Each route also answers 401, 403 (wrong role), 404 (another account's) and 422.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, linkFromOutbox, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, multipart, uploadFile, type TestUser } from '../../test/factories.ts';
import { injector } from '../../test/money-factories.ts';
import { yearDate } from '../../test/dates.ts';
import { updateUser } from '../auth/auth.repository.ts';
import { sql } from 'drizzle-orm';

interface RecordedEvent {
  type: string;
  userIds: string[] | null;
  payload: Record<string, string>;
}

/** Events of `type` in the outbox, oldest first. */
async function readOutboxEvents(app: TestApp, type: string): Promise<RecordedEvent[]> {
  const result = (await app.deps.db.execute(sql`select type, user_ids as "userIds", payload from outbox where type = ${type} order by occurred_at`)) as unknown as { rows: RecordedEvent[] };
  return result.rows;
}

let t: TestApp;
let call: ReturnType<typeof injector>;
let landlord: TestUser;
let other: TestUser;
let tenant: TestUser;
let plumber: TestUser;
let roofer: TestUser;
let outsider: TestUser;
let propertyId: string;
let photoId: string;

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Leaking kitchen sink',
  category: 'plumbing',
  description: 'Water under the sink',
  property: propertyId,
  attachments: [photoId],
  priority: 'high',
  timing: 'asSoonAsPossible',
  dateRange: { startDate: yearDate(1, '03-01'), endDate: yearDate(1, '03-10') },
  ...overrides,
});

async function pdfUpload(user: TestUser, name = 'invoice.pdf') {
  const form = multipart(name, Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), 'application/pdf');
  const response = await t.app.inject({ method: 'POST', url: '/api/files', headers: { ...user.headers, ...form.headers }, payload: form.payload });
  return json<{ id: string; url: string }>(response);
}

async function createWorkOrder(user = landlord, overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/work-orders', user, body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: string; status: string; attachments: Array<{ id: string }> }>(response);
}

const quoteBody = (workOrderId: string, unitPrice: number) => ({
  workOrderId,
  lineItems: [
    { description: 'Labour', quantity: 2, unitPrice },
    { description: 'Trap and washer', quantity: 1, unitPrice: 35.5 },
  ],
  rate: 13,
  earliestStart: yearDate(1, '02-15'),
});

beforeAll(async () => {
  t = await buildTestApp();
  call = injector(t);
  landlord = await createUser(t, { role: 'propertyManager' });
  other = await createUser(t, { role: 'propertyManager' });
  tenant = await createUser(t, { role: 'tenant' });
  outsider = await createUser(t, { role: 'serviceProvider' });
  plumber = await createUser(t, { role: 'serviceProvider' });
  roofer = await createUser(t, { role: 'serviceProvider' });
  await updateUser(t.deps.db, plumber.id, { companyName: 'Pipe Pros', trades: ['plumbing'] });
  await updateUser(t.deps.db, roofer.id, { companyName: 'Top Roofs', trades: ['roofing'] });
  propertyId = (await createProperty(t, landlord)).id;
  photoId = (await uploadFile(t, landlord)).id;
});
afterAll(() => t.close());

describe('POST /work-orders and GET /work-orders', () => {
  it('creates a work order with a photo; the list shows it under the default active filter, not under closed', async () => {
    const created = await createWorkOrder();
    expect(created.status).toBe('open');
    expect(created.attachments.map((file) => file.id)).toEqual([photoId]);
    const list = json<{ results: Array<{ id: string; thumbnailUrl: string | null }>; meta: { hasWorkOrders: boolean } }>(await call('GET', '/api/work-orders?search=sink', landlord));
    expect(list.results.map((row) => row.id)).toContain(created.id);
    expect(list.results[0]!.thumbnailUrl).toBeTruthy();
    expect(list.meta.hasWorkOrders).toBe(true);
    const closed = json<{ results: unknown[] }>(await call('GET', '/api/work-orders?status=closed', landlord));
    expect(closed.results).toEqual([]);
    const events = await readOutboxEvents(t, 'workOrder.created');
    expect(events.some((event) => event.payload.workOrderId === created.id && event.userIds?.length === 0)).toBe(true);
  });

  it('422 for a bad body, a foreign file or a missing name; 404 for another account’s property; 401; 403 for tenant and provider', async () => {
    expect((await call('POST', '/api/work-orders', landlord, body({ name: '' }))).statusCode).toBe(422);
    expect((await call('POST', '/api/work-orders', landlord, body({ priority: 'urgent' }))).statusCode).toBe(422);
    const foreignPhoto = await uploadFile(t, other);
    const foreign = await call('POST', '/api/work-orders', landlord, body({ attachments: [foreignPhoto.id] }));
    expect(foreign.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(foreign).details[0]!.path).toBe('attachments');
    const otherProperty = await createProperty(t, other);
    expect((await call('POST', '/api/work-orders', landlord, body({ property: otherProperty.id }))).statusCode).toBe(404);
    expect((await call('POST', '/api/work-orders', undefined, body())).statusCode).toBe(401);
    expect((await call('POST', '/api/work-orders', tenant, body())).statusCode).toBe(403);
    expect((await call('POST', '/api/work-orders', plumber, body())).statusCode).toBe(403);
    expect((await call('GET', '/api/work-orders', tenant)).statusCode).toBe(403);
    expect((await call('GET', '/api/work-orders?pageSize=1000', landlord)).statusCode).toBe(422);
  });

  it('made from a property service: its description carries over and the two are linked both ways; another account\'s source is a 404', async () => {
    const service = json<{ id: string }>(await call('POST', '/api/property-services', landlord, { name: 'Gutter cleaning', propertyId, description: 'Gutters overflow at the back' }));
    const created = await createWorkOrder(landlord, { description: '', source: { kind: 'service', id: service.id } });
    expect(json(await call('GET', `/api/work-orders/${created.id}`, landlord)).description).toBe('Gutters overflow at the back');
    expect(json(await call('GET', `/api/property-services/${service.id}`, landlord)).workOrderId).toBe(created.id);
    const foreign = json<{ id: string }>(await call('POST', '/api/property-services', other, { name: 'Not yours', propertyId: (await createProperty(t, other)).id }));
    expect((await call('POST', '/api/work-orders', landlord, body({ source: { kind: 'service', id: foreign.id } }))).statusCode).toBe(404);
  });
});

describe('GET and PATCH /work-orders/{id}', () => {
  it('reads and edits its own; 404 for another account; 409 nothing; 422 an empty body', async () => {
    const created = await createWorkOrder();
    expect(json(await call('GET', `/api/work-orders/${created.id}`, landlord)).name).toBe('Leaking kitchen sink');
    const patched = await call('PATCH', `/api/work-orders/${created.id}`, landlord, { name: 'Sink and tap', priority: 'low' });
    expect(patched.statusCode).toBe(200);
    expect(json(patched)).toMatchObject({ name: 'Sink and tap', priority: 'low' });
    expect((await call('PATCH', `/api/work-orders/${created.id}`, landlord, {})).statusCode).toBe(422);
    expect((await call('GET', `/api/work-orders/${created.id}`, other)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/work-orders/${created.id}`, other, { name: 'Mine' })).statusCode).toBe(404);
    expect((await call('GET', `/api/work-orders/${created.id}`, outsider)).statusCode).toBe(404);
    expect((await call('GET', `/api/work-orders/${created.id}`, tenant)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/work-orders/${created.id}`, plumber, { name: 'x' })).statusCode).toBe(403);
    expect((await call('GET', `/api/work-orders/${created.id}`)).statusCode).toBe(401);
  });
});

describe('sharing by token', () => {
  it('e-mails a link; the token shows only that work order without an account; bad tokens are 404', async () => {
    const created = await createWorkOrder(landlord, { name: 'Shared boiler check' });
    await createWorkOrder(landlord, { name: 'Not shared' });
    const shared = await call('PATCH', `/api/work-orders/share/${created.id}`, landlord, { email: 'helper@example.com' });
    expect(shared.statusCode, shared.body).toBe(200);
    const link = await linkFromOutbox(t.dataDir, 'helper@example.com', '/work-orders/shared/');
    const token = link.pathname.split('/').pop()!;
    const read = await call('GET', `/api/work-orders/get-by-token/${token}`);
    expect(read.statusCode).toBe(200);
    const view = json<{ workOrder: Record<string, unknown> }>(read).workOrder;
    expect(view.id).toBe(created.id);
    expect(view.name).toBe('Shared boiler check');
    expect(view).not.toHaveProperty('assignees');
    expect(view).not.toHaveProperty('quoteRequests');
    expect(JSON.stringify(json(read))).not.toContain('Not shared');
    expect((await call('GET', `/api/work-orders/get-by-token/${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/work-orders/share/${created.id}`, landlord, { email: 'nope' })).statusCode).toBe(422);
    expect((await call('PATCH', `/api/work-orders/share/${created.id}`, other, { email: 'a@example.com' })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/work-orders/share/${created.id}`, plumber, { email: 'a@example.com' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/work-orders/share/${created.id}`, undefined, { email: 'a@example.com' })).statusCode).toBe(401);
  });

  it('the shared work order names the unit, not only the street (issue 21)', async () => {
    const building = await createProperty(t, landlord, { nickname: 'Shared Row', type: 'multiFamily', unitsCount: 2 });
    const units = json<{ units: Array<{ id: string; nickname: string }> }>(await call('GET', `/api/properties/${building.id}`, landlord)).units;
    const created = await createWorkOrder(landlord, { name: 'Unit 2 radiator', property: building.id, unit: units[1]!.id });
    const made = await call('POST', `/api/work-orders/${created.id}/share-links`, landlord);
    expect(made.statusCode, made.body).toBe(201);
    const token = new URL(json<{ url: string }>(made).url).pathname.split('/').pop()!;
    const view = json<{ workOrder: { unit: { name: string } | null; address: string } }>(await call('GET', `/api/work-orders/get-by-token/${token}`)).workOrder;
    expect(view.unit?.name).toBe(units[1]!.nickname);
  });
});

describe('assignees', () => {
  it('adds a contact or a provider (who then sees it); another account’s contact is 404; a non-provider user 422', async () => {
    const created = await createWorkOrder(landlord, { name: 'Paint hallway', category: 'painting' });
    const contact = json<{ id: string }>(await call('POST', '/api/contacts', landlord, { type: 'contact', fullName: 'Ana Painter' }));
    const byContact = await call('PATCH', `/api/work-orders/add-assignee/${created.id}`, landlord, { contactId: contact.id });
    expect(byContact.statusCode, byContact.body).toBe(200);
    expect(json(byContact).message).toBe('Successfully Assigned');
    const otherContact = json<{ id: string }>(await call('POST', '/api/contacts', other, { type: 'contact', fullName: 'Not yours' }));
    expect((await call('PATCH', `/api/work-orders/add-assignee/${created.id}`, landlord, { contactId: otherContact.id })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/work-orders/add-assignee/${created.id}`, landlord, { userId: tenant.id })).statusCode).toBe(422);
    expect((await call('PATCH', `/api/work-orders/add-assignee/${created.id}`, landlord, { both: 1 })).statusCode).toBe(422);
    const byUser = json<{ workOrder: { status: string; assignees: Array<{ name: string }> } }>(
      await call('PATCH', `/api/work-orders/add-assignee/${created.id}`, landlord, { userId: outsider.id }),
    );
    expect(byUser.workOrder.status).toBe('inProgress');
    expect(byUser.workOrder.assignees.map((assignee) => assignee.name)).toEqual(['Ana Painter', expect.stringContaining('serviceProvider')]);
    expect((await call('GET', `/api/work-orders/${created.id}`, outsider)).statusCode).toBe(200);
    const events = await readOutboxEvents(t, 'workOrder.assigned');
    expect(events.find((event) => event.payload.workOrderId === created.id)?.userIds).toEqual([outsider.id]);
    expect((await call('PATCH', `/api/work-orders/add-assignee/${created.id}`, other, { contactId: contact.id })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/work-orders/add-assignee/${created.id}`, plumber, { contactId: contact.id })).statusCode).toBe(403);
  });
});

describe('the quote loop: request, answer, compare, accept, complete, confirm, Bill', () => {
  it('goes from a request for quotes to a Bill on the ledger with the invoice', async () => {
    const created = await createWorkOrder(landlord, { name: 'Replace water heater' });
    const requested = await call('PATCH', `/api/work-orders/request-quote/${created.id}`, landlord, { providerIds: [plumber.id, roofer.id] });
    expect(requested.statusCode, requested.body).toBe(200);
    expect(json<{ workOrder: { status: string } }>(requested).workOrder.status).toBe('quoteRequested');
    const askedEvent = (await readOutboxEvents(t, 'workOrder.quoteRequested')).find((event) => event.payload.workOrderId === created.id)!;
    expect(askedEvent.userIds?.sort()).toEqual([plumber.id, roofer.id].sort());

    // The providers see it in their inbox; an outsider does not and cannot quote.
    const inbox = json<{ results: Array<{ workOrder: { id: string; quoteRequests: unknown[] }; reason: string }> }>(await call('GET', '/api/work-order-inbox', plumber));
    const item = inbox.results.find((entry) => entry.workOrder.id === created.id)!;
    expect(item.reason).toBe('quoteRequested');
    expect(item.workOrder.quoteRequests).toHaveLength(1);
    expect((await call('POST', '/api/work-order-quotes', outsider, quoteBody(created.id, 100))).statusCode).toBe(404);
    expect((await call('POST', '/api/work-order-quotes', landlord, quoteBody(created.id, 100))).statusCode).toBe(403);
    expect((await call('POST', '/api/work-order-quotes', plumber, { ...quoteBody(created.id, 100), lineItems: [] })).statusCode).toBe(422);

    const plumberQuote = await call('POST', '/api/work-order-quotes', plumber, quoteBody(created.id, 200));
    expect(plumberQuote.statusCode, plumberQuote.body).toBe(201);
    // 2 × 200 + 35.50 = 435.50; 13 % tax = 56.62 (half up from 56.615); total 492.12
    expect(json(plumberQuote)).toMatchObject({ status: 'waiting-response', amount: 435.5, taxAmount: 56.62, total: 492.12 });
    expect((await call('POST', '/api/work-order-quotes', plumber, quoteBody(created.id, 150))).statusCode).toBe(409);
    const rooferQuote = json<{ id: string }>(await call('POST', '/api/work-order-quotes', roofer, quoteBody(created.id, 300)));

    const compared = json<{ quotes: Array<{ id: string; total: number; lineItems: unknown[]; earliestStart: string; provider: { name: string } }> }>(
      await call('GET', `/api/work-orders/${created.id}/quotes`, landlord),
    );
    expect(compared.quotes.map((quote) => quote.provider.name)).toEqual(['Pipe Pros', 'Top Roofs']);
    expect(compared.quotes[0]!.lineItems).toHaveLength(2);
    expect((await call('GET', `/api/work-orders/${created.id}/quotes`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/work-orders/${created.id}/quotes`, plumber)).statusCode).toBe(403);

    const plumberQuoteId = json<{ id: string }>(plumberQuote).id;
    expect((await call('POST', `/api/work-orders/${created.id}/accept-quote`, other, { quoteId: plumberQuoteId })).statusCode).toBe(404);
    expect((await call('POST', `/api/work-orders/${created.id}/accept-quote`, landlord, { quoteId: '01900000-0000-7000-8000-0000000000aa' })).statusCode).toBe(404);
    const accepted = await call('POST', `/api/work-orders/${created.id}/accept-quote`, landlord, { quoteId: plumberQuoteId });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(json<{ workOrder: { status: string; provider: { id: string } } }>(accepted).workOrder).toMatchObject({ status: 'inProgress', provider: { id: plumber.id } });
    const after = json<{ quotes: Array<{ id: string; status: string; declined: boolean }> }>(await call('GET', `/api/work-orders/${created.id}/quotes`, landlord)).quotes;
    expect(after.find((quote) => quote.id === plumberQuoteId)).toMatchObject({ status: 'converted', declined: false });
    expect(after.find((quote) => quote.id === rooferQuote.id)).toMatchObject({ status: 'archived', declined: true });
    expect((await call('POST', `/api/work-orders/${created.id}/accept-quote`, landlord, { quoteId: rooferQuote.id })).statusCode).toBe(409);
    const declined = (await readOutboxEvents(t, 'workOrder.quoteDeclined')).find((event) => event.payload.workOrderId === created.id)!;
    expect(declined.userIds).toEqual([roofer.id]);
    const acceptedEvent = (await readOutboxEvents(t, 'workOrder.quoteAccepted')).find((event) => event.payload.workOrderId === created.id)!;
    expect(acceptedEvent.userIds).toEqual([plumber.id]);
    // The events carry the state after the change (issue 20): the new status and every quote's status.
    const quoteStates = after.map((quote) => ({ id: quote.id, status: quote.status })).sort((a, b) => (a.id < b.id ? -1 : 1));
    for (const event of [acceptedEvent, declined]) {
      expect(event.payload.status).toBe('inProgress');
      expect([...(event.payload as unknown as { quotes: Array<{ id: string; status: string }> }).quotes].sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(quoteStates);
    }

    // The provider marks it done with an invoice; the declined one cannot.
    const invoice = await pdfUpload(plumber);
    expect((await call('POST', `/api/work-orders/${created.id}/confirm`, landlord, { rating: 5 })).statusCode).toBe(409);
    expect((await call('POST', `/api/work-orders/${created.id}/complete`, roofer, { invoiceFileId: (await pdfUpload(roofer)).id })).statusCode).toBe(409);
    expect((await call('POST', `/api/work-orders/${created.id}/complete`, outsider, { invoiceFileId: invoice.id })).statusCode).toBe(404);
    expect((await call('POST', `/api/work-orders/${created.id}/complete`, landlord, { invoiceFileId: invoice.id })).statusCode).toBe(403);
    expect((await call('POST', `/api/work-orders/${created.id}/complete`, plumber, { invoiceFileId: photoId })).statusCode).toBe(422);
    const done = await call('POST', `/api/work-orders/${created.id}/complete`, plumber, { invoiceFileId: invoice.id, invoiceNumber: 'INV-77' });
    expect(done.statusCode, done.body).toBe(200);
    expect(json<{ workOrder: { status: string; invoiceAmount: number } }>(done).workOrder).toMatchObject({ status: 'done', invoiceAmount: 492.12 });
    const assigned = json<{ results: Array<{ workOrder: { id: string }; reason: string }> }>(await call('GET', '/api/work-order-inbox', plumber));
    expect(assigned.results.find((entry) => entry.workOrder.id === created.id)!.reason).toBe('assigned');

    // The landlord confirms and rates; the Bill is on the ledger with the invoice attached.
    expect((await call('POST', `/api/work-orders/${created.id}/confirm`, landlord, { rating: 6 })).statusCode).toBe(422);
    expect((await call('POST', `/api/work-orders/${created.id}/confirm`, other, { rating: 5 })).statusCode).toBe(404);
    expect((await call('POST', `/api/work-orders/${created.id}/confirm`, plumber, { rating: 5 })).statusCode).toBe(403);
    const closed = await call('POST', `/api/work-orders/${created.id}/confirm`, landlord, { rating: 5, comment: 'Quick and tidy' });
    expect(closed.statusCode, closed.body).toBe(200);
    const closedOrder = json<{ workOrder: { status: string; rating: number; transactionId: string } }>(closed).workOrder;
    expect(closedOrder).toMatchObject({ status: 'closed', rating: 5 });
    const transactions = json<{ results: Array<{ id: string; kind: string; type: string; amount: number; propertyId: string | null; attachments: Array<{ id: string }> }> }>(
      await call('GET', '/api/transactions?pageSize=100', landlord),
    );
    const bill = transactions.results.find((row) => row.id === closedOrder.transactionId)!;
    expect(bill).toMatchObject({ kind: 'Bill', type: 'expense', amount: 492.12 });
    expect(bill.attachments.map((file) => file.id)).toEqual([invoice.id]);
    // Issue 21 item 1: Edit expense › Save unchanged keeps the provider's invoice on the landlord's Bill.
    const saved = await call('PUT', `/api/transactions/${bill.id}`, landlord, { name: 'Work order: Leaking kitchen sink', amount: 492.12, propertyId: bill.propertyId, attachmentIds: [invoice.id] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<{ attachments: Array<{ id: string }> }>(saved).attachments.map((file) => file.id)).toEqual([invoice.id]);
    // Another file of the provider's is still not the landlord's to attach.
    const foreignFile = await pdfUpload(plumber, 'other.pdf');
    expect((await call('PUT', `/api/transactions/${bill.id}`, landlord, { attachmentIds: [invoice.id, foreignFile.id] })).statusCode).toBe(422);
    expect((await call('POST', `/api/work-orders/${created.id}/confirm`, landlord, { rating: 4 })).statusCode).toBe(409);
    const closedEvent = (await readOutboxEvents(t, 'workOrder.closed')).find((event) => event.payload.workOrderId === created.id)!;
    expect(closedEvent.userIds).toEqual([plumber.id]);

    // The rating and the past job now count for the plumber in the suggestions.
    const next = await createWorkOrder(landlord, { name: 'Blocked drain' });
    const suggested = json<{ source: string; contractors: Array<{ providerId: string; rating: number | null; pastJobs: number; reasons: string[] }> }>(
      await call('GET', `/api/work-orders/generate-contractors/${next.id}`, landlord),
    );
    expect(suggested.source).toBe('local');
    expect(suggested.contractors[0]).toMatchObject({ providerId: plumber.id, rating: 5, pastJobs: 1 });
    expect(suggested.contractors[0]!.reasons.join(' ')).toContain('Does plumbing');
  });

  it('request-quote: 422 for a non-provider or an empty list, 404 for another account, 403 for a provider', async () => {
    const created = await createWorkOrder();
    expect((await call('PATCH', `/api/work-orders/request-quote/${created.id}`, landlord, { providerIds: [] })).statusCode).toBe(422);
    expect((await call('PATCH', `/api/work-orders/request-quote/${created.id}`, landlord, { providerIds: [tenant.id] })).statusCode).toBe(422);
    expect((await call('PATCH', `/api/work-orders/request-quote/${created.id}`, other, { providerIds: [plumber.id] })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/work-orders/request-quote/${created.id}`, plumber, { providerIds: [plumber.id] })).statusCode).toBe(403);
    expect((await call('GET', `/api/work-orders/generate-contractors/${created.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/work-orders/generate-contractors/${created.id}`, tenant)).statusCode).toBe(403);
    expect((await call('GET', '/api/work-order-inbox', landlord)).statusCode).toBe(403);
    expect((await call('GET', '/api/work-order-inbox')).statusCode).toBe(401);
  });
});

describe('live room and participants', () => {
  it('the landlord and asked providers may join workOrder:<id>; others may not', async () => {
    const created = await createWorkOrder();
    await call('PATCH', `/api/work-orders/request-quote/${created.id}`, landlord, { providerIds: [roofer.id] });
    const auth = (user: TestUser) => ({ userId: user.id, accountId: user.id, role: user.role });
    expect(await t.deps.liveRooms.canJoin(auth(landlord), `workOrder:${created.id}`)).toBe(true);
    expect(await t.deps.liveRooms.canJoin(auth(roofer), `workOrder:${created.id}`)).toBe(true);
    expect(await t.deps.liveRooms.canJoin(auth(other), `workOrder:${created.id}`)).toBe(false);
    expect(await t.deps.liveRooms.canJoin(auth(plumber), `workOrder:${created.id}`)).toBe(false);
    const { workOrderParticipants } = await import('./index.ts');
    // Providers asked to quote talk to the landlord on their own; the team is the landlord until one is chosen.
    expect(await workOrderParticipants(t.deps.db, created.id)).toEqual([landlord.id]);
  });
});

describe('list pages cost a fixed number of queries (issue 23)', () => {
  it('the work-order list and the provider inbox run as many queries for 6 rows as for 2 (no query per row)', async () => {
    const manager = await createUser(t, { role: 'propertyManager' });
    const provider = await createUser(t, { role: 'serviceProvider' });
    const home = await createProperty(t, manager, { nickname: 'Query count home' });
    const photo = await uploadFile(t, manager);
    const roomResponse = await call('POST', `/api/properties/${home.id}/rooms`, manager, { name: 'Kitchen' });
    expect(roomResponse.statusCode, roomResponse.body).toBe(201);
    const roomId = (json<{ id?: string; room?: { id: string } }>(roomResponse).id ?? json<{ room: { id: string } }>(roomResponse).room.id)!;
    for (let i = 0; i < 6; i += 1) {
      const created = await createWorkOrder(manager, { name: `Counted ${i}`, property: home.id, room: roomId, attachments: [photo.id] });
      const contact = json<{ id: string }>(await call('POST', '/api/contacts', manager, { type: 'contact', fullName: `Helper ${i}` }));
      expect((await call('PATCH', `/api/work-orders/add-assignee/${created.id}`, manager, { contactId: contact.id })).statusCode).toBe(200);
      expect((await call('PATCH', `/api/work-orders/request-quote/${created.id}`, manager, { providerIds: [provider.id] })).statusCode).toBe(200);
    }
    const countQueries = async (url: string, user: TestUser, rows: number) => {
      t.queries.length = 0;
      const response = await call('GET', url, user);
      expect(response.statusCode, response.body).toBe(200);
      expect(json<{ results: unknown[] }>(response).results).toHaveLength(rows);
      return t.queries.length;
    };
    const inboxSmall = await countQueries('/api/work-order-inbox?pageSize=2', provider, 2);
    const inboxLarge = await countQueries('/api/work-order-inbox?pageSize=6', provider, 6);
    expect(inboxLarge).toBe(inboxSmall);
    const inbox = json<{ results: Array<{ workOrder: { room: { name: string } | null; assignees: Array<{ name: string }> } }> }>(
      await call('GET', '/api/work-order-inbox?pageSize=6', provider),
    );
    // What the batched lookups fill in is still there.
    expect(inbox.results.map((entry) => entry.workOrder.room?.name)).toEqual(Array(6).fill('Kitchen'));
    expect(inbox.results.every((entry) => entry.workOrder.assignees.some((assignee) => assignee.name.startsWith('Helper')))).toBe(true);
    const listSmall = await countQueries('/api/work-orders?pageSize=2', manager, 2);
    const listLarge = await countQueries('/api/work-orders?pageSize=6', manager, 6);
    expect(listLarge).toBe(listSmall);
  });

  it('the inbox pages over the work orders a provider does and those they are asked to quote on: each once, latest activity first', async () => {
    const provider = await createUser(t, { role: 'serviceProvider' });
    const asked: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const created = await createWorkOrder(landlord, { name: `Paged ${i}` });
      expect((await call('PATCH', `/api/work-orders/request-quote/${created.id}`, landlord, { providerIds: [provider.id] })).statusCode).toBe(200);
      asked.push(created.id);
    }
    const done: string[] = [];
    for (let i = 0; i < 2; i += 1) done.push((await createWorkOrder(landlord, { name: `Done by them ${i}` })).id);
    // Two they were asked about and two more become theirs (as after an accepted quote): seven in all, each once.
    await t.deps.db.execute(sql`update work_orders set provider_id = ${provider.id} where id in (${sql.join([...asked.slice(0, 2), ...done].map((id) => sql`${id}::uuid`), sql`, `)})`);
    type Inbox = { results: Array<{ workOrder: { id: string; updatedAt: string } }>; pagination: { total: number } };
    const page = async (n: number, size: number) => {
      const response = await call('GET', `/api/work-order-inbox?page=${n}&pageSize=${size}`, provider);
      expect(response.statusCode, response.body).toBe(200);
      return json<Inbox>(response);
    };
    const whole = await page(1, 50);
    const ids = whole.results.map((entry) => entry.workOrder.id);
    expect(new Set(ids)).toEqual(new Set([...asked, ...done]));
    expect(ids).toHaveLength(7);
    expect(whole.pagination.total).toBe(7);
    const times = whole.results.map((entry) => Date.parse(entry.workOrder.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const paged: string[] = [];
    for (let n = 1; n <= 4; n += 1) paged.push(...(await page(n, 2)).results.map((entry) => entry.workOrder.id));
    expect(paged).toEqual(ids);
  });
});
