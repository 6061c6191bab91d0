/**
 * The database: node-postgres on DATABASE_URL when it is set; otherwise the embedded default, a
 * PostgreSQL server Lintel starts itself with its cluster in DATA_DIR/pg (embedded-postgres.ts), and
 * PGlite (WebAssembly PostgreSQL in this process, files in DATA_DIR/db) only where no embedded binary
 * exists for the platform. Tests use PGlite per file. Same schema, same migrations (docs/design.md#where-data-lives).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { once } from 'node:events';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
/**
 * The Drizzle handle, whichever driver is behind it. Opened without a schema object (queries name
 * their tables; no relational `db.query`), so the platform does not import any module's tables:
 * the tables are only listed for drizzle-kit in drizzle.config.ts.
 */
type NoSchema = Record<string, never>;
export type Database = PgDatabase<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
/** Either the database or an open transaction: repositories accept both. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /** 'embedded-postgres': the server Lintel started in DATA_DIR/pg; 'postgres': DATABASE_URL. */
  kind: 'pglite' | 'postgres' | 'embedded-postgres';
  /** The PostgreSQL URL (postgres only): pg-boss opens its own pool on it. */
  url?: string;
  /** Runs SELECT 1; throws when the database cannot be reached. */
  ping(): Promise<void>;
  /** The pool's connections now (node-postgres only; /api/metrics). */
  poolStats?(): { max: number; total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Where the migration SQL lives: src/db/migrations in development, dist/migrations in the bundle. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, '../db/migrations')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`Migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; PGlite when absent. */
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; in memory when absent. */
  pgliteDir?: string | undefined;
  /** Pool size for node-postgres (DATABASE_POOL_MAX; default 10). */
  poolSize?: number;
  /** PostgreSQL application_name of the pool's connections (`lintel-<INSTANCE_NAME>`), seen in pg_stat_activity. */
  applicationName?: string;
  /** Called with the SQL of every query (tests count the queries of a list page). */
  onQuery?: (sql: string) => void;
}

function loggerOf(options: OpenDatabaseOptions) {
  const onQuery = options.onQuery;
  return onQuery ? { logQuery: (query: string) => onQuery(query) } : false;
}

/** Opens the database and applies pending migrations (under an advisory lock on PostgreSQL). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    // numeric stays a string (exact money); bigint counts fit in a JS number.
    pg.types.setTypeParser(20, (value: string) => Number(value));
    const max = options.poolSize ?? 10;
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max, ...(options.applicationName ? { application_name: options.applicationName } : {}) });
    // A server restart or an administrator ending a backend must not crash the process: the pool
    // drops the broken client and the next query opens a new one. Clients being closed (pool.end()
    // resolves before their sockets are gone) can still receive the server's goodbye; keep a
    // listener on every client so that message is not an uncaught 'error' event.
    const reportConnectionError = (error: Error) => {
      if ((error as { code?: string }).code !== '57P01') console.warn(`database connection error: ${error.message}`);
    };
    pool.on('error', reportConnectionError);
    pool.on('connect', (client) => client.on('error', reportConnectionError));
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const db = drizzle(pool, { logger: loggerOf(options) }) as unknown as Database;
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(727274)');
      await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
      client.release();
    }
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      ping: async () => void (await pool.query('select 1')),
      poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true });
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  await client.waitReady;
  const db = drizzle(client, { logger: loggerOf(options) }) as unknown as Database;
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

/**
 * The database the configuration names: DATABASE_URL, else the embedded PostgreSQL server in
 * DATA_DIR/pg (started here, stopped by close()), else, where the platform has no embedded binary,
 * PGlite in DATA_DIR/db (said at start through `log`). On the embedded server's first start, an
 * existing PGlite directory DATA_DIR/db is moved over: a backup of it is written to
 * DATA_DIR/backups/pglite-before-embedded-postgres-<time>.sql, restored into the new server with the
 * backup/restore code (platform/backup.ts), and the directory renamed to DATA_DIR/db.imported-<time>.
 */
export async function openConfiguredDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  log: { info: (message: string) => void; warn: (message: string) => void },
  pool: Pick<OpenDatabaseOptions, 'poolSize' | 'applicationName'> = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ databaseUrl: config.databaseUrl, ...pool });
  const { startEmbeddedPostgres, EmbeddedPostgresUnavailable } = await import('./embedded-postgres.ts');
  const pgliteDir = path.join(config.dataDir, 'db');
  let server;
  try {
    server = await startEmbeddedPostgres(config.dataDir, log.info);
  } catch (error) {
    if (!(error instanceof EmbeddedPostgresUnavailable)) throw error;
    log.warn(`${error.message}: the embedded database is PGlite (WebAssembly, in this process) in ${pgliteDir}`);
    return openDatabase({ pgliteDir });
  }
  try {
    const handle = await openDatabase({ databaseUrl: server.url, ...pool });
    // Said at warn level: an operator should see that data moved, and where the old copy is.
    if (existsSync(pgliteDir)) await importPglite(handle.db, config.dataDir, log.warn);
    return {
      ...handle,
      kind: 'embedded-postgres',
      close: async () => {
        await handle.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Moves DATA_DIR/db (PGlite) into `target` (migrated, same schema); see openConfiguredDatabase. */
async function importPglite(target: Database, dataDir: string, log: (message: string) => void): Promise<void> {
  const { dumpDatabase, restoreDatabase } = await import('./backup.ts');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const pgliteDir = path.join(dataDir, 'db');
  const backupFile = path.join(dataDir, 'backups', `pglite-before-embedded-postgres-${stamp}.sql`);
  log(`moving the PGlite database in ${pgliteDir} to the embedded PostgreSQL server (backup: ${backupFile})`);
  await mkdir(path.dirname(backupFile), { recursive: true });
  const source = await openDatabase({ pgliteDir });
  const out = createWriteStream(backupFile, { mode: 0o600 });
  try {
    await dumpDatabase(source.db, async (line) => {
      if (!out.write(line)) await once(out, 'drain');
    });
    out.end();
    await once(out, 'finish');
  } finally {
    await source.close();
  }
  // Replaces the target's data in one transaction: a crash before the rename below repeats it whole.
  await restoreDatabase(target, await readFile(backupFile, 'utf8'));
  await rename(pgliteDir, `${pgliteDir}.imported-${stamp}`);
  log(`PGlite data moved; the old directory is ${pgliteDir}.imported-${stamp}`);
}
