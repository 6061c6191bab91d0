/**
 * Issue 25 item 4: the request portal (anyone holding a property's link, no account) could store about
 * 100 GB into the landlord's storage, its limits counting requests, not bytes. Now the bytes stored
 * through the portal in any 24 hours are capped per link and per account (PORTAL_UPLOAD_QUOTA): a
 * file that would cross what is left is a 413 and nothing stays stored; once a quota is used up, a
 * 429 with Retry-After before anything is read; the landlord is told once a day per link. Earlier
 * usage is planted as rows of request_portal_uploads (uploading gigabytes here would take minutes).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { PORTAL_UPLOAD_QUOTA, type DomainEvent } from '@lintel/shared';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, multipart, pngBytes, type TestUser } from '../../test/factories.ts';
import { injector } from '../../test/money-factories.ts';

let t: TestApp;
let send: ReturnType<typeof injector>;
let landlord: TestUser;
const events: DomainEvent[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  send = injector(t);
  landlord = await createUser(t, { role: 'propertyManager' });
  t.deps.events.listen((event) => void events.push(event as DomainEvent));
});
afterAll(() => t.close());

type ErrorBody = { code: string; message: string; details: Array<{ limit?: number }> };
let ip = 0;

async function portalOf(nickname: string, owner = landlord) {
  const property = await createProperty(t, owner, { nickname, type: 'singleFamily' });
  const link = json<{ token: string }>(await send('GET', `/api/request-portal/properties/${property.id}`, owner));
  return { propertyId: property.id, token: link.token };
}

async function uploadThrough(token: string) {
  const body = multipart('leak.png', await pngBytes());
  return t.app.inject({ method: 'POST', url: `/api/request-portal/${token}/files`, remoteAddress: `10.7.0.${++ip}`, headers: body.headers, payload: body.payload });
}

/** Plants `bytes` already stored through the link of `propertyId`, `hoursAgo` hours ago. */
async function plantUsage(propertyId: string, bytes: number, hoursAgo = 1) {
  await t.deps.db.execute(sql`insert into request_portal_uploads (id, link_id, account_id, file_id, bytes, created_at)
    select gen_random_uuid(), id, account_id, gen_random_uuid(), ${bytes}, ${new Date().toISOString()}::timestamptz - make_interval(hours => ${hoursAgo}) from request_portal_links where property_id = ${propertyId}`);
}

async function storedFilesOf(user: TestUser): Promise<number> {
  const { rows } = (await t.deps.db.execute(sql`select count(*)::int as n from files where account_id = ${user.id}`)) as unknown as { rows: Array<{ n: number }> };
  return rows[0]!.n;
}

const throttledFor = (propertyId: string) =>
  events.filter((event) => event.type === 'tenantRequest.portalThrottled' && (event.payload as { propertyId: string }).propertyId === propertyId);

describe('the request portal’s daily byte quota', () => {
  it('counts the bytes each upload stored', async () => {
    const { token } = await portalOf('Counted Court');
    const response = await uploadThrough(token);
    expect(response.statusCode, response.body).toBe(201);
    const { rows } = (await t.deps.db.execute(sql`select bytes from request_portal_uploads where file_id = ${json<{ id: string }>(response).id}`)) as unknown as { rows: Array<{ bytes: string | number }> };
    expect(Number(rows[0]!.bytes)).toBe(json<{ size: number }>(response).size);
  });

  it('a file crossing what the link has left is a 413 and stays unstored; a used-up link is a 429; the landlord is told once', async () => {
    const { propertyId, token } = await portalOf('Quota House');
    await plantUsage(propertyId, PORTAL_UPLOAD_QUOTA.bytesPerLinkPerDay - 50);
    const filesBefore = await storedFilesOf(landlord);

    const crossing = await uploadThrough(token);
    expect(crossing.statusCode, crossing.body).toBe(413);
    const crossingBody = json<ErrorBody>(crossing);
    expect(crossingBody.code).toBe('FILE_TOO_LARGE');
    expect(crossingBody.message).toMatch(/larger than what this link may still take today/);
    expect(crossingBody.details[0]!.limit).toBe(PORTAL_UPLOAD_QUOTA.bytesPerLinkPerDay);
    expect(await storedFilesOf(landlord)).toBe(filesBefore);

    await plantUsage(propertyId, 50);
    const refused = await uploadThrough(token);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(json<ErrorBody>(refused)).toMatchObject({ code: 'PORTAL_QUOTA_EXCEEDED', message: expect.stringMatching(/^This link has taken its 1 GB of uploads for today/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedFilesOf(landlord)).toBe(filesBefore);

    // Told once for this link, as a notification in the bell that leads to the property's requests.
    expect(throttledFor(propertyId)).toHaveLength(1);
    expect(throttledFor(propertyId)[0]).toMatchObject({ userIds: [landlord.id], payload: { link: `/requests?propertyId=${propertyId}` } });
    await vi.waitFor(async () => {
      const list = json<{ results: Array<{ title: string; body: string; link: string }> }>(await send('GET', '/api/notifications', landlord));
      expect(list.results.find((n) => n.link === `/requests?propertyId=${propertyId}`)).toMatchObject({ title: 'Request portal uploads paused', body: expect.stringContaining('Quota House') });
    });

    // Filing a request without new files still works.
    const filed = await t.app.inject({
      method: 'POST',
      url: `/api/request-portal/${token}/requests`,
      remoteAddress: `10.7.1.${++ip}`,
      payload: { contactName: 'Sam', contactEmail: 'sam@example.com', categoryId: 5, subCategoryId: 502, description: 'Window cracked', urgency: 'low' },
    });
    expect(filed.statusCode, filed.body).toBe(201);
  });

  it('usage older than 24 hours does not count', async () => {
    const { propertyId, token } = await portalOf('Yesterday Lane');
    await plantUsage(propertyId, PORTAL_UPLOAD_QUOTA.bytesPerLinkPerDay, 25);
    expect((await uploadThrough(token)).statusCode).toBe(201);
  });

  it('the account’s quota covers all its links: a fresh link of a landlord whose portal took its share is a 429', async () => {
    const owner = await createUser(t, { role: 'propertyManager' });
    const perLink = PORTAL_UPLOAD_QUOTA.bytesPerLinkPerDay;
    const links = Math.ceil(PORTAL_UPLOAD_QUOTA.bytesPerAccountPerDay / perLink);
    for (let n = 0; n < links; n += 1) {
      const used = await portalOf(`Busy ${n}`, owner);
      await plantUsage(used.propertyId, Math.min(perLink, PORTAL_UPLOAD_QUOTA.bytesPerAccountPerDay - n * perLink));
    }
    const fresh = await portalOf('Fresh Flat', owner);
    const refused = await uploadThrough(fresh.token);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(json<ErrorBody>(refused).message).toMatch(/landlord's request portal has taken its 4 GB/);
    // Another landlord's portal is not affected.
    expect((await uploadThrough((await portalOf('Elsewhere')).token)).statusCode).toBe(201);
  });
});
