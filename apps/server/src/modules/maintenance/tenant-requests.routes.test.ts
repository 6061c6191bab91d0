/**
 * Tenant requests (spec points 3, 4, 5, 7): a tenant of an active lease files a request on their
 * property with photos and videos; the landlord sees it, accepts, rejects with a reason or resolves;
 * each route answers 422 for bad input, 401 without a token, 404 for another account's record and
 * 403 for the wrong role. Events name the right recipients.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, todayDateOnly, type DomainEvent } from '@lintel/shared';
import { eq } from 'drizzle-orm';
import { buildTestApp, json, linkFromOutbox, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, multipart, pngBytes, uploadFile, type TestUser } from '../../test/factories.ts';
import { createTenancy, injector, type Tenancy } from '../../test/money-factories.ts';
import { tenants } from '../tenants/tenants.table.ts';

let t: TestApp;
let send: ReturnType<typeof injector>;
let tenancy: Tenancy;
let otherTenancy: Tenancy;
let provider: TestUser;
const events: DomainEvent[] = [];

/** A tenancy whose lease is in force today (started a month ago). */
const current = (landlord?: TestUser) => {
  const start = addMonths(todayDateOnly(), -1);
  return createTenancy(t, { startDate: start, endDate: addDays(addMonths(start, 12), -1) }, landlord);
};

beforeAll(async () => {
  t = await buildTestApp();
  send = injector(t);
  tenancy = await current();
  otherTenancy = await current();
  provider = await createUser(t, { role: 'serviceProvider' });
  t.deps.events.listen((event) => void events.push(event as DomainEvent));
});
afterAll(() => t.close());

type Request = { id: string; status: string; urgency: string; attachments: unknown[]; videos: unknown[]; rejectionReason: string | null; fromPortal: boolean; propertyName: string };
type ErrorBody = { code: string; details?: Array<{ path: string }> };

const body = (overrides: Record<string, unknown> = {}) => ({
  propertyId: tenancy.propertyId,
  categoryId: 1,
  subCategoryId: 101,
  description: 'The kitchen tap drips all night',
  urgency: 'medium',
  ...overrides,
});

async function file(tenancyOf: Tenancy = tenancy) {
  return uploadFile(t, tenancyOf.tenantUser, 'leak.png', await pngBytes(30, 20));
}

async function fileRequest(overrides: Record<string, unknown> = {}, as: Tenancy = tenancy) {
  const response = await send('POST', '/api/tenant-requests', as.tenantUser, body({ propertyId: as.propertyId, ...overrides }));
  expect(response.statusCode, response.body).toBe(201);
  return json<Request>(response);
}

/** A tiny MP4 header: file-type reads it as video/mp4. */
const mp4 = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(4), Buffer.from('mp42isom'), Buffer.alloc(64)]);
async function video(user: TestUser) {
  const upload = multipart('clip.mp4', mp4(), 'video/mp4');
  const response = await t.app.inject({ method: 'POST', url: '/api/files', headers: { ...user.headers, ...upload.headers }, payload: upload.payload });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: string; mimeType: string }>(response);
}

