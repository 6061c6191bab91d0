/**
 * The JSON body parser (platform/json-body.ts, issue 30 items 2 and 7): a deeply nested body is a 400
 * with details before any recursive work, invalid UTF-8 is a 400 and nothing is stored, and ordinary
 * nested bodies still work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app.ts';
import { createUser, validProperty, type TestUser } from './factories.ts';
import { jsonDepth, MAX_JSON_DEPTH } from '../platform/json-body.ts';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t);
});
afterAll(() => t.close());

const post = (url: string, payload: string | Buffer, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

describe('JSON body nesting', () => {
  it('1 MB of [[[… to the sign-in is a 400 with details, not a 500', async () => {
    const response = await post('/api/auth/local/login', '['.repeat(1_000_000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'MALFORMED_JSON', details: [{ path: '', message: expect.stringContaining(`${MAX_JSON_DEPTH}`) }] });
  });

  it('a deep object inside a valid body is refused the same way; the server keeps answering', async () => {
    const deep = `{"email":"a@example.com","password":"x","extra":${'{"a":'.repeat(200)}1${'}'.repeat(200)}}`;
    expect((await post('/api/auth/local/login', deep)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('brackets inside strings do not count, and an ordinary nested body creates its record', async () => {
    const nickname = '[[[[{{{{'.repeat(8);
    const response = await post('/api/properties', JSON.stringify(validProperty({ nickname })), user.headers);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ nickname, location: { city: 'Portland' } });
  });

  it('the depth scan stops at the limit and ignores escaped quotes', () => {
    expect(jsonDepth(Buffer.from('[[1],{"a":[2]}]'))).toBe(3);
    expect(jsonDepth(Buffer.from('{"a":"\\"[[[[[["}'))).toBe(1);
    expect(jsonDepth(Buffer.from('['.repeat(1000)), 64)).toBe(65);
  });
});

describe('JSON body encoding', () => {
  it('invalid UTF-8 is a 400 and nothing is stored (it was saved as U+FFFD)', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/properties', headers: user.headers })).json() as {
      data: { pagination: { total: number } };
    };
    const json = JSON.stringify(validProperty({ nickname: 'Bad XX bytes' }));
    const bytes = Buffer.from(json, 'utf8');
    const at = bytes.indexOf('XX');
    bytes[at] = 0xc3;
    bytes[at + 1] = 0x28; // 0xC3 must be followed by a continuation byte
    const response = await post('/api/properties', bytes, user.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'MALFORMED_JSON', message: expect.stringContaining('UTF-8') });
    const after = (await t.app.inject({ method: 'GET', url: '/api/properties', headers: user.headers })).json() as typeof before;
    expect(after.data.pagination.total).toBe(before.data.pagination.total);
  });

  it('valid multi-byte UTF-8 is kept as sent', async () => {
    const response = await post('/api/properties', Buffer.from(JSON.stringify(validProperty({ nickname: 'Café Ærø 東京 🏠' })), 'utf8'), user.headers);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ nickname: 'Café Ærø 東京 🏠' });
  });
});
