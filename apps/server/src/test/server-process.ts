/**
 * A real Lintel server process for lifecycle tests (kill -9, SIGTERM): `node --import tsx main.ts`
 * on its own port (3200-3299) and data directory, started and stopped by the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const mainEntry = path.join(repoRoot, 'apps/server/src/main.ts');

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  output: () => string;
}

/** A port in 3200-3299 (the range this machine leaves to these tests), or TEST_PORT_BASE…+99. */
export function pickPort(): number {
  return Number(process.env.TEST_PORT_BASE ?? 3200) + Math.floor(Math.random() * 100);
}

/** Starts the server and waits until GET /api/ready answers 200 (at most `startTimeoutMs`). */
export async function startServer(env: Record<string, string>, startTimeoutMs = 180_000): Promise<ServerProcess> {
  const port = env.PORT ?? String(pickPort());
  const child = spawn(process.execPath, ['--import', 'tsx', mainEntry], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const giveUpAt = Date.now() + startTimeoutMs;
  let ended = false;
  void exited.then(() => (ended = true));
  for (;;) {
    if (ended) throw new Error(`server exited during start-up:\n${output}`);
    if (Date.now() > giveUpAt) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready:\n${output}`);
    }
    const ready = await fetch(`${baseUrl}/api/ready`).then((response) => response.ok, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, baseUrl, exited, output: () => output };
}

/** Signs in through the API and answers the Bearer headers. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/auth/local/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const { jwt } = (await response.json()) as { jwt: string };
  return { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };
}

/**
 * Cleanups of a test file that starts real servers: temporary directories (`tempDir`) and anything else
 * pushed on `cleanups` (a scratch database's drop) are undone after the file's tests, newest first. Call
 * once at a test file's top level (it registers its own afterAll).
 */
export function fileCleanups(): { cleanups: Array<() => Promise<void>>; tempDir(prefix: string): Promise<string> } {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  return {
    cleanups,
    async tempDir(prefix) {
      const dir = await mkdtemp(path.join(tmpdir(), prefix));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      return dir;
    },
  };
}
