/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
console.log(`Migrations applied (${database.kind}).`);
await database.close();
