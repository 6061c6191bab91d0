/**
 * Issue 30: a full disk. An upload whose bytes do not fit (ENOSPC from the file storage) and a write
 * PostgreSQL cannot extend its files for (SQLSTATE 53100 disk_full) answer 507 DISK_FULL with a plain
 * message, never a 500, and leave nothing half-stored; /api/ready answers 503 (`disk`) while DATA_DIR's
 * file system has less free space than DATA_DISK_MIN_FREE_MB. The disks are real: small tmpfs mounts
 * (root can mount them; the file is skipped where it cannot).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm, rmdir, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { buildTestApp, json, type TestApp } from '../test/build-app.ts';
import { createUser, multipart, validProperty } from '../test/factories.ts';
import { pdfBytes } from '../test/upload-bodies.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';

const mounts: string[] = [];
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  for (const dir of mounts) {
    execFileSync('umount', [dir]);
    await rmdir(dir);
  }
});

/** A fresh tmpfs of `size` (e.g. '4m'), or undefined where this process cannot mount one. */
async function tmpfs(size: string): Promise<string | undefined> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lintel-tmpfs-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    await rmdir(dir);
    return undefined;
  }
  mounts.push(dir);
  return dir;
}

/** Fills the file system holding `dir` until `leave` bytes are free (a file named `filler`). */
async function fill(dir: string, leave: number): Promise<string> {
  const { bavail, bsize } = await statfs(dir);
  const file = path.join(dir, 'filler');
  await writeFile(file, Buffer.alloc(Math.max(0, bavail * bsize - leave)));
  return file;
}

const canMount = await (async () => {
  if (process.getuid?.() !== 0 || process.platform !== 'linux') return false;
  const probe = await tmpfs('1m');
  return probe !== undefined;
})();

const testConfig = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe.skipIf(!canMount)('a full data disk', () => {
  it('an upload that does not fit is a 507 saying so, nothing is left half-stored, and /api/ready answers 503 until there is room', async () => {
    const dataDir = (await tmpfs('4m'))!;
    const t: TestApp = await buildTestApp({ dataDir, ops: testConfig({ DATA_DISK_MIN_FREE_MB: '1' }).ops });
    cleanups.push(() => t.close());
    const owner = await createUser(t);
    const upload = (bytes: Buffer) => {
      const body = multipart('lease.pdf', bytes, 'application/pdf');
      return t.app.inject({ method: 'POST', url: '/api/files', headers: { ...owner.headers, ...body.headers }, payload: body.payload });
    };
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);

    const filler = await fill(dataDir, 256 * 1024);
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(json<{ details: unknown[] }>(ready).details).toContainEqual({ path: 'disk', message: expect.stringMatching(/^the data disk is almost full: 0\.\d MB free, less than 1\.0 MB/) });

    const response = await upload(pdfBytes(1024 * 1024));
    expect(response.statusCode).toBe(507);
    expect(json(response)).toMatchObject({ code: 'DISK_FULL', message: "The server's disk is full; nothing was saved. Try again later or tell the administrator." });
    // No partial file under DATA_DIR/files, and no file record.
    const stored = await readdir(path.join(dataDir, 'files'), { recursive: true }).catch(() => []);
    expect(stored.filter((name) => name.endsWith('.pdf') || name.endsWith('.part'))).toEqual([]);
    const list = await t.app.inject({ method: 'GET', url: '/api/files', headers: owner.headers });
    if (list.statusCode === 200) expect(JSON.stringify(list.json())).not.toContain('lease.pdf');

    await rm(filler);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expect((await upload(pdfBytes(1024 * 1024))).statusCode).toBe(201);
  }, 60_000);

  it('a write PostgreSQL cannot find disk space for (53100) is a 507, and the next one after space is freed succeeds', async () => {
    const dataDir = (await tmpfs('160m'))!;
    const server: EmbeddedPostgres = await startEmbeddedPostgres(dataDir, { info: () => undefined, warn: () => undefined });
    cleanups.push(() => server.stop());
    const t: TestApp = await buildTestApp({ ops: testConfig({ DATA_DISK_MIN_FREE_MB: '0' }).ops }, { postgresUrl: server.url });
    cleanups.push(() => t.close());
    const owner = await createUser(t);
    const create = (n: number) =>
      t.app.inject({ method: 'POST', url: '/api/properties', headers: owner.headers, payload: validProperty({ nickname: `Disk test ${n} ${'x'.repeat(100)}` }) });
    expect((await create(0)).statusCode).toBe(201);

    const filler = await fill(dataDir, 128 * 1024);
    const statuses: number[] = [];
    let refused;
    for (let n = 1; n <= 3000; n += 1) {
      const response = await create(n);
      statuses.push(response.statusCode);
      if (response.statusCode !== 201) {
        refused = response;
        break;
      }
    }
    expect(refused?.statusCode).toBe(507);
    expect(json(refused!)).toMatchObject({ code: 'DISK_FULL', message: expect.stringMatching(/^The server's disk is full; nothing was saved/) });
    expect(statuses.filter((status) => status !== 201 && status !== 507)).toEqual([]);

    await rm(filler);
    expect((await create(9999)).statusCode).toBe(201);
  }, 180_000);
});
