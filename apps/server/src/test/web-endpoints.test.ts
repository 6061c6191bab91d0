/**
 * Every call the web app makes names a method and path the server has (issue 31 item 3): the calls are
 * read statically from apps/web/src (the data cache's requests `{ path, method?, error }`, the JSON
 * clients' `api.get('/…')`, `getFile('/…')` downloads and plain `fetch`es of `/api/…`) and each must be an
 * operation of the OpenAPI document built from the app, so renaming or removing a route on the server
 * fails here before a screen breaks. Path parameters (`${id}` in the web, `{id}` in the document) match
 * any segment; a literal web segment must be the same literal on the server, or a value its parameter
 * admits (one of an `enum`, or a string of no format: never a UUID). A call whose path the reader
 * cannot work out is listed in `unreadable` with the reason, so a new one fails instead of passing unseen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app.ts';

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src');

/** A call the web makes: method, path with `{}` for each parameter, and where it is written. */
interface WebCall {
  method: string;
  path: string;
  at: string;
}

/** Calls whose path is not a literal in the call itself, with where their paths are checked instead. */
const unreadable: Record<string, string> = {
  'features/leases/api/leases-api.ts: path': 'the `lookup(path)` helper: its callers `lookup(\'/…\')` are read as GET calls',
  'features/shell/api/first-run-api.ts: step.probe': 'first-run probes: the `probe: \'/…\'` literals of the steps are read as GET calls',
  'components/ui/share-links/share-links-api.ts: `${recordPath}/share-links`':
    'GET and DELETE `<recordPath>/share-links`: the panels\' `recordPath="/…"` props are read as both calls',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(child);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [child] : [];
  });
}

/** Index of the bracket that closes the one at `open` (strings and template literals skipped roughly). */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    const c = text[i]!;
    if (c === "'" || c === '"' || c === '`') {
      for (i += 1; i < text.length && text[i] !== c; i += 1) if (text[i] === '\\') i += 1;
    } else if ('({['.includes(c)) depth += 1;
    else if (')}]'.includes(c) && (depth -= 1) === 0) return i;
  }
  return text.length;
}

/** Index of the `{` that opens the object literal around `at`. */
function opening(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i >= 0; i -= 1) {
    const c = text[i]!;
    if (')}]'.includes(c)) depth += 1;
    else if ('({['.includes(c)) {
      if (depth === 0) return c === '{' ? i : -1;
      depth -= 1;
    }
  }
  return -1;
}