describe('POST /tenant-requests', () => {
  it('a tenant of an active lease files a request with a photo; the landlord is told (emergency says so)', async () => {
    const photo = await file();
    const created = await fileRequest({ attachmentIds: [photo.id], urgency: 'emergency' });
    expect(created).toMatchObject({ status: 'in-review', urgency: 'emergency', fromPortal: false });
    expect(created.attachments).toHaveLength(1);
    const event = events.find((e) => e.type === 'tenantRequest.created' && (e.payload as { tenantRequestId: string }).tenantRequestId === created.id);
    expect(event?.userIds).toEqual([tenancy.landlord.id]);
    expect((event?.payload as { summary: string }).summary).toMatch(/^EMERGENCY/);
  });

  it('422 for bad input (no description, unknown category, a sub-category of another category)', async () => {
    for (const bad of [{ description: '' }, { categoryId: 999 }, { subCategoryId: 201 }, { urgency: 'urgent' }]) {
      const response = await send('POST', '/api/tenant-requests', tenancy.tenantUser, body(bad));
      expect(response.statusCode, JSON.stringify(bad)).toBe(422);
    }
  });

  it('spec point 5: at most 10 files and at most 2 videos; a video among photos is refused', async () => {
    const photos = await Promise.all(Array.from({ length: 11 }, () => file()));
    const tooMany = await send('POST', '/api/tenant-requests', tenancy.tenantUser, body({ attachmentIds: photos.map((p) => p.id) }));
    expect(tooMany.statusCode).toBe(422);
    const clips = [await video(tenancy.tenantUser), await video(tenancy.tenantUser), await video(tenancy.tenantUser)];
    expect(clips[0]!.mimeType).toBe('video/mp4');
    const threeVideos = await send('POST', '/api/tenant-requests', tenancy.tenantUser, body({ videoIds: clips.map((c) => c.id) }));
    expect(threeVideos.statusCode).toBe(422);
    const tenFiles = await send('POST', '/api/tenant-requests', tenancy.tenantUser, body({ attachmentIds: photos.slice(0, 9).map((p) => p.id), videoIds: [clips[0]!.id, clips[1]!.id] }));
    expect(tenFiles.statusCode).toBe(422);
    expect(json<ErrorBody>(tenFiles).code).toBe('ATTACHMENT_LIMIT');
    const ok = await send('POST', '/api/tenant-requests', tenancy.tenantUser, body({ attachmentIds: photos.slice(0, 8).map((p) => p.id), videoIds: [clips[0]!.id, clips[1]!.id] }));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(json<Request>(ok).videos).toHaveLength(2);
    const wrongKind = await send('POST', '/api/tenant-requests', tenancy.tenantUser, body({ attachmentIds: [clips[2]!.id] }));
    expect(wrongKind.statusCode).toBe(422);
  });

  it('401 without a token; 403 for a landlord and a provider', async () => {
    expect((await send('POST', '/api/tenant-requests', undefined, body())).statusCode).toBe(401);
    expect((await send('POST', '/api/tenant-requests', tenancy.landlord, body())).statusCode).toBe(403);
    expect((await send('POST', '/api/tenant-requests', provider, body())).statusCode).toBe(403);
  });

  it("404 on a property without the tenant's active lease; 422 for another account's file", async () => {
    const other = await send('POST', '/api/tenant-requests', tenancy.tenantUser, body({ propertyId: otherTenancy.propertyId }));
    expect(other.statusCode).toBe(404);
    const landlordProperty = await createProperty(t, tenancy.landlord, { nickname: 'Empty lot', type: 'singleFamily' });
    expect((await send('POST', '/api/tenant-requests', tenancy.tenantUser, body({ propertyId: landlordProperty.id }))).statusCode).toBe(404);
    const foreignPhoto = await file(otherTenancy);
    const response = await send('POST', '/api/tenant-requests', tenancy.tenantUser, body({ attachmentIds: [foreignPhoto.id] }));
    expect(response.statusCode).toBe(422);
    expect(json<ErrorBody>(response).details?.[0]?.path).toBe('attachmentIds');
  });

  it('a tenant whose lease has not started yet cannot file (no active lease)', async () => {
    const future = await createTenancy(t);
    expect((await send('POST', '/api/tenant-requests', future.tenantUser, body({ propertyId: future.propertyId }))).statusCode).toBe(404);
  });
});

