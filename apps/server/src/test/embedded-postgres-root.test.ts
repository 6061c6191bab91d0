/**
 * Issue 30, first start as root: PostgreSQL refuses to run as root, and a root user's checkout sits
 * under /root (mode 700), where the `postgres` user cannot reach the binaries or DATA_DIR. These cases
 * put the binaries and DATA_DIR in a root-owned mode-700 directory, as a clone under /root does, and
 * start the real embedded server; no directory outside DATA_DIR may change its permissions.
 * Only meaningful as root (CI runs as root); skipped otherwise.
 */
import { describe, expect, it } from 'vitest';
import { chmod, cp, mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgresLog } from '../platform/embedded-postgres.ts';
import { fileCleanups } from './server-process.ts';

const { tempDir, cleanups } = fileCleanups();
const isRoot = process.getuid?.() === 0;

/** The installed platform package's `native` folder. */
async function installedNative(): Promise<string> {
  const module = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  return path.dirname(path.dirname(module.postgres));
}

/** A root-owned mode-700 directory (like /root) holding a copy of the binaries, as in a clone there. */
async function closedDirWithBinaries(): Promise<{ closed: string; nativeDir: string }> {
  const closed = await tempDir('lintel-root-700-');
  expect((await stat(closed)).mode & 0o777).toBe(0o700);
  const nativeDir = path.join(closed, 'node_modules', 'native');
  await cp(await installedNative(), nativeDir, { recursive: true, verbatimSymlinks: true });
  return { closed, nativeDir };
}

function recordingLog(): EmbeddedPostgresLog & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (message) => lines.push(message), warn: (message) => lines.push(message) };
}

async function query(url: string, sql: string): Promise<Array<Record<string, unknown>>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Array<Record<string, unknown>>;
  } finally {
    await client.end();
  }
}

const modeOf = async (dir: string) => (await stat(dir)).mode & 0o7777;

describe.skipIf(!isRoot)('embedded PostgreSQL started by root', () => {
  it('starts with its binaries and DATA_DIR inside a mode-700 root directory, changing no permission outside DATA_DIR', async () => {
    const { closed, nativeDir } = await closedDirWithBinaries();
    const dataDir = path.join(closed, 'clone', 'data');
    const tmpMode = await modeOf(path.dirname(closed));
    const server = await startEmbeddedPostgres(dataDir, recordingLog(), { nativeDir });
    cleanups.push(() => server.stop());
    await query(server.url, 'create table kept (note text)');
    await query(server.url, "insert into kept values ('written as root from a closed directory')");
    expect(await query(server.url, 'select note from kept')).toEqual([{ note: 'written as root from a closed directory' }]);
    // Its files stay in DATA_DIR/pg, and nothing above DATA_DIR was opened up.
    expect(await readFile(path.join(dataDir, 'pg', 'PG_VERSION'), 'utf8')).toMatch(/^\d+/);
    expect(await modeOf(closed)).toBe(0o700);
    expect(await modeOf(path.dirname(closed))).toBe(tmpMode);
    await server.stop();
  }, 180_000);

  it('without user namespaces: runs as the postgres user from a copy of the binaries in DATA_DIR when it cannot reach node_modules', async () => {
    const { closed, nativeDir } = await closedDirWithBinaries();
    // DATA_DIR the postgres user can reach (an operator's DATA_DIR=/var/lib/lintel); binaries it cannot.
    const open = await tempDir('lintel-root-open-');
    await chmod(open, 0o755);
    const dataDir = path.join(open, 'data');
    const log = recordingLog();
    const server = await startEmbeddedPostgres(dataDir, log, { nativeDir, userNamespace: false });
    cleanups.push(() => server.stop());
    expect(await query(server.url, 'select current_user as name')).toEqual([{ name: 'postgres' }]);
    expect(log.lines.join('\n')).toContain(`copying them to ${path.join(dataDir, 'pg-bin')}`);
    expect(await modeOf(closed)).toBe(0o700);
    await server.stop();
  }, 180_000);

  it('without user namespaces and a DATA_DIR the postgres user cannot reach: a start-up error that says what to do, and no chmod', async () => {
    const closed = await tempDir('lintel-root-700-');
    const dataDir = path.join(closed, 'data');
    await mkdir(dataDir);
    const failure = startEmbeddedPostgres(dataDir, recordingLog(), { userNamespace: false });
    await expect(failure).rejects.toThrow(`cannot reach DATA_DIR ${dataDir} (closed to other users: ${closed})`);
    await expect(failure).rejects.toThrow(/set DATA_DIR to a directory that user can reach.*chmod o\+x .*DATABASE_URL/);
    expect(await modeOf(closed)).toBe(0o700);
  }, 60_000);
});
