/**
 * Issue 23: API JSON is gzip-compressed when the client accepts it (a list page travels 5-10×
 * smaller on a phone's connection); small answers and clients without Accept-Encoding get plain JSON.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from './build-app.ts';
import { createProperty, createUser, type TestUser } from './factories.ts';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { role: 'propertyManager' });
  for (let i = 0; i < 12; i += 1) await createProperty(t, owner, { nickname: `Compressed ${i}` });
});
afterAll(() => t.close());

describe('response compression', () => {
  it('gzips a list page for a client that accepts gzip; the JSON is the same', async () => {
    const url = '/api/properties?pageSize=12';
    const plain = await t.app.inject({ method: 'GET', url, headers: owner.headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await t.app.inject({ method: 'GET', url, headers: { ...owner.headers, 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const bytes = gunzipSync(zipped.rawPayload);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual(plain.json());
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('leaves a small answer alone', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
