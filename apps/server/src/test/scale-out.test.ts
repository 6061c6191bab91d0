/**
 * Scale-out: two API instances behind one load balancer share Redis, so failed sign-ins counted by
 * one instance block the next attempt on the other (docs/design.md#security-baseline). Needs Redis on
 * REDIS_URL or 127.0.0.1:6379: in CI (CI set, `.ci/run` starts Redis) a missing Redis fails this file;
 * elsewhere the tests are skipped with a warning.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { buildTestApp, type TestApp } from './build-app.ts';
import { createUser } from './factories.ts';
import { redisForTests, redisUrl } from './services.ts';

const available = await redisForTests('scale-out tests');

describe.skipIf(!available)('two instances sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp({ trustProxy: 1, redisUrl });
    // The second instance uses the same database rows for the user: created through instance a.
    b = await buildTestApp({ trustProxy: 1, redisUrl });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('failed logins on one instance block the account on the other', async () => {
    const email = `shared-${randomBytes(4).toString('hex')}@example.com`;
    await createUser(a, { email });
    for (let i = 0; i < 5; i += 1) {
      const response = await a.app.inject({ method: 'POST', url: '/api/auth/local/login', payload: { email, password: 'wrong-password' }, headers: { 'x-forwarded-for': `10.1.0.${i}` } });
      expect(response.statusCode).toBe(401);
    }
    const onB = await b.app.inject({ method: 'POST', url: '/api/auth/local/login', payload: { email, password: 'wrong-password' }, headers: { 'x-forwarded-for': '10.2.0.1' } });
    expect(onB.statusCode).toBe(429);
  });

  it('the sign-up rate limit is counted across instances', async () => {
    const limited = await buildTestApp({ trustProxy: 1, redisUrl, overrides: { signupRateLimit: 2 } });
    const other = await buildTestApp({ trustProxy: 1, redisUrl, overrides: { signupRateLimit: 2 } });
    try {
      const ip = `10.3.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const address = `forgot-${randomBytes(4).toString('hex')}@example.com`;
      const forgot = (app: TestApp) => app.app.inject({ method: 'GET', url: `/api/auth/forgot-password/${address}`, headers: { 'x-forwarded-for': ip } });
      expect((await forgot(limited)).statusCode).toBe(200);
      expect((await forgot(other)).statusCode).toBe(200);
      const third = await forgot(limited);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
      await other.close();
    }
    // Two more apps (and their migrations) are built inside this test: slow on a busy 2-core machine.
  }, 120_000);
});
