/**
 * Money screens (issue 11 item 9): the ledger's `attention` order (overdue, then due soon, then the
 * rest) paged on the server, a payment's own status, and every money list, export and receipt naming
 * a unit as "Property · Unit" — with the receipt's address, landlord and tenant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, todayDateOnly } from '@lintel/shared';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, type TestUser } from '../../test/factories.ts';
import { extractPdfText } from '../../test/pdf-text.ts';
import { createTenancy, injector, type Tenancy } from '../../test/money-factories.ts';
import { users } from '../auth/auth.table.ts';

let t: TestApp;
let inject: ReturnType<typeof injector>;
let landlord: TestUser;
let tenancy: Tenancy;

type Ref = { id: string; nickname: string; parent: { id: string; nickname: string } | null };
type Txn = { id: string; name: string; status: string; dueDate: string; property: Ref | null };
type Pay = { id: string; status: string; confirmed: boolean; transaction: { status: string }; property: Ref | null };
type List<T> = { results: T[]; pagination: { total: number } };

const today = todayDateOnly();

beforeAll(async () => {
  t = await buildTestApp();
  inject = injector(t);
  landlord = await createUser(t, { role: 'propertyManager' });
  await t.deps.db
    .update(users)
    .set({ fullName: 'Dana Whitfield', companyName: 'Whitfield Rentals LLC' })
    .where(eq(users.id, landlord.id));
  const building = await createProperty(t, landlord, { nickname: 'Maple Court', type: 'apartment' });
  const unit = json<{ id: string }>(
    await inject('POST', '/api/properties', landlord, { nickname: 'Unit 101', type: 'unit', parentId: building.id }),
  );
  // The demo's trap: another building with a "Unit 101" of its own.
  const other = await createProperty(t, landlord, { nickname: 'Birch House', type: 'apartment' });
  expect(
    (await inject('POST', '/api/properties', landlord, { nickname: 'Unit 101', type: 'unit', parentId: other.id }))
      .statusCode,
  ).toBe(201);
  tenancy = await createTenancy(t, {}, landlord, { propertyId: unit.id });
});
afterAll(() => t.close());

/** A Fee income on `place`: `{ leaseId }` (the tenant sees it) or `{ propertyId }`. */
async function addIncome(
  name: string,
  dueDate: string,
  amount = 100,
  place: { leaseId: string } | { propertyId: string } = { leaseId: tenancy.leaseId },
): Promise<Txn> {
  const response = await inject('POST', '/api/transactions', landlord, {
    type: 'income',
    kind: 'Fee',
    name,
    amount,
    dueDate,
    ...place,
  });
  expect(response.statusCode).toBe(201);
  return json<Txn>(response);
}

describe('GET /transactions?sortBy=attention: what needs attention first', () => {
  it('overdue (oldest due first), then open by due date (soonest first), then settled; pages follow the same order', async () => {
    const home = await createProperty(t, landlord, {
      nickname: 'Order House',
      type: 'singleFamily',
      roomsDetails: { bedroom: 1, bathroom: 1, den: 0 },
    });
    const add = (name: string, dueDate: string) => addIncome(name, dueDate, 100, { propertyId: home.id });
    const settled = await add('Paid last week', addDays(today, -7));
    expect(
      (
        await inject('POST', '/api/payments', landlord, {
          transactionId: settled.id,
          amount: 100,
          date: addDays(today, -7),
        })
      ).statusCode,
    ).toBe(201);
    await add('Far ahead', addDays(today, 300));
    await add('Late a month', addDays(today, -30));
    const partly = await add('Due in ten days, part paid', addDays(today, 10));
    expect((await inject('POST', '/api/payments', landlord, { transactionId: partly.id, amount: 40 })).statusCode).toBe(
      201,
    );
    await add('Due in three days', addDays(today, 3));
    await add('Late two days', addDays(today, -2));

    const names = async (query: string) =>
      json<List<Txn>>(
        await inject('GET', `/api/transactions?propertyId=${home.id}&sortBy=attention&${query}`, landlord),
      ).results.map((row) => row.name);
    const expected = [
      'Late a month',
      'Late two days',
      'Due in three days',
      'Due in ten days, part paid',
      'Far ahead',
      'Paid last week',
    ];
    expect(await names('pageSize=20')).toEqual(expected);
    const paged = [...(await names('pageSize=4&page=1')), ...(await names('pageSize=4&page=2'))];
    expect(paged).toEqual(expected);
    // Across the account, the lease's rent (due from next month on) comes after what is overdue.
    const all = json<List<Txn>>(await inject('GET', '/api/transactions?sortBy=attention&pageSize=2', landlord)).results;
    expect(all.map((row) => `${row.name}: ${row.status}`)).toEqual(['Late a month: overdue', 'Late two days: overdue']);
  });

  it('422 for an unknown sort', async () => {
    expect((await inject('GET', '/api/transactions?sortBy=urgent', landlord)).statusCode).toBe(422);
  });
});

