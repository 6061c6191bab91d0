/**
 * Issue 23: the embedded default is a real PostgreSQL server Lintel starts in DATA_DIR/pg.
 * - kill -9 of the app leaves the postmaster running; the next start stops it and starts its own,
 *   and every write acknowledged before the kill is there; SIGTERM stops the server with the app.
 * - an existing PGlite directory (DATA_DIR/db, the embedded default before) is moved over at the
 *   first start, after a backup copy is written.
 * Each case starts real server processes (test/server-process.ts) and stops them.
 */
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config.ts';
import { buildApp } from '../app.ts';
import { openDatabase } from '../platform/db.ts';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../seed/demo.ts';
import { validProperty } from './factories.ts';
import { signIn, startServer, fileCleanups } from './server-process.ts';

const { tempDir } = fileCleanups();

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function postmasterPid(dataDir: string): Promise<number | undefined> {
  const text = await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : Number(text.split('\n')[0]);
}

describe('embedded PostgreSQL (the default without DATABASE_URL)', () => {
  it('survives a kill -9 of the app: the orphaned server is stopped at the next start, no acknowledged write is lost', async () => {
    const dataDir = await tempDir('lintel-embedded-');
    const env = { DATA_DIR: dataDir, SEED_DEMO: '1', JWT_SECRET: randomBytes(24).toString('hex') };
    const first = await startServer(env);
    const ready = (await (await fetch(`${first.baseUrl}/api/ready`)).json()) as { database: string };
    expect(ready.database).toBe('embedded-postgres');
    const headers = await signIn(first.baseUrl, 'manager@demo.lintel.app', DEMO_PASSWORD);
    const ids: string[] = [];
    for (let n = 0; n < 10; n += 1) {
      const response = await fetch(`${first.baseUrl}/api/properties`, {
        method: 'POST',
        headers,
        body: JSON.stringify(validProperty({ nickname: `Before kill ${n}` })),
      });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    // The first start seeds the demo inside one transaction: its queries are serialised, pg prints no
    // "client.query() when the client is already executing a query" DeprecationWarning (issue 30).
    expect(first.output()).toContain('manager@demo.lintel.app');
    expect(first.output()).not.toContain('DeprecationWarning');
    const orphan = await postmasterPid(dataDir);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    // The app is gone; its PostgreSQL server is still running.
    expect(orphan !== undefined && alive(orphan)).toBe(true);

    const second = await startServer({ ...env, SEED_DEMO: '0' });
    try {
      expect(alive(orphan!)).toBe(false);
      expect(second.output()).not.toContain('DeprecationWarning');
      const again = await signIn(second.baseUrl, 'manager@demo.lintel.app', DEMO_PASSWORD);
      const statuses = await Promise.all(ids.map((id) => fetch(`${second.baseUrl}/api/properties/${id}`, { headers: again }).then((r) => r.status)));
      expect(statuses).toEqual(ids.map(() => 200));
    } finally {
      const running = await postmasterPid(dataDir);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      // Stopped with the app: no server left behind.
      expect(running !== undefined && alive(running)).toBe(false);
      expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    }
  }, 600_000);

  it('moves an existing PGlite database (DATA_DIR/db) over at the first start, keeping a backup copy', async () => {
    const dataDir = await tempDir('lintel-pglite-move-');
    const jwtSecret = randomBytes(24).toString('hex');
    // The embedded default before issue 23: PGlite files in DATA_DIR/db, with the demo accounts.
    const pglite = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    const { app, deps } = await buildApp({ ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: jwtSecret }) }, { database: pglite });
    await seedDemoIfEmpty(deps);
    await app.close();
    await pglite.close();

    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: '0', JWT_SECRET: jwtSecret });
    try {
      // The demo manager signs in (nothing was seeded on the new server: the data came over).
      const headers = await signIn(server.baseUrl, 'manager@demo.lintel.app', DEMO_PASSWORD);
      const list = (await (await fetch(`${server.baseUrl}/api/properties`, { headers })).json()) as { data: { pagination: { total: number } } };
      expect(list.data.pagination.total).toBeGreaterThan(0);
      const entries = await readdir(dataDir);
      expect(entries).not.toContain('db');
      expect(entries.some((name) => name.startsWith('db.imported-'))).toBe(true);
      const backups = await readdir(path.join(dataDir, 'backups'));
      expect(backups.filter((name) => name.startsWith('pglite-before-embedded-postgres-'))).toHaveLength(1);
      expect(server.output()).toContain('moving the PGlite database');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 600_000);
});
