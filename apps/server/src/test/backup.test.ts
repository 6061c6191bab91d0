/**
 * Issue #10 defect 9: `npm run backup` makes a dump that restores into PGlite and into PostgreSQL.
 * Round trip: dump(source) restored into a fresh database dumps to the same text again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresForTests, scratchPostgresDatabase } from './services.ts';
import { buildTestApp, type TestApp } from './build-app.ts';
import { createProperty, createUser, uploadFile } from './factories.ts';
import { openDatabase, type DatabaseHandle } from '../platform/db.ts';
import { dumpDatabase, restoreDatabase } from '../platform/backup.ts';

const pgUp = await postgresForTests('PostgreSQL restore tests');

let t: TestApp;
let dump: string;
let counts: Record<string, number>;

async function dumpOf(database: DatabaseHandle): Promise<{ text: string; counts: Record<string, number> }> {
  let text = '';
  const tableCounts = await dumpDatabase(database.db, (line) => void (text += line));
  return { text, counts: tableCounts };
}
const withoutHeader = (text: string) => text.split('\n').filter((line) => !line.startsWith('--'));

beforeAll(async () => {
  t = await buildTestApp();
  const landlord = await createUser(t);
  const owner = await createUser(t, { role: 'homeOwner' });
  const photo = await uploadFile(t, landlord);
  await createProperty(t, landlord, { nickname: "O'Brien \"Court\" – 1250.50 $lintel$", images: [photo.id] } as never);
  await createProperty(t, owner, { nickname: 'Home', type: 'singleFamily' });
  ({ text: dump, counts } = await dumpOf(t.deps.database));
}, 120_000);
afterAll(() => t.close());

describe('backup and restore', () => {
  it('the dump holds every row of the source', () => {
    expect(counts.users).toBe(2);
    expect(counts.properties).toBe(2);
    expect(dump.split('\n').filter(Boolean).at(-1)).toBe('COMMIT;');
  });

  it('restores into a fresh PGlite database, identical row for row', async () => {
    const target = await openDatabase({});
    try {
      await restoreDatabase(target.db, dump);
      const again = await dumpOf(target);
      expect(again.counts).toEqual(counts);
      expect(withoutHeader(again.text)).toEqual(withoutHeader(dump));
    } finally {
      await target.close();
    }
  });

  it.skipIf(!pgUp)('restores into a fresh PostgreSQL database, identical row for row', async () => {
    const scratch = await scratchPostgresDatabase('lintel_restore');
    const target = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    try {
      await restoreDatabase(target.db, dump);
      const again = await dumpOf(target);
      expect(again.counts).toEqual(counts);
      expect(withoutHeader(again.text)).toEqual(withoutHeader(dump));
    } finally {
      await target.close();
      await scratch.drop();
    }
  });

  it('refuses a file that is not a Lintel backup', async () => {
    const target = await openDatabase({});
    try {
      await expect(restoreDatabase(target.db, 'DROP TABLE users;')).rejects.toThrow(/Not a Lintel backup/);
    } finally {
      await target.close();
    }
  });
});
