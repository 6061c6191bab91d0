/**
 * The services some test files need beyond the embedded database: Redis (two apps sharing rate limits,
 * mail limits and the event bus) and the PostgreSQL server (a real process restored into or restarted
 * on it). Outside CI a machine without one skips those cases with a warning; in CI (`CI` set) a
 * missing service fails the file instead, since .ci/run starts both (issue 15: no silent skips).
 */
import { Redis } from 'ioredis';
import pg from 'pg';

export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function required(up: boolean, what: string, service: string): boolean {
  if (!up && process.env.CI) throw new Error(`${what} need ${service} in CI (.ci/run starts it)`);
  if (!up) console.warn(`${what} skipped: no ${service}`);
  return up;
}

/** Whether Redis answers PING at `redisUrl`; throws in CI when it does not. `what` names the skipped tests. */
export async function redisForTests(what: string): Promise<boolean> {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  const up = await client
    .connect()
    .then(() => client.ping())
    .then((answer) => answer === 'PONG')
    .catch(() => false)
    .finally(() => client.disconnect());
  return required(up, what, `Redis at ${redisUrl}`);
}

/** Whether the PostgreSQL server at `postgresUrl` accepts a connection; throws in CI when it does not. */
export async function postgresForTests(what: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  const up = await client
    .connect()
    .then(() => true)
    .catch(() => false)
    .finally(() => client.end().catch(() => undefined));
  return required(up, what, `PostgreSQL at ${postgresUrl.replace(/\/\/[^@]*@/, '//')}`);
}

/** A new, empty database on the PostgreSQL server: its URL, and `drop` (forced, idempotent) to remove it. */
export async function scratchPostgresDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Math.random().toString(16).slice(2, 12)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
