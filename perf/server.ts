/**
 * The built app in a child process: `node apps/server/dist/main.js` on a free port in 3800-3899,
 * NODE_ENV=production, a fresh temporary DATA_DIR (the embedded database seeds the demo accounts on
 * its first start) and a snapshot of apps/web/dist (so a rebuild during the run changes nothing).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  origin: string;
  port: number;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const webDist = path.join(root, 'apps/web/dist');

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

export async function findFreePort(from = 3800, to = 3899): Promise<number> {
  for (let port = from; port <= to; port++) if (await portIsFree(port)) return port;
  throw new Error(`No free port in ${from}-${to}`);
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export async function startServer(): Promise<RunningServer> {
  if (!existsSync(serverMain) || !existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('apps/server/dist/main.js or apps/web/dist/index.html is missing: run `npm run build` first');
  }
  const tempDir = mkdtempSync(path.join(tmpdir(), 'lintel-lighthouse-'));
  const dataDir = path.join(tempDir, 'data');
  const webCopy = path.join(tempDir, 'web');
  cpSync(webDist, webCopy, { recursive: true });
  // LIGHTHOUSE_PORT_BASE: the first of ten ports to try (a shared machine gives each user a range).
  const base = Number(process.env.LIGHTHOUSE_PORT_BASE ?? 3800);
  const port = process.env.LIGHTHOUSE_PORT_BASE ? await findFreePort(base, base + 9) : await findFreePort();
  const origin = `http://127.0.0.1:${port}`;

  const child = spawn(process.execPath, [serverMain], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webCopy,
      // Always the embedded database with the demo seed, never a database from the caller's shell.
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exited(child);
      clearTimeout(timer);
    }
    rmSync(tempDir, { recursive: true, force: true });
  };

  // Ready when /api/ready answers 200 (the demo seed runs before listen, so it is done by then).
  const deadline = Date.now() + 120_000;
  let ready = false;
  while (!ready) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The server ${child.exitCode === null ? 'was not ready within 120 s' : `exited with code ${child.exitCode}`}:\n${output}`);
    }
    ready = await fetch(`${origin}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const html = await fetch(`${origin}/login`, { headers: { accept: 'text/html' } }).then((response) => response.text());
  if (!html.includes('id="root"')) {
    await stop();
    throw new Error(`${origin}/login does not serve the web app: run \`npm run build\` first`);
  }
  return { origin, port, stop };
}

/** Signs in through the API; the tokens the web app keeps in localStorage. */
export async function signIn(origin: string, email: string, password: string): Promise<{ jwt: string; refreshToken: string }> {
  const response = await fetch(`${origin}/api/auth/local/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { jwt?: unknown; refreshToken?: unknown };
  if (typeof body.jwt !== 'string' || typeof body.refreshToken !== 'string') throw new Error('Sign-in answered without tokens');
  return { jwt: body.jwt, refreshToken: body.refreshToken };
}
