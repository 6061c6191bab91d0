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
import type { Pool, PoolClient } from 'pg';
import type { EmbeddedPostgresOptions } from './embedded-postgres.ts';
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
  /**
   * Whether the database serves now, where Lintel runs it (the embedded server: `up: false` while it
   * is being restarted or after restarts failed, with plain words in `message`); absent elsewhere.
   */
  status?(): { up: boolean; message?: string };
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

/**
 * Queries a caller sends on one client before the previous answered (a service's Promise.all inside
 * a transaction, which holds one client) run one after another, in the order sent, through a
 * promise chain here instead of pg's internal queue (deprecated: it prints a DeprecationWarning and
 * goes in pg 9). Callback and stream (Submittable) queries are pool-internal and pass straight on.
 */
function serialiseQueries(client: PgClientLike): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let tail: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof args.at(-1) === 'function' || typeof first?.submit === 'function') return query(...args);
    const result = tail.then(() => query(...args));
    tail = result.catch(() => undefined);
    return result;
  }) as typeof client.query;
}
type PgClientLike = { query: (...args: never[]) => unknown };

/**
 * A client checked out of the pool whose connection is lost (the server restarted or ended its
 * backend) goes back to the pool at once, which drops it, and a later `release()` by its holder does
 * nothing. Without this, a holder that never releases it leaks it for good: drizzle's transaction()
 * sends `begin` before its try/finally, so a `begin` on a connection that just died keeps the client
 * checked out; the pool shrinks by one on every such loss and pool.end() (shutdown) never resolves.
 */
function releaseLostClients(pool: Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  pool.connect = ((callback?: unknown) => {
    // The callback form is the pool's own (pool.query), which always releases.
    if (callback) return connect(callback);
    return (connect() as Promise<PoolClient>).then((client) => {
      const release = client.release;
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('error', onLost);
        release(error);
      };
      const onLost = (error: Error) => releaseOnce(error);
      client.once('error', onLost);
      client.release = releaseOnce;
      return client;
    });
  }) as typeof pool.connect;
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
    pool.on('connect', (client) => {
      client.on('error', reportConnectionError);
      serialiseQueries(client);
    });
    releaseLostClients(pool);
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
  embedded: Pick<EmbeddedPostgresOptions, 'onGiveUp'> = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ databaseUrl: config.databaseUrl, ...pool });
  const { startEmbeddedPostgres, EmbeddedPostgresUnavailable } = await import('./embedded-postgres.ts');
  const pgliteDir = path.join(config.dataDir, 'db');
  let server;
  try {
    server = await startEmbeddedPostgres(config.dataDir, log, embedded);
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
      status: () => {
        const state = server.state();
        return state.status === 'up' ? { up: true } : { up: false, ...(state.message ? { message: state.message } : {}) };
      },
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
