import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { DEMO_PASSWORD, seedDemoIfEmpty } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function signIn(email: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/local/login', payload: { email, password: DEMO_PASSWORD } });
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${(response.json() as { jwt: string }).jwt}` };
}

describe('demo seed (npm start on an empty database)', () => {
  it('signs in every role and gives each something real to look at; a second run seeds nothing', async () => {
    const seeded = await seedDemoIfEmpty(t.deps);
    expect(seeded?.accounts.map((a) => a.role).sort()).toEqual(['homeOwner', 'propertyManager', 'serviceProvider', 'tenant']);

    const manager = await signIn('manager@demo.lintel.app');
    const properties = (await t.app.inject({ method: 'GET', url: '/api/properties', headers: manager })).json() as { data: { results: Array<{ nickname: string }> } };
    expect(properties.data.results.map((p) => p.nickname)).toContain('Maple Court Apartments');

    const tenant = await signIn('tenant@demo.lintel.app');
    const leases = (await t.app.inject({ method: 'GET', url: '/api/leases', headers: tenant })).json() as { results: Array<{ status: string }> };
    expect(leases.results.map((l) => l.status)).toEqual(['active']);
    const rent = (await t.app.inject({ method: 'GET', url: '/api/transactions?pageSize=100', headers: tenant })).json() as {
      results: Array<{ status: string; kind: string; amount: number; paidAmount: number }>;
    };
    const rents = rent.results.filter((r) => r.kind === 'Rent');
    expect(rents.some((r) => r.status === 'paid')).toBe(true);
    expect(rents.some((r) => r.status === 'unpaid')).toBe(true);
    // This month's rent is half paid: partly paid, or overdue once its due date has passed.
    expect(rents.some((r) => r.paidAmount > 0 && r.paidAmount < r.amount && ['partialPaid', 'overdue'].includes(r.status))).toBe(true);

    const owner = await signIn('owner@demo.lintel.app');
    const inventory = (await t.app.inject({ method: 'GET', url: '/api/inventories', headers: owner })).json() as { results: unknown[] };
    expect(inventory.results.length).toBe(3);

    expect(await seedDemoIfEmpty(t.deps)).toBeNull();
  });
});