describe('GET /tenant-requests and GET /tenant-requests/{id}', () => {
  it('the landlord sees requests on their properties, filtered by status and property; the tenant only their own', async () => {
    const mine = await fileRequest({ urgency: 'low' });
    const theirs = await fileRequest({}, otherTenancy);
    const list = json<{ results: Request[]; pagination: { total: number } }>(await send('GET', `/api/tenant-requests?status=in-review&propertyId=${tenancy.propertyId}`, tenancy.landlord));
    expect(list.results.map((r) => r.id)).toContain(mine.id);
    expect(list.results.map((r) => r.id)).not.toContain(theirs.id);
    expect(list.results[0]!.id).toBe(mine.id);
    const tenantList = json<{ results: Request[] }>(await send('GET', '/api/tenant-requests', otherTenancy.tenantUser));
    expect(tenantList.results.map((r) => r.id)).toEqual([theirs.id]);
    expect((await send('GET', `/api/tenant-requests/${mine.id}`, tenancy.tenantUser)).statusCode).toBe(200);
  });

  it('422 for a bad filter, 401 without a token, 403 for a provider, 404 for another account', async () => {
    const mine = await fileRequest();
    expect((await send('GET', '/api/tenant-requests?status=open', tenancy.landlord)).statusCode).toBe(422);
    expect((await send('GET', '/api/tenant-requests?pageSize=101', tenancy.landlord)).statusCode).toBe(422);
    expect((await send('GET', '/api/tenant-requests/not-a-uuid', tenancy.landlord)).statusCode).toBe(422);
    expect((await send('GET', '/api/tenant-requests')).statusCode).toBe(401);
    expect((await send('GET', `/api/tenant-requests/${mine.id}`)).statusCode).toBe(401);
    expect((await send('GET', '/api/tenant-requests', provider)).statusCode).toBe(403);
    expect((await send('GET', `/api/tenant-requests/${mine.id}`, otherTenancy.landlord)).statusCode).toBe(404);
    expect((await send('GET', `/api/tenant-requests/${mine.id}`, otherTenancy.tenantUser)).statusCode).toBe(404);
    expect((await send('GET', `/api/tenant-requests?propertyId=${tenancy.propertyId}`, otherTenancy.landlord)).statusCode).toBe(404);
  });
});

