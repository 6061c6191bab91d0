/**
 * Issue 13 journey (scale-out): two server processes from the production build share one fresh
 * PostgreSQL database (jobs on pg-boss) and Redis (the live bus), each with its own DATA_DIR and the
 * same JWT_SECRET, as two instances behind a load balancer. A landlord signs up and creates an event
 * with a 5-minute reminder in a browser on instance A; a second browser, holding the session A issued
 * (its access token for the first call, its refresh token once that is refused), shows the dashboard on
 * instance B. The e2e clock hook runs due jobs on A and B at once: the reminder fires once, B's bell
 * count rises without a reload, its notification opens the event, and exactly one calendarReminder
 * notification exists, read through either instance. Needs PostgreSQL on 127.0.0.1:5432 (user
 * postgres) and Redis on 127.0.0.1:6379 (E2E_PG_URL / E2E_REDIS_URL override): fails when missing.
 * The journey ignores the config's webServer and drives its own two servers by absolute URL, on ports
 * E2E_PORT_A and E2E_PORT_B (default E2E_PORT + 11 and + 12).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from './console-guard';
import pg from 'pg';
import { apiAs, createCalendarEvent, E2E_PASSWORD, signUpLandlord } from './support.ts';

const adminUrl = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';
const basePort = Number(process.env.E2E_PORT ?? 3210);
// Beside the journeys' webServer (E2E_PORT + 11 and + 12: 3221 and 3222 by default).
const ports = [Number(process.env.E2E_PORT_A ?? basePort + 11), Number(process.env.E2E_PORT_B ?? basePort + 12)] as const;
const serverMain = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
const database = `lintel_e2e_two_${Date.now()}_${randomBytes(3).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
// Instances behind one load balancer share JWT_SECRET (README "Configuration").
const jwtSecret = randomBytes(36).toString('base64url');

interface Instance {
  name: 'A' | 'B';
  url: string;
  dataDir: string;
  logFile: string;
  process: ChildProcess;
}
const instances: Instance[] = [];
const [a, b] = [() => instances[0]!, () => instances[1]!];

/** Runs `sql` on the maintenance database; the error names what is missing when PostgreSQL is not there. */
async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`two-instance journey needs PostgreSQL at ${adminUrl}: ${(error as Error).message}`, { cause: error });
  }
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Sends PING to Redis over a plain socket (no client library in e2e); throws naming what is missing. */
async function requireRedis() {
  const { hostname, port } = new URL(redisUrl);
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 5000 }, () => socket.write('PING\r\n'));
    socket.once('data', (data) => (resolve(data.toString()), socket.end()));
    socket.once('timeout', () => (reject(new Error('timed out')), socket.destroy()));
    socket.once('error', reject);
  }).catch((error: Error) => `${error.message}`);
  if (!answer.startsWith('+PONG')) throw new Error(`two-instance journey needs Redis at ${redisUrl}: ${answer.trim()}`);
}

/** Starts `dist/main.js` on `port` with the shared database, Redis and secret; its output goes to a log file. */
async function startInstance(name: 'A' | 'B', port: number): Promise<Instance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `lintel-e2e-${name.toLowerCase()}-`));
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JWT_SECRET: jwtSecret,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      LINTEL_E2E_CLOCK: '1',
      MAIL_LIMIT_PER_IP: '1000',
      SHUTDOWN_GRACE_MS: '2000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  return { name, url, dataDir, logFile, process: child };
}

/** Polls GET /api/ready until the instance answers on PostgreSQL; throws with its log if it exits or times out. */
async function waitReady(instance: Instance) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null) break;
    const ready = await fetch(`${instance.url}/api/ready`).then((r) => (r.ok ? r.json() : null), () => null);
    if (ready) {
      expect(ready, `instance ${instance.name}`).toEqual({ status: 'ready', database: 'postgres' });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = await readFile(instance.logFile, 'utf8').catch(() => '');
  throw new Error(`instance ${instance.name} (${instance.url}) never became ready (exit code ${instance.process.exitCode}):\n${log}`);
}

async function stopInstance(instance: Instance) {
  if (instance.process.exitCode !== null || instance.process.signalCode !== null) return;
  const exited = once(instance.process, 'exit');
  instance.process.kill('SIGTERM');
  const timer = setTimeout(() => instance.process.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ timezoneId: 'UTC' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await requireRedis();
  await admin(`create database ${database}`);
  instances.push(await startInstance('A', ports[0]), await startInstance('B', ports[1]));
  await Promise.all(instances.map(waitReady));
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await Promise.all(instances.map(stopInstance));
  await admin(`drop database if exists ${database} with (force)`);
});

