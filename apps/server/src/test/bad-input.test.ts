/**
 * Bad input never yields a 500: malformed JSON, wrong types, oversize strings and bodies, unknown
 * fields; and, generated from the route list and each route's OpenAPI body schema (issue #10 defect
 * 5): money strings and float artefacts, empty bodies, NUL and other control characters, over-long
 * date ranges and truncated multipart bodies on every route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
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

// ---------------------------------------------------------------------------------------------
// Generated from the route list: every route, every probe, no response >= 500.

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  pattern?: string;
}

type Poison = 'nul' | 'control' | 'floatArtefact' | 'tinyExponent' | 'moneyString' | 'longDateRange';

/** A body shaped like `schema` whose strings, numbers or dates carry the poison (others look valid). */
function sampleBody(schema: JsonSchema | undefined, poison: Poison, components: Record<string, JsonSchema>, key = '', depth = 0): unknown {
  if (!schema || depth > 5) return null;
  if (schema.$ref) return sampleBody(components[schema.$ref.split('/').pop() ?? ''], poison, components, key, depth + 1);
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives) return sampleBody(alternatives.find((option) => option.type !== 'null') ?? alternatives[0], poison, components, key, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((value) => value !== 'null') : schema.type;
  if (schema.enum) return schema.enum[0];
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, child]) => [name, sampleBody(child, poison, components, name, depth + 1)]));
    case 'array':
      return [sampleBody(schema.items, poison, components, key, depth + 1)];
    case 'number':
    case 'integer':
      return { floatArtefact: 0.30000000000000004, tinyExponent: 1e-9, moneyString: '12.345' }[poison as string] ?? 1;
    case 'boolean':
      return true;
    case 'string': {
      const isDate = schema.format === 'date' || schema.pattern?.includes('\\d{4}-') === true;
      if (poison === 'longDateRange' && isDate) return /end|to$/i.test(key) ? '9999-12-31' : '1000-01-01';
      if (poison === 'nul') return 'Maple\u0000Court';
      if (poison === 'control') return 'Maple\u001b[31mCourt\u0007';
      if (isDate) return '2026-01-15';
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return 'probe@example.com';
      if (schema.format === 'date-time') return new Date().toISOString();
      return 'Sample';
    }
    default:
      return null;
  }
}

const queryProbes = [
  'range=custom&startDate=1000-01-01&endDate=9999-12-31',
  'range=custom&startDate=1990-01-01&endDate=2030-12-31',
  'startDate=1900-01-01&endDate=2199-12-31&from=1000-01-01&to=9999-12-31',
  'search=Maple%00Court&name=%07',
  'page=1e3&pageSize=0.30000000000000004&amount=12.345',
];

const truncatedMultipart = {
  payload: '--XBOUNDARY\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\nabc',
  headers: { 'content-type': 'multipart/form-data; boundary=XBOUNDARY' },
};

describe('generated from the route list: no bad input gets a response >= 500', () => {
  it('every route, with money strings and float artefacts, empty bodies, control characters, long date ranges and truncated multipart', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
      components?: { schemas?: Record<string, JsonSchema> };
    };
    const components = doc.components?.schemas ?? {};
    const failures: string[] = [];
    const probed = new Set<string>();
    let requests = 0;
    const probe = async (route: string, label: string, options: { method: string; url: string; payload?: string; headers?: Record<string, string> }) => {
      requests += 1;
      const response = await t.app.inject({
        method: options.method as 'GET',
        url: options.url,
        ...(options.payload !== undefined ? { payload: options.payload } : {}),
        headers: { ...user.headers, ...options.headers },
      });
      probed.add(route);
      if (response.statusCode >= 500) failures.push(`${route} [${label}] → ${response.statusCode} ${response.body.slice(0, 160)}`);
    };

    for (const route of t.routes) {
      const [method = 'GET', pattern = '/'] = route.split(' ');
      const url = pattern.replace(/:(\w+)/g, () => randomUUID());
      for (const query of queryProbes) await probe(route, `query ${query}`, { method, url: `${url}?${query}` });
      if (method === 'GET' || method === 'DELETE') continue;
      const schema = doc.paths[pattern.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema;
      const json = { 'content-type': 'application/json' };
      await probe(route, 'empty object', { method, url, payload: '{}', headers: json });
      for (const poison of ['nul', 'control', 'floatArtefact', 'tinyExponent', 'moneyString', 'longDateRange'] as const) {
        await probe(route, poison, { method, url, payload: JSON.stringify(sampleBody(schema, poison, components) ?? {}), headers: json });
      }
      await probe(route, 'truncated multipart', { method, url, ...truncatedMultipart });
    }

    expect(failures).toEqual([]);
    expect([...probed].sort()).toEqual([...t.routes].sort());
    expect(requests).toBeGreaterThan(t.routes.length * queryProbes.length);
  }, 900_000);

  it('the defects found by the attack answer 422 or 400 with the error shape', async () => {
    const json = { ...user.headers, 'content-type': 'application/json' };
    const cases = [
      { method: 'POST', url: '/api/transactions', payload: { type: 'income', name: 'Rent', amount: 0.30000000000000004, dueDate: '2026-01-01' }, status: 422, path: 'amount' },
      { method: 'POST', url: '/api/transactions', payload: { type: 'income', name: 'Rent', amount: 1e-9, dueDate: '2026-01-01' }, status: 422, path: 'amount' },
      { method: 'POST', url: '/api/mortgage-schedules', payload: { name: 'Bank', amount: 100.0000000001, dayOfMonth: 1, startDate: '2026-01-01' }, status: 422, path: 'amount' },
      { method: 'PUT', url: '/api/users/update/user-details', payload: {}, status: 422, path: '' },
      { method: 'POST', url: '/api/document-folders', payload: { name: 'Tax\u0000es' }, status: 422, path: 'name' },
    ] as const;
    for (const { method, url, payload, status, path } of cases) {
      const response = await t.app.inject({ method, url, payload: JSON.stringify(payload), headers: json });
      expect({ url, status: response.statusCode }).toEqual({ url, status });
      expect(response.json()).toMatchObject({ statusCode: status, code: 'VALIDATION_FAILED', details: [{ path }] });
    }
    const statistics = await t.app.inject({ method: 'GET', url: '/api/transactions/statistics?range=custom&startDate=2000-01-01&endDate=2030-12-31', headers: user.headers });
    expect(statistics.statusCode).toBe(422);
    expect(statistics.json()).toMatchObject({ details: [{ path: 'endDate', message: 'A date range covers at most 10 years' }] });
    const upload = await t.app.inject({ method: 'POST', url: '/api/files', payload: truncatedMultipart.payload, headers: { ...user.headers, ...truncatedMultipart.headers } });
    expect(upload.statusCode).toBe(400);
    expect(upload.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
