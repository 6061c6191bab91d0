import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { DEMO_PASSWORD, demoAccounts, seedDemoOnce } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = { authorization: string };
async function signIn(email: string): Promise<Headers> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/local/login', payload: { email, password: DEMO_PASSWORD } });
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${(response.json() as { jwt: string }).jwt}` };
}
async function get<T = { results: Array<Record<string, unknown>> }>(headers: Headers, url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}

/** Rows per table of the whole database (the second seed must change none). */
async function rowCounts(): Promise<Record<string, number>> {
  const rowsOf = async <T>(query: ReturnType<typeof sql.raw>) => ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ table_name: string }>(sql.raw("select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name"));
  const rows = await rowsOf<{ name: string; total: string }>(sql.raw(tables.map(({ table_name: name }) => `select '${name}' as name, count(*)::text as total from "${name}"`).join(' union all ')));
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.total)]));
}

const today = new Date();
const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)).toISOString().slice(0, 10);
const monthAfterNext = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 0)).toISOString().slice(0, 10);

/**
 * Each sidebar screen of each demo role and the list call it makes (issue 21 "Also"): a first
 * `npm start` shows records on every one. `count` reads the number of records from the answer.
 */
const results = (body: unknown) => (body as { results: unknown[] }).results.length;
const screens: Record<string, Array<{ screen: string; url: string; count?: (body: unknown) => number }>> = {
  'manager@demo.lintel.app': [
    { screen: 'Properties', url: '/api/properties', count: (body) => (body as { data: { results: unknown[] } }).data.results.length },
    { screen: 'Tenants', url: '/api/tenants' },
    { screen: 'Applications', url: '/api/tenant-applications' },
    { screen: 'Leases', url: '/api/leases' },
    { screen: 'Lease templates', url: '/api/lease-form-templates' },
    { screen: 'Payments › transactions', url: '/api/transactions' },
    { screen: 'Payments › payments', url: '/api/payments' },
    { screen: 'Requests', url: '/api/tenant-requests' },
    { screen: 'Services', url: '/api/property-services' },
    { screen: 'Work orders', url: '/api/work-orders' },
    { screen: 'Contacts', url: '/api/contacts' },
    { screen: 'Documents', url: '/api/documents' },
    { screen: 'Gallery', url: '/api/galleries/widget-data', count: (body) => (body as { images: unknown[] }).images.length },
    { screen: 'Inventory', url: '/api/inventories' },
    { screen: 'Calendar', url: `/api/events?startDate=${monthStart}&endDate=${monthAfterNext}` },
    { screen: 'Chat', url: '/api/chat/conversations' },
    { screen: 'Calculators', url: '/api/calendar-history' },
    { screen: 'Windows & doors', url: '/api/project-models/groups/all', count: (body) => Object.keys((body as { groups: object }).groups).length },
    { screen: 'Quote requests', url: '/api/quote-requests' },
    { screen: 'Notifications', url: '/api/notifications' },
    { screen: 'Settings › My Accounts', url: '/api/accounts' },
  ],
  'owner@demo.lintel.app': [
    { screen: 'Properties', url: '/api/properties', count: (body) => (body as { data: { results: unknown[] } }).data.results.length },
    { screen: 'Requests', url: '/api/tenant-requests' },
    { screen: 'Services', url: '/api/property-services' },
    { screen: 'Work orders', url: '/api/work-orders' },
    { screen: 'Contacts', url: '/api/contacts' },
    { screen: 'Documents', url: '/api/documents' },
    { screen: 'Gallery', url: '/api/galleries/widget-data', count: (body) => (body as { images: unknown[] }).images.length },
    { screen: 'Inventory', url: '/api/inventories' },
    { screen: 'Calendar', url: `/api/events?startDate=${monthStart}&endDate=${monthAfterNext}` },
    { screen: 'Chat', url: '/api/chat/conversations' },
    { screen: 'Calculators', url: '/api/calendar-history' },
    { screen: 'Windows & doors', url: '/api/project-models/groups/all', count: (body) => Object.keys((body as { groups: object }).groups).length },
    { screen: 'Quote requests', url: '/api/quote-requests' },
    { screen: 'Notifications', url: '/api/notifications' },
  ],
  'tenant@demo.lintel.app': [
    { screen: 'My lease', url: '/api/leases/get-active' },
    { screen: 'My payments', url: '/api/transactions' },
    { screen: 'Requests', url: '/api/tenant-requests' },
    { screen: 'Calendar', url: `/api/events?startDate=${monthStart}&endDate=${monthAfterNext}` },
    { screen: 'Chat', url: '/api/chat/conversations' },
    { screen: 'Notifications', url: '/api/notifications' },
  ],
  'pro@demo.lintel.app': [
    { screen: 'Quote requests (inbox)', url: '/api/quotes/requests' },
    { screen: 'Quotes', url: '/api/quotes' },
    { screen: 'Work order inbox', url: '/api/work-order-inbox' },
    { screen: 'Contacts', url: '/api/contacts' },
    { screen: 'Calendar', url: `/api/events?startDate=${monthStart}&endDate=${monthAfterNext}` },
    { screen: 'Chat', url: '/api/chat/conversations' },
    { screen: 'Notifications', url: '/api/notifications' },
    { screen: 'Settings › tax rates', url: '/api/tax-rates', count: (body) => (body as { taxRates: unknown[] }).taxRates.length },
  ],
};

describe('demo seed (npm start on an empty database, issue 21 "Also")', () => {
  it('fills every sidebar screen of each demo role, in one transaction; a second run changes nothing', async () => {
    const seeded = await seedDemoOnce(t.deps);
    expect(seeded?.accounts.map((a) => a.role).sort()).toEqual(['homeOwner', 'propertyManager', 'serviceProvider', 'tenant']);
    await t.settle(); // the consumers run after the commit (notifications, requests following work orders)

    const empty: string[] = [];
    for (const [email, list] of Object.entries(screens)) {
      const headers = await signIn(email);
      for (const { screen, url, count = results } of list) {
        if (count(await get(headers, url)) === 0) empty.push(`${email} ${screen} (${url})`);
      }
    }
    expect(empty).toEqual([]);

    const manager = await signIn('manager@demo.lintel.app');
    // Tenant requests in each status, one filed through the request portal.
    const requests = await get<{ results: Array<{ status: string; description: string; requestedBy?: unknown }> }>(manager, '/api/tenant-requests?pageSize=100');
    expect(new Set(requests.results.map((r) => r.status))).toEqual(new Set(['in-review', 'ongoing', 'completed', 'rejected']));
    expect(requests.results.some((r) => r.description.includes('front gate'))).toBe(true);

    // A work order with two quotes (one accepted) and its chat; a closed one with its Bill and invoice.
    const orders = await get<{ results: Array<{ id: string; status: string }> }>(manager, '/api/work-orders?status=all&pageSize=100');
    const quoted = [];
    for (const order of orders.results) {
      const { quotes } = await get<{ quotes: Array<{ status: string; declined: boolean }> }>(manager, `/api/work-orders/${order.id}/quotes`);
      if (quotes.length === 2) quoted.push(quotes);
    }
    expect(quoted.some((quotes) => quotes.filter((q) => q.declined).length === 1)).toBe(true);
    const closed = orders.results.find((order) => order.status === 'closed');
    const closedOrder = await get<{ invoice: unknown; transactionId: string | null; rating: number | null }>(manager, `/api/work-orders/${closed!.id}`);
    expect(closedOrder.invoice).not.toBeNull();
    expect(closedOrder.transactionId).not.toBeNull();
    const chats = await get<{ results: Array<{ subject: { kind: string }; lastMessage: unknown }> }>(manager, '/api/chat/conversations');
    expect(chats.results.filter((c) => c.lastMessage).map((c) => c.subject.kind).sort()).toEqual(['lease', 'workOrder']);

    // Calendar events and tasks with repeats and reminders.
    const events = await get<{ results: Array<{ type: string; reminders?: string[]; repeatDays?: string[]; source?: string }> }>(manager, `/api/events?startDate=${monthStart}&endDate=${monthAfterNext}`);
    const own = events.results.filter((e) => e.source === 'calendar');
    expect(own.some((e) => e.type === 'task')).toBe(true);
    expect(own.some((e) => (e.repeatDays ?? []).length > 0 && (e.reminders ?? []).length > 0)).toBe(true);

    // Notifications read and unread, for every demo person.
    for (const account of demoAccounts) {
      const headers = await signIn(account.email);
      const list = await get<{ results: Array<{ seen: boolean }> }>(headers, '/api/notifications?pageSize=100');
      expect(new Set(list.results.map((n) => n.seen)), account.email).toEqual(new Set([true, false]));
    }

    // The homeowner's configurator quote request is answered by the demo provider.
    const owner = await signIn('owner@demo.lintel.app');
    const ownerRequests = await get<{ results: Array<{ quotes?: Array<{ providerName: string }>; quotesCount?: number }> }>(owner, '/api/quote-requests');
    expect(JSON.stringify(ownerRequests.results)).toContain('Becker Windows & Doors');

    // Seeded once: a second run seeds nothing and changes no table.
    const before = await rowCounts();
    expect(await seedDemoOnce(t.deps)).toBeNull();
    await t.settle();
    expect(await rowCounts()).toEqual(before);

    // The tenancy and its rent, as before.
    const tenant = await signIn('tenant@demo.lintel.app');
    const rent = await get<{ results: Array<{ status: string; kind: string; amount: number; paidAmount: number }> }>(tenant, '/api/transactions?pageSize=100');
    const rents = rent.results.filter((r) => r.kind === 'Rent');
    expect(rents.some((r) => r.status === 'paid')).toBe(true);
    expect(rents.some((r) => r.paidAmount > 0 && r.paidAmount < r.amount && ['partialPaid', 'overdue'].includes(r.status))).toBe(true);
    // The whole demo is made and read back here: more than the default 30 s on a busy 2-core machine.
  }, 180_000);
});
