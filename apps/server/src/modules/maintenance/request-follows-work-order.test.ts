/**
 * A tenant request follows its work order (issue 21 item 4) on the real app: the tenant's bell says
 * who will do the repair and from when once a quote is accepted, and the request turns Completed —
 * with the provider's name and the day — when the landlord confirms the work order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, todayDateOnly, type NotificationListResponse } from '@lintel/shared';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createUser, multipart, type TestUser } from '../../test/factories.ts';
import { createTenancy, injector, type Tenancy } from '../../test/money-factories.ts';
import { yearDate } from '../../test/dates.ts';
import { updateUser } from '../auth/auth.repository.ts';
import { eventually } from '../../test/eventually.ts';

let t: TestApp;
let send: ReturnType<typeof injector>;
let tenancy: Tenancy;
let provider: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  send = injector(t);
  const start = addMonths(todayDateOnly(), -1);
  tenancy = await createTenancy(t, { startDate: start, endDate: addDays(addMonths(start, 12), -1) });
  provider = await createUser(t, { role: 'serviceProvider' });
  await updateUser(t.deps.db, provider.id, { companyName: 'Pipe Pros' });
});
afterAll(() => t.close());

const bell = async (user: TestUser) => json<NotificationListResponse>(await send('GET', '/api/notifications?pageSize=50', user)).results.map((row) => row.body ?? row.title);

describe('a tenant request and its work order', () => {
  it('tells the tenant the provider and date, and completes with the work order', async () => {
    const request = json<{ id: string }>(
      await send('POST', '/api/tenant-requests', tenancy.tenantUser, { propertyId: tenancy.propertyId, categoryId: 1, subCategoryId: 101, description: 'The kitchen tap drips', urgency: 'medium' }),
    );
    expect((await send('PUT', `/api/tenant-requests/accept/${request.id}`, tenancy.landlord, {})).statusCode).toBe(200);
    const startDate = yearDate(1, '03-01');
    const workOrder = json<{ id: string }>(
      await send('POST', '/api/work-orders', tenancy.landlord, {
        name: 'Dripping tap',
        category: 'plumbing',
        property: tenancy.propertyId,
        priority: 'medium',
        timing: 'asSoonAsPossible',
        dateRange: { startDate, endDate: yearDate(1, '03-02') },
        source: { kind: 'tenantRequest', id: request.id },
      }),
    );
    await send('PATCH', `/api/work-orders/request-quote/${workOrder.id}`, tenancy.landlord, { providerIds: [provider.id] });
    const quote = json<{ id: string }>(await send('POST', '/api/work-order-quotes', provider, { workOrderId: workOrder.id, lineItems: [{ description: 'Washer', quantity: 1, unitPrice: 80 }], rate: 0, earliestStart: startDate }));
    expect((await send('POST', `/api/work-orders/${workOrder.id}/accept-quote`, tenancy.landlord, { quoteId: quote.id })).statusCode).toBe(200);
    const [year, month, day] = startDate.split('-').map(Number);
    const shortDate = `${['Jan', 'Feb', 'Mar'][month! - 1]} ${day}, ${year}`;
    expect(await eventually(() => bell(tenancy.tenantUser), (rows) => rows.some((text) => text.includes('Pipe Pros')))).toContainEqual(expect.stringContaining(`Pipe Pros will do the repair`));
    expect((await bell(tenancy.tenantUser)).find((text) => text.includes('Pipe Pros'))).toContain(shortDate);

    const form = multipart('invoice.pdf', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), 'application/pdf');
    const invoice = json<{ id: string }>(await t.app.inject({ method: 'POST', url: '/api/files', headers: { ...provider.headers, ...form.headers }, payload: form.payload }));
    expect((await send('POST', `/api/work-orders/${workOrder.id}/complete`, provider, { invoiceFileId: invoice.id })).statusCode).toBe(200);
    // Done by the provider is not yet Completed for the tenant: the landlord confirms first.
    expect(json<{ status: string }>(await send('GET', `/api/tenant-requests/${request.id}`, tenancy.tenantUser)).status).toBe('ongoing');
    expect((await send('POST', `/api/work-orders/${workOrder.id}/confirm`, tenancy.landlord, { rating: 5 })).statusCode).toBe(200);
    const completed = await eventually(
      async () => json<{ status: string }>(await send('GET', `/api/tenant-requests/${request.id}`, tenancy.tenantUser)).status,
      (status) => status === 'completed',
    );
    expect(completed).toBe('completed');
    const rows = await eventually(() => bell(tenancy.tenantUser), (texts) => texts.some((text) => text.includes('is completed')));
    expect(rows.find((text) => text.includes('is completed'))).toMatch(/repaired by Pipe Pros, confirmed [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  });
});