/** The value expression of `key:` at the object's top level, or undefined. */
function property(object: string, key: string): string | undefined {
  let depth = 0;
  for (let i = 1; i < object.length - 1; i += 1) {
    const c = object[i]!;
    if (c === "'" || c === '"' || c === '`') {
      for (i += 1; i < object.length && object[i] !== c; i += 1) if (object[i] === '\\') i += 1;
    } else if ('({['.includes(c)) depth += 1;
    else if (')}]'.includes(c)) depth -= 1;
    else if (depth === 0 && object.startsWith(key, i) && /[\s{,]/.test(object[i - 1]!) && /^\s*:/.test(object.slice(i + key.length))) {
      const start = object.indexOf(':', i) + 1;
      let end = start;
      for (let d = 0; end < object.length - 1; end += 1) {
        const e = object[end]!;
        if (e === "'" || e === '"' || e === '`') {
          for (end += 1; end < object.length && object[end] !== e; end += 1) if (object[end] === '\\') end += 1;
        } else if ('({['.includes(e)) d += 1;
        else if (')}]'.includes(e)) d -= 1;
        else if (e === ',' && d === 0) break;
      }
      return object.slice(start, end).trim();
    }
  }
  return undefined;
}

/** The string and template literals of an expression that look like API paths (`'/x'`, `` `/x/${id}` ``). */
function pathLiterals(expression: string): string[] {
  return [...expression.matchAll(/(['`])(\/(?:[^'`$]|\$\{[^}]*\})*)\1/g)].map((m) => m[2]!);
}

/** `/leases/${id}/pdf?x=${q}` → `/leases/{}/pdf`: parameters anonymous, query string and trailing slash dropped. */
function normalise(webPath: string): string {
  const bare = webPath.replace(/\$\{[^}]*\}/g, '{}').replace(/\?.*$/, '').replace(/\/$/, '');
  return bare === '' ? '/' : bare;
}

/** Reads every API call of the web app. */
function webCalls(): { calls: WebCall[]; unread: string[] } {
  const calls: WebCall[] = [];
  const unread: string[] = [];
  for (const file of sourceFiles(webSrc)) {
    const text = readFileSync(file, 'utf8');
    const rel = path.relative(webSrc, file);
    const line = (index: number) => `${rel}:${text.slice(0, index).split('\n').length}`;
    const add = (method: string, paths: string[], index: number) =>
      paths.forEach((p) => calls.push({ method, path: normalise(p), at: line(index) }));

    // The data cache's requests: object literals with `path:` and `error:` (ApiRequest, lib/data-cache.ts).
    for (const match of text.matchAll(/[\s{,]path\s*[:,}]/g)) {
      const start = opening(text, match.index);
      if (start < 0) continue;
      const end = closing(text, start) + 1;
      const object = text.slice(start, end);
      if (property(object, 'error') === undefined) continue;
      // Not a request: a type's members (`interface ApiRequest { path: string; … }`) or a destructuring.
      if (/(interface\s+\w+[^{]*|type\s+\w+[^=]*=\s*)$/.test(text.slice(Math.max(0, start - 200), start)) || /^\s*=(?![=>])/.test(text.slice(end))) continue;
      const pathExpression = property(object, 'path') ?? 'path';
      const paths = pathLiterals(pathExpression);
      if (paths.length === 0 || pathExpression.startsWith('`${')) {
        if (!unread.includes(`${rel}: ${pathExpression}`)) unread.push(`${rel}: ${pathExpression}`);
        continue;
      }
      const methodExpression = property(object, 'method');
      const methods = methodExpression ? [...methodExpression.matchAll(/'([A-Z]+)'/g)].map((m) => m[1]!) : ['GET'];
      // `cond ? '/a' : '/b'` with `cond ? 'POST' : 'PATCH'`: the alternatives pair up in order.
      if (methods.length === paths.length) methods.forEach((method, i) => add(method, [paths[i]!], match.index));
      else methods.forEach((method) => add(method, paths, match.index));
    }
    // The JSON clients (`api.post<T>('/files', …)`), downloads (`getFile('/…')`) and helpers taking a path.
    for (const match of text.matchAll(/\b(?:api|publicApi)\.(get|post|put|patch|delete)\b(?:<[^()]*?>)?\(\s*(['`][^'`]*['`])/g)) {
      add(match[1]!.toUpperCase(), pathLiterals(match[2]!), match.index);
    }
    for (const match of text.matchAll(/\b(?:getFile|lookup)\(\s*(['`][^'`]*['`])/g)) add('GET', pathLiterals(match[1]!), match.index);
    for (const match of text.matchAll(/\bprobe:\s*(['`][^'`]*['`])/g)) add('GET', pathLiterals(match[1]!), match.index);
    for (const match of text.matchAll(/\brecordPath=\{?(['"`])(\/[^'"`]*)\1/g)) {
      for (const method of ['GET', 'DELETE']) add(method, [`${match[2]!}/share-links`], match.index);
    }
    for (const match of text.matchAll(/fetch\(\s*`\$\{API_ROOT\}(\/[^`]*)`/g)) add('GET', [match[1]!], match.index);
    for (const match of text.matchAll(/\bfetch\w*\(\s*'\/api(\/[^']*)'/g)) add('GET', [match[1]!], match.index);
  }
  return { calls, unread };
}

/** An operation of the OpenAPI document: method, path (`/api/x/{id}`) and its path parameters' schemas. */
interface Operation {
  method: string;
  path: string;
  params: Record<string, { enum?: unknown[]; format?: string; pattern?: string; type?: string }>;
}

/**
 * Whether a normalised web path is the operation's path (`/api` dropped). A web parameter (`{}`) matches
 * any segment; a literal matches the same literal, or a parameter whose schema admits it: one of its
 * `enum` values (`/project-models/multiple/CARD_DRAFT` → `{stage}`), or a plain string with no format.
 */
function matches(webPath: string, op: Operation): boolean {
  const web = webPath.split('/');
  const server = op.path.replace(/^\/api(?=\/|$)/, '').replace(/\/$/, '').split('/');
  return (
    web.length === server.length &&
    web.every((segment, i) => {
      const other = server[i]!;
      if (segment === '{}' || segment === other) return true;
      const schema = /^\{(.+)\}$/.test(other) ? op.params[other.slice(1, -1)] : undefined;
      if (!schema) return false;
      if (schema.enum) return schema.enum.includes(segment);
      return schema.type === 'string' && !schema.format && !schema.pattern;
    })
  );
}

/** The operations of the OpenAPI document the app serves. */
function operationsOf(doc: { paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema?: Operation['params'][string] }[] }>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([apiPath, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: apiPath,
      params: Object.fromEntries((operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, p.schema ?? {}])),
    })),
  );
}

let t: TestApp;
let operations: Operation[];
beforeAll(async () => {
  t = await buildTestApp();
  operations = operationsOf((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
});
afterAll(() => t.close());

describe("the web app's calls exist on the server (OpenAPI document)", () => {
  const { calls, unread } = webCalls();

  it('reads the calls of every feature (a reader that finds nothing would pass)', () => {
    expect(calls.length).toBeGreaterThan(200);
    const features = new Set(calls.map((call) => call.at.match(/^features\/([^/]+)/)?.[1]).filter(Boolean));
    expect(features.size).toBeGreaterThan(20);
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/files' }));
    expect(calls).toContainEqual(expect.objectContaining({ method: 'PATCH', path: '/request-portal/properties/{}' }));
    expect(calls).toContainEqual(expect.objectContaining({ method: 'GET', path: '/health' }));
  });

  it('every call whose path is not a literal is one of the known, explained ones', () => {
    expect(unread.sort()).toEqual(Object.keys(unreadable).sort());
  });

  it('every method and path the web calls is an operation of the OpenAPI document', () => {
    const missing = calls.filter((call) => !operations.some((op) => op.method === call.method && matches(call.path, op)));
    expect(missing.map((call) => `${call.method} ${call.path} (${call.at})`)).toEqual([]);
  });

  it('fails for a renamed route: a path the server does not have is reported', () => {
    expect(operations.some((op) => op.method === 'GET' && matches('/quotes/statistics', op))).toBe(true);
    expect(operations.some((op) => op.method === 'GET' && matches('/quotes/stats', op))).toBe(false);
    expect(operations.some((op) => op.method === 'DELETE' && matches('/quotes/statistics', op))).toBe(false);
  });
});
