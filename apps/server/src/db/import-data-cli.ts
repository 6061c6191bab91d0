/**
 * `npm run import-data -- <export.zip>`: imports an account export (Settings → Your data) into
 * DATABASE_URL or the embedded database, and its files into the configured storage (DATA_DIR/files
 * or S3). Applies the migrations first. Refuses a zip that does not match its manifest and an account
 * whose id or e-mail address already exists. For the embedded database, stop the server first. The
 * password is not in an export: the user sets a new one with "Forgot password".
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../platform/db.ts';
import { createStorage } from '../platform/storage-from-config.ts';
import { importAccountExport, ImportError } from '../modules/account-data/index.ts';

const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('Usage: npm run import-data -- <lintel-export.zip>');
  process.exit(1);
}
const config = loadConfig();
const bytes = await readFile(path.resolve(file));
const database = await openConfiguredDatabase(config, { info: () => undefined, warn: console.warn });
try {
  const summary = await importAccountExport(database.db, createStorage(config), bytes);
  const rows = Object.values(summary.tables).reduce((sum, n) => sum + n, 0);
  console.log(`Imported account ${summary.accountId}: ${rows} records in ${Object.keys(summary.tables).length} kinds, ${summary.files} files, into the ${database.kind} database.`);
  const dropped = Object.entries(summary.dropped);
  if (dropped.length > 0) console.log(`Left out (they need a person or record not in this database): ${dropped.map(([table, n]) => `${n} ${table}`).join(', ')}.`);
  console.log('The password is not part of an export: sign in after choosing "Forgot password".');
} catch (error) {
  if (!(error instanceof ImportError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
