/**
 * The request portal (issue 12): a property's link, made on first use with a printable QR code; a
 * visitor without an account reads the property's label, uploads a photo and files a request that
 * lands in the landlord's in-review list flagged fromPortal. A link turned off or rotated answers
 * 404; the public routes are rate-limited per IP and per link (429).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '@lintel/shared';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, multipart, pngBytes, type TestUser } from '../../test/factories.ts';
import { injector } from '../../test/money-factories.ts';
import { PORTAL_IP_LIMIT, PORTAL_LINK_LIMIT } from './maintenance.routes.ts';

let t: TestApp;
let send: ReturnType<typeof injector>;
let landlord: TestUser;
let other: TestUser;
let propertyId: string;
const events: DomainEvent[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  send = injector(t);
  landlord = await createUser(t, { role: 'propertyManager' });
  other = await createUser(t, { role: 'propertyManager' });
  propertyId = (await createProperty(t, landlord, { nickname: 'Birch Court', type: 'singleFamily' })).id;
  t.deps.events.listen((event) => void events.push(event as DomainEvent));
});
afterAll(() => t.close());

type Link = { enabled: boolean; token: string | null; url: string | null; qrSvg: string | null };
let ip = 0;
/** Each public call from its own address, so only the per-link limit counts unless a test says otherwise. */
const publicCall = (method: 'GET' | 'POST', url: string, payload?: object, remoteAddress = `10.1.${Math.floor(++ip / 250)}.${ip % 250}`) =>
  t.app.inject({ method, url, remoteAddress, ...(payload ? { payload } : {}) });

const portalRequest = (overrides: Record<string, unknown> = {}) => ({
  contactName: 'Sam Neighbour',
  contactEmail: 'sam@example.com',
  categoryId: 5,
  subCategoryId: 502,
  description: 'The front window of the lobby is cracked',
  urgency: 'medium',
  ...overrides,
});

async function linkOf(id = propertyId, user = landlord): Promise<Link> {
  const response = await send('GET', `/api/request-portal/properties/${id}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return json<Link>(response);
}

describe('the landlord’s portal link', () => {
  it('is made on first use, stays the same, comes with a QR code of its url; only the hash is stored', async () => {
    const first = await linkOf();
    expect(first.token).toHaveLength(43);
    expect(first.url).toBe(`http://lintel.test/portal/${first.token}`);
    expect(first.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await linkOf()).token).toBe(first.token);
    const { rows } = (await t.deps.db.execute(`select token_hash, nonce from request_portal_links where property_id = '${propertyId}'`)) as unknown as { rows: Array<{ token_hash: string; nonce: string }> };
    expect(rows[0]!.token_hash).not.toBe(first.token);
    expect(rows[0]!.nonce).not.toBe(first.token);
  });

  it('401 without a token, 403 for a tenant, 404 for another account’s property, 422 for a bad id or body', async () => {
    const tenant = await createUser(t, { role: 'tenant' });
    expect((await send('GET', `/api/request-portal/properties/${propertyId}`)).statusCode).toBe(401);
    expect((await send('GET', `/api/request-portal/properties/${propertyId}`, tenant)).statusCode).toBe(403);
    expect((await send('GET', `/api/request-portal/properties/${propertyId}`, other)).statusCode).toBe(404);
    expect((await send('POST', `/api/request-portal/properties/${propertyId}/rotate`, other)).statusCode).toBe(404);
    expect((await send('PATCH', `/api/request-portal/properties/${propertyId}`, other, { enabled: false })).statusCode).toBe(404);
    expect((await send('GET', '/api/request-portal/properties/nope', landlord)).statusCode).toBe(422);
    expect((await send('PATCH', `/api/request-portal/properties/${propertyId}`, landlord, { enabled: 'no' })).statusCode).toBe(422);
  });
});

