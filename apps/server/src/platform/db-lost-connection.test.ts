/**
 * Issue 30: the database server restarting must not leak pool connections. A client checked out when
 * its connection is lost (here: PostgreSQL ends its backend, as a restart does) goes back to the pool,
 * which drops it; a later release() by its holder is harmless; the pool still serves and closes.
 * Before, a transaction whose `begin` met a dead connection kept its client checked out for good, so
 * every database restart shrank the pool by one and shutdown waited forever on pool.end().
 * Needs PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from './db.ts';
import { postgresForTests, postgresUrl } from '../test/services.ts';

const available = await postgresForTests('lost-connection pool tests');
const name = `lintel_test_${randomBytes(6).toString('hex')}`;
let handle: DatabaseHandle | undefined;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  if (!available) return;
  await handle?.close();
  await admin((client) => client.query(`drop database if exists ${name} with (force)`));
});

describe.skipIf(!available)('a pool connection lost while checked out', () => {
  it('goes back to the pool by itself: no dead client stays checked out, release() after is harmless, the pool serves and closes', async () => {
    await admin((client) => client.query(`create database ${name}`));
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;

    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    expect(handle.poolStats!()).toMatchObject({ total: 1, idle: 0 });
    const lost = once(client, 'error');
    await admin((other) => other.query('select pg_terminate_backend($1)', [rows[0]!.pid]));
    await lost;

    // Dropped from the pool at once, though its holder has not released it.
    expect(handle.poolStats!()).toMatchObject({ total: 0, idle: 0 });
    expect(() => client.release()).not.toThrow();
    // The pool opens a new connection for the next query and a transaction.
    const answer = await handle.db.transaction(async (tx) => tx.execute(sql`select 41 + 1 as n`));
    expect((answer as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(42);
    await handle.close();
    handle = undefined;
  }, 60_000);
});
