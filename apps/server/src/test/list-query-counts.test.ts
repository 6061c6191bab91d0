/**
 * Issue 23: every list page is a fixed number of queries whatever its length. Each list is read with
 * 2 rows and with 6 (same account, same filter) and must run the same number of SQL statements; the
 * rows carry what the batched lookups fill in (photos, names, last messages), so a test with empty
 * rows cannot pass by accident. Work orders and the provider inbox: work-orders.routes.test.ts;
 * properties: properties.routes.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, todayDateOnly } from '@lintel/shared';
import { buildTestApp, json, type TestApp } from './build-app.ts';
import { createUser, pngBytes, uploadFile, type TestUser } from './factories.ts';
import { createTenancy, injector } from './money-factories.ts';
import { notifyTenantRequest } from './notification-factories.ts';
import { leaseChat, postChat } from './chat-factories.ts';

let t: TestApp;
let call: ReturnType<typeof injector>;

beforeAll(async () => {
  t = await buildTestApp();
  call = injector(t);
});
afterAll(() => t.close());

/** The queries GET `url` runs; the page must hold `rows` results. */
async function queriesOf(url: string, user: TestUser, rows: number, resultsOf: (body: unknown) => unknown[] = (body) => (body as { results: unknown[] }).results) {
  t.queries.length = 0;
  const response = await call('GET', url, user);
  expect(response.statusCode, response.body).toBe(200);
  const count = t.queries.length;
  expect(resultsOf(json(response))).toHaveLength(rows);
  return count;
}

describe('list pages run a fixed number of queries (2 rows vs 6)', () => {
  it('tenant requests (with photos), seen by the landlord and by the tenant', async () => {
    const start = addMonths(todayDateOnly(), -1);
    const tenancy = await createTenancy(t, { startDate: start, endDate: addDays(addMonths(start, 12), -1) });
    for (let i = 0; i < 6; i += 1) {
      const photo = await uploadFile(t, tenancy.tenantUser, 'leak.png', await pngBytes(30, 20));
      const response = await call('POST', '/api/tenant-requests', tenancy.tenantUser, {
        propertyId: tenancy.propertyId,
        categoryId: 1,
        subCategoryId: 101,
        description: `Counted request ${i}`,
        urgency: 'medium',
        attachmentIds: [photo.id],
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    for (const user of [tenancy.landlord, tenancy.tenantUser]) {
      const small = await queriesOf('/api/tenant-requests?pageSize=2', user, 2);
      expect(await queriesOf('/api/tenant-requests?pageSize=6', user, 6)).toBe(small);
    }
  });

  it('notifications', async () => {
    const actor = await createUser(t, { role: 'tenant' });
    const reader = await createUser(t, { role: 'propertyManager' });
    // Emergencies are never grouped into one row (issue 25 item 7), so six events make six rows.
    for (let i = 0; i < 6; i += 1) await notifyTenantRequest(t, actor, [reader], { summary: `Counted notification ${i}`, urgency: 'emergency' });
    const small = await queriesOf('/api/notifications?pageSize=2', reader, 2);
    expect(await queriesOf('/api/notifications?pageSize=6', reader, 6)).toBe(small);
  });

  it('contacts (with categories)', async () => {
    const owner = await createUser(t, { role: 'propertyManager' });
    for (let i = 0; i < 6; i += 1) {
      const response = await call('POST', '/api/contacts', owner, { type: 'contact', fullName: `Counted Contact ${i}`, email: `counted${i}@example.com` });
      expect(response.statusCode, response.body).toBe(201);
    }
    const small = await queriesOf('/api/contacts?pageSize=2', owner, 2);
    expect(await queriesOf('/api/contacts?pageSize=6', owner, 6)).toBe(small);
  });

  it('chat conversations (each with a last message)', async () => {
    const landlord = await createUser(t, { role: 'propertyManager' });
    for (let i = 0; i < 6; i += 1) {
      const chat = await leaseChat(t, landlord);
      await postChat(t, chat.tenant, chat.conversationId, `Counted message ${i}`);
    }
    const small = await queriesOf('/api/chat/conversations?pageSize=2', landlord, 2);
    expect(await queriesOf('/api/chat/conversations?pageSize=6', landlord, 6)).toBe(small);
  });
});
