/**
 * Issue 25 item 1: logout and password reset end every session of the user at once. Access tokens
 * issued before (still within their 15 minutes) are refused by the routes (401) and by the live channel
 * (4401), the user's open live connections close (4403), every refresh token stops working; on one
 * instance, on an instance started afterwards on the same database, and across two instances sharing
 * Redis and the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE_FORBIDDEN, LIVE_CLOSE_UNAUTHORIZED } from '@lintel/shared';
import { buildTestApp, json, linkFromOutbox, type TestApp } from '../../test/build-app.ts';
import { createUser, TEST_PASSWORD, type TestUser } from '../../test/factories.ts';
import { connect, listen } from '../../test/live-client.ts';
import { redisForTests, redisUrl } from '../../test/services.ts';

interface Session {
  jwt: string;
  refreshToken: string;
}

async function login(t: TestApp, user: TestUser): Promise<Session> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/local/login', payload: { email: user.email, password: TEST_PASSWORD } });
  expect(response.statusCode).toBe(200);
  return json<Session>(response);
}

const me = (t: TestApp, jwt: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${jwt}` } });
const refresh = (t: TestApp, refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/token/refresh', payload: { refreshToken } });
const logout = (t: TestApp, refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken } });

/** A live connection authenticated with `jwt` (answers once `ready` came). */
async function liveWith(url: string, jwt: string) {
  const client = await connect(url);
  client.send({ type: 'auth', token: jwt });
  expect((await client.next()).type).toBe('ready');
  return client;
}

/** What the live channel answers to `jwt` on a new connection: the close code, or 0 for ready. */
async function liveAnswer(url: string, jwt: string): Promise<number> {
  const client = await connect(url);
  client.send({ type: 'auth', token: jwt });
  const answer = await Promise.race([client.next().then(() => 0, () => -1), client.closed]);
  if (answer === 0) client.socket.close();
  return answer === -1 ? client.closed : answer;
}

describe('ending sessions on one instance', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listen(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logout on one device ends the other device’s session too: tokens 401, live 4403 then 4401, refresh 401', async () => {
    const user = await createUser(t);
    const laptop = await login(t, user);
    const phone = await login(t, user);
    const phoneLive = await liveWith(url, phone.jwt);
    expect((await me(t, phone.jwt)).statusCode).toBe(200);

    expect((await logout(t, laptop.refreshToken)).statusCode).toBe(204);
    expect(await phoneLive.closed).toBe(LIVE_CLOSE_FORBIDDEN);
    for (const session of [laptop, phone]) {
      const response = await me(t, session.jwt);
      expect(response.statusCode).toBe(401);
      expect(json(response)).toMatchObject({ code: 'TOKEN_INVALID', message: 'Your session has ended; sign in again' });
      expect(await liveAnswer(url, session.jwt)).toBe(LIVE_CLOSE_UNAUTHORIZED);
      expect((await refresh(t, session.refreshToken)).statusCode).toBe(401);
    }
    // A token signed before session versions existed (no `sv`) is ended too.
    expect((await me(t, user.token)).statusCode).toBe(401);

    // Signing in again starts a new session that works everywhere.
    const next = await login(t, user);
    expect((await me(t, next.jwt)).statusCode).toBe(200);
    expect(await liveAnswer(url, next.jwt)).toBe(0);
    expect((await refresh(t, next.refreshToken)).statusCode).toBe(200);
  });

  it('a password reset ends every session, open live connections included', async () => {
    const user = await createUser(t);
    const before = await login(t, user);
    const live = await liveWith(url, before.jwt);
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/forgot-password/${encodeURIComponent(user.email)}` })).statusCode).toBe(200);
    const token = (await linkFromOutbox(t.dataDir, user.email, '/reset-password')).searchParams.get('token')!;
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'a-brand-new-password' } });
    expect(reset.statusCode).toBe(200);
    expect(await live.closed).toBe(LIVE_CLOSE_FORBIDDEN);
    expect((await me(t, before.jwt)).statusCode).toBe(401);
    expect(await liveAnswer(url, before.jwt)).toBe(LIVE_CLOSE_UNAUTHORIZED);
    expect((await refresh(t, before.refreshToken)).statusCode).toBe(401);
  });

  it('an instance started after the logout refuses the old token (it loads the recent ends at start)', async () => {
    const user = await createUser(t);
    const session = await login(t, user);
    expect((await logout(t, session.refreshToken)).statusCode).toBe(204);
    const later = await buildTestApp({}, { sameDatabaseAs: t });
    try {
      // Its own secret (another data directory): tokens under the old and the current session version.
      const oldOnLater = await later.deps.tokens.sign({ userId: user.id, role: user.role, accountId: user.id }, undefined, 0);
      expect((await me(later, oldOnLater)).statusCode).toBe(401);
      const current = await later.deps.tokens.sign({ userId: user.id, role: user.role, accountId: user.id }, undefined, 1);
      expect((await me(later, current)).statusCode).toBe(200);
    } finally {
      await later.close();
    }
  });
});

const available = await redisForTests('ending sessions across instances');

describe.skipIf(!available)('ending sessions across two instances sharing Redis and the database', () => {
  let a: TestApp;
  let b: TestApp;
  let urlOfB: string;
  beforeAll(async () => {
    const jwtSecret = 'ended-sessions-test-secret-of-at-least-32-chars';
    a = await buildTestApp({ redisUrl, jwtSecret });
    b = await buildTestApp({ redisUrl, jwtSecret }, { sameDatabaseAs: a });
    urlOfB = await listen(b);
    await listen(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a logout on A closes the user’s live connection on B (4403), and B refuses the old token on routes and the live channel', async () => {
    const user = await createUser(a);
    const session = await login(a, user);
    // B has seen the token before (its verified-token cache holds it).
    expect((await me(b, session.jwt)).statusCode).toBe(200);
    const onB = await liveWith(urlOfB, session.jwt);
    expect((await logout(a, session.refreshToken)).statusCode).toBe(204);
    // The event that closes B's connection is the one that ends the session on B: after it, B refuses.
    expect(await onB.closed).toBe(LIVE_CLOSE_FORBIDDEN);
    expect((await me(b, session.jwt)).statusCode).toBe(401);
    expect(await liveAnswer(urlOfB, session.jwt)).toBe(LIVE_CLOSE_UNAUTHORIZED);
    expect((await refresh(b, session.refreshToken)).statusCode).toBe(401);
    const next = await login(b, user);
    expect((await me(a, next.jwt)).statusCode).toBe(200);
  });
});
