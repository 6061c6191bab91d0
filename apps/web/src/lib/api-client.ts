/** The two HTTP clients of spec point 7 (Bearer and public) over fetch: refresh-once on 401, offline signal, ApiError. */
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@lintel/shared';
import type { ErrorDetail, TokenPair } from '@lintel/shared';

export const API_ROOT = '/api';

/** What a request that got no response at all says (issue 11 item 2: words a person uses, not 'Network Error'). */
export const OFFLINE_MESSAGE = "You're offline. Check your connection and try again.";

/** A failed call as the UI sees it: HTTP status (0 when there was no response), stable code, message, details. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ErrorDetail[] | undefined;

  constructor(status: number, code: string, message: string, details?: ErrorDetail[]) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** True for 'Network Error': fetch failed without any response. */
  get isNetworkError(): boolean {
    return this.code === 'NETWORK_ERROR';
  }
}

/** True when a request was cancelled on purpose (spec point 8: no toast, the call stays pending). */
export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof Error && error.name === 'AbortError') ||
    (error instanceof ApiError && error.code === 'ABORTED')
  );
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface HttpClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  delete<T = void>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, data?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, data?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, data?: unknown, options?: RequestOptions): Promise<T>;
}

/** What the clients tell the rest of the app; the store wires these up (app/store.ts). */
export interface ApiClientEvents {
  onNetworkError: () => void;
  onNetworkRestored: () => void;
  onUnauthorized: () => void;
  onTokensRefreshed: (tokens: TokenPair) => void;
}

export interface TokenStorage {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: TokenPair): void;
  clear(): void;
}

/** Spec point 9: access and refresh tokens live in local storage under two keys. */
export const localTokenStorage: TokenStorage = {
  getAccessToken: () => safeStorage()?.getItem(ACCESS_TOKEN_KEY) ?? null,
  getRefreshToken: () => safeStorage()?.getItem(REFRESH_TOKEN_KEY) ?? null,
  setTokens: ({ jwt, refreshToken }) => {
    safeStorage()?.setItem(ACCESS_TOKEN_KEY, jwt);
    safeStorage()?.setItem(REFRESH_TOKEN_KEY, refreshToken);
  },
  clear: () => {
    safeStorage()?.removeItem(ACCESS_TOKEN_KEY);
    safeStorage()?.removeItem(REFRESH_TOKEN_KEY);
  },
};

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export interface ApiClientsConfig {
  fetch?: typeof fetch;
  storage?: TokenStorage;
  events?: Partial<ApiClientEvents>;
  root?: string;
}

/**
 * Builds the pair of clients. The authed client sends `Authorization: Bearer <jwt>`; on a 401 it
 * refreshes once (concurrent 401s share one refresh) and retries once; a failed refresh fires
 * onUnauthorized. No request timeout (spec point 9).
 */
