/**
 * `npm run bench:cluster` (issue 24; a report, not a timed test): `npm run cluster` with 3 instances on
 * a fresh PostgreSQL database (demo seed) and Redis, then
 * 1. property-list throughput (`GET /api/properties`, page of 10, signed in as the demo landlord) through
 *    nginx in front of 1, 2 and 3 of the instances (two more nginx processes, each with the cluster's
 *    generated configuration cut down to fewer upstream servers), autocannon at 50 connections;
 * 2. fan-out: 1,000 WebSockets of the live channel spread evenly over the 3 instances (directly, as
 *    nginx would spread them), all signed in as the demo tenant and joined to the room of its lease's
 *    conversation; the landlord posts one message (`chat.messagePosted` to the room) and the delay from
 *    the event's `occurredAt` to its arrival on each socket is taken: p50, p99 and max over the sockets
 *    (median of 5 messages).
 * Prints a markdown table for the README. Needs PostgreSQL and Redis as the cluster does, nginx and a
 * build. BENCH_CLUSTER_PORT (default 8300) is nginx's port; instances + 1..3, extra nginx + 51, + 52.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The API server's `ws` (not hoisted to the root).
interface BenchSocket {
  on(event: 'message', listener: (data: unknown) => void): void;
  once(event: 'open' | 'error', listener: (value?: unknown) => void): void;
  send(data: string): void;
  terminate(): void;
}
const { WebSocket } = createRequire(path.join(root, 'apps/server/package.json'))('ws') as { WebSocket: new (url: string) => BenchSocket };
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const port = Number(process.env.BENCH_CLUSTER_PORT ?? 8300);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const sockets = Number(process.env.BENCH_SOCKETS ?? 1000);
const database = `lintel_bench_cluster_${Date.now()}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const log = (line: string) => console.log(`bench:cluster: ${line}`);

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not come up in ${timeoutMs / 1000} s`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const children: ChildProcess[] = [];
async function stopAll() {
  for (const child of children.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = once(child, 'exit');
    child.kill(child.spawnargs.some((arg) => arg.endsWith('nginx')) ? 'SIGQUIT' : 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  }
}

async function login(base: string, email: string) {
  const response = await fetch(`${base}/api/auth/local/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Lintel-demo-2026' }) });
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { jwt: string }).jwt;
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lintel-bench-cluster-'));
  await admin(`create database ${database}`);
  try {
    log(`npm run cluster (3 instances, nginx on ${port}) in ${dir}`);
    const cluster = spawn(process.execPath, [path.join(root, 'scripts/cluster.mjs'), '--instances', '3', '--port', String(port), '--dir', dir], {
      env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, REDIS_PREFIX: database, SEED_DEMO: '1', LOG_LEVEL: 'warn', CLUSTER_QUIET: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(cluster);
    let out = '';
    cluster.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await waitFor(async () => out.includes('Lintel cluster is running'), 300_000, 'the cluster');
    const state = JSON.parse(await readFile(path.join(dir, 'cluster.json'), 'utf8')) as { instances: Array<{ port: number }> };

    // nginx in front of 1 and 2 instances: the cluster's own configuration with fewer upstream servers.
    const conf = await readFile(path.join(dir, 'nginx/nginx.conf'), 'utf8');
    const fronts = new Map<number, number>([[3, port]]);
    for (const count of [1, 2]) {
      const front = port + 50 + count;
      const keep = new Set(state.instances.slice(0, count).map((instance) => instance.port));
      const text = conf
        .replace(`listen 127.0.0.1:${port};`, `listen 127.0.0.1:${front};`)
        .replace(/pid [^;]+;/, `pid ${path.join(dir, `nginx/nginx-${count}.pid`)};`)
        .split('\n')
        .filter((line) => !/^\s*server 127\.0\.0\.1:(\d+) /.test(line) || keep.has(Number(/127\.0\.0\.1:(\d+)/.exec(line)![1])))
        .join('\n');
      const file = path.join(dir, `nginx/nginx-${count}.conf`);
      await writeFile(file, text);
      const child = spawn('/usr/sbin/nginx', ['-p', path.join(dir, 'nginx'), '-e', path.join(dir, 'nginx/logs/error.log'), '-c', file, '-g', 'daemon off;'], { stdio: 'inherit' });
      children.push(child);
      fronts.set(count, front);
      await waitFor(async () => (await fetch(`http://127.0.0.1:${front}/api/ready`)).ok, 20_000, `nginx for ${count}`);
    }

    const base = `http://127.0.0.1:${port}`;
    const managerToken = await login(base, 'manager@demo.lintel.app');
    const rows: string[] = ['| instances behind nginx | req/s | p50 ms | p99 ms | errors |', '| --- | --- | --- | --- | --- |'];
    for (const count of [1, 2, 3]) {
      const url = `http://127.0.0.1:${fronts.get(count)}/api/properties?pageSize=10`;
      const run = (seconds: number) => autocannon({ url, connections: 50, duration: seconds, timeout: 10, headers: { authorization: `Bearer ${managerToken}` } });
      await run(2);
      const result = await run(duration);
      const errors = result.errors + result.timeouts + result.non2xx;
      log(`${count} instance(s): ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${errors}`);
      rows.push(`| ${count} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`);
    }

    // Fan-out of one event to `sockets` WebSockets spread over the instances.
    const tenantToken = await login(base, 'tenant@demo.lintel.app');
    const leases = (await (await fetch(`${base}/api/leases`, { headers: { authorization: `Bearer ${tenantToken}` } })).json()) as { results: Array<{ id: string }> };
    const opened = await fetch(`${base}/api/chat/conversations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tenantToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ subject: { kind: 'lease', id: leases.results[0]!.id } }),
    });
    const room = `conversation:${((await opened.json()) as { id: string }).id}`;
    const delays = new Map<string, number[]>();
    const open: BenchSocket[] = [];
    for (let n = 0; n < sockets; n += 1) {
      const instance = state.instances[n % state.instances.length]!;
      const socket = new WebSocket(`ws://127.0.0.1:${instance.port}/api/live`);
      socket.on('message', (data) => {
        const frame = JSON.parse(String(data)) as { type: string; event?: { type: string; occurredAt: string; payload: { messageId: string } } };
        if (frame.type === 'ready') socket.send(JSON.stringify({ type: 'subscribe', room }));
        if (frame.type === 'event' && frame.event?.type === 'chat.messagePosted') {
          const list = delays.get(frame.event.payload.messageId) ?? [];
          list.push(Date.now() - Date.parse(frame.event.occurredAt));
          delays.set(frame.event.payload.messageId, list);
        }
      });
      await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
      socket.send(JSON.stringify({ type: 'auth', token: tenantToken }));
      open.push(socket);
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const fanout: Array<{ p50: number; p99: number; max: number; reached: number }> = [];
    for (let round = 0; round < 5; round += 1) {
      const response = await fetch(`${base}/api/chat/conversations/${room.slice('conversation:'.length)}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${managerToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text: `fan-out ${round + 1}`, attachmentIds: [] }),
      });
      if (response.status !== 201) throw new Error(`post message: ${response.status} ${await response.text()}`);
      const { id } = (await response.json()) as { id: string };
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const sorted = [...(delays.get(id) ?? [])].sort((a, b) => a - b);
      fanout.push({ p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN, reached: sorted.length });
      log(`fan-out round ${round + 1}: ${sorted.length}/${sockets} sockets, p50 ${percentile(sorted, 50)} ms, p99 ${percentile(sorted, 99)} ms`);
    }
    for (const socket of open) socket.terminate();
    rows.push(
      '',
      `| fan-out of one event to ${sockets} WebSockets over 3 instances (median of 5) | p50 ms | p99 ms | max ms | sockets reached |`,
      '| --- | --- | --- | --- | --- |',
      `| event recorded → frame on the socket | ${median(fanout.map((f) => f.p50))} | ${median(fanout.map((f) => f.p99))} | ${median(fanout.map((f) => f.max))} | ${Math.min(...fanout.map((f) => f.reached))} / ${sockets} |`,
    );
    console.log(`\n${rows.join('\n')}\n`);
  } finally {
    await stopAll();
    await admin(`drop database if exists ${database} with (force)`).catch(() => undefined);
  }
}

main().catch(async (error) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