const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications(, \d+ unseen)?$/ });

test('two instances: a reminder created on A fires once when both run due jobs, and rings the bell of a browser on B live', async ({ browser, consoleGuard }) => {
  // B's browser starts with a refused access token on purpose (below): its first /users/me answers 401.
  consoleGuard.allow(/\/api\/users\/me: Failed to load resource: the server responded with a status of 401/);
  // The landlord signs up and creates the event on instance A (tomorrow 10:00 UTC, 5-minute reminder).
  const contextA = await browser.newContext({ baseURL: a().url });
  const pageA = await contextA.newPage();
  const email = `twin-${Date.now()}@example.com`;
  await signUpLandlord(pageA, email, 'Tessa Twin', [a().dataDir, b().dataDir]);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const eventId = await createCalendarEvent(pageA, { title: 'Boiler service', date: tomorrow, starts: '10:00', ends: '11:00', reminder: '5 minutes before' });

  // A second sign-in through A; B accepts A's access token and then rotates A's refresh token.
  const login = await pageA.request.post('/api/auth/local/login', { data: { email, password: E2E_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const fromA = (await login.json()) as { jwt: string; refreshToken: string };
  const me = await pageA.request.get(`${b().url}/api/users/me`, { headers: { authorization: `Bearer ${fromA.jwt}` } });
  expect(me.status(), await me.text()).toBe(200);
  expect(((await me.json()) as { email: string }).email).toBe(email);

  // B's browser starts with a refused access token and A's refresh token: it refreshes on B and stays in.
  const contextB = await browser.newContext({
    baseURL: b().url,
    storageState: {
      cookies: [],
      origins: [{ origin: b().url, localStorage: [{ name: 'lintel.accessToken', value: 'not-a-valid-token' }, { name: 'lintel.refreshToken', value: fromA.refreshToken }] }],
    },
  });
  const pageB = await contextB.newPage();
  const refreshedOnB = pageB.waitForResponse((r) => r.url() === `${b().url}/api/auth/token/refresh`);
  await pageB.goto('/dashboard');
  expect((await refreshedOnB).status()).toBe(200);
  await expect(pageB).toHaveURL(/\/dashboard$/);
  await expect(bellOf(pageB)).toHaveAccessibleName('Notifications');
  await pageB.screenshot({ path: '/tmp/twoinst/b-dashboard-before.png' });

  // Both instances run the jobs due at noon UTC tomorrow, at the same time: one of them sends the reminder.
  const runs = await Promise.all(
    [a(), b()].map(async (instance) => {
      const response = await pageA.request.post(`${instance.url}/api/e2e/clock/run-jobs`, { data: { date: tomorrow } });
      expect(response.ok(), `${instance.name}: ${await response.text()}`).toBeTruthy();
      return ((await response.json()) as { due: Array<{ name: string; status: string }> }).due.filter((run) => run.name === 'calendar.reminder');
    }),
  );
  expect(runs.flat()).toEqual([expect.objectContaining({ status: 'done' })]);

  // B's bell rises without a reload; its reminder opens the event on B.
  const bell = pageB.getByRole('button', { name: 'Notifications, 1 unseen' });
  await expect(bell).toBeVisible();
  await expect(pageB.getByTestId('bell-count')).toHaveText('1');
  await pageB.screenshot({ path: '/tmp/twoinst/b-dashboard-rung.png' });
  await bell.click();
  const reminder = pageB.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: /^Reminder \(unseen\): Boiler service/ });
  await expect(reminder).toBeVisible();
  await pageB.screenshot({ path: '/tmp/twoinst/b-bell-open.png' });
  await Promise.all([pageB.waitForURL(new RegExp(`/calendar\\?event=${eventId}$`)), reminder.click()]);
  await expect(pageB.getByRole('dialog', { name: 'Boiler service' }).getByText('Reminders: 5 minutes before')).toBeVisible();

  // Exactly one calendarReminder notification, whichever instance is asked.
  for (const page of [pageA, pageB]) {
    const response = await apiAs(page, 'GET', '/notifications?pageSize=100');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { results: Array<{ type: string; link: string | null }> };
    expect(body.results.filter((n) => n.type === 'calendarReminder')).toEqual([expect.objectContaining({ link: `/calendar?event=${eventId}` })]);
  }
  await contextA.close();
  await contextB.close();
});
