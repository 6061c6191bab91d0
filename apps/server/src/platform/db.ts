/**
 * The database: PGlite (embedded PostgreSQL, file-backed in DATA_DIR/db) when DATABASE_URL is unset,
 * node-postgres when it is set. Same schema, same migrations (DESIGN.md "Where data lives").
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
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
  kind: 'pglite' | 'postgres';
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
