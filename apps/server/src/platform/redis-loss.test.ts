/**
 * Issue 24, Redis lost while running: through a TCP relay this test cuts, the instance answers
 * sign-in 503 with Retry-After within the limiter's timeout (no hang, no 500), /api/ready names
 * Redis; once Redis is back the bus subscribes again and every live socket gets a `resync` frame.
 * Start-up without Redis stops with an error naming REDIS_URL; REDIS_PREFIX keeps two Lintels on one
 * Redis apart. Needs Redis (REDIS_URL or 127.0.0.1:6379): in CI a missing Redis fails the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import type { DomainEvent } from '@lintel/shared';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { createUser, TEST_PASSWORD } from '../test/factories.ts';
import { listen, signedIn } from '../test/live-client.ts';
import { redisForTests, redisUrl } from '../test/services.ts';
import { startTcpRelay, type TcpRelay } from '../test/tcp-relay.ts';
import { createRedisBus } from './events/bus.ts';
import { REDIS_COMMAND_TIMEOUT_MS } from './redis.ts';

const available = await redisForTests('Redis loss tests');
const silentLog = { warn() {}, info() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silentLog, level: 'silent', silent() {} } as never;

describe.skipIf(!available)('Redis lost while running', () => {
  let relay: TcpRelay;
  let t: TestApp;
  const prefix = `lintel-test-${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    const target = new URL(redisUrl);
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 6379) });
    t = await buildTestApp({ redisUrl: `redis://127.0.0.1:${relay.port}`, ops: { ...(await import('../config.ts')).loadConfig({}).ops, redisPrefix: prefix } });
  });
  afterAll(async () => {
    await t?.close();
    await relay?.close();
  });

  it('sign-in answers 503 with Retry-After at once, /api/ready names redis; back to normal and live sockets resync when it returns', async () => {
    const user = await createUser(t);
    const live = await signedIn(await listen(t), user);
    relay.cut();
    const started = Date.now();
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/local/login', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(503);
    expect(login.headers['retry-after']).toBe('5');
    expect(login.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS * 3);
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ details: [{ path: 'redis' }] });
    // A rate-limited route (@fastify/rate-limit's Redis store) answers too, without hanging.
    const forgot = await t.app.inject({ method: 'GET', url: `/api/auth/forgot-password/${user.email}` });
    expect(forgot.statusCode).toBe(503);

    relay.restore();
    expect(await live.next()).toEqual({ type: 'resync' });
    await expect.poll(async () => (await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode, { timeout: 10_000 }).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/local/login', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(again.statusCode).toBe(200);
  }, 60_000);
});

describe.skipIf(!available)('Redis at start-up and REDIS_PREFIX', () => {
  it('an unreachable REDIS_URL stops start-up with an error naming REDIS_URL', async () => {
    const relay = await startTcpRelay({ host: '127.0.0.1', port: 1 });
    relay.cut();
    try {
      await expect(buildTestApp({ redisUrl: `redis://127.0.0.1:${relay.port}` })).rejects.toThrow(/^REDIS_URL \(redis:\/\/127\.0\.0\.1:\d+\/?\): Redis is not reachable after 5 s/);
    } finally {
      await relay.close();
    }
  }, 60_000);

  it('two buses with different prefixes on one Redis never see each other; the same prefix does', async () => {
    const [first, second] = [`lintel-a-${randomBytes(3).toString('hex')}`, `lintel-b-${randomBytes(3).toString('hex')}`];
    const busA = createRedisBus(redisUrl, silentLog, first);
    const busB = createRedisBus(redisUrl, silentLog, second);
    const busA2 = createRedisBus(redisUrl, silentLog, first);
    await Promise.all([busA.start(), busB.start(), busA2.start()]);
    const seenB: DomainEvent[] = [];
    const seenA2: DomainEvent[] = [];
    busB.listen((event) => seenB.push(event));
    busA2.listen((event) => seenA2.push(event));
    const event: DomainEvent = {
      id: randomUUID(),
      type: 'notification.seen',
      occurredAt: new Date().toISOString(),
      accountId: randomUUID(),
      userIds: [randomUUID()],
      payload: { all: true },
    };
    try {
      await busA.publish(event);
      await expect.poll(() => seenA2.map((e) => e.id)).toEqual([event.id]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(seenB).toEqual([]);
    } finally {
      await Promise.all([busA.close(), busB.close(), busA2.close()]);
    }
  });
});
