/**
 * Issue 24: `npm run cluster` with 3 instances behind nginx on a fresh PostgreSQL database and Redis
 * (its own REDIS_PREFIX), then, through nginx and the instances: a file uploaded on one instance
 * downloads byte for byte through the others; an X-Request-Id comes back and is in the logs of the
 * instance that answered and of the one that ran the reminder job it caused; the reminder fires once
 * when all three run due jobs; the login limit counts across instances; /api/metrics is Prometheus
 * text; a chat message and a notification made on A reach a browser connected through C without a
 * reload. Faults: kill -9 of the instance holding a browser's live socket under a write load (every
 * acknowledged write is in the database, errors stop, the browser reconnects and shows what it
 * missed); SIGTERM under load (0 failed requests through nginx); three more instances started at
 * once with SEED_DEMO=1 on another database all start (seeded once), one of them reaching Redis
 * through a TCP relay this test cuts (/api/ready 503, sign-in answers at once, its browser gets the
 * chat message posted meanwhile once Redis is back); both clusters share one Redis under different
 * REDIS_PREFIX channels. Needs PostgreSQL (E2E_PG_URL) and Redis (E2E_REDIS_URL), nginx and the
 * build (npm run build). Ports: E2E_PORT + 20..60 (cluster), + 70..75 (second set and relay).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from './console-guard';
import pg from 'pg';
import { photoFile } from './support.ts';

const adminUrl = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';
const basePort = Number(process.env.E2E_PORT ?? 3210);
const clusterPort = basePort + 20;
const secondPorts = [basePort + 70, basePort + 71, basePort + 72] as const;
const relayPort = basePort + 75;
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const serverMain = path.join(repoRoot, 'apps/server/dist/main.js');
const suffix = `${Date.now()}_${randomBytes(3).toString('hex')}`;
const databases = { main: `lintel_e2e_cluster_${suffix}`, second: `lintel_e2e_cluster2_${suffix}` };
const urlOf = (database: string) => Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const prefixes = { main: `lintel-e2e-a-${suffix}`, second: `lintel-e2e-b-${suffix}` };
const nginx = `http://127.0.0.1:${clusterPort}`;
const DEMO_PASSWORD = 'Lintel-demo-2026';

interface ClusterState {
  url: string;
  instances: Array<{ name: string; port: number; pid: number; log: string; restarts: number }>;
}

let clusterDir = '';
let cluster: ChildProcess | undefined;
let clusterLog = '';
const second: Array<{ process: ChildProcess; url: string; log: string }> = [];
let relay: Relay | undefined;

async function admin(sql: string, params: unknown[] = [], database = 'postgres') {
  const client = new pg.Client({ connectionString: database === 'postgres' ? adminUrl : urlOf(database), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Array<Record<string, unknown>>;
  } finally {
    await client.end();
  }
}

/** One Redis command over a plain socket (RESP); resolves with the raw answer. */
async function redis(...words: string[]): Promise<string> {
  const { hostname, port } = new URL(redisUrl);
  return new Promise<string>((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 5000 }, () =>
      socket.write(`*${words.length}\r\n${words.map((w) => `$${Buffer.byteLength(w)}\r\n${w}\r\n`).join('')}`),
    );
    socket.once('data', (data) => (resolve(data.toString()), socket.end()));
    socket.once('timeout', () => (reject(new Error('Redis timed out')), socket.destroy()));
    socket.once('error', reject);
  });
}

