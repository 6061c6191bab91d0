/** Factories for the money tests: an active lease with its tenant linked to a tenant user, and requests. */
import { eq } from 'drizzle-orm';
import { addDays, addMonths, todayDateOnly, type CreateLeaseInput } from '@lintel/shared';
import { tenants } from '../modules/tenants/tenants.table.ts';
import type { TestApp } from './build-app.ts';
import { createProperty, createUser, type TestUser } from './factories.ts';
import { createLease } from './leasing-factories.ts';

/** The first day of the month after today (a rent schedule not yet due). */
export function firstOfNextMonth(today = todayDateOnly()): string {
  return `${addMonths(today, 1).slice(0, 7)}-01`;
}

export interface Tenancy {
  landlord: TestUser;
  tenantUser: TestUser;
  propertyId: string;
  leaseId: string;
  tenantId: string;
}

/**
 * A landlord's property (a new home, or `options.propertyId` of theirs) with an active lease (signed
 * on paper) whose tenant record is linked to a tenant user, as an accepted invitation would.
 */
export async function createTenancy(
  t: TestApp,
  overrides: Partial<CreateLeaseInput> = {},
  landlord?: TestUser,
  options: { propertyId?: string } = {},
): Promise<Tenancy> {
  const owner = landlord ?? (await createUser(t, { role: 'propertyManager' }));
  const property = options.propertyId
    ? { id: options.propertyId }
    : await createProperty(t, owner, { nickname: `Home ${Math.random().toString(36).slice(2, 6)}`, type: 'singleFamily', roomsDetails: { bedroom: 3, bathroom: 2, den: 0 } });
  const start = firstOfNextMonth();
  const lease = await createLease(t, owner, property.id, {
    startDate: start,
    endDate: addDays(addMonths(start, 12), -1),
    signedOffline: true,
    ...overrides,
  });
  const tenantUser = await createUser(t, { role: 'tenant' });
  const tenantId = lease.tenants[0]!.id;
  await t.deps.db.update(tenants).set({ userId: tenantUser.id }).where(eq(tenants.id, tenantId));
  return { landlord: owner, tenantUser, propertyId: property.id, leaseId: lease.id, tenantId };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export function injector(t: TestApp) {
  return (method: Method, url: string, user?: { headers: { authorization: string } }, payload?: unknown) =>
    t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}
