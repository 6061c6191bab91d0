// `npm run cluster`: Lintel as several instances behind nginx on this machine (README "Running several
// instances"). Needs DATABASE_URL and REDIS_URL; builds the app if no build is there; migrates and seeds
// once (`main.js --prepare`); starts s3rver (its own data dir and bucket) unless S3_* is set; makes a
// JWT_SECRET once into <dir>/jwt-secret unless it is set; spawns the instances (restarting any that
// exits); writes nginx's configuration from deploy/nginx/lintel.conf.template and runs Debian's nginx
// with it (installing it with apt-get where missing and allowed); waits for every instance's
// /api/ready; prints the URL; stops everything on Ctrl-C or SIGTERM.
//
//   DATABASE_URL=postgres://… REDIS_URL=redis://… npm run cluster -- [--instances 3] [--workers 0]
//     [--port 8080] [--dir data/cluster]
//
// --port: nginx's port (CLUSTER_PORT); instance i listens on port + i, s3rver on port + 40 (the one-off
//   migrate-and-seed process on port + 39, never served).
// --workers K: K more instances with INSTANCE_ROLE=worker (jobs and the outbox drainer only, outside
//   nginx); the --instances ones are then INSTANCE_ROLE=api. Default 0: every instance does both.
// <dir>/cluster.json lists the URL and each instance's name, port, pid and log file (tests read it).
/* global setTimeout, clearTimeout, fetch */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    instances: { type: 'string', default: process.env.CLUSTER_INSTANCES ?? '3' },
    workers: { type: 'string', default: process.env.CLUSTER_WORKERS ?? '0' },
    port: { type: 'string', default: process.env.CLUSTER_PORT ?? '8080' },
    dir: { type: 'string', default: process.env.CLUSTER_DIR ?? path.join(root, 'data/cluster') },
  },
});
const instanceCount = Number(args.instances);
const workerCount = Number(args.workers);
const port = Number(args.port);
const dir = path.resolve(args.dir);
const host = '127.0.0.1';
const url = `http://${host}:${port}`;
/** How long a stopping instance answers /api/ready 503 before it closes (above nginx's upstream keepalive_timeout). */
const drainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? 5000);
const upstreamKeepaliveSeconds = Math.max(1, Math.floor(drainMs / 1000) - 1);
const LIVE_HEARTBEAT_S = 25;

function fail(message) {
  console.error(`cluster: ${message}`);
  process.exit(1);
}
for (const name of ['DATABASE_URL', 'REDIS_URL']) {
  if (!process.env[name]) fail(`${name} is required (the PostgreSQL and Redis every instance shares), e.g. ${name === 'DATABASE_URL' ? 'postgres://postgres@127.0.0.1:5432/lintel' : 'redis://127.0.0.1:6379'}`);
}
if (!Number.isInteger(instanceCount) || instanceCount < 1 || instanceCount > 30) fail('--instances must be 1-30');
if (!Number.isInteger(workerCount) || workerCount < 0 || instanceCount + workerCount > 38) fail('--workers must be 0 or more, with --instances at most 38 in all');
if (!Number.isInteger(port) || port < 1 || port + 40 > 65535) fail('--port must leave room for port + 40');

const children = new Set();
let stopping = false;
const log = (line) => console.log(`cluster: ${line}`);

/** Finds Debian's nginx, installing it with apt-get when missing and this process may. */
function findNginx() {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(Boolean);
  const found = () => candidates.find((file) => existsSync(file));
  if (found()) return found();
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    log('nginx is missing: apt-get install -y nginx');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit' });
    if (install.status === 0 && found()) return found();
  }
  fail('nginx not found: install it (Debian: apt-get install -y nginx) or set NGINX_BIN');
}