describe('PUT /tenant-requests/{action}/{id}', () => {
  it('accept → ongoing, resolve → completed; the tenant is told', async () => {
    const created = await fileRequest();
    const accepted = await send('PUT', `/api/tenant-requests/accept/${created.id}`, tenancy.landlord, {});
    expect(json<Request>(accepted).status).toBe('ongoing');
    const resolved = await send('PUT', `/api/tenant-requests/resolve/${created.id}`, tenancy.landlord, {});
    expect(json<Request>(resolved).status).toBe('completed');
    const changed = events.filter((e) => e.type === 'tenantRequest.statusChanged' && (e.payload as { tenantRequestId: string }).tenantRequestId === created.id);
    expect(changed.map((e) => (e.payload as { status: string }).status)).toEqual(['ongoing', 'completed']);
    expect(changed.every((e) => e.userIds?.length === 1 && e.userIds[0] === tenancy.tenantUser.id)).toBe(true);
    expect((await send('PUT', `/api/tenant-requests/accept/${created.id}`, tenancy.landlord, {})).statusCode).toBe(409);
  });

  it('reject needs a reason (422) and the tenant sees it', async () => {
    const created = await fileRequest();
    expect((await send('PUT', `/api/tenant-requests/reject/${created.id}`, tenancy.landlord, {})).statusCode).toBe(422);
    const rejected = await send('PUT', `/api/tenant-requests/reject/${created.id}`, tenancy.landlord, { reason: 'This is the HOA’s to fix' });
    expect(rejected.statusCode).toBe(200);
    const seen = json<Request>(await send('GET', `/api/tenant-requests/${created.id}`, tenancy.tenantUser));
    expect(seen).toMatchObject({ status: 'rejected', rejectionReason: 'This is the HOA’s to fix' });
    const event = events.find((e) => e.type === 'tenantRequest.statusChanged' && (e.payload as { tenantRequestId: string }).tenantRequestId === created.id);
    expect(event?.payload).toMatchObject({ status: 'rejected', reason: 'This is the HOA’s to fix' });
  });

  it('edit: the tenant while in review (not after), an empty edit is 422', async () => {
    const created = await fileRequest();
    const edited = await send('PUT', `/api/tenant-requests/edit/${created.id}`, tenancy.tenantUser, { description: 'Now the sink leaks too', urgency: 'emergency' });
    expect(json<Request>(edited)).toMatchObject({ urgency: 'emergency', status: 'in-review' });
    expect((await send('PUT', `/api/tenant-requests/edit/${created.id}`, tenancy.tenantUser, {})).statusCode).toBe(422);
    await send('PUT', `/api/tenant-requests/accept/${created.id}`, tenancy.landlord, {});
    expect((await send('PUT', `/api/tenant-requests/edit/${created.id}`, tenancy.tenantUser, { urgency: 'low' })).statusCode).toBe(409);
    expect((await send('PUT', `/api/tenant-requests/edit/${created.id}`, tenancy.landlord, { urgency: 'low' })).statusCode).toBe(200);
  });

  it('422 for an unknown action, 401 without a token, 403 for a tenant accepting, 404 for another account', async () => {
    const created = await fileRequest();
    expect((await send('PUT', `/api/tenant-requests/approve/${created.id}`, tenancy.landlord, {})).statusCode).toBe(422);
    expect((await send('PUT', `/api/tenant-requests/accept/${created.id}`, undefined, {})).statusCode).toBe(401);
    expect((await send('PUT', `/api/tenant-requests/accept/${created.id}`, tenancy.tenantUser, {})).statusCode).toBe(403);
    expect((await send('PUT', `/api/tenant-requests/accept/${created.id}`, provider, {})).statusCode).toBe(403);
    expect((await send('PUT', `/api/tenant-requests/accept/${created.id}`, otherTenancy.landlord, {})).statusCode).toBe(404);
    expect((await send('PUT', `/api/tenant-requests/edit/${created.id}`, otherTenancy.tenantUser, { urgency: 'low' })).statusCode).toBe(404);
    expect(json<Request>(await send('GET', `/api/tenant-requests/${created.id}`, tenancy.landlord)).status).toBe('in-review');
  });
});

describe('POST /tenant-request-options and GET /tenant-requests/open-summary', () => {
  it("categories, a category's sub-categories, and the tenant's lease properties", async () => {
    const top = json<{ options: Array<{ id: number }>; properties: Array<{ id: string }> }>(await send('POST', '/api/tenant-request-options', tenancy.tenantUser, {}));
    expect(top.options.length).toBeGreaterThan(5);
    expect(top.properties.map((p) => p.id)).toEqual([tenancy.propertyId]);
    const sub = json<{ options: Array<{ id: number; name: string }> }>(await send('POST', '/api/tenant-request-options', tenancy.landlord, { categoryId: 1 }));
    expect(sub.options.map((o) => o.name)).toContain('Leak');
    expect((await send('POST', '/api/tenant-request-options', tenancy.landlord, { categoryId: 'x' })).statusCode).toBe(422);
    expect((await send('POST', '/api/tenant-request-options', undefined, {})).statusCode).toBe(401);
    expect((await send('POST', '/api/tenant-request-options', provider, {})).statusCode).toBe(403);
  });

  it('a tenant who just signed up from the invitation files a request at once (linked to their tenant record here)', async () => {
    const fresh = await current();
    await t.deps.db.update(tenants).set({ userId: null }).where(eq(tenants.id, fresh.tenantId));
    const email = `invited-${Date.now()}@example.com`;
    const invite = await send('POST', `/api/users/invite-user/${fresh.tenantId}?type=tenant`, fresh.landlord, { email, fullName: 'Ivy Invited' });
    expect(invite.statusCode, invite.body).toBe(201);
    const link = await linkFromOutbox(t.dataDir, email, '/sign-up');
    const payload = { email, password: 'a-strong-password', fullName: 'Ivy Invited', invitationToken: link.searchParams.get('invitation') };
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/local/register', payload })).statusCode).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/local/login', payload: { email, password: payload.password } });
    const ivy = { headers: { authorization: `Bearer ${json<{ jwt: string }>(login).jwt}` } };
    const options = json<{ properties: Array<{ id: string }> }>(await send('POST', '/api/tenant-request-options', ivy, {}));
    expect(options.properties.map((p) => p.id)).toEqual([fresh.propertyId]);
    expect((await send('POST', '/api/tenant-requests', ivy, body({ propertyId: fresh.propertyId }))).statusCode).toBe(201);
  });

  it('open requests per property with the highest urgency; 403 for a tenant', async () => {
    const landlord = await createUser(t, { role: 'propertyManager' });
    const a = await current(landlord);
    await fileRequest({ urgency: 'low' }, a);
    await fileRequest({ urgency: 'emergency' }, a);
    const summary = json<{ properties: Array<{ propertyId: string; open: number; highestUrgency: string }> }>(await send('GET', '/api/tenant-requests/open-summary', landlord));
    expect(summary.properties).toEqual([expect.objectContaining({ propertyId: a.propertyId, open: 2, highestUrgency: 'emergency' })]);
    expect((await send('GET', '/api/tenant-requests/open-summary', a.tenantUser)).statusCode).toBe(403);
    expect((await send('GET', '/api/tenant-requests/open-summary')).statusCode).toBe(401);
  });
});

