/**
 * The default rate limits (docs/design.md#auth and #security-baseline) on an app built from the default
 * configuration — not through build-app.ts, which raises the sign-up limit for every other test file:
 * sign-up and forgot-password allow 10 requests a minute per IP, then 429; failed logins beyond 5 a
 * minute per account or IP get 429. Each answer is the shared error shape with code RATE_LIMITED.
 * With the default TRUST_PROXY (off) the client IP is the socket's address, set here with remoteAddress.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../config.ts';
import { buildApp, type LintelApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../platform/db.ts';

const SIGNUP_LIMIT = 10;
const FAILED_LOGIN_LIMIT = 5;

let built: LintelApp;
let database: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lintel-limits-'));
  database = await openDatabase({});
  // The configuration a fresh install runs with: no overrides.
  built = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://lintel.test' }), { database });
  await built.app.ready();
});
afterAll(async () => {
  await built.app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const code = (response: LightMyRequestResponse) => (response.json() as { code?: string }).code;

describe('default rate limits', () => {
  it('the default configuration has no raised sign-up limit', () => {
    expect(built.deps.config.overrides?.signupRateLimit).toBeUndefined();
  });

  it(`sign-up: ${SIGNUP_LIMIT} a minute per IP, then 429 RATE_LIMITED; another IP is not affected`, async () => {
    const register = (n: number, ip: string) =>
      built.app.inject({ method: 'POST', url: '/api/auth/local/register', remoteAddress: ip, payload: { email: `limit-${n}@example.com`, password: 'a-strong-password', fullName: `Limit ${n}` } });
    const statuses: number[] = [];
    for (let n = 0; n < SIGNUP_LIMIT; n += 1) statuses.push((await register(n, '10.20.0.1')).statusCode);
    expect(statuses).toEqual(Array(SIGNUP_LIMIT).fill(201));
    const limited = await register(SIGNUP_LIMIT, '10.20.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', error: 'Too Many Requests' });
    const otherIp = await register(SIGNUP_LIMIT + 1, '10.20.0.2');
    expect(otherIp.statusCode).toBe(201);
  });

  it(`forgot-password: ${SIGNUP_LIMIT} a minute per IP, then 429 RATE_LIMITED`, async () => {
    // A different address each time, so the per-address mail limit (5 an hour) is not what answers.
    const forgot = (n: number, ip: string) => built.app.inject({ method: 'GET', url: `/api/auth/forgot-password/nobody-${n}@example.com`, remoteAddress: ip });
    const statuses: number[] = [];
    for (let n = 0; n < SIGNUP_LIMIT; n += 1) statuses.push((await forgot(n, '10.21.0.1')).statusCode);
    expect(statuses).toEqual(Array(SIGNUP_LIMIT).fill(200));
    const limited = await forgot(SIGNUP_LIMIT, '10.21.0.1');
    expect(limited.statusCode).toBe(429);
    expect(code(limited)).toBe('RATE_LIMITED');
    expect((await forgot(SIGNUP_LIMIT + 1, '10.21.0.2')).statusCode).toBe(200);
  });

  it(`login: ${FAILED_LOGIN_LIMIT} failures a minute for an account, then 429 even with the right password and from another IP`, async () => {
    const email = 'limit-login@example.com';
    const signUp = await built.app.inject({ method: 'POST', url: '/api/auth/local/register', remoteAddress: '10.22.0.9', payload: { email, password: 'a-strong-password', fullName: 'Login Limit' } });
    expect(signUp.statusCode).toBe(201);
    const login = (password: string, ip: string) => built.app.inject({ method: 'POST', url: '/api/auth/local/login', remoteAddress: ip, payload: { email, password } });
    const codes: Array<string | undefined> = [];
    for (let n = 0; n < FAILED_LOGIN_LIMIT; n += 1) codes.push(code(await login('wrong-password', `10.22.1.${n}`)));
    // Unverified or not, a wrong password is INVALID_CREDENTIALS: the count does not depend on verification.
    expect(codes).toEqual(Array(FAILED_LOGIN_LIMIT).fill('INVALID_CREDENTIALS'));
    const blocked = await login('a-strong-password', '10.22.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(code(blocked)).toBe('RATE_LIMITED');
  });
});
