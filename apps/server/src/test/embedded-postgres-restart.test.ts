/**
 * Issue 30: the embedded PostgreSQL server dying must not leave Lintel down until a person restarts
 * it. A kill -9 of the postmaster under a steady stream of writes: Lintel serves again within 10 s,
 * every request in between is a 503 (never a 500) and no write that was acknowledged is lost. When
 * the server cannot be started again, /api/ready answers 503 and /api/health says `degraded` while
 * Lintel retries, then the process exits non-zero for its supervisor.
 */
import { describe, expect, it } from 'vitest';
import { chmod, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { validProperty } from './factories.ts';
import { fileCleanups, signIn, startServer } from './server-process.ts';

const { tempDir, cleanups } = fileCleanups();

async function postmasterPid(dataDir: string): Promise<number> {
  return Number((await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('embedded PostgreSQL supervision', () => {
  it('a kill -9 of the postmaster under a stream of writes: serving again within 10 s, only 503s meanwhile, no acknowledged write lost', async () => {
    const dataDir = await tempDir('lintel-pg-restart-');
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: '1', JWT_SECRET: randomBytes(24).toString('hex') });
    cleanups.push(async () => {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
      await server.exited;
    });
    const headers = await signIn(server.baseUrl, 'manager@demo.lintel.app', DEMO_PASSWORD);
    const acknowledged: string[] = [];
    const failures: number[] = [];
    let killedAt = 0;
    let firstFailureAt = 0;
    let servingAgainAt = 0;
    let stop = false;
    const writer = async (lane: number) => {
      for (let n = 0; !stop; n += 1) {
        // Serving again: a write sent after the outage was first seen (or after the kill, if none was) succeeds.
        const countsAsAfter = killedAt > 0 && (!firstFailureAt || Date.now() > firstFailureAt);
        const response = await fetch(`${server.baseUrl}/api/properties`, {
          method: 'POST',
          headers,
          body: JSON.stringify(validProperty({ nickname: `Lane ${lane} write ${n}` })),
        }).catch(() => undefined);
        if (response?.status === 201) {
          acknowledged.push(((await response.json()) as { id: string }).id);
          if (countsAsAfter && !servingAgainAt) servingAgainAt = Date.now();
        } else {
          if (killedAt && !firstFailureAt) firstFailureAt = Date.now();
          failures.push(response?.status ?? 0);
          await response?.body?.cancel();
          await sleep(50);
        }
      }
    };
    const writers = [1, 2, 3].map(writer);
    while (acknowledged.length < 15) await sleep(50);

    const pid = await postmasterPid(dataDir);
    process.kill(pid, 'SIGKILL');
    killedAt = Date.now();
    const before = acknowledged.length;
    while (!servingAgainAt && Date.now() - killedAt < 20_000) await sleep(100);
    // A few more writes on the restarted server, then the writers stop.
    while (acknowledged.length < before + 15 && Date.now() - killedAt < 30_000) await sleep(50);
    stop = true;
    await Promise.all(writers);

    expect(servingAgainAt).toBeGreaterThan(0);
    expect(servingAgainAt - killedAt).toBeLessThanOrEqual(10_000);
    expect(await postmasterPid(dataDir)).not.toBe(pid);
    // Every request the outage refused was a 503 the client may retry: no 500, no dropped connection.
    expect(failures.filter((status) => status !== 503)).toEqual([]);
    const health = (await (await fetch(`${server.baseUrl}/api/health`)).json()) as { status: string };
    expect(health.status).toBe('ok');
    expect((await fetch(`${server.baseUrl}/api/ready`)).status).toBe(200);
    // Every acknowledged write is there.
    const again = await signIn(server.baseUrl, 'manager@demo.lintel.app', DEMO_PASSWORD);
    const statuses = await Promise.all(acknowledged.map((id) => fetch(`${server.baseUrl}/api/properties/${id}`, { headers: again }).then((r) => r.status)));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(server.output()).toContain('restarting it on');

    // SIGTERM stops the restarted server with the app: none is left behind.
    const restarted = await postmasterPid(dataDir);
    server.child.kill('SIGTERM');
    const code = await server.exited;
    expect(code).toBe(0);
    expect(alive(restarted)).toBe(false);
  }, 300_000);

  it('a server that cannot be started again: ready 503 and health degraded while retrying, then the process exits non-zero', async () => {
    const dataDir = await tempDir('lintel-pg-giveup-');
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: '0', JWT_SECRET: randomBytes(24).toString('hex') });
    let exitCode: number | string | undefined;
    void server.exited.then((code) => (exitCode = code));
    cleanups.push(async () => {
      await chmod(path.join(dataDir, 'pg'), 0o700);
      if (exitCode === undefined) server.child.kill('SIGKILL');
    });
    // The running server keeps its open directory; a new one cannot enter DATA_DIR/pg.
    await chmod(path.join(dataDir, 'pg'), 0o000);
    process.kill(await postmasterPid(dataDir), 'SIGKILL');

    // Until the supervisor has seen the exit, ready may still report the lost connection itself.
    let ready: { status: number; details?: Array<{ path: string; message: string }> } | undefined;
    for (let tries = 0; tries < 100 && exitCode === undefined; tries += 1) {
      const response = await fetch(`${server.baseUrl}/api/ready`);
      ready = { status: response.status, ...((await response.json()) as { details?: Array<{ path: string; message: string }> }) };
      if (ready.details?.some((detail) => detail.message.includes('being restarted'))) break;
      await sleep(100);
    }
    expect(ready?.status).toBe(503);
    expect(ready?.details).toContainEqual({ path: 'database', message: expect.stringMatching(/stopped unexpectedly and is being restarted \(attempt \d of 6\)/) });
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'degraded', message: expect.stringMatching(/being restarted/) });

    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('could not be restarted');
  }, 180_000);
});
