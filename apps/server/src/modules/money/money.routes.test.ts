/**
 * Transactions, statistics, the daily job with a moved clock (overdue and late fees), terminating a
 * lease, My Accounts, tax rates, payment methods and schedule mortgage: success, 422, 401, 404 and
 * 403 for each route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '@lintel/shared';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, type TestUser } from '../../test/factories.ts';
import { createTenancy, firstOfNextMonth, injector, type Tenancy } from '../../test/money-factories.ts';
import { yearDate } from '../../test/dates.ts';
import { MONEY_DAILY_JOB } from './money.routes.ts';

let t: TestApp;
let inject: ReturnType<typeof injector>;
let landlord: TestUser;
let stranger: TestUser;
let tenantUser: TestUser;
let provider: TestUser;
let propertyId: string;

type Txn = { id: string; name: string; kind: string; type: string; status: string; amount: number; paidAmount: number; dueDate: string; taxAmount: number; taxRate: { id: number } | null; account: { id: string } | null; lateFeeForId: string | null; property: { id: string } | null };
type List<T> = { results: T[]; pagination: { total: number } };
type ErrorBody = { code: string; message: string; details?: Array<{ path: string; message: string }> };
type Stats = Record<'received' | 'incomes' | 'overdue' | 'expenses' | 'unpaid' | 'total' | 'cashflowTotal' | 'sent', number> & { startDate: string; endDate: string; range: string; monthly: Array<{ month: string; income: number; expense: number; cashflow: number }> };

beforeAll(async () => {
  t = await buildTestApp();
  inject = injector(t);
  landlord = await createUser(t, { role: 'propertyManager' });
  stranger = await createUser(t, { role: 'propertyManager' });
  tenantUser = await createUser(t, { role: 'tenant' });
  provider = await createUser(t, { role: 'serviceProvider' });
  propertyId = (await createProperty(t, landlord, { nickname: 'Cedar Row', type: 'apartment' })).id;
});
afterAll(() => t.close());

describe('POST, PUT, DELETE /transactions (add income, add expense)', () => {
  it('creates an expense with a tax rate and an account; the status is decided by the server', async () => {
    const account = json<{ id: string }>(await inject('POST', '/api/accounts', landlord, { name: 'Operating', type: 'bank', institution: 'First Bank', last4: '1234' }));
    const created = await inject('POST', '/api/transactions', landlord, { type: 'expense', name: 'Boiler service', amount: 113, dueDate: yearDate(4, '01-15'), propertyId, taxRateId: 3, accountId: account.id });
    expect(created.statusCode).toBe(201);
    expect(json<Txn>(created)).toMatchObject({ type: 'expense', kind: 'Bill', status: 'unpaid', amount: 113, paidAmount: 0, taxAmount: 13, taxRate: { id: 3 }, account: { id: account.id }, property: { id: propertyId } });
    const past = json<Txn>(await inject('POST', '/api/transactions', landlord, { type: 'income', kind: 'Fee', name: 'Key replacement', amount: 25, dueDate: '2020-01-01' }));
    expect(past.status).toBe('overdue');
  });

  it('422 with details for a bad body; unknown tax rate and account are 422 too', async () => {
    const bad = await inject('POST', '/api/transactions', landlord, { type: 'gift', name: '', amount: -5, dueDate: 'tomorrow' });
    expect(bad.statusCode).toBe(422);
    expect(json<ErrorBody>(bad).details!.map((detail) => detail.path)).toEqual(expect.arrayContaining(['type', 'name', 'amount', 'dueDate']));
    const rate = await inject('POST', '/api/transactions', landlord, { type: 'expense', name: 'x', amount: 1, dueDate: yearDate(4, '01-01'), taxRateId: 999 });
    expect(json<ErrorBody>(rate).details![0]!.path).toBe('taxRateId');
    const strangerAccount = json<{ id: string }>(await inject('POST', '/api/accounts', stranger, { name: 'Theirs' }));
    const account = await inject('POST', '/api/transactions', landlord, { type: 'expense', name: 'x', amount: 1, dueDate: yearDate(4, '01-01'), accountId: strangerAccount.id });
    expect(json<ErrorBody>(account).details![0]!.path).toBe('accountId');
  });

  it("401 without a token, 404 for another account's property, lease or transaction, 403 for a tenant or a service provider", async () => {
    const body = { type: 'income', name: 'Parking', amount: 50, dueDate: yearDate(4, '01-01') };
    expect((await inject('POST', '/api/transactions', undefined, body)).statusCode).toBe(401);
    expect(json<ErrorBody>(await inject('POST', '/api/transactions', stranger, { ...body, propertyId })).code).toBe('PROPERTY_NOT_FOUND');
    const tenancy = await createTenancy(t, {}, landlord);
    expect(json<ErrorBody>(await inject('POST', '/api/transactions', stranger, { ...body, leaseId: tenancy.leaseId })).code).toBe('LEASE_NOT_FOUND');
    const mine = json<Txn>(await inject('POST', '/api/transactions', landlord, body));
    expect((await inject('PUT', `/api/transactions/${mine.id}`, stranger, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/transactions/${mine.id}`, stranger)).statusCode).toBe(404);
    expect((await inject('POST', '/api/transactions', tenantUser, body)).statusCode).toBe(403);
    expect((await inject('PUT', `/api/transactions/${mine.id}`, provider, { name: 'x' })).statusCode).toBe(403);
    expect((await inject('GET', '/api/transactions', provider)).statusCode).toBe(403);
    // GET /transactions/{id} (a work order's "The expense is in Payments" opens its Bill): the owner only.
    const one = await inject('GET', `/api/transactions/${mine.id}`, landlord);
    expect(one.statusCode).toBe(200);
    expect(json<Txn>(one)).toMatchObject({ id: mine.id, name: 'Parking' });
    expect(json<ErrorBody>(await inject('GET', `/api/transactions/${mine.id}`, stranger)).code).toBe('TRANSACTION_NOT_FOUND');
    expect((await inject('GET', `/api/transactions/${mine.id}`, tenantUser)).statusCode).toBe(403);
  });

  it('PUT: edits and re-decides the status; the amount cannot drop below what was paid (422); DELETE removes it with its payments', async () => {
    const txn = json<Txn>(await inject('POST', '/api/transactions', landlord, { type: 'income', name: 'Storage', amount: 100, dueDate: yearDate(4, '02-01') }));
    await inject('POST', '/api/payments', landlord, { transactionId: txn.id, amount: 60 });
    const lower = await inject('PUT', `/api/transactions/${txn.id}`, landlord, { amount: 59.99 });
    expect(lower.statusCode).toBe(422);
    expect(json<ErrorBody>(lower).details![0]!.path).toBe('amount');
    const updated = await inject('PUT', `/api/transactions/${txn.id}`, landlord, { amount: 60, name: 'Storage unit' });
    expect(json<Txn>(updated)).toMatchObject({ name: 'Storage unit', amount: 60, status: 'paid' });
    expect((await inject('PUT', `/api/transactions/${txn.id}`, landlord, { amount: 'lots' })).statusCode).toBe(422);
    const deleted = await inject('DELETE', `/api/transactions/${txn.id}`, landlord);
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted)).toEqual({ message: 'Transaction deleted successfully' });
    expect(json<List<unknown>>(await inject('GET', `/api/payments?transactionId=${txn.id}`, landlord)).pagination.total).toBe(0);
    expect((await inject('DELETE', `/api/transactions/${txn.id}`, landlord)).statusCode).toBe(404);
  });

  it('GET /transactions filters by type, kind, status, property and due-date range', async () => {
    const list = json<List<Txn>>(await inject('GET', `/api/transactions?type=expense&kind=Bill&status=unpaid&propertyId=${propertyId}&range=custom&startDate=${yearDate(4, '01-01')}&endDate=${yearDate(4, '01-31')}`, landlord));
    expect(list.results.map((row) => row.name)).toEqual(['Boiler service']);
    expect((await inject('GET', '/api/transactions?status=late', landlord)).statusCode).toBe(422);
    expect((await inject('GET', `/api/transactions?propertyId=${propertyId}`, stranger)).statusCode).toBe(404);
  });
});

describe('the daily job with a moved clock: overdue, late fee once, statistics; terminate stops future rent', () => {
  let tenancy: Tenancy;
  const start = firstOfNextMonth();
  const rentOn = async (date: string) =>
    json<List<Txn>>(await inject('GET', `/api/transactions?kind=Rent&leaseId=${tenancy.leaseId}&startDate=${date}&endDate=${date}`, tenancy.landlord)).results[0]!;

  beforeAll(async () => {
    tenancy = await createTenancy(t, { rentAmount: 2000, depositValue: 0, lateFee: { amount: 5, amountType: 'percent', dueDays: 5 } });
  });

  it('unpaid rent is overdue the day after its due date; the late fee comes after the grace days, once', async () => {
    const rent = await rentOn(start);
    expect(rent.status).toBe('unpaid');
    await inject('POST', '/api/payments', tenancy.landlord, { transactionId: rent.id, amount: 500, date: start });

    const dayAfter = (await t.deps.jobs.run(MONEY_DAILY_JOB, new Date(`${addDays(start, 1)}T06:00:00Z`))) as { overdue: number; lateFees: number };
    expect(dayAfter.lateFees).toBe(0);
    expect((await rentOn(start)).status).toBe('overdue');

    // Still inside the 5 grace days: no fee.
    await t.deps.jobs.run(MONEY_DAILY_JOB, new Date(`${addDays(start, 5)}T06:00:00Z`));
    const fees = () => inject('GET', `/api/transactions?kind=Fee&leaseId=${tenancy.leaseId}`, tenancy.landlord).then((response) => json<List<Txn>>(response));
    expect((await fees()).pagination.total).toBe(0);

    const sixth = (await t.deps.jobs.run(MONEY_DAILY_JOB, new Date(`${addDays(start, 6)}T06:00:00Z`))) as { lateFees: number };
    expect(sixth.lateFees).toBeGreaterThanOrEqual(1);
    await t.deps.jobs.run(MONEY_DAILY_JOB, new Date(`${addDays(start, 7)}T06:00:00Z`));
    const charged = await fees();
    expect(charged.pagination.total).toBe(1);
    expect(charged.results[0]).toMatchObject({ type: 'income', kind: 'Fee', amount: 100, lateFeeForId: rent.id, dueDate: addDays(start, 6), name: `Late fee: ${rent.name}` });
    // The tenant sees the fee of their tenancy.
    expect(json<List<Txn>>(await inject('GET', '/api/transactions?kind=Fee', tenancy.tenantUser)).pagination.total).toBe(1);

    // An overdue rent stays overdue while partly paid, even on the real clock; paid in full it is Paid.
    const more = await inject('POST', '/api/payments', tenancy.landlord, { transactionId: rent.id, amount: 100, date: addDays(start, 7) });
    expect(json<{ transaction: { status: string } }>(more).transaction.status).toBe('overdue');

    // Statistics over that month reflect it (the fee itself is overdue since the job ran a day after it).
    const stats = json<Stats>(await inject('GET', `/api/transactions/statistics?propertyId=${tenancy.propertyId}&range=custom&startDate=${start}&endDate=${addDays(addMonths(start, 1), -1)}`, tenancy.landlord));
    expect(stats).toMatchObject({ range: 'custom', startDate: start, incomes: 2100, received: 600, overdue: 1500, unpaid: 0, expenses: 0, sent: 0, total: 2100, cashflowTotal: 600 });
    expect(stats.monthly).toEqual([{ month: start.slice(0, 7), income: 600, expense: 0, cashflow: 600 }]);

    const paidUp = await inject('POST', '/api/payments', tenancy.landlord, { transactionId: rent.id, amount: 1400, date: addDays(start, 8) });
    expect(json<{ transaction: { status: string } }>(paidUp).transaction.status).toBe('paid');
  });

  it('terminating the lease removes future unpaid rent and keeps rent with payments', async () => {
    const lastDay = addDays(addMonths(start, 2), -1);
    const third = await rentOn(addMonths(start, 2));
    const fourth = await rentOn(addMonths(start, 3));
    await inject('POST', '/api/payments', tenancy.landlord, { transactionId: fourth.id, amount: 10 });
    const terminated = await inject('POST', `/api/leases/terminate/${tenancy.leaseId}`, tenancy.landlord, { terminationDate: lastDay, reason: 'Moving away' });
    expect(terminated.statusCode).toBe(200);
    const rents = json<List<Txn>>(await inject('GET', `/api/transactions?kind=Rent&leaseId=${tenancy.leaseId}&sortBy=dueDateAsc&pageSize=50`, tenancy.landlord));
    expect(rents.results.map((row) => row.dueDate)).toEqual([start, addMonths(start, 1), addMonths(start, 3)]);
    expect(rents.results.some((row) => row.id === third.id)).toBe(false);
    // The daily job adds no rent to a terminated lease.
    await t.deps.jobs.run(MONEY_DAILY_JOB, new Date(`${addMonths(start, 6)}T06:00:00Z`));
    expect(json<List<Txn>>(await inject('GET', `/api/transactions?kind=Rent&leaseId=${tenancy.leaseId}`, tenancy.landlord)).pagination.total).toBe(3);
  });
});

describe('GET /transactions/statistics', () => {
  it('defaults to year to date; 422 for a custom range without dates; 404 for another account’s property; 403 for a tenant; 401', async () => {
    const stats = await inject('GET', '/api/transactions/statistics', landlord);
    expect(stats.statusCode).toBe(200);
    expect(json<Stats>(stats).range).toBe('yearToDate');
    expect(json<Stats>(stats).startDate).toMatch(/-01-01$/);
    const custom = await inject('GET', `/api/transactions/statistics?range=custom&startDate=${yearDate(0, '01-01')}`, landlord);
    expect(custom.statusCode).toBe(422);
    expect(json<ErrorBody>(custom).details![0]!.path).toBe('endDate');
    expect((await inject('GET', `/api/transactions/statistics?propertyId=${propertyId}`, stranger)).statusCode).toBe(404);
    expect((await inject('GET', '/api/transactions/statistics', tenantUser)).statusCode).toBe(403);
    expect((await inject('GET', '/api/transactions/statistics')).statusCode).toBe(401);
  });
});

describe('My Accounts: POST, GET /accounts, PUT, DELETE /accounts/{id}', () => {
  it('the first account is the default; marking another default moves it; delete keeps the money history', async () => {
    const owner = await createUser(t, { role: 'propertyManager' });
    const first = json<{ id: string; isDefault: boolean; currency: string }>(await inject('POST', '/api/accounts', owner, { name: 'Checking', currency: 'cad' }));
    expect(first).toMatchObject({ isDefault: true, currency: 'CAD' });
    const second = await inject('POST', '/api/accounts', owner, { name: 'Petty cash', type: 'cash', isDefault: true });
    expect(second.statusCode).toBe(201);
    const list = json<List<{ id: string; name: string; isDefault: boolean }>>(await inject('GET', '/api/accounts', owner));
    expect(list.results.map((row) => `${row.name}:${row.isDefault}`)).toEqual(['Petty cash:true', 'Checking:false']);
    const updated = await inject('PUT', `/api/accounts/${first.id}`, owner, { isDefault: true, last4: '9876' });
    expect(json(updated)).toMatchObject({ isDefault: true, last4: '9876' });
    const txn = json<Txn>(await inject('POST', '/api/transactions', owner, { type: 'expense', name: 'Bank fee', amount: 5, dueDate: yearDate(4, '01-01'), accountId: first.id }));
    expect((await inject('DELETE', `/api/accounts/${first.id}`, owner)).statusCode).toBe(204);
    const after = json<List<Txn>>(await inject('GET', '/api/transactions', owner)).results.find((row) => row.id === txn.id)!;
    expect(after.account).toBeNull();
  });

  it("422 with details, 404 for another account's, 403 for a tenant or a service provider, 401", async () => {
    const bad = await inject('POST', '/api/accounts', landlord, { name: '', type: 'piggybank', last4: '12a4', currency: 'dollars' });
    expect(bad.statusCode).toBe(422);
    expect(json<ErrorBody>(bad).details!.map((detail) => detail.path)).toEqual(expect.arrayContaining(['name', 'type', 'last4', 'currency']));
    const theirs = json<{ id: string }>(await inject('POST', '/api/accounts', stranger, { name: 'Savings' }));
    expect(json<ErrorBody>(await inject('PUT', `/api/accounts/${theirs.id}`, landlord, { name: 'Mine' })).code).toBe('ACCOUNT_NOT_FOUND');
    expect((await inject('DELETE', `/api/accounts/${theirs.id}`, landlord)).statusCode).toBe(404);
    expect((await inject('GET', '/api/accounts', tenantUser)).statusCode).toBe(403);
    expect((await inject('POST', '/api/accounts', provider, { name: 'x' })).statusCode).toBe(403);
    expect((await inject('GET', '/api/accounts')).statusCode).toBe(401);
  });
});

describe('catalogues: GET /payment-methods, GET and POST /tax-rates', () => {
  it('payment methods with integer ids for any signed-in user', async () => {
    const methods = await inject('GET', '/api/payment-methods', tenantUser);
    expect(methods.statusCode).toBe(200);
    expect(json<{ paymentMethods: Array<{ id: number; name: string }> }>(methods).paymentMethods.slice(0, 3)).toEqual([
      { id: 1, name: 'Cash' },
      { id: 2, name: 'Check' },
      { id: 3, name: 'Bank transfer' },
    ]);
    expect((await inject('GET', '/api/payment-methods')).statusCode).toBe(401);
  });

  it('globalTaxRates plus the caller’s own; a service provider creates one; others never see it', async () => {
    const created = await inject('POST', '/api/tax-rates', provider, { name: 'City levy', percentage: 8.875 });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({ name: 'City levy', percentage: 8.875, isGlobal: false });
    expect(json<{ id: number }>(created).id).toBeGreaterThanOrEqual(1000);
    const rates = json<{ globalTaxRates: Array<{ name: string; percentage: number }>; taxRates: Array<{ name: string }> }>(await inject('GET', '/api/tax-rates', provider));
    expect(rates.globalTaxRates).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'QST (Quebec)', percentage: 9.975 })]));
    expect(rates.taxRates.map((rate) => rate.name)).toEqual(['City levy']);
    expect(json<{ taxRates: unknown[] }>(await inject('GET', '/api/tax-rates', landlord)).taxRates).toEqual([]);
    // Another account's rate cannot be used on a transaction.
    const used = await inject('POST', '/api/transactions', landlord, { type: 'expense', name: 'x', amount: 1, dueDate: yearDate(4, '01-01'), taxRateId: json<{ id: number }>(created).id });
    expect(json<ErrorBody>(used).details![0]!.path).toBe('taxRateId');
  });

  it('422 for a bad rate, 403 for a tenant, 401', async () => {
    const bad = await inject('POST', '/api/tax-rates', landlord, { name: '', percentage: 101 });
    expect(bad.statusCode).toBe(422);
    expect(json<ErrorBody>(bad).details!.map((detail) => detail.path)).toEqual(expect.arrayContaining(['name', 'percentage']));
    expect((await inject('POST', '/api/tax-rates', landlord, { name: 'x', percentage: 1.2345 })).statusCode).toBe(422);
    expect((await inject('GET', '/api/tax-rates', tenantUser)).statusCode).toBe(403);
    expect((await inject('POST', '/api/tax-rates', undefined, { name: 'x', percentage: 1 })).statusCode).toBe(401);
  });
});

describe('schedule mortgage: POST, GET /mortgage-schedules, DELETE /mortgage-schedules/{id}', () => {
  it('generates a monthly expense on its day (31 → month end), extends with the job, and delete removes unpaid future ones', async () => {
    const startDate = firstOfNextMonth();
    const created = await inject('POST', '/api/mortgage-schedules', landlord, { name: 'Maple Bank mortgage', propertyId, amount: 1499.99, dayOfMonth: 31, startDate });
    expect(created.statusCode).toBe(201);
    const schedule = json<{ id: string; transactionsCount: number }>(created);
    expect(schedule.transactionsCount).toBe(12);
    const expenses = json<List<Txn>>(await inject('GET', '/api/transactions?kind=Mortgage&sortBy=dueDateAsc&pageSize=50', landlord));
    expect(expenses.results.every((row) => row.type === 'expense' && row.amount === 1499.99)).toBe(true);
    expect(expenses.results.map((row) => row.dueDate).find((date) => date.slice(5, 7) === '02')).toMatch(/-02-(28|29)$/);
    await t.deps.jobs.run(MONEY_DAILY_JOB, new Date(`${addMonths(startDate, 2)}T06:00:00Z`));
    const list = json<List<{ id: string; transactionsCount: number }>>(await inject('GET', '/api/mortgage-schedules', landlord));
    expect(list.results[0]!.transactionsCount).toBe(14);
    const first = expenses.results[0]!;
    await inject('POST', '/api/payments', landlord, { transactionId: first.id, amount: 1499.99 });
    expect((await inject('DELETE', `/api/mortgage-schedules/${schedule.id}`, landlord)).statusCode).toBe(204);
    const left = json<List<Txn>>(await inject('GET', '/api/transactions?kind=Mortgage', landlord));
    expect(left.results.map((row) => row.id)).toEqual([first.id]);
  });

  it("422 with details, 404 for another account's property or schedule, 403 for a tenant, 401", async () => {
    const bad = await inject('POST', '/api/mortgage-schedules', landlord, { name: 'x', amount: 0, dayOfMonth: 32, startDate: yearDate(4, '05-01'), endDate: yearDate(4, '01-01') });
    expect(bad.statusCode).toBe(422);
    expect(json<ErrorBody>(bad).details!.map((detail) => detail.path)).toEqual(expect.arrayContaining(['amount', 'dayOfMonth']));
    expect(json<ErrorBody>(await inject('POST', '/api/mortgage-schedules', stranger, { name: 'x', amount: 1, dayOfMonth: 1, startDate: yearDate(4, '01-01'), propertyId })).code).toBe('PROPERTY_NOT_FOUND');
    const mine = json<{ id: string }>(await inject('POST', '/api/mortgage-schedules', landlord, { name: 'Loan', amount: 10, dayOfMonth: 1, startDate: yearDate(4, '01-01'), endDate: yearDate(4, '03-31') }));
    expect(json<ErrorBody>(await inject('DELETE', `/api/mortgage-schedules/${mine.id}`, stranger)).code).toBe('MORTGAGE_SCHEDULE_NOT_FOUND');
    expect((await inject('POST', '/api/mortgage-schedules', tenantUser, {})).statusCode).toBe(403);
    expect((await inject('GET', '/api/mortgage-schedules')).statusCode).toBe(401);
  });
});

describe('the e2e clock route', () => {
  it('exists only with LINTEL_E2E_CLOCK outside production', async () => {
    expect(t.routes).not.toContain('POST /api/e2e/clock/run-jobs');
    const e2e = await buildTestApp({ e2eClock: true });
    try {
      expect(e2e.routes).toContain('POST /api/e2e/clock/run-jobs');
      const response = await e2e.app.inject({ method: 'POST', url: '/api/e2e/clock/run-jobs', payload: { date: yearDate(4, '01-01') } });
      expect(response.statusCode).toBe(200);
      expect(json<{ results: Record<string, { today: string }> }>(response).results[MONEY_DAILY_JOB]!.today).toBe(yearDate(4, '01-01'));
    } finally {
      await e2e.close();
    }
  });
});
