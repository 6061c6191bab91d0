/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database. */

import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../platform/db.ts';

const config = loadConfig();
const database = await openConfiguredDatabase(config, { info: () => undefined, warn: console.warn });
console.log(`Migrations applied (${database.kind}).`);
await database.close();
