import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClients } from './api-client.ts';
import type { TokenStorage } from './api-client.ts';

function memoryStorage(
  access = 'old-access',
  refresh = 'old-refresh-token',
): TokenStorage & { access: string | null; refresh: string | null } {
  const store = {
    access: access as string | null,
    refresh: refresh as string | null,
    getAccessToken: () => store.access,
    getRefreshToken: () => store.refresh,
    setTokens: ({ jwt, refreshToken }: { jwt: string; refreshToken: string }) => {
      store.access = jwt;
      store.refresh = refreshToken;
    },
    clear: () => {
      store.access = null;
      store.refresh = null;
    },
  };
  return store;
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A fake server: /auth/token/refresh rotates tokens; other paths answer 401 to the old token and 200 to the new. */
function fakeServer(options: { refreshFails?: boolean } = {}) {
  const calls: { url: string; auth: string | null }[] = [];
  let refreshCalls = 0;
  const fetchImpl = vi.fn(async (url: string, init: RequestInit) => {
    const auth = (init.headers as Record<string, string>).Authorization ?? null;
    calls.push({ url, auth });
    if (url.endsWith('/auth/token/refresh')) {
      refreshCalls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (options.refreshFails)
        return json(401, {
          statusCode: 401,
          code: 'REFRESH_TOKEN_INVALID',
          error: 'Unauthorized',
          message: 'Session expired',
        });
      return json(200, { jwt: 'new-access', refreshToken: 'new-refresh-token' });
    }
    if (auth !== 'Bearer new-access')
      return json(401, { statusCode: 401, code: 'TOKEN_EXPIRED', error: 'Unauthorized', message: 'Token expired' });
    return json(200, { ok: url });
  });
  return { fetchImpl, calls, refreshCount: () => refreshCalls };
}

describe('api client (spec points 7 and 8)', () => {
  it('refreshes once on a 401, stores both rotated tokens and retries the call once', async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    const { api } = createApiClients({ fetch: server.fetchImpl as unknown as typeof fetch, storage });
    await expect(api.get('/users/me')).resolves.toEqual({ ok: '/api/users/me' });
    expect(server.refreshCount()).toBe(1);
    expect(storage.access).toBe('new-access');
    expect(storage.refresh).toBe('new-refresh-token');
    expect(server.calls.map((call) => call.url)).toEqual(['/api/users/me', '/api/auth/token/refresh', '/api/users/me']);
  });

  it('shares one refresh between concurrent 401s', async () => {
    const server = fakeServer();
    const { api } = createApiClients({ fetch: server.fetchImpl as unknown as typeof fetch, storage: memoryStorage() });
    const results = await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    expect(results).toHaveLength(3);
    expect(server.refreshCount()).toBe(1);
  });

  it('fires the unauthorized action and clears tokens when the refresh fails', async () => {
    const server = fakeServer({ refreshFails: true });
    const storage = memoryStorage();
    const onUnauthorized = vi.fn();
    const { api } = createApiClients({
      fetch: server.fetchImpl as unknown as typeof fetch,
      storage,
      events: { onUnauthorized },
    });
    const results = await Promise.allSettled([api.get('/a'), api.get('/b')]);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(server.refreshCount()).toBe(1);
    expect(onUnauthorized).toHaveBeenCalled();
    expect(storage.access).toBeNull();
  });

  it('the public client never refreshes and turns the error body into an ApiError', async () => {
    const fetchImpl = vi.fn(async () =>
      json(401, {
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        error: 'Unauthorized',
        message: 'Wrong e-mail or password',
      }),
    );
    const { publicApi } = createApiClients({ fetch: fetchImpl as unknown as typeof fetch, storage: memoryStorage() });
    const error = await publicApi.post('/auth/local/login', { email: 'a@b.c', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS', message: 'Wrong e-mail or password' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("signals offline on a 'Network Error' and restore on the next successful response", async () => {
    const onNetworkError = vi.fn();
    const onNetworkRestored = vi.fn();
    let down = true;
    const fetchImpl = vi.fn(async () => {
      if (down) throw new TypeError('Failed to fetch');
      return json(200, { ok: true });
    });
    const { publicApi } = createApiClients({
      fetch: fetchImpl as unknown as typeof fetch,
      storage: memoryStorage(),
      events: { onNetworkError, onNetworkRestored },
    });
    await expect(publicApi.get('/x')).rejects.toMatchObject({ code: 'NETWORK_ERROR', message: "You're offline. Check your connection and try again." });
    expect(onNetworkError).toHaveBeenCalledTimes(1);
    down = false;
    await publicApi.get('/x');
    await publicApi.get('/x');
    expect(onNetworkRestored).toHaveBeenCalledTimes(1);
  });

  it('a deliberately aborted request is not a network error', async () => {
    const onNetworkError = vi.fn();
    const fetchImpl = vi.fn(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    const { api } = createApiClients({
      fetch: fetchImpl as unknown as typeof fetch,
      storage: memoryStorage(),
      events: { onNetworkError },
    });
    const controller = new AbortController();
    controller.abort();
    await expect(api.get('/x', { signal: controller.signal })).rejects.toMatchObject({ code: 'ABORTED' });
    expect(onNetworkError).not.toHaveBeenCalled();
  });

  it('sends query parameters and JSON bodies, and returns undefined for 204', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    const { api } = createApiClients({ fetch: fetchImpl as unknown as typeof fetch, storage: memoryStorage('t') });
    await expect(api.delete('/properties/1', { query: { a: 1, b: undefined, c: '' } })).resolves.toBeUndefined();
    expect((fetchImpl.mock.calls as unknown as string[][])[0]?.[0]).toBe('/api/properties/1?a=1');
  });
});
