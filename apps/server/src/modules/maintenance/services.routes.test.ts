/**
 * Property services (spec points 3, 7, 9): every Services call with the defaults of point 9
 * (contractors, as soon as possible, completion date yesterday), the contact a contractor or vendor
 * needs, money as two-decimal amounts, invoice attachments, the link to a tenant request, and the
 * nested categories; 422, 401, 403 and 404 for another account's records in the path and the body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayDateOnly } from '@lintel/shared';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, uploadFile, type TestUser } from '../../test/factories.ts';
import { injector } from '../../test/money-factories.ts';

let t: TestApp;
let send: ReturnType<typeof injector>;
let landlord: TestUser;
let other: TestUser;
let tenant: TestUser;
let propertyId: string;
let otherPropertyId: string;

beforeAll(async () => {
  t = await buildTestApp();
  send = injector(t);
  landlord = await createUser(t, { role: 'propertyManager' });
  other = await createUser(t, { role: 'propertyManager' });
  tenant = await createUser(t, { role: 'tenant' });
  propertyId = (await createProperty(t, landlord, { nickname: 'Cedar House', type: 'singleFamily' })).id;
  otherPropertyId = (await createProperty(t, other, { nickname: 'Elsewhere', type: 'singleFamily' })).id;
});
afterAll(() => t.close());

type Service = { id: string; assignment: string; dueDatePreset: string | null; dueDate: string | null; completionDate: string | null; status: string; totalAmount: number | null; deposit: number | null; invoiceAttachments: unknown[]; isContractorOrVendor: boolean; tenantRequestId: string | null };

async function create(overrides: Record<string, unknown> = {}, user = landlord) {
  const response = await send('POST', '/api/property-services', user, { name: 'Gutter cleaning', propertyId, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return json<Service>(response);
}

describe('property services', () => {
  it('spec point 9 defaults: contractors, as soon as possible (due today), completion date yesterday', async () => {
    const service = await create();
    const today = todayDateOnly();
    expect(service).toMatchObject({ assignment: 'contractors', dueDatePreset: 'asSoonAsPossible', dueDate: today, completionDate: addDays(today, -1), status: 'toDo', isContractorOrVendor: false });
  });

  it('a contractor or vendor needs a contact; money keeps two decimals; invoices are files of the account', async () => {
    expect((await send('POST', '/api/property-services', landlord, { name: 'Roof', propertyId, assignment: 'contractorOrVendor' })).statusCode).toBe(422);
    const invoice = await uploadFile(t, landlord, 'invoice.png');
    const service = await create({ assignment: 'contractorOrVendor', contact: { name: 'Roof Pros', phone: '(503) 555-0101' }, totalAmount: 1250.5, deposit: 200, invoiceAttachmentIds: [invoice.id], dueDatePreset: 'oneWeek' });
    expect(service).toMatchObject({ isContractorOrVendor: true, totalAmount: 1250.5, deposit: 200, dueDate: addDays(todayDateOnly(), 7) });
    expect(service.invoiceAttachments).toHaveLength(1);
    expect((await send('POST', '/api/property-services', landlord, { name: 'X', propertyId, totalAmount: 1.234 })).statusCode).toBe(422);
    expect((await send('POST', '/api/property-services', landlord, { name: 'X', propertyId, dateMode: 'dateRange', startDate: '2030-02-01', endDate: '2030-01-01' })).statusCode).toBe(422);
    expect((await send('POST', '/api/property-services', landlord, { name: '', propertyId })).statusCode).toBe(422);
  });

  it('list (newest first, filter by status and property), get, update (status change), delete', async () => {
    const first = await create({ name: 'First' });
    const second = await create({ name: 'Second' });
    const list = json<{ results: Service[] }>(await send('GET', `/api/property-services?propertyId=${propertyId}&pageSize=2`, landlord));
    expect(list.results.map((s) => s.id)).toEqual([second.id, first.id]);
    const updated = await send('PUT', `/api/property-services/${first.id}`, landlord, { status: 'done' });
    expect(json<Service>(updated).status).toBe('done');
    const done = json<{ results: Service[] }>(await send('GET', '/api/property-services?status=done', landlord));
    expect(done.results.map((s) => s.id)).toEqual([first.id]);
    expect((await send('GET', `/api/property-services/${first.id}`, landlord)).statusCode).toBe(200);
    expect((await send('PUT', `/api/property-services/${first.id}`, landlord, {})).statusCode).toBe(422);
    expect((await send('DELETE', `/api/property-services/${first.id}`, landlord)).statusCode).toBe(204);
    expect((await send('GET', `/api/property-services/${first.id}`, landlord)).statusCode).toBe(404);
  });

  it('401 without a token, 403 for a tenant, 404 for another account in the path and in the body', async () => {
    const service = await create();
    expect((await send('GET', '/api/property-services')).statusCode).toBe(401);
    expect((await send('GET', '/api/property-services', tenant)).statusCode).toBe(403);
    expect((await send('POST', '/api/property-services', tenant, { name: 'X', propertyId })).statusCode).toBe(403);
    for (const [method, payload] of [['GET', undefined], ['PUT', { name: 'Taken' }], ['DELETE', undefined]] as const) {
      expect((await send(method, `/api/property-services/${service.id}`, other, payload)).statusCode).toBe(404);
    }
    expect((await send('POST', '/api/property-services', landlord, { name: 'X', propertyId: otherPropertyId })).statusCode).toBe(404);
    expect((await send('GET', `/api/property-services?propertyId=${otherPropertyId}`, landlord)).statusCode).toBe(404);
    const foreignFile = await uploadFile(t, other);
    expect((await send('PUT', `/api/property-services/${service.id}`, landlord, { invoiceAttachmentIds: [foreignFile.id] })).statusCode).toBe(422);
  });

  it('link task: a service links to a request of the same landlord only', async () => {
    const service = await create();
    const missing = '01900000-0000-7000-8000-0000000000aa';
    expect((await send('PUT', `/api/property-services/${service.id}`, landlord, { tenantRequestId: missing })).statusCode).toBe(404);
  });

  it('GET /service-categories: nested categories; 422 for an unknown dataType; 403 for a provider', async () => {
    const response = await send('GET', '/api/service-categories?dataType=service', landlord);
    const { categories } = json<{ categories: Array<{ name: string; children: Array<{ name: string }> }> }>(response);
    expect(categories.find((c) => c.name === 'Plumbing')?.children.map((c) => c.name)).toContain('Leak');
    expect((await send('GET', '/api/service-categories?dataType=cars', landlord)).statusCode).toBe(422);
    expect((await send('GET', '/api/service-categories', await createUser(t, { role: 'serviceProvider' }))).statusCode).toBe(403);
    expect((await send('GET', '/api/service-categories')).statusCode).toBe(401);
  });
});
