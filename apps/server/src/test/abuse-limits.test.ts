/**
 * Issue #10 defects 2 and 3: the client IP is the socket's address unless TRUST_PROXY names the
 * proxies (a forged X-Forwarded-For must not move the rate-limit key), and every e-mail-sending route
 * is limited per IP, per account and per target address, shared through Redis when it is configured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { buildTestApp, readOutbox, type TestApp } from './build-app.ts';
import { createUser, createProperty } from './factories.ts';
import { MAX_FAILED_LOGINS } from '../platform/login-limiter.ts';
import { loadConfig } from '../config.ts';
import { redisForTests, redisUrl } from './services.ts';

const HOUR = 3_600_000;
const wrongLogin = (t: TestApp, email: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/local/login',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email, password: 'not-the-password' },
  });
const forgeries = Array.from({ length: MAX_FAILED_LOGINS + 1 }, (_, index) => `198.51.100.${index + 1}`);

describe('TRUST_PROXY', () => {
  it('is off by default; a hop count or address list when set; `true` is refused', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });

  describe('no proxy trusted (default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t.close());

    it('a forged X-Forwarded-For does not change the per-IP failed-login key', async () => {
      const statuses: number[] = [];
      for (const [index, ip] of forgeries.entries()) statuses.push((await wrongLogin(t, `victim${index}@example.com`, ip)).statusCode);
      expect(statuses).toEqual([...Array(MAX_FAILED_LOGINS).fill(401), 429]);
    });
  });

  describe('one trusted proxy hop', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ trustProxy: 1 });
    });
    afterAll(() => t.close());

    it('the address the proxy forwards is the key: distinct clients are counted apart, one client is limited', async () => {
      const statuses: number[] = [];
      for (const [index, ip] of forgeries.entries()) statuses.push((await wrongLogin(t, `client${index}@example.com`, ip)).statusCode);
      expect(statuses).toEqual(Array(MAX_FAILED_LOGINS + 1).fill(401));
      const sameClient: number[] = [];
      for (let index = 0; index <= MAX_FAILED_LOGINS; index += 1) sameClient.push((await wrongLogin(t, `other${index}@example.com`, '203.0.113.9')).statusCode);
      expect(sameClient).toEqual([...Array(MAX_FAILED_LOGINS).fill(401), 429]);
    });
  });
});

describe('e-mail-sending routes are limited', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind one trusted proxy hop, so each test is its own client IP (X-Forwarded-For).
    t = await buildTestApp({
      trustProxy: 1,
      overrides: {
        mailLimits: { perIp: { max: 6, windowMs: HOUR }, perAccount: { max: 4, windowMs: HOUR }, perAddress: { max: 2, windowMs: HOUR } },
      },
    });
  });
  afterAll(() => t.close());

  it('per target address: forgot-password mails one address at most twice', async () => {
    const user = await createUser(t);
    const forgot = (email: string) =>
      t.app.inject({ method: 'GET', url: `/api/auth/forgot-password/${encodeURIComponent(email)}`, headers: { 'x-forwarded-for': '198.51.100.10' } });
    expect((await forgot(user.email)).statusCode).toBe(200);
    expect((await forgot(user.email.toUpperCase())).statusCode).toBe(200);
    const third = await forgot(user.email);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(third.headers['retry-after']).toBe('3600');
    expect((await readOutbox(t.dataDir)).filter((message) => message.to.includes(user.email))).toHaveLength(2);
  });

  it('per account: invitations to 5 different addresses, the 5th is refused and not sent', async () => {
    const landlord = await createUser(t);
    const property = await createProperty(t, landlord);
    const invite = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/tenant-applications/links',
        headers: { ...landlord.headers, 'x-forwarded-for': '198.51.100.77' },
        payload: { propertyId: property.id, email },
      });
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await invite(`applicant${index}@example.com`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    const sent = (await readOutbox(t.dataDir)).filter((message) => message.to.startsWith('applicant'));
    expect(sent).toHaveLength(4);
  });

  it('per IP: public register and resend from one client stop at the IP limit', async () => {
    const register = (index: number) =>
      t.app.inject({
        method: 'POST',
        url: index % 2 === 0 ? '/api/auth/local/register' : '/api/auth/email/resend',
        headers: { 'x-forwarded-for': '198.51.100.30' },
        payload:
          index % 2 === 0
            ? { email: `newcomer${index}-${randomBytes(3).toString('hex')}@example.com`, password: 'a-long-unusual-passphrase', fullName: 'New Comer' }
            : { email: `someone${index}@example.com` },
      });
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1) statuses.push((await register(index)).statusCode);
    expect(statuses.slice(0, 6).every((status) => status === 200 || status === 201)).toBe(true);
    expect(statuses[6]).toBe(429);
  });
});

const redisUp = await redisForTests('cross-instance e-mail limit tests');

describe.skipIf(!redisUp)('e-mail limits shared by two instances through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  const limits = { perIp: { max: 10_000, windowMs: HOUR }, perAccount: { max: 10_000, windowMs: HOUR }, perAddress: { max: 2, windowMs: HOUR } };
  beforeAll(async () => {
    a = await buildTestApp({ redisUrl, overrides: { mailLimits: limits } });
    b = await buildTestApp({ redisUrl, overrides: { mailLimits: limits } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('the per-address count of one instance holds on the other', async () => {
    const address = `shared-${randomBytes(6).toString('hex')}@example.com`;
    const forgot = (t: TestApp) => t.app.inject({ method: 'GET', url: `/api/auth/forgot-password/${encodeURIComponent(address)}` });
    expect((await forgot(a)).statusCode).toBe(200);
    expect((await forgot(b)).statusCode).toBe(200);
    expect((await forgot(a)).statusCode).toBe(429);
    expect((await forgot(b)).statusCode).toBe(429);
  });
});
