/**
 * `npm run restore -- <file> [--force]`: applies the migrations to DATABASE_URL or the embedded
 * database (DATA_DIR/pg, or PGlite in DATA_DIR/db), then replaces its data with the backup in one transaction. Refuses a
 * database that already has users unless --force. For the embedded database, stop the server first.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { count } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../platform/db.ts';
import { restoreDatabase } from '../platform/backup.ts';
import { users } from '../modules/auth/auth.table.ts';

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('Usage: npm run restore -- <backup.sql> [--force]');
  process.exit(1);
}
const config = loadConfig();
const dump = await readFile(path.resolve(file), 'utf8');
const database = await openConfiguredDatabase(config, { info: () => undefined, warn: console.warn });
try {
  const [existing] = await database.db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0 && !args.includes('--force')) {
    console.error(`The ${database.kind} database already has ${existing?.n} users; add --force to replace all of its data.`);
    process.exitCode = 1;
  } else {
    await restoreDatabase(database.db, dump);
    console.log(`Restored ${file} into the ${database.kind} database.`);
  }
} finally {
  await database.close();
}