export function createApiClients(config: ApiClientsConfig = {}) {
  const storage = config.storage ?? localTokenStorage;
  const root = config.root ?? API_ROOT;
  const events: Partial<ApiClientEvents> = config.events ?? {};
  const doFetch = (input: string, init: RequestInit) => (config.fetch ?? globalThis.fetch)(input, init);
  let offline = false;
  let refreshPromise: Promise<string> | null = null;
  const refreshListeners = new Set<(jwt: string) => void>();

  function buildUrl(path: string, query?: RequestOptions['query']): string {
    let url = `${root}${path.startsWith('/') ? path : `/${path}`}`;
    if (query) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
      }
      const text = params.toString();
      if (text) url += `?${text}`;
    }
    return url;
  }

  async function send(
    method: string,
    path: string,
    data: unknown,
    options: RequestOptions,
    token: string | null,
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    let body: BodyInit | undefined;
    if (data instanceof FormData) body = data;
    else if (data !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(data);
    }
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await doFetch(buildUrl(path, options.query), { method, headers, body, signal: options.signal });
    } catch (error) {
      if (isAbortError(error) || options.signal?.aborted) throw new ApiError(0, 'ABORTED', 'Request cancelled');
      // fetch rejects with a TypeError when there is no response at all: the 'Network Error' of spec point 8.
      if (!offline) {
        offline = true;
      }
      events.onNetworkError?.();
      throw new ApiError(0, 'NETWORK_ERROR', OFFLINE_MESSAGE);
    }
    if (response.ok && offline) {
      offline = false;
      events.onNetworkRestored?.();
    }
    return response;
  }

  async function parse<T>(response: Response): Promise<T> {
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    let json: unknown = undefined;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    if (response.ok) return json as T;
    const body = (json ?? {}) as Partial<{ code: string; message: string; details: ErrorDetail[] }>;
    throw new ApiError(
      response.status,
      body.code ?? `HTTP_${response.status}`,
      body.message ?? response.statusText ?? 'Request failed',
      body.details,
    );
  }

  /** One refresh at a time: every caller that hits a 401 meanwhile awaits the same promise. */
  function refreshAccessToken(): Promise<string> {
    if (!refreshPromise) {
      refreshPromise = (async () => {
        const refreshToken = storage.getRefreshToken();
        if (!refreshToken) throw new ApiError(401, 'REFRESH_TOKEN_INVALID', 'Session expired');
        const response = await send('POST', '/auth/token/refresh', { refreshToken }, {}, null);
        const tokens = await parse<TokenPair>(response);
        storage.setTokens(tokens);
        events.onTokensRefreshed?.(tokens);
        for (const listener of refreshListeners) listener(tokens.jwt);
        return tokens.jwt;
      })().finally(() => {
        refreshPromise = null;
      });
    }
    return refreshPromise;
  }

  function makeClient(authed: boolean): HttpClient {
    async function request<T>(method: string, path: string, data: unknown, options: RequestOptions = {}): Promise<T> {
      const response = await send(method, path, data, options, authed ? storage.getAccessToken() : null);
      if (authed && response.status === 401) {
        let jwt: string;
        try {
          jwt = await refreshAccessToken();
        } catch (error) {
          if (isAbortError(error)) throw error;
          storage.clear();
          events.onUnauthorized?.();
          return parse<T>(response);
        }
        const retried = await send(method, path, data, options, jwt);
        return parse<T>(retried);
      }
      return parse<T>(response);
    }
    return {
      get: (path, options) => request('GET', path, undefined, options),
      delete: (path, options) => request('DELETE', path, undefined, options),
      post: (path, data, options) => request('POST', path, data, options),
      put: (path, data, options) => request('PUT', path, data, options),
      patch: (path, data, options) => request('PATCH', path, data, options),
    };
  }

  return {
    api: makeClient(true),
    publicApi: makeClient(false),
    /** Lets the store subscribe after both exist (avoids an import cycle). */
    setEvents(next: Partial<ApiClientEvents>) {
      Object.assign(events, next);
    },
    /**
     * Calls `listener(jwt)` after every successful token refresh (the live channel re-authenticates with
     * it); returns the unsubscribe function.
     */
    onTokensRefreshed(listener: (jwt: string) => void): () => void {
      refreshListeners.add(listener);
      return () => refreshListeners.delete(listener);
    },
    /**
     * Refreshes the access token now (shared with any refresh in flight) and resolves with the new one.
     * When the server refuses the refresh token it clears the tokens and fires onUnauthorized; either way
     * it rejects with the ApiError (status 0 when the network failed, and then nothing is cleared).
     */
    async refreshSession(): Promise<string> {
      try {
        return await refreshAccessToken();
      } catch (error) {
        if (error instanceof ApiError && error.status !== 0) {
          storage.clear();
          events.onUnauthorized?.();
        }
        throw error;
      }
    },
  };
}

const clients = createApiClients();
/** Sends the Bearer access token from local storage. */
export const api = clients.api;
/** Sends no token: sign-in, sign-up, verification, password reset. */
export const publicApi = clients.publicApi;
export const setApiClientEvents = clients.setEvents;
export const onTokensRefreshed = clients.onTokensRefreshed;
export const refreshSession = clients.refreshSession;
export const tokenStorage = localTokenStorage;

/** The server's message, or the spec point 8 default for that call. */
/**
 * The field errors of a failed call, `{ email: 'An account with this e-mail already exists…' }`, from
 * its `details` (docs/design.md#errors; the first message of a path wins); empty for other failures.
 * Forms show these on their inputs instead of a toast (issue 11 item 17).
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const detail of error.details ?? []) errors[detail.path] ??= detail.message;
  return errors;
}

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && error.status !== 0) return error.message;
  if (error instanceof ApiError && error.isNetworkError) return error.message;
  return fallback;
}
