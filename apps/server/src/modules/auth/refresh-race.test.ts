/**
 * Issue #10 defect 7: one refresh token used by concurrent requests. Exactly one request wins the
 * rotation, every other one is a reuse, and reuse revokes the family, including the winner's new
 * token. Runs on PGlite by default and on PostgreSQL with TEST_DATABASE_URL (a pool of 4 connections,
 * so the requests really overlap there).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createUser, TEST_PASSWORD, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t);
});
afterAll(() => t.close());

const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/token/refresh', payload: { refreshToken } });

describe('refresh-token rotation under concurrency', () => {
  it.each(Array.from({ length: 10 }, (_, trial) => [trial + 1]))('trial %i: one winner, and reuse revokes the family with its new token', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/local/login', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const { refreshToken } = login.json() as { refreshToken: string };

    const responses = await Promise.all(Array.from({ length: 8 }, () => refresh(refreshToken)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);

    const winner = responses.find((response) => response.statusCode === 200)!.json() as { refreshToken: string };
    const afterRace = await refresh(winner.refreshToken);
    expect(afterRace.statusCode).toBe(401);
    expect(afterRace.json()).toMatchObject({ code: 'REFRESH_TOKEN_INVALID' });
  });

  it('a token used once, alone, still rotates and its successor works', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/local/login', payload: { email: user.email, password: TEST_PASSWORD } });
    const first = await refresh((login.json() as { refreshToken: string }).refreshToken);
    expect(first.statusCode).toBe(200);
    const second = await refresh((first.json() as { refreshToken: string }).refreshToken);
    expect(second.statusCode).toBe(200);
  });
});