describe('the work-order hooks', () => {
  it('loadRequestForWorkOrder carries description, photos and videos; linkWorkOrder shows on the request; another account gets nothing', async () => {
    const { loadRequestForWorkOrder, linkWorkOrder } = await import('./index.ts');
    const photo = await file();
    const clip = await video(tenancy.tenantUser);
    const created = await fileRequest({ attachmentIds: [photo.id], videoIds: [clip.id] });
    const seed = await loadRequestForWorkOrder(t.deps.db, tenancy.landlord.id, { kind: 'tenantRequest', id: created.id });
    expect(seed).toMatchObject({ propertyId: tenancy.propertyId, unitId: null, description: body().description, attachmentIds: [photo.id], videoIds: [clip.id] });
    expect(await loadRequestForWorkOrder(t.deps.db, otherTenancy.landlord.id, { kind: 'tenantRequest', id: created.id })).toBeUndefined();
    const workOrderId = '01900000-0000-7000-8000-0000000000ff';
    expect(await t.deps.db.transaction((tx) => linkWorkOrder(tx, otherTenancy.landlord.id, { kind: 'tenantRequest', id: created.id }, workOrderId))).toBe(false);
    expect(await t.deps.db.transaction((tx) => linkWorkOrder(tx, tenancy.landlord.id, { kind: 'tenantRequest', id: created.id }, workOrderId))).toBe(true);
    expect(json<{ workOrderId: string }>(await send('GET', `/api/tenant-requests/${created.id}`, tenancy.landlord)).workOrderId).toBe(workOrderId);
  });

  it('a work order made from a request shows its photo among the attachments and its video among the videos', async () => {
    const photo = await file();
    const clip = await video(tenancy.tenantUser);
    const created = await fileRequest({ attachmentIds: [photo.id], videoIds: [clip.id] });
    const response = await send('POST', '/api/work-orders', tenancy.landlord, {
      name: 'Dripping tap',
      category: 'plumbing',
      property: tenancy.propertyId,
      priority: 'medium',
      timing: 'asSoonAsPossible',
      source: { kind: 'tenantRequest', id: created.id },
    });
    expect(response.statusCode, response.body).toBe(201);
    const workOrder = json<{ attachments: Array<{ id: string; mimeType: string }>; videos: Array<{ id: string; mimeType: string }> }>(response);
    expect(workOrder.attachments.map((f) => f.id)).toEqual([photo.id]);
    expect(workOrder.videos.map((f) => [f.id, f.mimeType])).toEqual([[clip.id, 'video/mp4']]);
  });
});
