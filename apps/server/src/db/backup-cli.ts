/**
 * `npm run backup [-- <file>]`: a logical dump (platform/backup.ts) of DATABASE_URL or the embedded
 * database (DATA_DIR/pg, or PGlite in DATA_DIR/db where no embedded binary exists), written to <file> or
 * DATA_DIR/backups/lintel-<time>.sql. For the embedded database, stop the server first: the CLI starts
 * the embedded server itself and refuses while a running Lintel holds DATA_DIR.
 */
import path from 'node:path';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { once } from 'node:events';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../platform/db.ts';
import { dumpDatabase } from '../platform/backup.ts';

const config = loadConfig();
const file = path.resolve(process.argv[2] ?? path.join(config.dataDir, 'backups', `lintel-${new Date().toISOString().replace(/[:.]/g, '-')}.sql`));
await mkdir(path.dirname(file), { recursive: true });
const database = await openConfiguredDatabase(config, { info: () => undefined, warn: console.warn });
const out = createWriteStream(file, { mode: 0o600 });
try {
  const counts = await dumpDatabase(database.db, async (line) => {
    if (!out.write(line)) await once(out, 'drain');
  });
  out.end();
  await once(out, 'finish');
  const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
  console.log(`Backup of the ${database.kind} database written to ${file} (${Object.keys(counts).length} tables, ${rows} rows).`);
} finally {
  await database.close();
}
