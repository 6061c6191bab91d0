/**
 * Issue #10 defect 8: access tokens need exp, iat and aud; redirectUrl is only a path on Lintel's own
 * origin (no open redirect); the role is chosen during sign-up only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { insertUser } from './auth.repository.ts';

let t: TestApp;
let user: TestUser;
let key: Uint8Array;
beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t);
  const secrets = JSON.parse(await readFile(path.join(t.dataDir, 'secrets.json'), 'utf8')) as { jwtSecret: string };
  key = new TextEncoder().encode(secrets.jwtSecret);
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

/** A token signed with the app's own key, with the claims chosen by the test. */
function forge(claims: { exp?: boolean; iat?: boolean; aud?: boolean }) {
  const jwt = new SignJWT({ role: user.role, acc: user.id }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(user.id).setIssuer('lintel');
  if (claims.iat !== false) jwt.setIssuedAt();
  if (claims.aud !== false) jwt.setAudience('lintel');
  if (claims.exp !== false) jwt.setExpirationTime('10m');
  return jwt.sign(key);
}

describe('access tokens', () => {
  it('a complete token signed with the key is accepted (the forgeries below differ only in one claim)', async () => {
    expect((await me(await forge({}))).statusCode).toBe(200);
  });
  it.each([
    ['exp', { exp: false }],
    ['iat', { iat: false }],
    ['aud', { aud: false }],
  ] as const)('a token without %s is refused with 401', async (_claim, claims) => {
    const response = await me(await forge(claims));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });
});

describe('redirectUrl', () => {
  const register = (redirectUrl: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { email: `r${Math.random().toString(36).slice(2)}@example.com`, password: 'a-long-unusual-passphrase', fullName: 'Red Irect', redirectUrl },
    });
  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/', '/ /evil', 'javascript:alert(1)'])('%s is refused with 422', async (redirectUrl) => {
    const response = await register(redirectUrl);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ details: [{ path: 'redirectUrl' }] });
  });
  it('a path on this site is kept', async () => {
    const response = await register('/properties?tab=units#top');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ user: { redirectUrl: '/properties?tab=units#top' } });
  });
});

describe('role changes', () => {
  it('a user whose sign-up is finished cannot change role through the sign-up step (403)', async () => {
    const tenant = await createUser(t, { role: 'tenant' });
    const response = await t.app.inject({ method: 'PATCH', url: '/api/auth/fill-user-steps/role', headers: tenant.headers, payload: { role: 'propertyManager' } });
    expect(response.statusCode).toBe(403);
    const after = await me(tenant.token);
    expect(after.json()).toMatchObject({ role: 'tenant' });
  });
  it('a user still signing up chooses a role', async () => {
    const row = await insertUser(t.deps.db, {
      email: `signing-up-${Date.now()}@example.com`,
      fullName: 'Signing Up',
      passwordHash: null,
      role: 'homeOwner',
      emailVerifiedAt: new Date(),
      signupStep: 'role',
    });
    const token = await t.deps.tokens.sign({ userId: row.id, role: 'homeOwner', accountId: row.id });
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/fill-user-steps/role',
      headers: { authorization: `Bearer ${token}` },
      payload: { role: 'propertyManager' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'propertyManager', signupStep: 'form' });
  });
});
