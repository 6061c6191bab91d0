/**
 * Issue 25 item 5: shared links could not be revoked (a work order shared twice kept both links until
 * they expired, with no way to list or end them; the same for contacts and lease-form templates). One
 * share-link module now keeps every link of the three kinds: a record's active links are listed
 * (created, expires, last used), one is revoked by DELETE /share-links/{id}, all by
 * DELETE /{records}/{id}/share-links, and a revoked link answers like an unknown one. A work order's
 * "Copy link" makes a link with the same expiry and revocation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAX_ACTIVE_SHARE_LINKS, type ShareLink } from '@lintel/shared';
import { buildTestApp, json, linkFromOutbox, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, type TestUser } from '../../test/factories.ts';
import { injector } from '../../test/money-factories.ts';

let t: TestApp;
let send: ReturnType<typeof injector>;
let landlord: TestUser;
let other: TestUser;
let workOrderId: string;
let mail = 0;

beforeAll(async () => {
  t = await buildTestApp();
  send = injector(t);
  landlord = await createUser(t, { role: 'propertyManager' });
  other = await createUser(t, { role: 'propertyManager' });
  const property = await createProperty(t, landlord, { nickname: 'Aspen Row', type: 'singleFamily' });
  workOrderId = json<{ id: string }>(await send('POST', '/api/work-orders', landlord, { name: 'Leaking gutter', category: 'plumbing', property: property.id })).id;
});
afterAll(() => t.close());

const tokenOf = (url: URL | string) => new URL(url).pathname.split('/').pop()!;
const listOf = async (path: string, user = landlord) => {
  const response = await send('GET', path, user);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ results: ShareLink[] }>(response).results;
};

/** Shares the work order by e-mail to a fresh address; the token from the e-mail. */
async function shareWorkOrder(): Promise<{ email: string; token: string }> {
  const email = `contractor${++mail}@example.com`;
  expect((await send('PATCH', `/api/work-orders/share/${workOrderId}`, landlord, { email })).statusCode).toBe(200);
  return { email, token: tokenOf(await linkFromOutbox(t.dataDir, email, '/work-orders/shared/')) };
}
const openWorkOrder = (token: string) => send('GET', `/api/work-orders/get-by-token/${token}`);

describe('work-order share links', () => {
  it('shared twice and copied once: three active links, listed newest first with e-mail, expiry and last use', async () => {
    const first = await shareWorkOrder();
    const second = await shareWorkOrder();
    const copied = await send('POST', `/api/work-orders/${workOrderId}/share-links`, landlord);
    expect(copied.statusCode, copied.body).toBe(201);
    const { link: copiedLink, url } = json<{ link: ShareLink; url: string }>(copied);
    expect(url).toMatch(/^http:\/\/lintel\.test\/work-orders\/shared\/[A-Za-z0-9_-]{43}$/);
    expect(copiedLink.email).toBeNull();

    expect((await openWorkOrder(first.token)).statusCode).toBe(200);
    expect((await openWorkOrder(tokenOf(url))).statusCode).toBe(200);
    const links = await listOf(`/api/work-orders/${workOrderId}/share-links`);
    expect(links.map((link) => link.email)).toEqual([null, second.email, first.email]);
    const days = (link: ShareLink) => Math.round((Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 86_400_000);
    expect(links.map(days)).toEqual([14, 14, 14]);
    expect(links.map((link) => link.lastUsedAt !== null)).toEqual([true, false, true]);
  });

  it('revoking one ends only that link; Revoke all ends the rest; revoked links answer like unknown ones', async () => {
    await send('DELETE', `/api/work-orders/${workOrderId}/share-links`, landlord);
    const first = await shareWorkOrder();
    const second = await shareWorkOrder();
    const [newest] = await listOf(`/api/work-orders/${workOrderId}/share-links`);
    expect(newest!.email).toBe(second.email);

    expect((await send('DELETE', `/api/share-links/${newest!.id}`, landlord)).statusCode).toBe(204);
    const revoked = await openWorkOrder(second.token);
    expect(revoked.statusCode).toBe(404);
    expect(json<{ code: string }>(revoked).code).toBe(json<{ code: string }>(await openWorkOrder('x'.repeat(43))).code);
    expect((await openWorkOrder(first.token)).statusCode).toBe(200);
    expect((await listOf(`/api/work-orders/${workOrderId}/share-links`)).map((link) => link.email)).toEqual([first.email]);
    // Revoking it again: it is not active any more.
    expect((await send('DELETE', `/api/share-links/${newest!.id}`, landlord)).statusCode).toBe(404);

    const all = await send('DELETE', `/api/work-orders/${workOrderId}/share-links`, landlord);
    expect(json(all)).toEqual({ revoked: 1 });
    expect((await openWorkOrder(first.token)).statusCode).toBe(404);
    expect(await listOf(`/api/work-orders/${workOrderId}/share-links`)).toEqual([]);
  });

  it('another account: 404 for its link, its work order’s links and Revoke all; a tenant 403; no token 401', async () => {
    const { token } = await shareWorkOrder();
    const [link] = await listOf(`/api/work-orders/${workOrderId}/share-links`);
    expect((await send('DELETE', `/api/share-links/${link!.id}`, other)).statusCode).toBe(404);
    expect((await send('GET', `/api/work-orders/${workOrderId}/share-links`, other)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/work-orders/${workOrderId}/share-links`, other)).statusCode).toBe(404);
    expect((await send('POST', `/api/work-orders/${workOrderId}/share-links`, other)).statusCode).toBe(404);
    const tenant = await createUser(t, { role: 'tenant' });
    expect((await send('DELETE', `/api/share-links/${link!.id}`, tenant)).statusCode).toBe(403);
    expect((await send('GET', `/api/work-orders/${workOrderId}/share-links`, tenant)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/share-links/${link!.id}`)).statusCode).toBe(401);
    expect((await send('DELETE', '/api/share-links/nope', landlord)).statusCode).toBe(422);
    expect((await openWorkOrder(token)).statusCode).toBe(200);
  });

  it(`at most ${MAX_ACTIVE_SHARE_LINKS} active links per record (422 naming the limit)`, async () => {
    await send('DELETE', `/api/work-orders/${workOrderId}/share-links`, landlord);
    await t.deps.db.execute(sql`insert into share_links (id, account_id, kind, subject_id, token_hash, expires_at)
      select gen_random_uuid(), ${landlord.id}, 'workOrder', ${workOrderId}, md5(random()::text) || n, ${new Date().toISOString()}::timestamptz + interval '1 day' from generate_series(1, ${MAX_ACTIVE_SHARE_LINKS}) as n`);
    const refused = await send('POST', `/api/work-orders/${workOrderId}/share-links`, landlord);
    expect(refused.statusCode).toBe(422);
    expect(json<{ details: Array<{ limit: number }> }>(refused).details[0]!.limit).toBe(MAX_ACTIVE_SHARE_LINKS);
    await send('DELETE', `/api/work-orders/${workOrderId}/share-links`, landlord);
    expect((await send('POST', `/api/work-orders/${workOrderId}/share-links`, landlord)).statusCode).toBe(201);
  });
});

