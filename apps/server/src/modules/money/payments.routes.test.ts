/**
 * Payments and transactions (spec points 3, 4, 5, 7): a lease's rent schedule, partial then full
 * payment, delete recomputes, a tenant's payment with a receipt photo (Received until confirmed),
 * receipts as PDF, CSV and Excel exports by date range, and the denial cases of every route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayDateOnly } from '@lintel/shared';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, uploadFile, type TestUser } from '../../test/factories.ts';
import { createTenant } from '../../test/leasing-factories.ts';
import { extractPdfText } from '../../test/pdf-text.ts';
import { createTenancy, firstOfNextMonth, injector, type Tenancy } from '../../test/money-factories.ts';
import { yearDate } from '../../test/dates.ts';
import { eventually } from '../../test/eventually.ts';

let t: TestApp;
let inject: ReturnType<typeof injector>;
let tenancy: Tenancy;
let stranger: TestUser;
let provider: TestUser;

type Txn = { id: string; name: string; kind: string; type: string; status: string; amount: number; paidAmount: number; balance: number; dueDate: string; periodStart: string | null; payments: Array<{ id: string; amount: number }> };
type Pay = { id: string; amount: number; confirmed: boolean; recordedBy: string; transaction: { status: string; paidAmount: number; balance: number }; attachments: Array<{ id: string }>; receipt: { url: string } | null; tenant: { fullName: string } | null };
type List<T> = { results: T[]; pagination: { total: number; page: number; pageSize: number; totalPages: number } };
type ErrorBody = { statusCode: number; code: string; message: string; details?: Array<{ path: string; message: string }> };

const start = firstOfNextMonth();

beforeAll(async () => {
  t = await buildTestApp();
  inject = injector(t);
  tenancy = await createTenancy(t, { rentAmount: 1850.5, depositValue: 1000, fees: [{ type: 'moveInFee', amount: 150 }] });
  stranger = await createUser(t, { role: 'propertyManager' });
  provider = await createUser(t, { role: 'serviceProvider' });
});
afterAll(() => t.close());

const bellOf = async (user: TestUser) => json<{ results: Array<{ title: string; body: string | null; link: string | null }> }>(await inject('GET', '/api/notifications?pageSize=50', user)).results;

async function rentOf(month: string): Promise<Txn> {
  const list = json<List<Txn>>(await inject('GET', `/api/transactions?kind=Rent&startDate=${month}&endDate=${month}`, tenancy.landlord));
  return list.results[0]!;
}

describe('rent schedule from an active lease', () => {
  it('a lease signed on paper gets twelve monthly rents, the deposit and the move-in fee', async () => {
    const rents = json<List<Txn>>(await inject('GET', `/api/transactions?kind=Rent&leaseId=${tenancy.leaseId}&sortBy=dueDateAsc&pageSize=20`, tenancy.landlord));
    expect(rents.pagination.total).toBe(12);
    expect(rents.results[0]).toMatchObject({ type: 'income', kind: 'Rent', status: 'unpaid', amount: 1850.5, paidAmount: 0, dueDate: start, periodStart: start });
    const others = json<List<Txn>>(await inject('GET', `/api/transactions?leaseId=${tenancy.leaseId}&sortBy=dueDateAsc&pageSize=20`, tenancy.landlord));
    expect(others.pagination.total).toBe(14);
    expect(others.results.filter((row) => row.kind !== 'Rent').map((row) => `${row.kind}:${row.name}:${row.amount}`).sort()).toEqual(['Deposit:Security deposit:1000', 'Fee:Move-in fee:150']);
  });
});

describe('POST /payments, PUT and DELETE /payments/{id}: the server decides the status (spec point 4)', () => {
  it('a partial payment makes the rent Partial Paid, the rest makes it Paid; money stays exact', async () => {
    const rent = await rentOf(start);
    const first = await inject('POST', '/api/payments', tenancy.landlord, { transactionId: rent.id, amount: 1000.25, date: start, paymentMethodId: 3, memo: 'First half' });
    expect(first.statusCode).toBe(201);
    expect(json<Pay>(first)).toMatchObject({ amount: 1000.25, confirmed: true, recordedBy: 'landlord', transaction: { status: 'partialPaid', paidAmount: 1000.25, balance: 850.25 }, tenant: { fullName: 'Jordan Reyes' } });
    const second = await inject('POST', '/api/payments', tenancy.landlord, { transactionId: rent.id, amount: 850.25, date: start });
    expect(json<Pay>(second).transaction).toMatchObject({ status: 'paid', paidAmount: 1850.5, balance: 0 });
    expect((await rentOf(start)).payments.map((payment) => payment.amount)).toEqual([1000.25, 850.25]);

    // Deleting a payment recomputes paidAmount and the status.
    const deleted = await inject('DELETE', `/api/payments/${json<Pay>(second).id}`, tenancy.landlord);
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted)).toMatchObject({ message: 'Payment deleted successfully', transaction: { status: 'partialPaid', paidAmount: 1000.25 } });

    // Editing the amount recomputes too.
    const edited = await inject('PUT', `/api/payments/${json<Pay>(first).id}`, tenancy.landlord, { amount: 1850.5 });
    expect(edited.statusCode).toBe(200);
    expect(json<Pay>(edited).transaction).toMatchObject({ status: 'paid', paidAmount: 1850.5 });
  });

  it('422 with details: more than the balance, a string amount, three decimals, an unknown method', async () => {
    const rent = await rentOf(addDays(start, 31).slice(0, 7) + '-01');
    const over = await inject('POST', '/api/payments', tenancy.landlord, { transactionId: rent.id, amount: 1850.51 });
    expect(over.statusCode).toBe(422);
    expect(json<ErrorBody>(over)).toMatchObject({ code: 'PAYMENT_EXCEEDS_BALANCE', details: [{ path: 'amount' }] });
    const bad = await inject('POST', '/api/payments', tenancy.landlord, { transactionId: rent.id, amount: '100', date: '2026-02-30' });
    expect(bad.statusCode).toBe(422);
    expect(json<ErrorBody>(bad).details!.map((detail) => detail.path)).toEqual(expect.arrayContaining(['amount', 'date']));
    expect(json<ErrorBody>(await inject('POST', '/api/payments', tenancy.landlord, { transactionId: rent.id, amount: 1.005 })).details![0]!.path).toBe('amount');
    expect(json<ErrorBody>(await inject('POST', '/api/payments', tenancy.landlord, { transactionId: rent.id, amount: 5, paymentMethodId: 99 })).details![0]!.path).toBe('paymentMethodId');
  });

  it("401 without a token; 404 for another account's transaction and payment; 403 for a service provider", async () => {
    const rent = await rentOf(start);
    expect((await inject('POST', '/api/payments', undefined, { transactionId: rent.id, amount: 5 })).statusCode).toBe(401);
    const other = await inject('POST', '/api/payments', stranger, { transactionId: rent.id, amount: 5 });
    expect(other.statusCode).toBe(404);
    expect(json<ErrorBody>(other).code).toBe('TRANSACTION_NOT_FOUND');
    const payment = rent.payments[0]!;
    expect((await inject('PUT', `/api/payments/${payment.id}`, stranger, { amount: 1 })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/payments/${payment.id}`, stranger)).statusCode).toBe(404);
    expect((await inject('GET', `/api/payments/autogenerate-receipt/${payment.id}`, stranger)).statusCode).toBe(404);
    expect((await inject('POST', '/api/payments', provider, { transactionId: rent.id, amount: 5 })).statusCode).toBe(403);
    expect((await inject('GET', '/api/payments', provider)).statusCode).toBe(403);
  });
});

describe("a tenant's view of their tenancy", () => {
  it('sees the transactions and payments of their lease, never another tenancy (404)', async () => {
    const mine = json<List<Txn>>(await inject('GET', '/api/transactions?pageSize=50', tenancy.tenantUser));
    expect(mine.pagination.total).toBe(14);
    const otherTenancy = await createTenancy(t, {}, stranger);
    const theirs = await inject('GET', `/api/transactions?leaseId=${otherTenancy.leaseId}`, tenancy.tenantUser);
    expect(json<List<Txn>>(theirs).results).toEqual([]);
    const otherRent = json<List<Txn>>(await inject('GET', '/api/transactions?kind=Rent&pageSize=1&sortBy=dueDateAsc', otherTenancy.landlord)).results[0]!;
    expect((await inject('POST', '/api/payments', tenancy.tenantUser, { transactionId: otherRent.id, amount: 5 })).statusCode).toBe(404);
    const payments = json<List<Pay>>(await inject('GET', '/api/payments', tenancy.tenantUser));
    expect(payments.pagination.total).toBeGreaterThan(0);
    expect(json<List<Pay>>(await inject('GET', '/api/payments', otherTenancy.tenantUser)).pagination.total).toBe(0);
    // Landlord-only calls stay 403 for a tenant.
    expect((await inject('POST', '/api/transactions', tenancy.tenantUser, { type: 'income', name: 'x', amount: 1, dueDate: start })).statusCode).toBe(403);
    expect((await inject('GET', '/api/transactions/statistics', tenancy.tenantUser)).statusCode).toBe(403);
  });

  it('records a payment with a receipt photo: Received until the landlord confirms, then Paid; downloads the receipt', async () => {
    const month = `${addDays(start, 62).slice(0, 7)}-01`;
    const rent = await rentOf(month);
    const photo = await uploadFile(t, tenancy.tenantUser, 'receipt.png');
    const paid = await inject('POST', '/api/payments', tenancy.tenantUser, { transactionId: rent.id, amount: 1850.5, attachmentIds: [photo.id], paymentMethodId: 6 });
    expect(paid.statusCode).toBe(201);
    const payment = json<Pay>(paid);
    expect(payment).toMatchObject({ recordedBy: 'tenant', confirmed: false, transaction: { status: 'received', paidAmount: 1850.5 }, tenant: { fullName: 'Jordan Reyes' } });
    expect(payment.attachments.map((file) => file.id)).toEqual([photo.id]);
    // The landlord sees the photo and confirms.
    const seen = json<List<Pay>>(await inject('GET', `/api/payments?transactionId=${rent.id}`, tenancy.landlord)).results[0]!;
    expect(seen.attachments[0]!.id).toBe(photo.id);
    // Issue 21 item 7: the landlord's bell asks to confirm it, naming the tenant and the amount.
    const landlordBell = await eventually(() => bellOf(tenancy.landlord), (rows) => rows.some((row) => row.title === 'Confirm payment'));
    expect(landlordBell.find((row) => row.title === 'Confirm payment')).toMatchObject({ body: expect.stringMatching(/paid \$1,850\.50 for .+: confirm payment$/), link: `/payments?transactionId=${rent.id}&payment=${payment.id}` });
    // The landlord may save the payment unchanged with the tenant's receipt photo on it.
    expect((await inject('PUT', `/api/payments/${payment.id}`, tenancy.landlord, { amount: 1850.5, attachmentIds: [photo.id] })).statusCode).toBe(200);
    // A tenant cannot confirm their own payment; the landlord can.
    expect((await inject('PUT', `/api/payments/${payment.id}`, tenancy.tenantUser, { confirmed: true })).statusCode).toBe(403);
    const confirmed = await inject('PUT', `/api/payments/${payment.id}`, tenancy.landlord, { confirmed: true });
    expect(json<Pay>(confirmed)).toMatchObject({ confirmed: true, transaction: { status: 'paid' } });
    const tenantBell = await eventually(() => bellOf(tenancy.tenantUser), (rows) => rows.some((row) => row.title === 'Payment confirmed'));
    expect(tenantBell.find((row) => row.title === 'Payment confirmed')?.body).toContain('confirmed your payment of $1,850.50');
    // Once confirmed, the tenant can no longer change or delete it.
    expect((await inject('DELETE', `/api/payments/${payment.id}`, tenancy.tenantUser)).statusCode).toBe(403);

    const receipt = await inject('GET', `/api/payments/autogenerate-receipt/${payment.id}`, tenancy.tenantUser);
    expect(receipt.statusCode).toBe(200);
    const body = json<{ message: string; file: { url: string; mimeType: string }; payment: Pay }>(receipt);
    expect(body.message).toBe('Receipt generated successfully');
    expect(body.file.mimeType).toBe('application/pdf');
    expect(body.payment.receipt?.url).toBe(body.file.url);
    const pdf = await t.app.inject({ method: 'GET', url: body.file.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // What a reader of the receipt sees, line by line (extracted with PDF.js).
    const { pages } = await extractPdfText(pdf.rawPayload);
    expect(pages).toHaveLength(1);
    const lines = pages[0]!.split('\n');
    const nickname = json<{ nickname: string }>(await inject('GET', `/api/properties/${tenancy.propertyId}`, tenancy.landlord)).nickname;
    const monthName = new Date(`${month}T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(lines[0]).toBe('Payment receipt');
    expect(lines[1]).toMatch(/^Receipt no\. [0-9A-F]{12}$/);
    expect(lines.slice(2)).toEqual(
      expect.arrayContaining([
        'Received from: Jordan Reyes',
        `Property: ${nickname}`,
        `For: Rent ${monthName}`,
        `Payment date: ${todayDateOnly()}`,
        'Amount paid: $1,850.50',
        'Payment method: E-transfer',
        'Amount due: $1,850.50',
        'Paid to date: $1,850.50',
        'Balance: $0.00',
        'Status: Paid',
      ]),
    );
  });

  it('a tenant cannot pay an expense or pay as someone else (403/422)', async () => {
    const expense = json<Txn>(
      await inject('POST', '/api/transactions', tenancy.landlord, { type: 'expense', name: 'Plumber', amount: 240, dueDate: start, leaseId: tenancy.leaseId }),
    );
    expect((await inject('POST', '/api/payments', tenancy.tenantUser, { transactionId: expense.id, amount: 10 })).statusCode).toBe(403);
    const rent = await rentOf(`${addDays(start, 93).slice(0, 7)}-01`);
    // A real tenant record of another landlord, not a made-up id.
    const theirTenant = await createTenant(t, stranger);
    const otherTenant = await inject('POST', '/api/payments', tenancy.tenantUser, { transactionId: rent.id, amount: 10, tenantId: theirTenant.id });
    expect(otherTenant.statusCode).toBe(422);
    expect(json<ErrorBody>(otherTenant).details!.map((detail) => detail.path)).toEqual(['tenantId']);
    // Nothing was recorded on either transaction.
    expect(json<List<Pay>>(await inject('GET', `/api/payments?transactionId=${expense.id}`, tenancy.landlord)).pagination.total).toBe(0);
    expect(json<List<Pay>>(await inject('GET', `/api/payments?transactionId=${rent.id}`, tenancy.landlord)).pagination.total).toBe(rent.payments.length);
    expect(await rentOf(`${addDays(start, 93).slice(0, 7)}-01`)).toMatchObject({ status: rent.status, paidAmount: rent.paidAmount });
    await inject('DELETE', `/api/transactions/${expense.id}`, tenancy.landlord);
  });
});

describe('GET /payments/export: download payments by date range', () => {
  it('CSV and Excel hold exactly the payments of the range', async () => {
    const landlord = await createUser(t, { role: 'propertyManager' });
    const property = await createProperty(t, landlord, { nickname: 'Export House', type: 'singleFamily', roomsDetails: { bedroom: 1, bathroom: 1, den: 0 } });
    const make = async (name: string, amount: number, date: string) => {
      const txn = json<Txn>(await inject('POST', '/api/transactions', landlord, { type: name.startsWith('Roof') ? 'expense' : 'income', name, amount, dueDate: date, propertyId: property.id }));
      expect((await inject('POST', '/api/payments', landlord, { transactionId: txn.id, amount, date, memo: name === 'Parking' ? '=HYPERLINK("x")' : undefined })).statusCode).toBe(201);
    };
    await make('Parking', 75, yearDate(-1, '01-31'));
    await make('Laundry', 12.5, yearDate(-1, '02-01'));
    await make('Roof repair', 1200, yearDate(-1, '02-15'));
    await make('Storage', 40, yearDate(-1, '03-01'));

    const csv = await inject('GET', `/api/payments/export?format=csv&range=custom&startDate=${yearDate(-1, '01-31')}&endDate=${yearDate(-1, '02-28')}`, landlord);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="payments-${yearDate(-1, '01-31')}-to-${yearDate(-1, '02-28')}.csv"`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Amount,Transaction,Type,Kind,Property,Tenant,Payment method,Account,Memo,Recorded by');
    expect(lines.slice(1)).toEqual([
      `${yearDate(-1, '01-31')},75.00,Parking,Income,Rent,Export House,,,,"'=HYPERLINK(""x"")",Landlord`,
      `${yearDate(-1, '02-01')},12.50,Laundry,Income,Rent,Export House,,,,,Landlord`,
      `${yearDate(-1, '02-15')},1200.00,Roof repair,Expense,Bill,Export House,,,,,Landlord`,
    ]);

    const xlsx = await inject('GET', `/api/payments/export?format=xlsx&startDate=${yearDate(-1, '02-01')}&endDate=${yearDate(-1, '03-31')}`, landlord);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Payments')!;
    const rows = sheet.getSheetValues().slice(2).map((row) => (row as unknown[]).slice(1, 4));
    expect(rows).toEqual([
      [yearDate(-1, '02-01'), 12.5, 'Laundry'],
      [yearDate(-1, '02-15'), 1200, 'Roof repair'],
      [yearDate(-1, '03-01'), 40, 'Storage'],
    ]);
  });

  it('422 for a reversed range, 401 without a token, 403 for a tenant', async () => {
    const reversed = await inject('GET', `/api/payments/export?startDate=${yearDate(-1, '03-01')}&endDate=${yearDate(-1, '02-01')}`, tenancy.landlord);
    expect(reversed.statusCode).toBe(422);
    expect(json<ErrorBody>(reversed).details![0]!.path).toBe('endDate');
    expect((await inject('GET', '/api/payments/export')).statusCode).toBe(401);
    expect((await inject('GET', '/api/payments/export', tenancy.tenantUser)).statusCode).toBe(403);
  });
});

describe('GET /payments', () => {
  it('filters by date range, property and tenant; 422 for a bad filter', async () => {
    const all = json<List<Pay>>(await inject('GET', '/api/payments', tenancy.landlord));
    const byTenant = json<List<Pay>>(await inject('GET', `/api/payments?tenantId=${tenancy.tenantId}`, tenancy.landlord));
    expect(byTenant.pagination.total).toBe(all.pagination.total);
    const byProperty = json<List<Pay>>(await inject('GET', `/api/payments?propertyId=${tenancy.propertyId}&range=custom&startDate=${start}&endDate=${start}`, tenancy.landlord));
    expect(byProperty.results.every((payment) => payment.amount > 0)).toBe(true);
    expect(byProperty.pagination.total).toBe(1);
    expect((await inject('GET', '/api/payments?range=someday', tenancy.landlord)).statusCode).toBe(422);
    expect((await inject('GET', `/api/payments?propertyId=${tenancy.propertyId}`, stranger)).statusCode).toBe(404);
  });

  it('a page is a fixed number of queries whatever its length (no N+1)', async () => {
    const count = async (url: string) => {
      t.queries.length = 0;
      const response = await inject('GET', url, tenancy.landlord);
      expect(response.statusCode).toBe(200);
      return { queries: t.queries.length, rows: json<List<unknown>>(response).results.length };
    };
    const rent = await rentOf(`${addDays(start, 124).slice(0, 7)}-01`);
    for (let i = 0; i < 5; i += 1) await inject('POST', '/api/payments', tenancy.landlord, { transactionId: rent.id, amount: 10, paymentMethodId: 1 });
    // References that are absent skip their query, so a short page may cost less, never more.
    const payments = await count('/api/payments?pageSize=50');
    expect(payments.rows).toBeGreaterThan(3);
    expect(payments.queries).toBeLessThanOrEqual(7);
    expect((await count('/api/payments?pageSize=1')).queries).toBeLessThanOrEqual(payments.queries);
    const transactions = await count('/api/transactions?pageSize=50');
    expect(transactions.rows).toBeGreaterThan(10);
    expect(transactions.queries).toBeLessThanOrEqual(8);
  });
});

describe('today', () => {
  it('the schedule starts next month, so the server shows nothing of the lease overdue yet', async () => {
    expect(start > todayDateOnly()).toBe(true);
    const first = json<List<Txn>>(await inject('GET', `/api/transactions?kind=Rent&leaseId=${tenancy.leaseId}&sortBy=dueDateAsc&pageSize=1`, tenancy.landlord)).results[0]!;
    expect(first.dueDate).toBe(start);
    const overdue = json<List<Txn>>(await inject('GET', `/api/transactions?status=overdue&leaseId=${tenancy.leaseId}`, tenancy.landlord));
    expect(overdue.pagination.total).toBe(0);
  });
});