describe('a payment shows its own status', () => {
  it("a tenant's payment awaits confirmation while its transaction reads Received; confirmed after the landlord confirms", async () => {
    const rent = await addIncome('Parking', addDays(today, 5), 60);
    const paid = json<Pay>(
      await inject('POST', '/api/payments', tenancy.tenantUser, { transactionId: rent.id, amount: 60 }),
    );
    expect(paid).toMatchObject({
      status: 'awaitingConfirmation',
      confirmed: false,
      transaction: { status: 'received' },
    });
    const listed = json<List<Pay>>(await inject('GET', `/api/payments?transactionId=${rent.id}`, landlord)).results[0]!;
    expect(listed.status).toBe('awaitingConfirmation');
    const confirmed = json<Pay>(await inject('PUT', `/api/payments/${paid.id}`, landlord, { confirmed: true }));
    expect(confirmed).toMatchObject({ status: 'confirmed', transaction: { status: 'paid' } });
  });
});

describe('a unit is named "Property · Unit" in lists, exports and the receipt', () => {
  it('lists carry the building; the CSV says "Maple Court · Unit 101"', async () => {
    const txn = json<List<Txn>>(
      await inject('GET', `/api/transactions?leaseId=${tenancy.leaseId}&pageSize=1`, landlord),
    ).results[0]!;
    expect(txn.property).toMatchObject({ nickname: 'Unit 101', parent: { nickname: 'Maple Court' } });
    const payments = json<List<Pay>>(
      await inject('GET', `/api/payments?propertyId=${tenancy.propertyId}`, landlord),
    ).results;
    expect(payments.length).toBeGreaterThan(0);
    expect(payments.every((payment) => payment.property?.parent?.nickname === 'Maple Court')).toBe(true);

    const csv = await inject(
      'GET',
      `/api/payments/export?format=csv&propertyId=${tenancy.propertyId}&range=custom&startDate=${addDays(today, -30)}&endDate=${today}`,
      landlord,
    );
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.trim().split('\r\n').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.split(',')[5]).toBe('Maple Court · Unit 101');
  });

  it('the receipt names the place with its address, the landlord with their company, and the tenant', async () => {
    const rent = await addIncome('Storage', addDays(today, 8), 25);
    const payment = json<Pay>(
      await inject('POST', '/api/payments', landlord, {
        transactionId: rent.id,
        amount: 25,
        tenantId: tenancy.tenantId,
      }),
    );
    const receipt = await inject('GET', `/api/payments/autogenerate-receipt/${payment.id}`, landlord);
    expect(receipt.statusCode).toBe(200);
    const pdf = await t.app.inject({ method: 'GET', url: json<{ file: { url: string } }>(receipt).file.url });
    const lines = (await extractPdfText(pdf.rawPayload)).pages[0]!.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Received from: Jordan Reyes',
        expect.stringMatching(/^Received by: Dana Whitfield <.+@example\.com>$/),
        'Company: Whitfield Rentals LLC',
        'Property: Maple Court · Unit 101',
        'Address: 1420 Maple Avenue, Portland, OR 97205, USA',
      ]),
    );
  });
});
