import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, uploadFile, validProperty, type TestUser } from '../../test/factories.ts';
import { createLease } from '../../test/leasing-factories.ts';
import { yearDate } from '../../test/dates.ts';

let t: TestApp;
let landlord: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  landlord = await createUser(t, { role: 'propertyManager' });
  other = await createUser(t, { role: 'propertyManager' });
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, user?: TestUser, payload?: unknown) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('POST /properties', () => {
  it('creates a property with a photo, exact money and the spec point 5 payload', async () => {
    const photo = await uploadFile(t, landlord);
    const response = await inject('POST', '/api/properties', landlord, validProperty({ images: [photo.id], amenityIds: [1, 2] }));
    expect(response.statusCode).toBe(201);
    const property = json<Record<string, unknown> & { images: Array<{ id: string; url: string }> }>(response);
    expect(property).toMatchObject({
      nickname: 'Maple Court',
      type: 'apartment',
      taxes: { propertyTax: 1234.56, insurance: 800, hoaFee: 0 },
      roomsDetails: null,
      amenityIds: [1, 2],
      archived: false,
      parent: null,
    });
    expect(property.images[0]?.id).toBe(photo.id);
    const image = await t.app.inject({ method: 'GET', url: property.images[0]!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('stores roomsDetails as null for multiFamily and studios whatever is sent', async () => {
    const multi = await createProperty(t, landlord, { type: 'multiFamily', roomsDetails: { bedroom: 3, bathroom: 1, den: 0 } });
    expect((multi as unknown as { roomsDetails: unknown }).roomsDetails).toBeNull();
    const studio = await createProperty(t, landlord, { type: 'singleFamily', isStudio: true, roomsDetails: { bedroom: 1, bathroom: 1, den: 0 } });
    expect((studio as unknown as { roomsDetails: unknown }).roomsDetails).toBeNull();
    const house = await createProperty(t, landlord, { type: 'singleFamily', roomsDetails: { bedroom: 3, bathroom: 2, den: 1 } });
    expect((house as unknown as { roomsDetails: unknown }).roomsDetails).toEqual({ bedroom: 3, bathroom: 2, den: 1 });
  });

  it('422 with details for missing location, a unit without its property, and bad numbers', async () => {
    const noLocation = await inject('POST', '/api/properties', landlord, { nickname: 'X', type: 'cottage' });
    expect(noLocation.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(noLocation).details.map((d) => d.path)).toContain('location');
    const orphanUnit = await inject('POST', '/api/properties', landlord, { nickname: 'U1', type: 'unit' });
    expect(json<{ details: Array<{ path: string }> }>(orphanUnit).details.map((d) => d.path)).toContain('parentId');
    const badMoney = await inject('POST', '/api/properties', landlord, validProperty({ taxes: { propertyTax: 10.005, insurance: -1, hoaFee: 0 } }));
    expect(badMoney.statusCode).toBe(422);
  });

  it('refuses another account\'s photo and unknown amenities (422), and wrong roles (403)', async () => {
    const theirPhoto = await uploadFile(t, other);
    const response = await inject('POST', '/api/properties', landlord, validProperty({ images: [theirPhoto.id] }));
    expect(response.statusCode).toBe(422);
    expect((await inject('POST', '/api/properties', landlord, validProperty({ amenityIds: [9999] }))).statusCode).toBe(422);
    const tenant = await createUser(t, { role: 'tenant' });
    const provider = await createUser(t, { role: 'serviceProvider' });
    expect((await inject('POST', '/api/properties', tenant, validProperty())).statusCode).toBe(403);
    expect((await inject('POST', '/api/properties', provider, validProperty())).statusCode).toBe(403);
    expect((await inject('POST', '/api/properties', undefined, validProperty())).statusCode).toBe(401);
  });
});

describe('units and rooms', () => {
  it('adds a unit (no location or taxes) and a room; details list both; the building follows its units', async () => {
    const building = await createProperty(t, landlord, { nickname: 'Oak Towers', type: 'apartment' });
    const unit = await inject('POST', '/api/properties', landlord, {
      nickname: 'Unit 1A', type: 'unit', parentId: building.id, rentStatus: 'leased', roomsDetails: { bedroom: 1, bathroom: 1, den: 0 },
    });
    expect(unit.statusCode).toBe(201);
    expect(json(unit)).toMatchObject({ location: null, taxes: null, parent: { id: building.id, nickname: 'Oak Towers' } });
    const withLocation = await inject('POST', '/api/properties', landlord, { nickname: 'U', type: 'unit', parentId: building.id, location: validProperty().location });
    expect(withLocation.statusCode).toBe(422);

    const room = await inject('POST', `/api/properties/${building.id}/rooms`, landlord, { name: 'Kitchen', nickname: 'Shared kitchen' });
    expect(room.statusCode).toBe(201);
    const roomId = json<{ id: string }>(room).id;

    const details = json<{ units: Array<{ nickname: string }>; rooms: Array<{ name: string }>; unitsCount: number; rentStatus: string }>(
      await inject('GET', `/api/properties/${building.id}`, landlord),
    );
    expect(details.units.map((u) => u.nickname)).toEqual(['Unit 1A']);
    expect(details.rooms.map((r) => r.name)).toEqual(['Kitchen']);
    expect(details.unitsCount).toBe(1);
    expect(details.rentStatus).toBe('leased');

    const renamed = await inject('PUT', `/api/properties/${building.id}/rooms/${roomId}`, landlord, { name: 'Kitchen', nickname: 'Main kitchen' });
    expect(json(renamed).nickname).toBe('Main kitchen');
    expect((await inject('PUT', `/api/properties/${building.id}/rooms/${roomId}`, landlord, { name: 'Garage' })).statusCode).toBe(422);
    expect((await inject('PUT', `/api/properties/${building.id}/rooms/${roomId}`, other, { name: 'Kitchen' })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/properties/${building.id}/rooms/${roomId}`, other)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/properties/${building.id}/rooms/${roomId}`, landlord)).statusCode).toBe(204);
    expect((await inject('DELETE', `/api/properties/${building.id}/rooms/${roomId}`, landlord)).statusCode).toBe(404);
  });

  it('unitsCount is the number of units everywhere: a typed count creates the units, adding and removing units moves it (spec point 5)', async () => {
    type Details = { unitsCount: number; units: Array<{ id: string; nickname: string; archived: boolean }> };
    const created = await inject('POST', '/api/properties', landlord, validProperty({ nickname: 'Birch Row', type: 'multiFamily', unitsCount: 3 }));
    expect(created.statusCode).toBe(201);
    const building = json<{ id: string; unitsCount: number }>(created);
    expect(building.unitsCount).toBe(3);
    const shown = async () => {
      const details = json<Details>(await inject('GET', `/api/properties/${building.id}`, landlord));
      const list = json<{ data: { results: Array<{ id: string; unitsCount: number }> } }>(await inject('GET', '/api/properties?search=Birch', landlord));
      const listed = list.data.results.find((row) => row.id === building.id)!.unitsCount;
      expect(listed).toBe(details.unitsCount);
      expect(details.unitsCount).toBe(details.units.filter((unit) => !unit.archived).length);
      return details;
    };
    expect((await shown()).units.map((unit) => unit.nickname)).toEqual(['Unit 1', 'Unit 2', 'Unit 3']);

    // A fourth unit added by hand: 4, not back to 1.
    const fourth = json<{ id: string }>(await inject('POST', '/api/properties', landlord, { nickname: 'Garden flat', type: 'unit', parentId: building.id }));
    expect((await shown()).unitsCount).toBe(4);

    // Asking for fewer units than exist is refused with details; more creates the missing ones.
    const lower = await inject('PUT', `/api/properties/${building.id}`, landlord, { unitsCount: 2 });
    expect(lower.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(lower).details.map((detail) => detail.path)).toEqual(['unitsCount']);
    expect((await inject('PUT', `/api/properties/${building.id}`, other, { unitsCount: 9 })).statusCode).toBe(404);
    const grown = await inject('PUT', `/api/properties/${building.id}`, landlord, { unitsCount: 6 });
    expect(json<{ unitsCount: number }>(grown).unitsCount).toBe(6);
    expect((await shown()).units.map((unit) => unit.nickname).slice(4)).toEqual(['Unit 5', 'Unit 6']);

    // Archiving or deleting a unit lowers it; the last one gone leaves 0.
    await inject('PATCH', `/api/properties/${fourth.id}/archive`, landlord, { archived: true });
    expect((await shown()).unitsCount).toBe(5);
    const remaining = (await shown()).units.filter((unit) => unit.id !== fourth.id);
    for (const unit of remaining) expect((await inject('DELETE', `/api/properties/${unit.id}`, landlord)).statusCode).toBe(204);
    await inject('DELETE', `/api/properties/${fourth.id}`, landlord);
    expect((await shown()).unitsCount).toBe(0);
  });

  it('a house takes no unitsCount above 0, and a building adds at most 500 units a request (422)', async () => {
    const tooMany = await inject('POST', '/api/properties', landlord, validProperty({ type: 'apartment', unitsCount: 501 }));
    expect(tooMany.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(tooMany).details.map((detail) => detail.path)).toEqual(['unitsCount']);
    const house = await inject('POST', '/api/properties', landlord, validProperty({ type: 'singleFamily', unitsCount: 2 }));
    expect(house.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(house).details.map((detail) => detail.path)).toEqual(['unitsCount']);
    expect((await inject('POST', '/api/properties', landlord, validProperty({ type: 'singleFamily', unitsCount: 0 }))).statusCode).toBe(201);
  });

  it('cannot add a unit or a room to another account\'s property (404)', async () => {
    const theirs = await createProperty(t, other);
    expect((await inject('POST', '/api/properties', landlord, { nickname: 'U', type: 'unit', parentId: theirs.id })).statusCode).toBe(404);
    expect((await inject('POST', `/api/properties/${theirs.id}/rooms`, landlord, { name: 'Den' })).statusCode).toBe(404);
  });
});

describe('GET /properties', () => {
  it('pages newest first with search, sort and meta.hasProperty, only the caller\'s records', async () => {
    const owner = await createUser(t, { role: 'homeOwner' });
    const empty = json<{ data: { results: unknown[]; meta: { hasProperty: boolean } } }>(await inject('GET', '/api/properties', owner));
    expect(empty.data).toMatchObject({ results: [], meta: { hasProperty: false } });
    for (const [index, name] of ['Birch', 'Aspen', 'Cedar'].entries()) {
      await createProperty(t, owner, { nickname: `${name} House`, type: 'multiFamily', unitsCount: index });
    }
    const page = json<{ data: { results: Array<{ nickname: string }>; pagination: Record<string, number>; meta: { hasProperty: boolean } } }>(
      await inject('GET', '/api/properties?pageSize=2', owner),
    );
    expect(page.data.results.map((p) => p.nickname)).toEqual(['Cedar House', 'Aspen House']);
    expect(page.data.pagination).toEqual({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(page.data.meta.hasProperty).toBe(true);

    const az = json<{ data: { results: Array<{ nickname: string }> } }>(await inject('GET', '/api/properties?sortBy=nameAsc', owner));
    expect(az.data.results.map((p) => p.nickname)).toEqual(['Aspen House', 'Birch House', 'Cedar House']);
    const units = json<{ data: { results: Array<{ nickname: string }> } }>(await inject('GET', '/api/properties?sortBy=unitsDesc', owner));
    expect(units.data.results[0]?.nickname).toBe('Cedar House');
    const search = json<{ data: { results: Array<{ nickname: string }> } }>(await inject('GET', '/api/properties?search=asp', owner));
    expect(search.data.results.map((p) => p.nickname)).toEqual(['Aspen House']);
    const sql = json<{ data: { results: unknown[] } }>(await inject('GET', `/api/properties?search=${encodeURIComponent("%' OR 1=1 --")}`, owner));
    expect(sql.data.results).toEqual([]);

    expect((await inject('GET', '/api/properties?pageSize=1000', owner)).statusCode).toBe(422);
    expect((await inject('GET', '/api/properties?sortBy=price', owner)).statusCode).toBe(422);
  });

  it('every page holds the right rows, also pages read from the far end, and totals follow archive and delete', async () => {
    const owner = await createUser(t, { role: 'homeOwner' });
    const names = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7'];
    const created: Array<{ id: string }> = [];
    for (const name of names) created.push(await createProperty(t, owner, { nickname: name, type: 'cottage' }));
    const pageOf = async (page: number, sortBy = 'newest') =>
      json<{ data: { results: Array<{ nickname: string }>; pagination: { total: number } } }>(
        await inject('GET', `/api/properties?pageSize=2&page=${page}&sortBy=${sortBy}`, owner),
      ).data;
    const all: string[] = [];
    for (let page = 1; page <= 4; page += 1) all.push(...(await pageOf(page)).results.map((p) => p.nickname));
    expect(all).toEqual(['P7', 'P6', 'P5', 'P4', 'P3', 'P2', 'P1']);
    expect((await pageOf(4, 'oldest')).results.map((p) => p.nickname)).toEqual(['P7']);
    expect((await pageOf(3, 'nameDesc')).results.map((p) => p.nickname)).toEqual(['P3', 'P2']);
    expect((await pageOf(5)).results).toEqual([]);

    await inject('PATCH', `/api/properties/${created[0]!.id}/archive`, owner, { archived: true });
    await inject('DELETE', `/api/properties/${created[1]!.id}`, owner);
    expect((await pageOf(1)).pagination.total).toBe(5);
    expect((await pageOf(3)).results.map((p) => p.nickname)).toEqual(['P3']);
    await inject('PATCH', `/api/properties/${created[0]!.id}/archive`, owner, { archived: false });
    expect((await pageOf(1)).pagination.total).toBe(6);
  });

  it('a list page costs the same number of queries whatever its length (no N+1)', async () => {
    const owner = await createUser(t, { role: 'propertyManager' });
    for (let i = 0; i < 12; i += 1) {
      const photo = await uploadFile(t, owner);
      const home = await createProperty(t, owner, { nickname: `Home ${i}`, images: [photo.id] });
      if (i % 3 === 0) await createLease(t, owner, home.id, { signedOffline: true });
    }
    t.queries.length = 0;
    await inject('GET', '/api/properties?pageSize=2', owner);
    const small = t.queries.length;
    t.queries.length = 0;
    const response = await inject('GET', '/api/properties?pageSize=12', owner);
    expect(json<{ data: { results: unknown[] } }>(response).data.results).toHaveLength(12);
    expect(t.queries.length).toBe(small);
    expect(small).toBeLessThanOrEqual(5);
  });
});

describe('activeLease (spec point 3)', () => {
  type Summary = { id: string; status: string; startDate: string; endDate: string | null; rentAmount: number; tenants: Array<{ fullName: string }> } | null;
  const leaseOf = async (user: TestUser, id: string) => json<{ activeLease: Summary }>(await inject('GET', `/api/properties/${id}`, user)).activeLease;

  it('names the lease in force today on the list and the details; drafts, past leases and other homes give null', async () => {
    const owner = await createUser(t, { role: 'propertyManager' });
    const leased = await createProperty(t, owner, { nickname: 'Leased home' });
    const drafted = await createProperty(t, owner, { nickname: 'Draft only' });
    const lease = await createLease(t, owner, leased.id, {
      signedOffline: true,
      rentAmount: 2100.25,
      tenants: [{ fullName: 'Jordan Reyes' }, { fullName: 'Sam Okafor' }],
    });
    await createLease(t, owner, leased.id, { signedOffline: true, startDate: yearDate(-2, '01-01'), endDate: yearDate(-2, '12-31') });
    await createLease(t, owner, drafted.id);

    const expected = {
      id: lease.id,
      status: 'active',
      startDate: yearDate(0, '01-01'),
      endDate: yearDate(0, '12-31'),
      terminationDate: null,
      rentAmount: 2100.25,
      tenants: [{ fullName: 'Jordan Reyes' }, { fullName: 'Sam Okafor' }],
    };
    expect(await leaseOf(owner, leased.id)).toMatchObject(expected);
    expect(await leaseOf(owner, drafted.id)).toBeNull();
    const list = json<{ data: { results: Array<{ nickname: string; activeLease: Summary }> } }>(await inject('GET', '/api/properties', owner));
    expect(list.data.results.find((p) => p.nickname === 'Leased home')?.activeLease).toMatchObject(expected);
    expect(list.data.results.find((p) => p.nickname === 'Draft only')?.activeLease).toBeNull();
    expect((await inject('GET', `/api/properties/${leased.id}`, other)).statusCode).toBe(404);
  });

  it('a unit carries its own lease, the building none of it', async () => {
    const owner = await createUser(t, { role: 'propertyManager' });
    const building = await createProperty(t, owner, { type: 'multiFamily', nickname: 'Elm block' });
    const unit = await createProperty(t, owner, { type: 'unit', nickname: 'Unit 2', parentId: building.id, location: undefined, taxes: undefined });
    const lease = await createLease(t, owner, unit.id, { signedOffline: true });
    const details = json<{ activeLease: Summary; units: Array<{ id: string; activeLease: Summary }> }>(await inject('GET', `/api/properties/${building.id}`, owner));
    expect(details.activeLease).toBeNull();
    expect(details.units.find((u) => u.id === unit.id)?.activeLease?.id).toBe(lease.id);
  });
});

describe('update, archive, delete and statistics', () => {
  it('edits, archives (leaves the active list), restores and deletes; another account gets 404', async () => {
    const property = await createProperty(t, landlord, { nickname: 'Pine Lodge', type: 'cottage' });
    const edited = await inject('PUT', `/api/properties/${property.id}`, landlord, { nickname: 'Pine Lodge West', amenityIds: [3], rentStatus: 'leased' });
    expect(json(edited)).toMatchObject({ nickname: 'Pine Lodge West', amenityIds: [3], rentStatus: 'leased' });
    expect((await inject('PUT', `/api/properties/${property.id}`, landlord, { nickname: '' })).statusCode).toBe(422);
    expect((await inject('PUT', `/api/properties/${property.id}`, landlord, { type: 'unit' })).statusCode).toBe(422);
    expect((await inject('PUT', `/api/properties/${property.id}`, other, { nickname: 'Mine now' })).statusCode).toBe(404);
    expect((await inject('GET', `/api/properties/${property.id}`, other)).statusCode).toBe(404);

    const archived = await inject('PATCH', `/api/properties/${property.id}/archive`, landlord, { archived: true });
    expect(json(archived).archived).toBe(true);
    const active = json<{ data: { results: Array<{ id: string }> } }>(await inject('GET', '/api/properties?pageSize=100', landlord));
    expect(active.data.results.map((p) => p.id)).not.toContain(property.id);
    const archivedList = json<{ data: { results: Array<{ id: string }> } }>(await inject('GET', '/api/properties?archived=true', landlord));
    expect(archivedList.data.results.map((p) => p.id)).toContain(property.id);
    expect((await inject('PATCH', `/api/properties/${property.id}/archive`, other, { archived: false })).statusCode).toBe(404);
    expect((await inject('PATCH', `/api/properties/${property.id}/archive`, landlord, { archived: 'no' })).statusCode).toBe(422);
    expect(json(await inject('PATCH', `/api/properties/${property.id}/archive`, landlord, { archived: false })).archived).toBe(false);

    expect((await inject('DELETE', `/api/properties/${property.id}`, other)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/properties/${property.id}`, landlord)).statusCode).toBe(204);
    expect((await inject('GET', `/api/properties/${property.id}`, landlord)).statusCode).toBe(404);
  });

  it('statistics count the caller\'s properties by rent status', async () => {
    const owner = await createUser(t, { role: 'homeOwner' });
    await createProperty(t, owner, { type: 'singleFamily', rentStatus: 'ownerOccupied' });
    await createProperty(t, owner, { type: 'cottage', rentStatus: 'vacant' });
    const stats = json<{ total: number; byRentStatus: Record<string, number>; occupancyRate: number }>(await inject('GET', '/api/properties/statistics', owner));
    expect(stats.total).toBe(2);
    expect(stats.byRentStatus).toMatchObject({ ownerOccupied: 1, vacant: 1, leased: 0 });
    expect(stats.occupancyRate).toBe(0.5);
    expect((await inject('GET', '/api/properties/statistics', await createUser(t, { role: 'tenant' }))).statusCode).toBe(403);
  });

  it('statistics give the Portfolio widget one occupancy bar per property, the buildings with the most units first', async () => {
    const manager = await createUser(t, { role: 'propertyManager' });
    const building = await createProperty(t, manager, { nickname: 'Elm Court', type: 'apartment' });
    for (const [nickname, rentStatus] of [['1A', 'leased'], ['1B', 'vacant'], ['1C', 'ownerOccupied']] as const) {
      expect((await inject('POST', '/api/properties', manager, { nickname, type: 'unit', parentId: building.id, rentStatus })).statusCode).toBe(201);
    }
    const house = await createProperty(t, manager, { nickname: 'Birch House', type: 'singleFamily', rentStatus: 'leased' });
    const stats = json<{ occupancyByProperty: Array<{ id: string; name: string; homes: number; occupied: number }> }>(await inject('GET', '/api/properties/statistics', manager));
    expect(stats.occupancyByProperty).toEqual([
      { id: building.id, name: 'Elm Court', homes: 3, occupied: 2 },
      { id: house.id, name: 'Birch House', homes: 1, occupied: 1 },
    ]);
  });

  it('GET /amenities lists the catalogue', async () => {
    const response = json<{ amenities: Array<{ id: number; name: string }> }>(await inject('GET', '/api/amenities?entity=property', landlord));
    expect(response.amenities.length).toBeGreaterThan(20);
    expect(response.amenities.map((a) => a.name)).toContain('Dishwasher');
    expect((await inject('GET', '/api/amenities?entity=car', landlord)).statusCode).toBe(422);
  });
});