/** Runs `command` to its end; fails the cluster with its output when it exits non-zero. */
function runOnce(label, command, commandArgs, env) {
  const result = spawnSync(command, commandArgs, { cwd: root, env, encoding: 'utf8' });
  if (result.status !== 0) fail(`${label} failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** A child process whose output goes, prefixed, to the console and to `logFile`. */
function start(name, command, commandArgs, env, logFile) {
  const child = spawn(command, commandArgs, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const file = createWriteStream(logFile, { flags: 'a' });
  for (const stream of [child.stdout, child.stderr]) {
    stream.pipe(file, { end: false });
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      if (process.env.CLUSTER_QUIET !== '1') for (const line of lines) if (line) console.log(`[${name}] ${line}`);
    });
  }
  child.once('exit', () => file.end());
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`${what} did not come up within ${timeoutMs / 1000} s`);
}

async function main() {
  await mkdir(path.join(dir, 'logs'), { recursive: true });
  const serverMain = path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(serverMain) || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    log('no build found: npm run build');
    runOnce('npm run build', 'npm', ['run', 'build'], process.env);
  }

  // The shared secret, made once and kept (mode 600) unless JWT_SECRET is set.
  let jwtSecret = process.env.JWT_SECRET;
  if (!jwtSecret) {
    const file = path.join(dir, 'jwt-secret');
    jwtSecret = (await readFile(file, 'utf8').catch(() => '')).trim();
    if (!jwtSecret) {
      jwtSecret = randomBytes(48).toString('base64url');
      await writeFile(file, jwtSecret, { mode: 0o600 });
    }
    await chmod(file, 0o600);
  }

  // Files: the S3_* given, else s3rver on port + 40 with its own directory and bucket.
  let s3Env = {};
  if (!Object.keys(process.env).some((name) => name.startsWith('S3_'))) {
    const s3Port = port + 40;
    const s3Dir = path.join(dir, 's3');
    await mkdir(s3Dir, { recursive: true });
    const s3rverBin = path.join(root, 'node_modules/s3rver/bin/s3rver.js');
    if (!existsSync(s3rverBin)) fail('s3rver is not installed (npm install): it holds the files when S3_* is unset');
    start('s3', process.execPath, [s3rverBin, '-d', s3Dir, '-a', host, '-p', String(s3Port), '--silent', '--configure-bucket', 'lintel'], process.env, path.join(dir, 'logs/s3rver.log'));
    s3Env = { S3_ENDPOINT: `http://${host}:${s3Port}`, S3_BUCKET: 'lintel', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' };
    await waitFor(async () => (await fetch(`http://${host}:${s3Port}/lintel`)).status < 500, 30_000, 's3rver');
  }

  const shared = {
    ...process.env,
    ...s3Env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    HOST: host,
    JWT_SECRET: jwtSecret,
    PUBLIC_URL: process.env.PUBLIC_URL ?? url,
    TRUST_PROXY: process.env.TRUST_PROXY ?? '1',
    SHUTDOWN_DRAIN_MS: String(drainMs),
  };

  // Migrations and the demo seed once, before any instance starts.
  process.stdout.write(runOnce('migrate and seed (main.js --prepare)', process.execPath, [serverMain, '--prepare'], { ...shared, DATA_DIR: path.join(dir, 'prepare'), PORT: String(port + 39) }));

  const instances = [];
  for (let i = 1; i <= instanceCount + workerCount; i += 1) {
    const worker = i > instanceCount;
    instances.push({
      name: worker ? `w${i - instanceCount}` : `i${i}`,
      port: port + i,
      role: worker ? 'worker' : workerCount > 0 ? 'api' : 'all',
      log: path.join(dir, 'logs', `${worker ? `w${i - instanceCount}` : `i${i}`}.log`),
      pid: undefined,
      restarts: 0,
    });
  }
  const writeState = () =>
    writeFile(
      path.join(dir, 'cluster.json'),
      JSON.stringify({ url, instances: instances.map(({ name, port: p, role, log: file, pid, restarts }) => ({ name, port: p, role, log: file, pid, restarts })) }, null, 2),
    );

  function spawnInstance(instance) {
    const env = {
      ...shared,
      PORT: String(instance.port),
      INSTANCE_NAME: instance.name,
      INSTANCE_ROLE: instance.role,
      DATA_DIR: path.join(dir, instance.name),
      SEED_DEMO: '0',
    };
    const child = start(instance.name, process.execPath, [serverMain], env, instance.log);
    instance.pid = child.pid;
    void writeState();
    child.once('exit', (code, signal) => {
      if (stopping) return;
      instance.restarts += 1;
      log(`instance ${instance.name} exited (${signal ?? code}); restarting in 1 s`);
      setTimeout(() => !stopping && spawnInstance(instance), 1000);
    });
  }
  for (const instance of instances) spawnInstance(instance);

  // nginx in front of the API instances.
  const nginxDir = path.join(dir, 'nginx');
  for (const sub of ['logs', 'tmp']) await mkdir(path.join(nginxDir, sub), { recursive: true });
  const template = await readFile(path.join(root, 'deploy/nginx/lintel.conf.template'), 'utf8');
  const servers = instances
    .filter((instance) => instance.role !== 'worker')
    .map((instance) => `    server ${host}:${instance.port} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  const conf = template
    .replaceAll('{{DIR}}', nginxDir)
    .replaceAll('{{HOST}}', host)
    .replaceAll('{{PORT}}', String(port))
    .replaceAll('{{SERVERS}}', servers)
    .replaceAll('{{UPSTREAM_KEEPALIVE_S}}', String(upstreamKeepaliveSeconds))
    .replaceAll('{{LIVE_READ_TIMEOUT_S}}', String(LIVE_HEARTBEAT_S * 2 + 15))
    .replaceAll('{{MAX_BODY}}', '210m');
  const confFile = path.join(nginxDir, 'nginx.conf');
  await writeFile(confFile, conf);
  const nginxBin = findNginx();
  runOnce('nginx -t', nginxBin, ['-p', nginxDir, '-e', path.join(nginxDir, 'logs/error.log'), '-c', confFile, '-t', '-q'], process.env);
  const nginx = start('nginx', nginxBin, ['-p', nginxDir, '-e', path.join(nginxDir, 'logs/error.log'), '-c', confFile, '-g', 'daemon off;'], process.env, path.join(dir, 'logs/nginx.log'));
  nginx.once('exit', (code) => !stopping && (log(`nginx exited (${code})`), void stop(1)));

  for (const instance of instances) {
    await waitFor(async () => (await fetch(`http://${host}:${instance.port}/api/ready`)).ok, 180_000, `instance ${instance.name}`);
  }
  await waitFor(async () => (await fetch(`${url}/api/ready`)).ok, 30_000, 'nginx');
  await writeState();
  log(`${instances.length} instances ready (${instances.map((i) => `${i.name}:${i.port} ${i.role}`).join(', ')}); state in ${path.join(dir, 'cluster.json')}`);
  console.log(`Lintel cluster is running on ${url}`);
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping');
  const exits = [...children].map((child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve))));
  for (const child of children) child.kill(child.spawnargs.some((arg) => arg.endsWith('nginx')) ? 'SIGQUIT' : 'SIGTERM');
  const timer = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
  }, drainMs + 20_000);
  await Promise.all(exits);
  clearTimeout(timer);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

main().catch((error) => {
  console.error(error);
  void stop(1);
});