interface Relay {
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** A TCP relay to Redis this test controls: `cut` drops its connections and refuses new ones. */
async function startRelay(port: number): Promise<Relay> {
  const target = new URL(redisUrl);
  const open = new Set<Socket>();
  let down = false;
  const server = createServer((client) => {
    if (down) return void client.destroy();
    const upstream = connect({ host: target.hostname, port: Number(target.port || 6379) });
    open.add(client).add(upstream);
    const end = () => [client, upstream].forEach((s) => (s.destroy(), open.delete(s)));
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    cut: () => ((down = true), open.forEach((s) => s.destroy()), open.clear()),
    restore: () => void (down = false),
    close: () => ((down = true), open.forEach((s) => s.destroy()), new Promise<void>((resolve) => server.close(() => resolve()))),
  };
}

const state = async (): Promise<ClusterState> => JSON.parse(await readFile(path.join(clusterDir, 'cluster.json'), 'utf8')) as ClusterState;
const instanceUrl = (port: number) => `http://127.0.0.1:${port}`;

async function waitReady(url: string, timeoutMs = 120_000) {
  await expect.poll(async () => (await fetch(`${url}/api/ready`).catch(() => null))?.status ?? 0, { timeout: timeoutMs, intervals: [250] }).toBe(200);
}

async function login(base: string, email: string, password = DEMO_PASSWORD): Promise<{ jwt: string; refreshToken: string }> {
  const response = await fetch(`${base}/api/auth/local/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { jwt: string; refreshToken: string };
}

async function api<T>(base: string, token: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const eventAt = (title: string, reminders: string[] = []) => ({ title, start: `${tomorrow()}T10:00:00.000Z`, end: `${tomorrow()}T11:00:00.000Z`, reminders });

/** Runs the jobs due at noon tomorrow on `bases` at once; the calendar.reminder runs done, per instance. */
async function runDueEverywhere(bases: string[]) {
  return Promise.all(
    bases.map(async (base) => {
      const response = await fetch(`${base}/api/e2e/clock/run-jobs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ date: tomorrow() }) });
      expect(response.ok, await response.clone().text()).toBeTruthy();
      const { due } = (await response.json()) as { due: Array<{ name: string; status: string }> };
      return due.filter((run) => run.name === 'calendar.reminder' && run.status === 'done').length;
    }),
  );
}

/** A browser context signed in as `tokens` on `base` (the app reads its session from localStorage). */
async function signedInPage(browser: Browser, base: string, tokens: { jwt: string; refreshToken: string }, at: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: base,
    storageState: { cookies: [], origins: [{ origin: base, localStorage: [{ name: 'lintel.accessToken', value: tokens.jwt }, { name: 'lintel.refreshToken', value: tokens.refreshToken }] }] },
  });
  const page = await context.newPage();
  await page.goto(at);
  return page;
}

/** The demo tenant's lease conversation, opened by the tenant through `base`: its id. */
async function demoLeaseConversation(base: string, tenantJwt: string): Promise<string> {
  const leases = await api<{ results: Array<{ id: string }> }>(base, tenantJwt, 'GET', '/leases');
  expect(leases.status, JSON.stringify(leases.body)).toBe(200);
  const opened = await api<{ id: string }>(base, tenantJwt, 'POST', '/chat/conversations', { subject: { kind: 'lease', id: leases.body.results[0]!.id } });
  expect([200, 201], JSON.stringify(opened.body)).toContain(opened.status);
  return opened.body.id;
}

const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications(, \d+ unseen)?$/ });
/** Unseen notifications as the API counts them. */
async function unseenCount(base: string, jwt: string): Promise<number> {
  const response = await api<{ meta: { unseenCount: number } }>(base, jwt, 'GET', '/notifications?page=1&pageSize=1');
  expect(response.status).toBe(200);
  return response.body.meta.unseenCount;
}
/** The bell's label for `count` unseen notifications. */
const bellLabel = (count: number) => (count === 0 ? 'Notifications' : `Notifications, ${count} unseen`);

/** Live sockets per instance port, from each instance's /api/metrics. */
async function socketsByPort(ports: number[]): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  for (const port of ports) {
    const text = await fetch(`${instanceUrl(port)}/api/metrics`).then((r) => r.text(), () => '');
    result.set(port, Number(/^lintel_websockets_open\{[^}]*\} (\d+)/m.exec(text)?.[1] ?? 0));
  }
  return result;
}

