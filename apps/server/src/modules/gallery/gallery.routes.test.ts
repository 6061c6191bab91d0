import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, multipart, uploadFile, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { role: 'propertyManager' });
  other = await createUser(t, { role: 'homeOwner' });
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: unknown) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });

type Image = { id: string; level: string; property: { id: string }; unit: { id: string } | null; room: { id: string } | null; image: { id: string } };
type Entry = { id: string; level: string; property: { id: string }; unit: { id: string } | null; room: { id: string } | null; gallery: Array<{ id: string }>; imagesCount: number; hasGallery: boolean };

async function addImages(user: TestUser, property: string, room?: string, count = 1) {
  const images = [];
  for (let i = 0; i < count; i += 1) images.push((await uploadFile(t, user)).id);
  const response = await inject('POST', '/api/galleries', user, { images, property, ...(room ? { room } : {}) });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ images: Image[] }>(response).images;
}

describe('gallery', () => {
  it('places photos on a property, a unit and a room; lists nested by level and flat; moves and deletes', async () => {
    const user = await createUser(t, { role: 'homeOwner' });
    const building = await createProperty(t, user, { nickname: 'Oak Towers', type: 'apartment' });
    const unit = json<{ id: string }>(await inject('POST', '/api/properties', user, { nickname: 'Unit 1A', type: 'unit', parentId: building.id }));
    const kitchen = json<{ id: string }>(await inject('POST', `/api/properties/${unit.id}/rooms`, user, { name: 'Kitchen' }));
    const lobby = json<{ id: string }>(await inject('POST', `/api/properties/${building.id}/rooms`, user, { name: 'Living Room', nickname: 'Lobby' }));
    const empty = await createProperty(t, user, { nickname: 'Empty lot', type: 'cottage' });

    const onBuilding = await addImages(user, building.id, undefined, 2);
    expect(onBuilding[0]).toMatchObject({ level: 'property', property: { id: building.id }, unit: null, room: null });
    const [onUnit] = await addImages(user, unit.id);
    expect(onUnit).toMatchObject({ level: 'unit', property: { id: building.id }, unit: { id: unit.id }, room: null });
    const [inKitchen] = await addImages(user, unit.id, kitchen.id);
    expect(inKitchen).toMatchObject({ level: 'room', property: { id: building.id }, unit: { id: unit.id }, room: { id: kitchen.id } });

    const nested = json<{ results: Entry[]; pagination: { pageSize: number; total: number }; meta: { hasGallery: boolean; isFlatStructure: boolean } }>(
      await inject('GET', '/api/galleries', user),
    );
    expect(nested.pagination).toMatchObject({ pageSize: 5, total: 2 });
    expect(nested.meta).toEqual({ hasGallery: true, isFlatStructure: false });
    expect(nested.results.map((e) => [e.id, e.imagesCount, e.hasGallery])).toEqual([[empty.id, 0, false], [building.id, 2, true]]);
    // Images come back newest first, in the POST response as in the listing.
    expect(nested.results[1]!.gallery.map((g) => g.id)).toEqual(onBuilding.map((i) => i.id));

    const units = json<{ results: Entry[] }>(await inject('GET', `/api/galleries?level=unit&parentId=${building.id}`, user));
    expect(units.results).toMatchObject([{ id: unit.id, level: 'unit', property: { id: building.id }, unit: { id: unit.id }, imagesCount: 1 }]);
    const roomsOfUnit = json<{ results: Entry[] }>(await inject('GET', `/api/galleries?level=room&property=${unit.id}`, user));
    expect(roomsOfUnit.results).toMatchObject([{ id: kitchen.id, level: 'room', unit: { id: unit.id }, room: { id: kitchen.id }, imagesCount: 1 }]);
    const allRooms = json<{ results: Entry[] }>(await inject('GET', '/api/galleries?level=room', user));
    expect(allRooms.results.map((e) => [e.id, e.hasGallery])).toEqual([[lobby.id, false], [kitchen.id, true]]);

    const flat = json<{ results: Image[]; pagination: { total: number }; meta: { isFlatStructure: boolean } }>(await inject('GET', '/api/galleries?isFlatStructure=true', user));
    expect(flat.meta.isFlatStructure).toBe(true);
    expect(flat.results.map((i) => i.id)).toEqual([inKitchen!.id, onUnit!.id, onBuilding[0]!.id, onBuilding[1]!.id]);
    const flatRooms = json<{ results: Image[] }>(await inject('GET', '/api/galleries?isFlatStructure=true&level=room', user));
    expect(flatRooms.results.map((i) => i.id)).toEqual([inKitchen!.id]);
    const flatUnits = json<{ results: Image[] }>(await inject('GET', `/api/galleries?isFlatStructure=true&parentId=${building.id}`, user));
    expect(flatUnits.results.map((i) => i.id)).toEqual([inKitchen!.id, onUnit!.id]);
    const flatProperty = json<{ results: Image[] }>(await inject('GET', `/api/galleries?isFlatStructure=true&level=property`, user));
    expect(flatProperty.results).toHaveLength(2);

    const moved = await inject('PUT', '/api/galleries/move-images', user, { galleryIds: [onBuilding[0]!.id], property: building.id, room: lobby.id });
    expect(json<{ images: Image[] }>(moved).images[0]).toMatchObject({ level: 'room', room: { id: lobby.id }, unit: null });
    const widget = json<{ images: Image[] }>(await inject('GET', '/api/galleries/widget-data', user));
    expect(widget.images.map((i) => i.id)).toEqual([inKitchen!.id, onUnit!.id, onBuilding[0]!.id, onBuilding[1]!.id]);
    await addImages(user, empty.id);
    expect(json<{ images: Image[] }>(await inject('GET', '/api/galleries/widget-data', user)).images).toHaveLength(4);

    const deleted = await inject('DELETE', `/api/galleries/delete-images?images=${onUnit!.id},${inKitchen!.id}`, user);
    expect(json(deleted)).toMatchObject({ deletedIds: [onUnit!.id, inKitchen!.id] });
    expect(json<{ pagination: { total: number } }>(await inject('GET', '/api/galleries?isFlatStructure=true', user)).pagination.total).toBe(3);
  });

  it('keeps at most 12 images per place in the nested listing, page size 5, the rest counted', async () => {
    const user = await createUser(t, { role: 'homeOwner' });
    const home = await createProperty(t, user);
    for (let i = 0; i < 6; i += 1) await createProperty(t, user, { nickname: `Home ${i}` });
    await addImages(user, home.id, undefined, 10);
    await addImages(user, home.id, undefined, 4);
    const page2 = json<{ results: Entry[]; pagination: { total: number; totalPages: number } }>(await inject('GET', '/api/galleries?page=2', user));
    expect(page2.pagination).toMatchObject({ total: 7, totalPages: 2 });
    expect(page2.results).toHaveLength(2);
    const entry = page2.results.find((e) => e.id === home.id)!;
    expect(entry.gallery).toHaveLength(12);
    expect(entry.imagesCount).toBe(14);
  });

  it('422 for bad input, another account\'s or non-image files, and files already in the gallery (409)', async () => {
    const home = await createProperty(t, owner);
    const bad = await inject('POST', '/api/galleries', owner, { images: [], property: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(bad).details.map((d) => d.path)).toEqual(expect.arrayContaining(['images', 'property']));
    const theirPhoto = await uploadFile(t, other);
    expect((await inject('POST', '/api/galleries', owner, { images: [theirPhoto.id], property: home.id })).statusCode).toBe(422);
    const pdf = multipart('doc.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    const pdfFile = json<{ id: string }>(await t.app.inject({ method: 'POST', url: '/api/files', headers: { ...owner.headers, ...pdf.headers }, payload: pdf.payload }));
    const notImage = await inject('POST', '/api/galleries', owner, { images: [pdfFile.id], property: home.id });
    expect(notImage.statusCode).toBe(422);
    expect(json<{ message: string }>(notImage).message).toMatch(/image/);
    const [placed] = await addImages(owner, home.id);
    expect((await inject('POST', '/api/galleries', owner, { images: [placed!.image.id], property: home.id })).statusCode).toBe(409);
    expect((await inject('GET', '/api/galleries?level=floor', owner)).statusCode).toBe(422);
    expect((await inject('GET', '/api/galleries?pageSize=500', owner)).statusCode).toBe(422);
    expect((await inject('DELETE', '/api/galleries/delete-images?images=1,2', owner)).statusCode).toBe(422);
  });

  it('another account\'s images, property or room read as missing, also guessed in bodies; nothing changes; roles', async () => {
    const mine = await createProperty(t, owner);
    const theirs = await createProperty(t, other);
    const theirRoom = json<{ id: string }>(await inject('POST', `/api/properties/${theirs.id}/rooms`, other, { name: 'Den' }));
    const [myImage] = await addImages(owner, mine.id);
    const [theirImage] = await addImages(other, theirs.id);
    const photo = await uploadFile(t, owner);
    expect((await inject('POST', '/api/galleries', owner, { images: [photo.id], property: theirs.id })).statusCode).toBe(404);
    expect((await inject('POST', '/api/galleries', owner, { images: [photo.id], property: mine.id, room: theirRoom.id })).statusCode).toBe(404);
    expect((await inject('PUT', '/api/galleries/move-images', owner, { galleryIds: [theirImage!.id], property: mine.id })).statusCode).toBe(404);
    expect((await inject('PUT', '/api/galleries/move-images', owner, { galleryIds: [myImage!.id], property: theirs.id })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/galleries/delete-images?images=${myImage!.id},${theirImage!.id}`, owner)).statusCode).toBe(404);
    const flat = json<{ results: Image[] }>(await inject('GET', '/api/galleries?isFlatStructure=true', owner));
    expect(flat.results.map((i) => i.id)).toContain(myImage!.id);
    expect(flat.results.map((i) => i.id)).not.toContain(theirImage!.id);
    expect(json<{ results: Image[] }>(await inject('GET', '/api/galleries?isFlatStructure=true', other)).results.map((i) => i.id)).toEqual([theirImage!.id]);
    expect(json<{ results: Entry[] }>(await inject('GET', `/api/galleries?property=${theirs.id}`, owner)).results).toEqual([]);
    for (const role of ['tenant', 'serviceProvider'] as const) {
      const user = await createUser(t, { role });
      expect((await inject('GET', '/api/galleries', user)).statusCode).toBe(403);
      expect((await inject('GET', '/api/galleries/widget-data', user)).statusCode).toBe(403);
    }
    expect((await inject('GET', '/api/galleries')).statusCode).toBe(401);
  });

  it('a nested or flat page costs the same number of queries whatever its length', async () => {
    const user = await createUser(t, { role: 'homeOwner' });
    for (let i = 0; i < 6; i += 1) {
      const home = await createProperty(t, user, { nickname: `Home ${i}` });
      await addImages(user, home.id, undefined, 2);
    }
    const count = async (url: string) => {
      t.queries.length = 0;
      await inject('GET', url, user);
      return t.queries.length;
    };
    expect(await count('/api/galleries?pageSize=1')).toBe(await count('/api/galleries?pageSize=6'));
    expect(await count('/api/galleries?isFlatStructure=true&pageSize=1')).toBe(await count('/api/galleries?isFlatStructure=true&pageSize=12'));
  });

  it('property and unit photos appear in the list and the widget, named by their property and unit, and leave with them (issue 11 item 10)', async () => {
    const user = await createUser(t, { role: 'propertyManager' });
    const front = await uploadFile(t, user);
    const building = await createProperty(t, user, { nickname: 'Cedar Court', type: 'apartment', images: [front.id] });
    const hall = await uploadFile(t, user);
    const unit = json<{ id: string }>(await inject('POST', '/api/properties', user, { nickname: 'Unit 2B', type: 'unit', parentId: building.id, images: [hall.id] }));
    type Named = Image & { property: { id: string; nickname: string }; unit: { id: string; nickname: string } | null };

    const flat = json<{ results: Named[] }>(await inject('GET', '/api/galleries?isFlatStructure=true', user)).results;
    expect(flat.map((image) => [image.image.id, image.level, image.property.nickname, image.unit?.nickname ?? null])).toEqual([
      [hall.id, 'unit', 'Cedar Court', 'Unit 2B'],
      [front.id, 'property', 'Cedar Court', null],
    ]);
    const widget = json<{ images: Named[] }>(await inject('GET', '/api/galleries/widget-data', user)).images;
    expect(widget.map((image) => [image.image.id, image.property.nickname, image.unit?.nickname ?? null])).toEqual([
      [hall.id, 'Cedar Court', 'Unit 2B'],
      [front.id, 'Cedar Court', null],
    ]);
    const nested = json<{ results: Entry[] }>(await inject('GET', '/api/galleries', user)).results;
    expect(nested.find((entry) => entry.id === building.id)?.gallery.length).toBe(1);
    // Another account sees none of them.
    expect(json<{ images: Image[] }>(await inject('GET', '/api/galleries/widget-data', other)).images.map((image) => image.image.id)).not.toContain(front.id);

    // A photo taken off the property leaves the gallery; a new one joins; one moved into a room stays.
    const back = await uploadFile(t, user);
    expect((await inject('PUT', `/api/properties/${building.id}`, user, { images: [back.id] })).statusCode).toBe(200);
    const [hallImage] = flat;
    const room = json<{ id: string }>(await inject('POST', `/api/properties/${unit.id}/rooms`, user, { name: 'Kitchen' }));
    await inject('PUT', '/api/galleries/move-images', user, { galleryIds: [hallImage!.id], property: unit.id, room: room.id });
    expect((await inject('PUT', `/api/properties/${unit.id}`, user, { images: [] })).statusCode).toBe(200);
    const after = json<{ results: Image[] }>(await inject('GET', '/api/galleries?isFlatStructure=true', user)).results;
    expect(after.map((image) => [image.image.id, image.level])).toEqual([
      [back.id, 'property'],
      [hall.id, 'room'],
    ]);
  });
});
