/**
 * Migration 0020 (hand-written, issue 11 item 10): data saved before the rules changed is brought in
 * line — a building's `unitsCount` becomes its number of active units, and property and unit photos
 * appear in the Gallery. The old state is made with SQL, then the migration's statements run again.
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
