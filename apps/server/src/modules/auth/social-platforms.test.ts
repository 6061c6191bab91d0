/** GET /social-platforms lists exactly the providers this server has a client id for (issue 14). */
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const platforms = async (app: TestApp) => json<{ socialPlatforms: Array<{ name: string; clientId: string }> }>(await app.app.inject({ method: 'GET', url: '/api/social-platforms' })).socialPlatforms;

describe('GET /social-platforms', () => {
  it('with nothing configured lists none', async () => {
    t = await buildTestApp({ googleClientId: undefined, appleClientId: undefined });
    expect(await platforms(t)).toEqual([]);
    const csp = (await t.app.inject({ method: 'GET', url: '/api/social-platforms' })).headers['content-security-policy'];
    expect(csp).not.toContain('accounts.google.com');
  });
  it('with GOOGLE_CLIENT_ID set lists google with its public client id (no token needed)', async () => {
    t = await buildTestApp({ googleClientId: 'lintel-web.apps.googleusercontent.com', appleClientId: undefined });
    expect(await platforms(t)).toEqual([{ name: 'google', clientId: 'lintel-web.apps.googleusercontent.com' }]);
    // The page may load Google Identity Services (script and its button iframe), nothing of Apple's.
    const csp = String((await t.app.inject({ method: 'GET', url: '/api/social-platforms' })).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/accounts\.google\.com\/gsi\/client;/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/accounts\.google\.com\/gsi\//);
    expect(csp).not.toContain('apple');
  });
});