describe('contact share links', () => {
  it('listed, revoked one by one: the revoked link neither shows nor adds the contact; deleting the contact ends its links', async () => {
    const contact = json<{ id: string }>(await send('POST', '/api/contacts', landlord, { type: 'contact', fullName: 'Rita Glazier' }));
    const friend = await createUser(t, { role: 'homeOwner' });
    expect((await send('POST', '/api/contacts/share-contact', landlord, { contactId: contact.id, email: 'rita-friend@example.com' })).statusCode).toBe(200);
    const token = tokenOf(await linkFromOutbox(t.dataDir, 'rita-friend@example.com', '/contacts/shared/'));
    expect((await send('GET', `/api/contacts/get-by-token/${token}`, friend)).statusCode).toBe(200);
    const [link] = await listOf(`/api/contacts/${contact.id}/share-links`);
    expect(link).toMatchObject({ kind: 'contact', email: 'rita-friend@example.com', lastUsedAt: expect.any(String) });
    expect((await send('GET', `/api/contacts/${contact.id}/share-links`, other)).statusCode).toBe(404);

    expect((await send('DELETE', `/api/share-links/${link!.id}`, landlord)).statusCode).toBe(204);
    expect((await send('GET', `/api/contacts/get-by-token/${token}`, friend)).statusCode).toBe(404);
    expect((await send('POST', `/api/contacts/add/${token}`, friend)).statusCode).toBe(404);

    expect((await send('POST', '/api/contacts/share-contact', landlord, { contactId: contact.id, email: 'rita-other@example.com' })).statusCode).toBe(200);
    const second = tokenOf(await linkFromOutbox(t.dataDir, 'rita-other@example.com', '/contacts/shared/'));
    expect((await send('POST', `/api/contacts/add/${second}`, friend)).statusCode).toBe(201);
    expect((await send('DELETE', `/api/contacts/${contact.id}`, landlord)).statusCode).toBe(204);
    expect((await send('GET', `/api/contacts/get-by-token/${second}`, friend)).statusCode).toBe(404);
  });
});

describe('lease-form template share links', () => {
  it('listed, then Revoke all ends every link', async () => {
    const template = json<{ id: string }>(await send('POST', '/api/lease-form-templates', landlord, { name: 'House rules lease', fees: [], clauses: [], defaultTerms: {} }));
    for (const email of ['agent-a@example.com', 'agent-b@example.com']) {
      expect((await send('PATCH', `/api/lease-form-templates/share/${template.id}`, landlord, { email })).statusCode).toBe(200);
    }
    const tokens = await Promise.all(['agent-a@example.com', 'agent-b@example.com'].map(async (email) => tokenOf(await linkFromOutbox(t.dataDir, email, '/lease-form-templates/shared/'))));
    for (const token of tokens) expect((await send('GET', `/api/lease-form-templates/get-by-token/${token}`)).statusCode).toBe(200);
    expect((await listOf(`/api/lease-form-templates/${template.id}/share-links`)).map((link) => link.email)).toEqual(['agent-b@example.com', 'agent-a@example.com']);
    expect((await send('DELETE', `/api/lease-form-templates/${template.id}/share-links`, other)).statusCode).toBe(404);
    expect(json(await send('DELETE', `/api/lease-form-templates/${template.id}/share-links`, landlord))).toEqual({ revoked: 2 });
    for (const token of tokens) expect((await send('GET', `/api/lease-form-templates/get-by-token/${token}`)).statusCode).toBe(404);
  });
});
