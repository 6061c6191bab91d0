/**
 * Lease notices (issue 21 item 5) on the real app: signature requested, signed by a party, fully
 * executed, ending soon (once, by the hourly job) and terminated each reach the other parties' bells
 * through the notifications area.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayDateOnly } from '@lintel/shared';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import type { TestUser } from '../../test/factories.ts';
import { createTenancy, injector } from '../../test/money-factories.ts';
import { eventually } from '../../test/eventually.ts';
import { LEASE_ENDING_SOON_JOB } from './lease-ending-soon.job.ts';

let t: TestApp;
let call: ReturnType<typeof injector>;

beforeAll(async () => {
  t = await buildTestApp();
  call = injector(t);
});
afterAll(() => t.close());

type Row = { title: string; body: string | null; link: string | null };
const bellOf = async (user: TestUser) => json<{ results: Row[] }>(await call('GET', '/api/notifications?pageSize=50', user)).results;
const waitFor = (user: TestUser, title: string) => eventually(() => bellOf(user), (rows) => rows.some((row) => row.title === title)).then((rows) => rows.find((row) => row.title === title));

describe('lease notices', () => {
  it('signature requested, signed by a party, fully executed', async () => {
    const tenancy = await createTenancy(t, { signedOffline: false });
    expect((await call('POST', `/api/leases/${tenancy.leaseId}/send-for-signature`, tenancy.landlord)).statusCode).toBe(200);
    expect(await waitFor(tenancy.tenantUser, 'Signature requested')).toMatchObject({ body: expect.stringContaining('asks you to sign the lease'), link: `/leases/${tenancy.leaseId}/sign` });

    expect((await call('POST', `/api/leases/${tenancy.leaseId}/sign`, tenancy.tenantUser, { signatureType: 'typed', signature: 'Tenant', consent: true })).statusCode).toBe(200);
    expect((await waitFor(tenancy.landlord, 'Lease signed'))?.body).toMatch(/signed the lease for .+ \(1 of 2 signatures\)/);
    expect((await call('POST', `/api/leases/${tenancy.leaseId}/sign`, tenancy.landlord, { signatureType: 'typed', signature: 'Landlord', consent: true })).statusCode).toBe(200);
    expect((await waitFor(tenancy.tenantUser, 'Lease fully executed'))?.body).toContain('it is active');
    expect(await waitFor(tenancy.landlord, 'Lease fully executed')).toBeDefined();
  });

  it('ending soon: both parties once, 30 days ahead; terminated: the tenant', async () => {
    const today = todayDateOnly();
    const tenancy = await createTenancy(t, { startDate: addDays(today, -300), endDate: addDays(today, 20) });
    const later = await createTenancy(t, { startDate: addDays(today, -300), endDate: addDays(today, 90) });
    await t.deps.jobs.run(LEASE_ENDING_SOON_JOB, new Date());
    await t.deps.jobs.run(LEASE_ENDING_SOON_JOB, new Date());
    expect((await waitFor(tenancy.tenantUser, 'Lease ending soon'))?.body).toMatch(/ends on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(await waitFor(tenancy.landlord, 'Lease ending soon')).toBeDefined();
    expect((await bellOf(tenancy.tenantUser)).filter((row) => row.title === 'Lease ending soon')).toHaveLength(1);
    expect((await bellOf(later.tenantUser)).some((row) => row.title === 'Lease ending soon')).toBe(false);

    expect((await call('POST', `/api/leases/terminate/${tenancy.leaseId}`, tenancy.landlord, { terminationDate: addDays(today, 5) })).statusCode).toBe(200);
    expect((await waitFor(tenancy.tenantUser, 'Lease terminated'))?.body).toContain('was terminated: the last day is');
  });
});