/** Requests through nginx until `stop()`: every answer's status and, for created events, their ids. */
function writeLoad(token: string, workers: number, withReads = false) {
  const outcomes: Array<{ at: number; status: number; id?: string }> = [];
  let running = true;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let n = 0; running; n += 1) {
      const read = withReads && n % 2 === 1;
      const response = await fetch(`${nginx}/api/${read ? 'properties?pageSize=10' : 'events'}`, {
        method: read ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, ...(read ? {} : { 'content-type': 'application/json' }) },
        ...(read ? {} : { body: JSON.stringify(eventAt(`load ${worker}-${n}`)) }),
      }).catch(() => null);
      const body = response ? await response.json().catch(() => null) : null;
      outcomes.push({ at: Date.now(), status: response?.status ?? 0, ...(!read && response?.status === 201 ? { id: (body as { id: string }).id } : {}) });
    }
  });
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ timezoneId: 'UTC' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  expect((await redis('PING')).startsWith('+PONG'), `the cluster journey needs Redis at ${redisUrl}`).toBe(true);
  await admin(`create database ${databases.main}`);
  await admin(`create database ${databases.second}`);
  clusterDir = await mkdtemp(path.join(tmpdir(), 'lintel-cluster-'));
  clusterLog = path.join(clusterDir, 'cluster.out');
  cluster = spawn(process.execPath, [path.join(repoRoot, 'scripts/cluster.mjs'), '--instances', '3', '--port', String(clusterPort), '--dir', clusterDir], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: urlOf(databases.main),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefixes.main,
      SEED_DEMO: '1',
      NODE_ENV: 'development',
      LINTEL_E2E_CLOCK: '1',
      LOG_LEVEL: 'info',
      CLUSTER_QUIET: '1',
      MAIL_LIMIT_PER_IP: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(clusterLog);
  cluster.stdout!.pipe(out);
  cluster.stderr!.pipe(out);
  await expect
    .poll(async () => {
      if (cluster!.exitCode !== null) throw new Error(`npm run cluster exited ${cluster!.exitCode}:\n${await readFile(clusterLog, 'utf8')}`);
      return (await readFile(clusterLog, 'utf8').catch(() => '')).includes(`Lintel cluster is running on ${nginx}`);
    }, { timeout: 280_000, intervals: [500] })
    .toBe(true);
});

test.afterAll(async () => {
  test.setTimeout(90_000);
  for (const instance of second) if (instance.process.exitCode === null) instance.process.kill('SIGKILL');
  await relay?.close();
  if (cluster && cluster.exitCode === null) {
    const exited = once(cluster, 'exit');
    cluster.kill('SIGTERM');
    const timer = setTimeout(() => cluster!.kill('SIGKILL'), 40_000);
    await exited;
    clearTimeout(timer);
  }
  for (const database of Object.values(databases)) await admin(`drop database if exists ${database} with (force)`);
});

