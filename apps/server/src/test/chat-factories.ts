/** Factories for the chat tests: a running lease whose tenant has an account, and conversations of it. */
import { eq } from 'drizzle-orm';
import type { TestApp } from './build-app.ts';
import { createProperty, createUser, type TestUser } from './factories.ts';
import { createLease, createTenant } from './leasing-factories.ts';
import { leases } from '../modules/leases/leases.table.ts';
import { tenants } from '../modules/tenants/tenants.table.ts';

export interface LeaseChat {
  landlord: TestUser;
  tenant: TestUser;
  leaseId: string;
  conversationId: string;
}

/**
 * A landlord with an active lease whose tenant record is linked to a tenant user (what an accepted
 * invitation and both signatures lead to; the signing flow has its own tests), and the lease's
 * conversation opened by the landlord.
 */
export async function leaseChat(t: TestApp, landlord?: TestUser): Promise<LeaseChat> {
  const owner = landlord ?? (await createUser(t, { role: 'propertyManager' }));
  const tenant = await createUser(t, { role: 'tenant' });
  const property = await createProperty(t, owner);
  const record = await createTenant(t, owner, { email: tenant.email });
  const lease = await createLease(t, owner, property.id, { existedTenants: [{ id: record.id }], tenants: [] });
  await t.deps.db.update(tenants).set({ userId: tenant.id }).where(eq(tenants.id, record.id));
  await t.deps.db.update(leases).set({ status: 'active' }).where(eq(leases.id, lease.id));
  const opened = await t.app.inject({ method: 'POST', url: '/api/chat/conversations', headers: owner.headers, payload: { subject: { kind: 'lease', id: lease.id } } });
  if (opened.statusCode !== 201) throw new Error(`leaseChat: ${opened.statusCode} ${opened.body}`);
  return { landlord: owner, tenant, leaseId: lease.id, conversationId: (opened.json() as { id: string }).id };
}

/** Posts a text message as `user`; returns the message. */
export async function postChat(t: TestApp, user: TestUser, conversationId: string, text: string, attachmentIds: string[] = []) {
  const response = await t.app.inject({ method: 'POST', url: `/api/chat/conversations/${conversationId}/messages`, headers: user.headers, payload: { text, attachmentIds } });
  if (response.statusCode !== 201) throw new Error(`postChat: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; text: string; attachments: Array<{ id: string; url: string }> };
}
