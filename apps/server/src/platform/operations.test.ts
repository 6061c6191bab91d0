/**
 * Issue 24 on one instance: request ids that follow a change, /api/metrics in Prometheus text,
 * /api/ready naming a failed dependency and turning 503 while draining, probes outside /api not
 * answered with the web app, the live channel's heartbeat and its 1001 close on shutdown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { createUser, TEST_PASSWORD } from '../test/factories.ts';
import { connect, listen, signedIn } from '../test/live-client.ts';
import { outbox } from './events/events.table.ts';
import { liveSockets } from './live/live-ops.ts';

/** A port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Parses Prometheus text exposition: every sample line as { name, labels, value }; throws on a malformed line. */
function parsePrometheus(text: string) {
  const samples: Array<{ name: string; labels: Record<string, string>; value: number }> = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|NaN|\+Inf|-Inf)$/.exec(line);
    if (!match) throw new Error(`not Prometheus text: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[pair[1]!] = pair[2]!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ overrides: { liveHeartbeatMs: 300 } });
});
afterAll(async () => {
  await t?.close();
});

describe('request ids', () => {
  it("echoes the proxy's X-Request-Id, makes one when none or a malformed one comes in", async () => {
    const given = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'nginx-5f2b9c1e' } });
    expect(given.headers['x-request-id']).toBe('nginx-5f2b9c1e');
    const made = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const forged = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b\nlevel=fatal' } });
    expect(forged.headers['x-request-id']).not.toContain(' ');
    expect(forged.headers['x-request-id']).toHaveLength(36);
  });

  it('the event a request records carries its id (outbox row and envelope)', async () => {
    const user = await createUser(t);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/local/login', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const { refreshToken } = login.json<{ refreshToken: string }>();
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken }, headers: { 'x-request-id': 'logout-req-7' } });
    expect(logout.statusCode).toBe(204);
    const rows = await t.deps.db.select().from(outbox).where(eq(outbox.requestId, 'logout-req-7'));
    expect(rows.map((row) => row.type)).toEqual(['auth.sessionRevoked']);
    expect(rows[0]!.userIds).toEqual([user.id]);
  });
});

describe('/api/metrics', () => {
  it('is Prometheus text with request durations by route pattern and status, sockets, outbox and bus gauges', async () => {
    const user = await createUser(t);
    await t.app.inject({ method: 'GET', url: '/api/properties/00000000-0000-7000-8000-000000000000', headers: user.headers });
    const response = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parsePrometheus(response.body);
    const notFound = samples.find(
      (s) => s.name === 'lintel_http_request_duration_seconds_count' && s.labels.route === '/api/properties/:id' && s.labels.status_code === '404',
    );
    expect(notFound?.value).toBe(1);
    const names = new Set(samples.map((s) => s.name));
    for (const name of ['lintel_websockets_open', 'lintel_outbox_backlog', 'lintel_outbox_oldest_age_seconds', 'lintel_event_bus_up', 'process_cpu_user_seconds_total']) {
      expect(names, name).toContain(name);
    }
    expect(samples.find((s) => s.name === 'lintel_event_bus_up')).toMatchObject({ labels: { kind: 'memory' }, value: 1 });
  });

  it('with METRICS_TOKEN answers 401 without the bearer token and 200 with it', async () => {
    const guarded = await buildTestApp({ ops: { ...t.deps.config.ops, metricsToken: 'scrape-token-0123456789' } });
    try {
      expect((await guarded.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
      expect((await guarded.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(401);
      const ok = await guarded.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer scrape-token-0123456789' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('lintel_outbox_backlog');
    } finally {
      await guarded.close();
    }
  });
});

describe('/api/ready', () => {
  it('names the storage when its S3 server does not answer, and turns 503 once draining', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready', database: t.deps.database.kind });
    const port = await closedPort();
    const s3Down = await buildTestApp({
      s3: { endpoint: `http://127.0.0.1:${port}`, bucket: 'files', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
    });
    try {
      const response = await s3Down.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', details: [{ path: 'storage' }] });
      s3Down.deps.readiness.startDraining();
      const draining = await s3Down.app.inject({ method: 'GET', url: '/api/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({ details: [{ path: 'draining' }] });
      // While draining every response closes its connection, so a proxy stops reusing it.
      expect((await s3Down.app.inject({ method: 'GET', url: '/api/health' })).headers.connection).toBe('close');
    } finally {
      await s3Down.close();
    }
  });
});

describe('the live channel', () => {
  it('pings every heartbeat: a client that answers stays, one that stopped reading is cut after two missed pongs', async () => {
    const url = await listen(t);
    const user = await createUser(t);
    const alive = await signedIn(url, user);
    const stalled = await connect(url);
    expect(liveSockets(t.app).size).toBe(2);
    // A half-open peer: its socket no longer reads, so it never answers a ping.
    (stalled.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    await expect.poll(() => liveSockets(t.app).size, { timeout: 5_000, interval: 50 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(alive.socket.readyState).toBe(alive.socket.OPEN);
    alive.socket.close();
  });

  it('closes every socket with 1001 (going away) when the server shuts down', async () => {
    const other = await buildTestApp();
    const url = await listen(other);
    const client = await signedIn(url, await createUser(other));
    await other.app.close();
    expect(await client.closed).toBe(1001);
    await other.close().catch(() => undefined);
  });
});

describe('paths outside /api', () => {
  it('/metrics and /health are 404 even where the web app is served; app routes still get it in a browser', async () => {
    const { mkdtemp, writeFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const webDist = await mkdtemp(path.join(tmpdir(), 'lintel-web-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Lintel</title>');
    const web = await buildTestApp({ webDistDir: webDist });
    try {
      for (const url of ['/metrics', '/health', '/ready']) {
        const probe = await web.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
        expect(probe.statusCode, url).toBe(404);
        const inBrowser = await web.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(inBrowser.statusCode, url).toBe(404);
      }
      const screen = await web.app.inject({ method: 'GET', url: '/properties', headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(screen.statusCode).toBe(200);
      expect(screen.body).toContain('<title>Lintel</title>');
    } finally {
      await web.close();
      await rm(webDist, { recursive: true, force: true });
    }
  });
});