test('through nginx: files across instances, request ids in both logs, a reminder once, the login limit across instances, metrics', async () => {
  const { instances } = await state();
  const [i1, i2, i3] = instances.map((instance) => instanceUrl(instance.port)) as [string, string, string];
  const manager = await login(nginx, 'manager@demo.lintel.app');

  // A file uploaded on instance 1 (S3 through s3rver) downloads byte for byte from 2, 3 and through nginx.
  const photo = await photoFile('cluster.png', '#4a4e69');
  const form = new FormData();
  form.append('file', new Blob([photo.buffer], { type: 'image/png' }), 'cluster.png');
  const uploaded = await fetch(`${i1}/api/files`, { method: 'POST', headers: { authorization: `Bearer ${manager.jwt}` }, body: form });
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  const file = (await uploaded.json()) as { url: string; size: number };
  for (const base of [i2, i3, nginx]) {
    const download = await fetch(new URL(file.url, base), { headers: { authorization: `Bearer ${manager.jwt}` } });
    expect(download.status, base).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(photo.buffer), base).toBe(true);
  }

  // An X-Request-Id sent through nginx comes back; the reminder it queued fires once among three.
  const requestId = `cluster-${suffix}`;
  const created = await api<{ id: string }>(nginx, manager.jwt, 'POST', '/events', eventAt('Boiler service', ['fiveMinutes']), { 'x-request-id': requestId });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.headers.get('x-request-id')).toBe(requestId);
  const fired = await runDueEverywhere([i1, i2, i3]);
  expect(fired.reduce((sum, n) => sum + n, 0)).toBe(1);
  // The reminder's notification is written by the outbox's consumer after the job (off the request):
  // it shows within a bounded wait, and once.
  const reminders = async () =>
    (await api<{ results: Array<{ type: string }> }>(nginx, manager.jwt, 'GET', '/notifications?pageSize=100')).body.results.filter((n) => n.type === 'calendarReminder').length;
  await expect.poll(reminders, { timeout: 20_000 }).toBe(1);
  // The answering instance (nginx's access log names it) and the job's instance both logged the id.
  const access = await readFile(path.join(clusterDir, 'nginx/logs/access.log'), 'utf8');
  const answeredBy = new RegExp(`"POST /api/events HTTP/1.1" 201 .* upstream=127\\.0\\.0\\.1:(\\d+) .*request_id=${requestId}`).exec(access)?.[1];
  const answering = instances.find((instance) => String(instance.port) === answeredBy)!;
  expect(answering, access.slice(-2000)).toBeTruthy();
  const jobInstance = instances[fired.findIndex((n) => n === 1)]!;
  expect(await readFile(answering.log, 'utf8')).toContain(`"reqId":"${requestId}"`);
  expect(await readFile(jobInstance.log, 'utf8')).toMatch(new RegExp(`"job":"calendar.reminder".*"requestId":"${requestId}".*"msg":"job done"`));

  // Failed sign-ins on 1, 2, 3, 1, 2 block the sixth attempt through nginx (the account's count: each
  // attempt comes from another client address, as the instances trust one proxy hop, so this
  // machine's own address is not the one blocked for the journeys after this one).
  const email = `nobody-${suffix}@example.com`;
  for (const [n, base] of [i1, i2, i3, i1, i2].entries()) {
    const response = await fetch(`${base}/api/auth/local/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${n + 1}` },
      body: JSON.stringify({ email, password: 'wrong-password-1' }),
    });
    expect(response.status, base).toBe(401);
  }
  const blocked = await fetch(`${nginx}/api/auth/local/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'wrong-password-1' }) });
  expect(blocked.status).toBe(429);

  // /api/metrics through nginx is Prometheus text; /metrics without /api is not the web page.
  const metrics = await fetch(`${nginx}/api/metrics`);
  expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const lines = (await metrics.text()).split('\n').filter((line) => line && !line.startsWith('#'));
  for (const line of lines) expect(line).toMatch(/^[a-zA-Z_:][a-zA-Z0-9_:]*(\{.*\})? (-?[0-9.e+-]+|NaN|\+Inf|-Inf)$/);
  expect(lines.some((line) => line.startsWith('lintel_http_request_duration_seconds_count{'))).toBe(true);
  expect((await fetch(`${nginx}/metrics`)).status).toBe(404);
});

test('a chat message and a notification made on instance A reach a browser connected through C without a reload', async ({ browser }) => {
  const { instances } = await state();
  const [a, , c] = instances.map((instance) => instanceUrl(instance.port)) as [string, string, string];
  const tenant = await login(c, 'tenant@demo.lintel.app');
  const manager = await login(a, 'manager@demo.lintel.app');
  const conversationId = await demoLeaseConversation(c, tenant.jwt);
  const page = await signedInPage(browser, c, tenant, `/chat?conversation=${conversationId}`);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect.poll(async () => (await socketsByPort([instances[2]!.port])).get(instances[2]!.port)).toBeGreaterThan(0);

  const text = `Posted on A ${suffix}`;
  const posted = await api(a, manager.jwt, 'POST', `/chat/conversations/${conversationId}/messages`, { text, attachmentIds: [] });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  await expect(page.getByTestId('chat-message').filter({ hasText: text })).toBeVisible();

  // The same browser's dashboard (also through C): the tenant's own reminder fires on A and its bell rises.
  const dashboard = await page.context().newPage();
  await dashboard.goto('/dashboard');
  let before = -1;
  await expect
    .poll(async () => {
      before = await unseenCount(c, tenant.jwt);
      return dashboard.getByRole('button', { name: bellLabel(before), exact: true }).count();
    })
    .toBe(1);
  expect((await api(c, tenant.jwt, 'POST', '/events', eventAt('Meter reading', ['fiveMinutes']))).status).toBe(201);
  expect((await runDueEverywhere([a])).reduce((s, n) => s + n, 0)).toBeGreaterThanOrEqual(1);
  await expect(bellOf(dashboard)).toHaveAttribute('aria-label', bellLabel(before + 1), { timeout: 15_000 });
  await page.context().close();
});

test('kill -9 of the instance holding a browser under a write load: acknowledged writes kept, errors stop, the browser catches up', async ({ browser }) => {
  const { instances } = await state();
  const ports = instances.map((instance) => instance.port);
  const tenant = await login(nginx, 'tenant@demo.lintel.app');
  const manager = await login(nginx, 'manager@demo.lintel.app');
  const page = await signedInPage(browser, nginx, tenant, '/dashboard');
  await expect(bellOf(page)).toBeVisible();
  let holder: number | undefined;
  await expect.poll(async () => (holder = [...(await socketsByPort(ports))].find(([, n]) => n > 0)?.[0]), { timeout: 15_000 }).toBeTruthy();
  const victim = instances.find((instance) => instance.port === holder)!;
  const survivor = instances.find((instance) => instance.port !== holder)!;
  let before = -1;
  await expect
    .poll(async () => {
      before = await unseenCount(nginx, tenant.jwt);
      return page.getByRole('button', { name: bellLabel(before), exact: true }).count();
    })
    .toBe(1);

  const load = writeLoad(manager.jwt, 4);
  // The load is under way: writes are being acknowledged through nginx.
  await expect.poll(() => load.outcomes.filter((o) => o.id).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(8);
  const killedAt = Date.now();
  process.kill(victim.pid, 'SIGKILL');
  // Made while the browser's instance is gone: a reminder of the tenant fires on a survivor.
  expect((await api(instanceUrl(survivor.port), tenant.jwt, 'POST', '/events', eventAt('Smoke alarm test', ['fiveMinutes']))).status).toBe(201);
  expect((await runDueEverywhere([instanceUrl(survivor.port)])).reduce((s, n) => s + n, 0)).toBeGreaterThanOrEqual(1);
  // The load has run past the 10 s the errors have to stop in: writes acknowledged after it.
  await expect.poll(() => load.outcomes.filter((o) => o.at > killedAt + 10_000 && o.id).length, { timeout: 40_000 }).toBeGreaterThanOrEqual(8);
  await load.stop();

  const acknowledged = load.outcomes.filter((o) => o.id).map((o) => o.id!);
  expect(acknowledged.length).toBeGreaterThan(20);
  const stored = await admin('select count(*)::int as n from calendar_events where id = any($1::uuid[])', [acknowledged], databases.main);
  expect(stored[0]!.n).toBe(acknowledged.length);
  // Errors (a request in flight on the killed instance) stop within 10 s of the kill.
  const lateFailures = load.outcomes.filter((o) => o.at > killedAt + 10_000 && o.status !== 201);
  expect(lateFailures).toEqual([]);
  // The browser reconnected to another instance and shows the notification it missed, without a reload.
  await expect(bellOf(page)).toHaveAttribute('aria-label', bellLabel(before + 1), { timeout: 30_000 });
  await page.context().close();
  // The cluster restarted the killed instance.
  await expect.poll(async () => (await state()).instances.find((i) => i.name === victim.name)!.restarts, { timeout: 10_000 }).toBeGreaterThan(0);
  await waitReady(instanceUrl(victim.port));
});

test('SIGTERM to an instance under load: no request fails through nginx', async () => {
  const { instances } = await state();
  const manager = await login(nginx, 'manager@demo.lintel.app');
  const load = writeLoad(manager.jwt, 6, true);
  await expect.poll(() => load.outcomes.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(12);
  const target = instances[0]!;
  process.kill(target.pid, 'SIGTERM');
  // The drain (5 s), the close, the cluster's restart, and requests after the instance is back.
  await expect.poll(async () => (await state()).instances.find((i) => i.name === target.name)!.restarts, { timeout: 40_000 }).toBeGreaterThan(target.restarts);
  await waitReady(instanceUrl(target.port));
  const back = Date.now();
  await expect.poll(() => load.outcomes.filter((o) => o.at > back).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(12);
  await load.stop();
  expect(load.outcomes.length).toBeGreaterThan(50);
  expect(load.outcomes.filter((o) => o.status < 200 || o.status >= 300)).toEqual([]);
  await waitReady(instanceUrl(target.port));
});

test('three instances started at once with SEED_DEMO=1 all start; one loses Redis, answers at once, and its browser catches up when Redis is back', async ({ browser }) => {
  relay = await startRelay(relayPort);
  const secret = randomBytes(36).toString('base64url');
  for (const [index, port] of secondPorts.entries()) {
    const dataDir = await mkdtemp(path.join(tmpdir(), `lintel-cluster2-${index}-`));
    const log = path.join(dataDir, 'server.log');
    const child = spawn(process.execPath, [serverMain], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: urlOf(databases.second),
        REDIS_URL: index === 2 ? `redis://127.0.0.1:${relayPort}` : redisUrl,
        REDIS_PREFIX: prefixes.second,
        JWT_SECRET: secret,
        SEED_DEMO: '1',
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        INSTANCE_NAME: `second-${index}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = createWriteStream(log);
    child.stdout!.pipe(out);
    child.stderr!.pipe(out);
    second.push({ process: child, url: instanceUrl(port), log });
  }
  for (const instance of second) {
    await waitReady(instance.url, 150_000).catch(async (error: Error) => {
      throw new Error(`${instance.url} did not start (exit ${instance.process.exitCode}): ${await readFile(instance.log, 'utf8')}`, { cause: error });
    });
  }
  expect(second.every((instance) => instance.process.exitCode === null)).toBe(true);
  const users = await admin("select count(*)::int as n from users where email like '%@demo.lintel.app'", [], databases.second);
  // Seeded once across the three: the four demo accounts and the second provider who quoted (demo.ts).
  expect(users[0]!.n).toBe(5);
  // Each cluster listens on its own prefix's channel only.
  const subscribers = await redis('PUBSUB', 'NUMSUB', `${prefixes.main}:events`, `${prefixes.second}:events`);
  expect(subscribers.replace(/\r\n/g, ' ')).toMatch(new RegExp(`${prefixes.main}:events :3 .*${prefixes.second}:events :3`));

  const [x1, , cut] = second as [(typeof second)[0], (typeof second)[0], (typeof second)[0]];
  const tenant = await login(cut.url, 'tenant@demo.lintel.app');
  const manager = await login(x1.url, 'manager@demo.lintel.app');
  const conversationId = await demoLeaseConversation(cut.url, tenant.jwt);
  const page = await signedInPage(browser, cut.url, tenant, `/chat?conversation=${conversationId}`);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();

  relay.cut();
  await expect.poll(async () => (await fetch(`${cut.url}/api/ready`)).status, { timeout: 10_000 }).toBe(503);
  const readyBody = (await (await fetch(`${cut.url}/api/ready`)).json()) as { details: Array<{ path: string }> };
  expect(readyBody.details.map((d) => d.path)).toContain('redis');
  const started = Date.now();
  const signIn = await fetch(`${cut.url}/api/auth/local/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@demo.lintel.app', password: DEMO_PASSWORD }) });
  expect(signIn.status).toBe(503);
  expect(signIn.headers.get('retry-after')).toBeTruthy();
  expect(Date.now() - started).toBeLessThan(3_000);

  const text = `Posted while Redis was away ${suffix}`;
  expect((await api(x1.url, manager.jwt, 'POST', `/chat/conversations/${conversationId}/messages`, { text, attachmentIds: [] })).status).toBe(201);
  // The message's event is on the bus (its outbox row published): the instances still on Redis have it,
  // the one cut off does not, so its browser does not show it yet.
  const published = "select count(*)::int as n from outbox where type = 'chat.messagePosted' and published_at is not null and payload::text like $1";
  await expect.poll(async () => (await admin(published, [`%${text}%`], databases.second))[0]!.n, { timeout: 20_000 }).toBe(1);
  await expect(page.getByTestId('chat-message').filter({ hasText: text })).toHaveCount(0);
  relay.restore();
  await expect(page.getByTestId('chat-message').filter({ hasText: text })).toBeVisible({ timeout: 20_000 });
  await waitReady(cut.url, 20_000);
  await page.context().close();
});
