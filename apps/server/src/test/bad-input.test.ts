/** Bad input never yields a 500: malformed JSON, wrong types, oversize strings and bodies, unknown fields. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app.ts';
import { createUser, type TestUser } from './factories.ts';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t);
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, headers: { 'content-type': 'application/json', ...user.headers, ...headers } });

describe('bad input', () => {
  it.each([
    ['malformed JSON', 'POST', '/api/properties', '{"nickname": "x",', 400],
    ['an empty body', 'POST', '/api/properties', '', 400],
    ['an array instead of an object', 'POST', '/api/properties', '[]', 422],
    ['wrong types', 'POST', '/api/properties', JSON.stringify({ nickname: 12, type: 'castle', images: 'x' }), 422],
    ['an oversize string', 'POST', '/api/properties', JSON.stringify({ nickname: 'x'.repeat(5000), type: 'cottage' }), 422],
    ['unknown fields', 'POST', '/api/properties', JSON.stringify({ nickname: 'X', type: 'cottage', location: { address: 'A' }, accountId: 'me' }), 422],
    ['SQL in a field', 'POST', '/api/auth/local/login', JSON.stringify({ email: "' OR 1=1 --@x.com", password: "' OR '1'='1" }), 422],
    ['a prototype-pollution key', 'POST', '/api/properties', '{"__proto__": {"admin": true}, "nickname": "X", "type": "cottage"}', 400],
    ['a bad uuid in the path', 'PUT', '/api/properties/1%20OR%201=1', '{}', 422],
  ] as const)('%s gets a 4xx with the error shape', async (_name, method, url, payload, status) => {
    const response = await send(method, url, payload);
    expect(response.statusCode).toBe(status);
    const body = response.json() as { statusCode: number; code: string; message: string; details?: unknown[] };
    expect(body.statusCode).toBe(status);
    expect(typeof body.code).toBe('string');
    expect(body.message).not.toMatch(/at .*\.ts:\d+/);
    // A 422 always carries details; the other 4xx do not need them.
    expect(status !== 422 || Array.isArray(body.details)).toBe(true);
  });

  it('a body over 1 MB gets 413', async () => {
    const response = await send('POST', '/api/properties', JSON.stringify({ nickname: 'x'.repeat(1_100_000) }));
    expect(response.statusCode).toBe(413);
  });

  it('a wrong content type gets 415', async () => {
    const response = await send('POST', '/api/properties', '<nickname>x</nickname>', { 'content-type': 'application/xml' });
    expect(response.statusCode).toBe(415);
  });

  it('an unknown API route gets the JSON 404 shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('health, readiness and the OpenAPI document answer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toMatchObject({ status: 'ready' });
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys((doc.json() as { paths: Record<string, unknown> }).paths)).toContain('/api/properties');
  });
});