describe('a visitor with the link and no account', () => {
  it('reads the label, uploads a photo, files a request; the landlord sees it in review, flagged, and is told', async () => {
    const { token } = await linkOf();
    const view = await publicCall('GET', `/api/request-portal/${token}`);
    expect(view.statusCode).toBe(200);
    expect(json(view)).toMatchObject({ propertyLabel: 'Birch Court', urgencies: ['low', 'medium', 'emergency'] });
    expect(view.body).not.toContain('Maple Avenue');

    const upload = multipart('crack.png', await pngBytes());
    const photo = await t.app.inject({ method: 'POST', url: `/api/request-portal/${token}/files`, headers: upload.headers, payload: upload.payload });
    expect(photo.statusCode, photo.body).toBe(201);
    const filed = await publicCall('POST', `/api/request-portal/${token}/requests`, portalRequest({ attachmentIds: [json<{ id: string }>(photo).id] }));
    expect(filed.statusCode, filed.body).toBe(201);
    const { id } = json<{ id: string }>(filed);

    const list = json<{ results: Array<{ id: string; fromPortal: boolean; contact: { name: string }; attachments: unknown[] }> }>(
      await send('GET', '/api/tenant-requests?status=in-review', landlord),
    );
    expect(list.results[0]).toMatchObject({ id, fromPortal: true, contact: { name: 'Sam Neighbour' } });
    expect(list.results[0]!.attachments).toHaveLength(1);
    const event = events.find((e) => e.type === 'tenantRequest.created' && (e.payload as { tenantRequestId: string }).tenantRequestId === id);
    expect(event).toMatchObject({ userIds: [landlord.id], payload: { fromPortal: true } });
  });

  it('422 without a way to reach them, for a file not uploaded with the link, for a document upload', async () => {
    const { token } = await linkOf();
    const noContact = await publicCall('POST', `/api/request-portal/${token}/requests`, portalRequest({ contactEmail: undefined }));
    expect(noContact.statusCode).toBe(422);
    const ownPhoto = multipart('x.png', await pngBytes());
    const landlordFile = json<{ id: string }>(await t.app.inject({ method: 'POST', url: '/api/files', headers: { ...landlord.headers, ...ownPhoto.headers }, payload: ownPhoto.payload }));
    const foreign = await publicCall('POST', `/api/request-portal/${token}/requests`, portalRequest({ attachmentIds: [landlordFile.id] }));
    expect(foreign.statusCode).toBe(422);
    const pdf = multipart('x.pdf', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), 'application/pdf');
    const doc = await t.app.inject({ method: 'POST', url: `/api/request-portal/${token}/files`, headers: pdf.headers, payload: pdf.payload });
    expect(doc.statusCode).toBe(415);
  });

  it('a link turned off answers 404, and works again when turned on; a rotated link answers 404', async () => {
    const { token } = await linkOf();
    const off = await send('PATCH', `/api/request-portal/properties/${propertyId}`, landlord, { enabled: false });
    expect(json<Link>(off)).toMatchObject({ enabled: false, token: null });
    expect((await publicCall('GET', `/api/request-portal/${token}`)).statusCode).toBe(404);
    expect((await publicCall('POST', `/api/request-portal/${token}/requests`, portalRequest())).statusCode).toBe(404);
    await send('PATCH', `/api/request-portal/properties/${propertyId}`, landlord, { enabled: true });
    expect((await publicCall('GET', `/api/request-portal/${token}`)).statusCode).toBe(200);

    const rotated = json<Link>(await send('POST', `/api/request-portal/properties/${propertyId}/rotate`, landlord));
    expect(rotated.token).not.toBe(token);
    expect((await publicCall('GET', `/api/request-portal/${token}`)).statusCode).toBe(404);
    expect((await publicCall('GET', `/api/request-portal/${rotated.token}`)).statusCode).toBe(200);
    expect((await publicCall('GET', `/api/request-portal/${'x'.repeat(43)}`)).statusCode).toBe(404);
  });

  it(`429 past ${PORTAL_IP_LIMIT.max} calls a minute from one IP`, async () => {
    const { token } = await linkOf((await createProperty(t, landlord, { nickname: 'IP test', type: 'singleFamily' })).id);
    const statuses: number[] = [];
    for (let n = 0; n <= PORTAL_IP_LIMIT.max; n += 1) statuses.push((await publicCall('GET', `/api/request-portal/${token}`, undefined, '10.99.0.1')).statusCode);
    expect(statuses.slice(0, PORTAL_IP_LIMIT.max).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await publicCall('GET', `/api/request-portal/${token}`, undefined, '10.99.0.2')).statusCode).toBe(200);
  });

  it(`429 past ${PORTAL_LINK_LIMIT.max} calls per link from many IPs; another link is not affected`, async () => {
    const { token } = await linkOf((await createProperty(t, landlord, { nickname: 'Link test', type: 'singleFamily' })).id);
    const statuses: number[] = [];
    for (let n = 0; n <= PORTAL_LINK_LIMIT.max; n += 1) statuses.push((await publicCall('GET', `/api/request-portal/${token}`)).statusCode);
    expect(statuses.slice(0, PORTAL_LINK_LIMIT.max).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const limited = await publicCall('POST', `/api/request-portal/${token}/requests`, portalRequest());
    expect(json<{ code: string }>(limited).code).toBe('RATE_LIMITED');
    const { token: another } = await linkOf();
    expect((await publicCall('GET', `/api/request-portal/${another}`)).statusCode).toBe(200);
  });
});
