/**
 * Issue #10 defects 9 and 10 on a real server process:
 * - kill -9 during a burst of writes, on the embedded default (the PostgreSQL server Lintel starts in DATA_DIR/pg) and on
 *   PostgreSQL: after a restart every acknowledged write (201) is there;
 * - SIGTERM while a large response is being read: the response finishes whole and the process exits 0
 *   once it is done (keep-alive connections do not hold it open).
 * Each case starts its own server on a port in 3200-3299 and stops it.
 */
import { describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { postgresForTests, scratchPostgresDatabase } from './services.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { validProperty } from './factories.ts';
import { signIn, startServer, fileCleanups } from './server-process.ts';

const pgUp = await postgresForTests('PostgreSQL kill -9 tests');

const { cleanups, tempDir } = fileCleanups();

/**
 * Creates properties with 8 requests in flight until `acknowledgedBeforeKill` were answered 201,
 * then kills the server with SIGKILL while the rest are in flight. Answers the acknowledged ids.
 */
async function burstThenKill(env: Record<string, string>, acknowledgedBeforeKill: number): Promise<string[]> {
  const server = await startServer(env);
  const headers = await signIn(server.baseUrl, 'manager@demo.lintel.app', DEMO_PASSWORD);
  const acknowledged: string[] = [];
  let killed = false;
  const worker = async (workerId: number) => {
    for (let n = 0; !killed; n += 1) {
      const body = JSON.stringify(validProperty({ nickname: `Burst ${workerId}-${n}` }));
      const response = await fetch(`${server.baseUrl}/api/properties`, { method: 'POST', headers, body }).catch(() => undefined);
      if (response?.status === 201) {
        acknowledged.push(((await response.json()) as { id: string }).id);
        if (acknowledged.length >= acknowledgedBeforeKill && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, (_, id) => worker(id)));
  expect(await server.exited).toBe('SIGKILL');
  return acknowledged;
}

async function expectAllPresent(env: Record<string, string>, ids: string[]) {
  const server = await startServer({ ...env, SEED_DEMO: '0' });
  try {
    const headers = await signIn(server.baseUrl, 'manager@demo.lintel.app', DEMO_PASSWORD);
    const statuses = await Promise.all(ids.map((id) => fetch(`${server.baseUrl}/api/properties/${id}`, { headers }).then((response) => response.status)));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

describe('kill -9 during a burst of writes', () => {
  it('embedded default (PostgreSQL in DATA_DIR/pg): every acknowledged write is there after a restart', async () => {
    const env = { DATA_DIR: await tempDir('lintel-kill-'), SEED_DEMO: '1', JWT_SECRET: randomBytes(24).toString('hex') };
    const ids = await burstThenKill(env, 40);
    expect(ids.length).toBeGreaterThanOrEqual(40);
    await expectAllPresent(env, ids);
  }, 600_000);

  it.skipIf(!pgUp)('PostgreSQL: every acknowledged write is there after a restart', async () => {
    const scratch = await scratchPostgresDatabase('lintel_kill');
    cleanups.push(scratch.drop);
    const env = { DATA_DIR: await tempDir('lintel-kill-pg-'), DATABASE_URL: scratch.url, SEED_DEMO: '1', JWT_SECRET: randomBytes(24).toString('hex') };
    const ids = await burstThenKill(env, 40);
    expect(ids.length).toBeGreaterThanOrEqual(40);
    await expectAllPresent(env, ids);
  }, 600_000);
});

describe('SIGTERM', () => {
  it('lets a large in-flight response finish, then exits 0 without waiting for keep-alive', async () => {
    const webDist = await tempDir('lintel-web-');
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Lintel</title>');
    const size = 48 * 1024 * 1024;
    await writeFile(path.join(webDist, 'assets', 'big-0a1b2c3d.bin'), randomBytes(size));
    const server = await startServer({ DATA_DIR: await tempDir('lintel-term-'), SEED_DEMO: '0', WEB_DIST_DIR: webDist });
    const agent = new http.Agent({ keepAlive: true });
    const received = await new Promise<number>((resolve, reject) => {
      http
        .get(`${server.baseUrl}/assets/big-0a1b2c3d.bin`, { agent }, (response) => {
          let bytes = 0;
          let signalled = false;
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            if (!signalled) {
              // The first bytes are here: stop reading for a while, signal, then read the rest.
              signalled = true;
              response.pause();
              server.child.kill('SIGTERM');
              setTimeout(() => response.resume(), 1500);
            }
          });
          response.on('end', () => resolve(bytes));
          response.on('error', reject);
        })
        .on('error', reject);
    });
    expect(received).toBe(size);
    expect(await server.exited).toBe(0);
    agent.destroy();
  }, 600_000);
});
