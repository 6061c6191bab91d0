/**
 * Hand-written data migrations: data saved before the rules changed is brought in line. 0020 (issue
 * 11 item 10): a building's `unitsCount` becomes its number of active units, and property and unit
 * photos appear in the Gallery. 0030 (issue 21 item 9): a provider's free-text trades become work
 * categories. The old state is made with SQL, then the migration's statements run again.
 */
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../test/build-app.ts';
import { createProperty, createUser, uploadFile, type TestUser } from '../test/factories.ts';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { role: 'propertyManager' });
});
afterAll(() => t.close());

const migration = new URL('./migrations/0020_backfill_unit_counts_and_gallery.sql', import.meta.url);

it('0020 sets each building\'s unit count from its active units and puts property photos in the Gallery, once', async () => {
  const photo = await uploadFile(t, owner);
  const building = await createProperty(t, owner, { nickname: 'Maple Court', type: 'apartment', images: [photo.id] });
  for (const nickname of ['Unit 1', 'Unit 2']) {
    const unit = await t.app.inject({ method: 'POST', url: '/api/properties', headers: owner.headers, payload: { nickname, type: 'unit', parentId: building.id } });
    expect(unit.statusCode, unit.body).toBe(201);
  }
  // The state an older Lintel left: a typed count that does not match the units, photos outside the Gallery.
  await t.deps.db.execute(sql`update properties set units_count = 7 where id = ${building.id}`);
  await t.deps.db.execute(sql`delete from gallery_images where account_id = ${owner.id}`);
  const buildingPhotos = async () => {
    const listing = json<{ results: Array<{ id: string; imagesCount: number }> }>(await t.app.inject({ method: 'GET', url: '/api/galleries', headers: owner.headers }));
    return listing.results.find((entry) => entry.id === building.id)?.imagesCount;
  };
  expect(await buildingPhotos()).toBe(0);

  const statements = (await readFile(migration, 'utf8')).split('--> statement-breakpoint');
  for (let run = 0; run < 2; run += 1) for (const statement of statements) await t.deps.db.execute(sql.raw(statement));

  const page = json<{ unitsCount: number }>(await t.app.inject({ method: 'GET', url: `/api/properties/${building.id}`, headers: owner.headers }));
  expect(page.unitsCount).toBe(2);
  expect(await buildingPhotos()).toBe(1);
});

it('0030 turns free-text trades into work categories; a trade naming none becomes General repairs; running twice changes nothing', async () => {
  const before = {
    becker: ['Windows & doors', 'Windows', 'Exterior doors', 'Garage doors'],
    delgado: ['Plumbing & heating', 'Gutters'],
    locks: ['Locksmith'],
    none: [] as string[],
  };
  const providers = Object.fromEntries(await Promise.all(Object.keys(before).map(async (name) => [name, await createUser(t, { role: 'serviceProvider' })] as const)));
  for (const [name, trades] of Object.entries(before)) {
    await t.deps.db.execute(sql`update users set trades = ${sql.raw(`ARRAY[${trades.map((trade) => `'${trade}'`).join(',')}]::text[]`)} where id = ${providers[name]!.id}`);
  }
  const statements = (await readFile(new URL('./migrations/0030_provider_trades_as_categories.sql', import.meta.url), 'utf8')).split('--> statement-breakpoint');
  const tradesOf = async (name: string) => json<{ trades: string[] }>(await t.app.inject({ method: 'GET', url: '/api/users/me', headers: providers[name]!.headers })).trades;
  for (let run = 0; run < 2; run += 1) {
    for (const statement of statements) await t.deps.db.execute(sql.raw(statement));
    expect(await tradesOf('becker')).toEqual(['windowsDoors']);
    expect(await tradesOf('delgado')).toEqual(['plumbing', 'hvac', 'roofing']);
    expect(await tradesOf('locks')).toEqual(['general']);
    expect(await tradesOf('none')).toEqual([]);
  }
});
