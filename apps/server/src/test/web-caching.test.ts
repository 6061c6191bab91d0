/**
 * Issue #10 defect 10: index.html (on / and on every app route) is revalidated on each visit so a
 * deploy is seen at once; only hashed assets that exist are immutable; a 404 under /assets/ is not cached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from './build-app.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'lintel-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Lintel</title><script src="/assets/index-3f2a91bc.js"></script>');
  await writeFile(path.join(webDist, 'assets', 'index-3f2a91bc.js'), 'console.log("lintel")');
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await buildTestApp({ webDistDir: webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

// As a browser asks for a page (the index is served only to Accept: text/html; probes get a 404).
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

describe('caching of the web app', () => {
  it.each(['/', '/properties', '/properties/123/units', '/index.html'])('%s answers index.html with no-cache', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Lintel</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('a hashed asset that exists is immutable for a year', async () => {
    const response = await get('/assets/index-3f2a91bc.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a missing asset is a 404 that is not cached as immutable', async () => {
    const response = await get('/assets/index-00000000.js');
    expect(response.statusCode).toBe(404);
    expect(String(response.headers['cache-control'] ?? '')).not.toMatch(/immutable|max-age=[1-9]/);
  });

  it('an unhashed file outside assets/ is revalidated', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
