import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, multipart, uploadFile, type TestUser } from '../../test/factories.ts';
import { yearDate } from '../../test/dates.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { role: 'homeOwner' });
  other = await createUser(t, { role: 'propertyManager' });
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: unknown) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });

type Item = { id: string; name: string; price: number | null; group: { id: string } | null; images: Array<{ id: string }>; receipt: { id: string } | null };
type Group = { id: string; name: string; icon: string; itemsCount: number };

async function createItem(user: TestUser, body: Record<string, unknown> = {}) {
  const response = await inject('POST', '/api/inventories', user, { name: 'Dishwasher', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return json<Item>(response);
}

async function pdfBytes() {
  return Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
}

describe('inventory items', () => {
  it('creates an item with what an insurance claim needs, exact money, photos and a receipt', async () => {
    const home = await createProperty(t, owner, { nickname: 'Birch House', type: 'singleFamily' });
    const room = json<{ id: string }>(await inject('POST', `/api/properties/${home.id}/rooms`, owner, { name: 'Kitchen' }));
    const photo = await uploadFile(t, owner);
    const receiptBody = multipart('receipt.pdf', await pdfBytes());
    const receipt = json<{ id: string }>(await t.app.inject({ method: 'POST', url: '/api/files', headers: { ...owner.headers, ...receiptBody.headers }, payload: receiptBody.payload }));
    const item = await createItem(owner, {
      description: 'Bosch 800 series',
      categoryId: 60,
      propertyId: home.id,
      roomId: room.id,
      purchaseDate: yearDate(-2, '03-15'),
      price: 1249.99,
      serialNumber: 'SN-8842-XY',
      warrantyEnd: yearDate(1, '03-15'),
      receiptId: receipt.id,
      imageIds: [photo.id],
    });
    expect(item).toMatchObject({
      name: 'Dishwasher',
      category: { id: 60, name: 'Appliances' },
      property: { id: home.id, nickname: 'Birch House' },
      room: { id: room.id, name: 'Kitchen' },
      purchaseDate: yearDate(-2, '03-15'),
      price: 1249.99,
      serialNumber: 'SN-8842-XY',
      warrantyEnd: yearDate(1, '03-15'),
      receipt: { id: receipt.id },
    });
    expect(item.images.map((i) => i.id)).toEqual([photo.id]);
    const fetched = json<Item>(await inject('GET', `/api/inventories/${item.id}`, owner));
    expect(fetched.price).toBe(1249.99);

    const edited = await inject('PUT', `/api/inventories/${item.id}`, owner, { price: 1100, propertyId: null });
    expect(json(edited)).toMatchObject({ price: 1100, property: null, room: null });
    expect((await inject('PUT', `/api/inventories/${item.id}`, owner, { warrantyEnd: '2020-01-01' })).statusCode).toBe(422);
  });

  it('422 with details for bad fields; refuses another account\'s files, a video receipt and an unknown or contact category', async () => {
    const bad = await inject('POST', '/api/inventories', owner, { name: '', price: 10.001, purchaseDate: '2024-13-01' });
    expect(bad.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(bad).details.map((d) => d.path)).toEqual(expect.arrayContaining(['name', 'price', 'purchaseDate']));
    expect((await inject('POST', '/api/inventories', owner, { name: 'X', roomId: '01900000-0000-7000-8000-000000000000' })).statusCode).toBe(422);
    const theirPhoto = await uploadFile(t, other);
    const refused = await inject('POST', '/api/inventories', owner, { name: 'X', imageIds: [theirPhoto.id] });
    expect(refused.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(refused).details[0]?.path).toBe('imageIds');
    expect((await inject('POST', '/api/inventories', owner, { name: 'X', receiptId: theirPhoto.id })).statusCode).toBe(422);
    expect((await inject('POST', '/api/inventories', owner, { name: 'X', categoryId: 1 })).statusCode).toBe(422);
    expect((await inject('POST', '/api/inventories', owner, { name: 'X', categoryId: 99999 })).statusCode).toBe(422);
    const tooMany = await Promise.all(Array.from({ length: 11 }, () => '01900000-0000-7000-8000-000000000000'));
    expect((await inject('POST', '/api/inventories', owner, { name: 'X', imageIds: tooMany })).statusCode).toBe(422);
  });

  it('bad uploads are refused with a clear error', async () => {
    const body = multipart('evil.png', Buffer.from('<script>alert(1)</script>'));
    const response = await t.app.inject({ method: 'POST', url: '/api/files', headers: { ...owner.headers, ...body.headers }, payload: body.payload });
    expect(response.statusCode).toBe(415);
    expect(json<{ message: string }>(response).message).toMatch(/not accepted/);
  });

  it('another account\'s item, property, room or group reads as missing (404); wrong roles 403; no token 401', async () => {
    const theirs = await createItem(other, { name: 'Their TV' });
    const theirHome = await createProperty(t, other);
    const theirGroup = json<{ group: Group }>(await inject('POST', '/api/group-inventories', other, { name: 'Theirs', icon: 'Package' })).group;
    expect((await inject('GET', `/api/inventories/${theirs.id}`, owner)).statusCode).toBe(404);
    expect((await inject('PUT', `/api/inventories/${theirs.id}`, owner, { name: 'Mine' })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/inventories/${theirs.id}`, owner)).statusCode).toBe(404);
    expect((await inject('POST', '/api/inventories', owner, { name: 'X', propertyId: theirHome.id })).statusCode).toBe(404);
    expect((await inject('POST', '/api/inventories', owner, { name: 'X', groupId: theirGroup.id })).statusCode).toBe(404);
    const mine = await createProperty(t, owner);
    const theirRoom = json<{ id: string }>(await inject('POST', `/api/properties/${theirHome.id}/rooms`, other, { name: 'Den' }));
    expect((await inject('POST', '/api/inventories', owner, { name: 'X', propertyId: mine.id, roomId: theirRoom.id })).statusCode).toBe(404);
    for (const role of ['tenant', 'serviceProvider'] as const) {
      const user = await createUser(t, { role });
      expect((await inject('GET', '/api/inventories', user)).statusCode).toBe(403);
      expect((await inject('POST', '/api/group-inventories', user, { name: 'G' })).statusCode).toBe(403);
    }
    expect((await inject('GET', '/api/inventories')).statusCode).toBe(401);
  });

  it('lists newest first by property with meta.hasInventory; bulk delete is all or nothing', async () => {
    const user = await createUser(t, { role: 'propertyManager' });
    const empty = json<{ meta: { hasInventory: boolean } }>(await inject('GET', '/api/inventories', user));
    expect(empty.meta.hasInventory).toBe(false);
    const home = await createProperty(t, user);
    const a = await createItem(user, { name: 'Armchair' });
    const b = await createItem(user, { name: 'Bicycle', propertyId: home.id });
    const c = await createItem(user, { name: 'Camera', serialNumber: 'CAM-77' });
    const list = json<{ results: Item[]; pagination: Record<string, number>; meta: { hasInventory: boolean } }>(await inject('GET', '/api/inventories?pageSize=2', user));
    expect(list.results.map((i) => i.name)).toEqual(['Camera', 'Bicycle']);
    expect(list.pagination).toEqual({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(list.meta.hasInventory).toBe(true);
    expect(json<{ results: Item[] }>(await inject('GET', `/api/inventories?propertyId=${home.id}`, user)).results.map((i) => i.name)).toEqual(['Bicycle']);
    expect(json<{ results: Item[] }>(await inject('GET', '/api/inventories?search=cam-7', user)).results.map((i) => i.name)).toEqual(['Camera']);
    expect(json<{ results: Item[] }>(await inject('GET', '/api/inventories?sortBy=nameAsc', user)).results.map((i) => i.name)).toEqual(['Armchair', 'Bicycle', 'Camera']);
    expect((await inject('GET', '/api/inventories?propertyId=nope', user)).statusCode).toBe(422);

    const theirs = await createItem(other, { name: 'Theirs' });
    const mixed = await inject('POST', '/api/inventories/multiple-delete', user, { inventoryIds: [a.id, theirs.id] });
    expect(mixed.statusCode).toBe(404);
    expect(json<{ results: Item[] }>(await inject('GET', '/api/inventories', user)).results).toHaveLength(3);
    expect((await inject('GET', `/api/inventories/${theirs.id}`, other)).statusCode).toBe(200);
    expect((await inject('POST', '/api/inventories/multiple-delete', user, { inventoryIds: [] })).statusCode).toBe(422);

    const deleted = await inject('POST', '/api/inventories/multiple-delete', user, { inventoryIds: [a.id, b.id, c.id] });
    expect(json(deleted)).toEqual({ message: 'Items deleted successfully', deletedIds: [a.id, b.id, c.id] });
    const after = json<{ results: Item[]; meta: { hasInventory: boolean } }>(await inject('GET', '/api/inventories', user));
    expect(after).toMatchObject({ results: [], meta: { hasInventory: false } });
  });

  it('a list page costs the same number of queries whatever its length (no N+1)', async () => {
    const user = await createUser(t, { role: 'homeOwner' });
    const home = await createProperty(t, user);
    const group = json<{ group: Group }>(await inject('POST', '/api/group-inventories', user, { name: 'Kitchen', icon: 'Package' })).group;
    for (let i = 0; i < 12; i += 1) {
      const photo = await uploadFile(t, user);
      await createItem(user, { name: `Item ${i}`, imageIds: [photo.id], propertyId: home.id, groupId: group.id, categoryId: 61 });
    }
    t.queries.length = 0;
    await inject('GET', '/api/inventories?pageSize=2', user);
    const small = t.queries.length;
    t.queries.length = 0;
    const response = await inject('GET', '/api/inventories?pageSize=12', user);
    expect(json<{ results: unknown[] }>(response).results).toHaveLength(12);
    expect(t.queries.length).toBe(small);
    expect(small).toBeLessThanOrEqual(3);
  });
});

describe('inventory groups', () => {
  it('creates a group with items, lists counts, adds, ungroups some or all, edits and deletes (items stay)', async () => {
    const user = await createUser(t, { role: 'homeOwner' });
    const [a, b, c] = [await createItem(user, { name: 'A' }), await createItem(user, { name: 'B' }), await createItem(user, { name: 'C' })];
    const created = await inject('POST', '/api/group-inventories', user, { name: 'Garage', icon: 'DeliveryBox02', inventoryIds: [a!.id, b!.id] });
    expect(created.statusCode).toBe(201);
    const { message, group } = json<{ message: string; group: Group }>(created);
    expect(message).toBe('Group was successfully created');
    expect(group).toMatchObject({ name: 'Garage', icon: 'DeliveryBox02', itemsCount: 2 });
    expect((await inject('POST', '/api/group-inventories', user, { name: 'Bad', icon: 'Rocket' })).statusCode).toBe(422);
    expect((await inject('POST', '/api/group-inventories', user, { name: '' })).statusCode).toBe(422);

    const list = json<{ results: Group[]; meta: { hasGroups: boolean } }>(await inject('GET', '/api/group-inventories', user));
    expect(list.results).toMatchObject([{ id: group.id, itemsCount: 2 }]);
    const added = json<{ group: Group }>(await inject('POST', `/api/group-inventories/add/${group.id}`, user, { inventoryIds: [c!.id] }));
    expect(added.group.itemsCount).toBe(3);
    const details = json<{ items: Item[]; itemsCount: number }>(await inject('GET', `/api/group-inventories/${group.id}`, user));
    expect(details.items.map((i) => i.name)).toEqual(['C', 'B', 'A']);
    expect(json<{ results: Item[] }>(await inject('GET', `/api/inventories?groupId=${group.id}`, user)).results).toHaveLength(3);

    const some = json<{ group: Group }>(await inject('PUT', `/api/group-inventories/ungroup/${group.id}`, user, { inventoryIds: [a!.id] }));
    expect(some.group.itemsCount).toBe(2);
    expect(json<Item>(await inject('GET', `/api/inventories/${a!.id}`, user)).group).toBeNull();
    const all = await inject('PUT', `/api/group-inventories/ungroup/${group.id}`, user);
    expect(all.statusCode).toBe(200);
    expect(json<{ group: Group }>(all).group.itemsCount).toBe(0);

    const renamed = json<{ message: string; group: Group }>(await inject('PUT', `/api/group-inventories/${group.id}`, user, { name: 'Shed', icon: 'Luggage01' }));
    expect(renamed).toMatchObject({ message: 'Group was successfully updated', group: { name: 'Shed', icon: 'Luggage01' } });
    await inject('POST', `/api/group-inventories/add/${group.id}`, user, { inventoryIds: [b!.id] });
    expect((await inject('DELETE', `/api/group-inventories/${group.id}`, user)).statusCode).toBe(204);
    expect((await inject('GET', `/api/group-inventories/${group.id}`, user)).statusCode).toBe(404);
    expect(json<Item>(await inject('GET', `/api/inventories/${b!.id}`, user)).group).toBeNull();
  });

  it('another account\'s group or items guessed in a body give 404 and change nothing', async () => {
    const user = await createUser(t, { role: 'homeOwner' });
    const mine = await createItem(user, { name: 'Mine' });
    const theirs = await createItem(other, { name: 'Theirs' });
    const theirGroup = json<{ group: Group }>(await inject('POST', '/api/group-inventories', other, { name: 'Theirs' })).group;
    const myGroup = json<{ group: Group }>(await inject('POST', '/api/group-inventories', user, { name: 'Mine' })).group;
    expect((await inject('GET', `/api/group-inventories/${theirGroup.id}`, user)).statusCode).toBe(404);
    expect((await inject('PUT', `/api/group-inventories/${theirGroup.id}`, user, { name: 'X' })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/group-inventories/${theirGroup.id}`, user)).statusCode).toBe(404);
    expect((await inject('PUT', `/api/group-inventories/ungroup/${theirGroup.id}`, user)).statusCode).toBe(404);
    expect((await inject('POST', `/api/group-inventories/add/${theirGroup.id}`, user, { inventoryIds: [mine.id] })).statusCode).toBe(404);
    expect((await inject('POST', `/api/group-inventories/add/${myGroup.id}`, user, { inventoryIds: [mine.id, theirs.id] })).statusCode).toBe(404);
    expect((await inject('POST', '/api/group-inventories', user, { name: 'Sneaky', inventoryIds: [theirs.id] })).statusCode).toBe(404);
    expect(json<Item>(await inject('GET', `/api/inventories/${mine.id}`, user)).group).toBeNull();
    expect(json<Item>(await inject('GET', `/api/inventories/${theirs.id}`, other)).group).toBeNull();
    expect(json<{ results: Group[] }>(await inject('GET', '/api/group-inventories', user)).results.map((g) => g.name)).toEqual(['Mine']);
    expect((await inject('POST', `/api/group-inventories/add/${myGroup.id}`, user, { inventoryIds: ['x'] })).statusCode).toBe(422);
  });
});
