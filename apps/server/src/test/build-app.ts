/**
 * Test harness: a Lintel app on a fresh database per test file — PGlite in memory by default, or a
 * new database on the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped on close).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig, type AppConfig } from '../config.ts';
import { buildApp, type LintelApp } from '../app.ts';
import { openDatabase } from '../platform/db.ts';

export interface TestApp extends LintelApp {
  dataDir: string;
  /** The PostgreSQL URL of this app's database (undefined on PGlite). */
  databaseUrl: string | undefined;
  /** SQL of every query since the last reset (see `queries.length = 0`). */
  queries: string[];
  /**
   * Waits for what a request set going off its path: drains the outbox (consumers, bus) and runs the
   * due e-mail jobs (`*.mail`), as a served instance's drainer and runner do within a moment.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

export interface BuildTestAppOptions {
  /**
   * A second instance on the same database as `app` (scale-out and restart tests): on PostgreSQL
   * with its own pool, on PGlite the same in-memory handle. Closing it leaves the database alone.
   */
  sameDatabaseAs?: TestApp;
  /** Runs after buildApp and before ready (start): e.g. subscribe a test consumer before the first drain. */
  beforeReady?: (built: LintelApp) => void;
  /** A PostgreSQL server to make this app's fresh database on, as TEST_DATABASE_URL does (tests that need real PostgreSQL). */
  postgresUrl?: string;
  /**
   * `app.inject(…)` resolves once the response is complete and then `settle()` ran (default true), so
   * a test reads the notifications and e-mails a request caused. The request itself never waits for
   * them: tests of that ordering (events-off-request.test.ts) pass false.
   */
  settleAfterInject?: boolean;
}

export async function buildTestApp(overrides: Partial<AppConfig> = {}, options: BuildTestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lintel-test-'));
  const queries: string[] = [];
  const onQuery = (sql: string) => void queries.push(sql);
  const baseUrl = options.postgresUrl ?? process.env.TEST_DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  let closeDatabase = true;
  let databaseUrl: string | undefined;
  let database;
  const shared = options.sameDatabaseAs;
  if (shared?.databaseUrl) {
    databaseUrl = shared.databaseUrl;
    database = await openDatabase({ databaseUrl, poolSize: 4, onQuery });
  } else if (shared) {
    database = shared.deps.database;
    closeDatabase = false;
  } else if (baseUrl) {
    const { default: pg } = await import('pg');
    const name = `lintel_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = await openDatabase({ databaseUrl, poolSize: 4, onQuery });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    database = await openDatabase({ onQuery });
  }
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://lintel.test' }),
    ...overrides,
    // Test files send many e-mails from one IP and account; the mail limits have their own test.
    overrides: {
      signupRateLimit: 1000,
      mailLimits: { perIp: { max: 10_000, windowMs: 3_600_000 }, perAccount: { max: 10_000, windowMs: 3_600_000 }, perAddress: { max: 10_000, windowMs: 3_600_000 } },
      // Likewise for sender → recipient limits (platform/recipient-limiter.ts; their own test sets them low).
      recipientLimits: {
        quoteRequest: { max: 10_000, windowMs: 3_600_000 },
        tenantRequest: { max: 10_000, windowMs: 3_600_000 },
        configuratorQuoteRequest: { max: 10_000, windowMs: 3_600_000 },
      },
      ...overrides.overrides,
    },
  };
  const built = await buildApp(config, { database });
  options.beforeReady?.(built);
  await built.app.ready();
  queries.length = 0;
  // The drainer's and runner's own queries are not the request's: query-count tests see only the latter.
  const settle = async () => {
    const mark = queries.length;
    const mailJobs = built.deps.jobs.names().filter((name) => name.endsWith('.mail'));
    try {
      for (;;) {
        await built.deps.events.drain();
        if ((await built.deps.jobs.runDue(new Date(), mailJobs)).length === 0) return;
      }
    } finally {
      queries.length = Math.min(queries.length, mark);
    }
  };
  if (options.settleAfterInject !== false) {
    const inject = built.app.inject.bind(built.app) as (injectOptions?: unknown, callback?: unknown) => unknown;
    built.app.inject = ((injectOptions?: unknown, callback?: unknown) => {
      if (injectOptions === undefined || callback) return inject(injectOptions, callback);
      return (inject(injectOptions) as Promise<unknown>).then(async (response) => {
        await settle();
        return response;
      });
    }) as typeof built.app.inject;
  }
  await settle();
  return {
    ...built,
    dataDir,
    databaseUrl,
    queries,
    settle,
    async close() {
      await built.app.close();
      if (closeDatabase) await database.close();
      await dropDatabase?.();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** E-mails written to DATA_DIR/outbox, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).sort();
  const messages: OutboxMessage[] = [];
  for (const name of names) {
    const raw = await readFile(path.join(dir, name), 'utf8');
    const [head = '', ...rest] = raw.split('\n\n');
    const header = (key: string) => head.match(new RegExp(`^${key}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
    messages.push({ to: header('To'), subject: header('Subject'), text: decodeQuotedPrintable(rest.join('\n\n')) });
  }
  return messages;
}

function decodeQuotedPrintable(value: string): string {
  return value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first link in the newest e-mail to `to` that contains `pathPart`. */
export async function linkFromOutbox(dataDir: string, to: string, pathPart: string): Promise<URL> {
  const messages = (await readOutbox(dataDir)).filter((message) => message.to.includes(to)).reverse();
  for (const message of messages) {
    const match = message.text.match(new RegExp(`https?://\\S*${pathPart}\\S*`));
    if (match) return new URL(match[0]);
  }
  throw new Error(`No e-mail to ${to} with a ${pathPart} link`);
}

/** The parsed JSON body of an injected response. */
export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
