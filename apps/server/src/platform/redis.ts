/**
 * Redis connections (REDIS_URL, issue 24): every client fails fast instead of hanging while Redis is
 * away — no offline queue, a short command timeout, one retry — and keeps reconnecting in the
 * background. Start-up waits for the first connection and, failing that, stops with an error that
 * names REDIS_URL. Every key and channel is under REDIS_PREFIX (`redisKey`).
 */
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** A command that gets no answer within this many ms fails (the limiters then answer 503). */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;
/** How long start-up waits for Redis before it gives up naming REDIS_URL. */
export const REDIS_START_TIMEOUT_MS = 5_000;
/** Seconds a client is told to wait (Retry-After) when a request could not reach Redis. */
export const REDIS_RETRY_AFTER_SECONDS = 5;

export interface RedisClientOptions {
  /** Subscriber connections must keep commands queued while they resubscribe: they get the offline queue. */
  subscriber?: boolean;
  /** Connect on the first command instead of at once. */
  lazyConnect?: boolean;
}

/** `<prefix>:<name>`: the one way keys and channels are named. */
export function redisKey(prefix: string, name: string): string {
  return `${prefix}:${name}`;
}

/** A client that fails fast while disconnected and reconnects with a capped backoff (200 ms → 2 s). */
export function createRedisClient(url: string, log: FastifyBaseLogger, options: RedisClientOptions = {}): Redis {
  const client = new Redis(url, {
    lazyConnect: options.lazyConnect ?? false,
    enableOfflineQueue: options.subscriber ?? false,
    maxRetriesPerRequest: options.subscriber ? null : 1,
    commandTimeout: options.subscriber ? undefined : REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let lastError = '';
  client.on('error', (error: Error) => {
    // One line per distinct failure, not one per reconnect attempt.
    if (error.message !== lastError) log.warn({ err: error }, 'redis connection error');
    lastError = error.message;
  });
  client.on('ready', () => (lastError = ''));
  return client;
}

/**
 * Resolves once `client` is connected; rejects after `timeoutMs` with an error naming REDIS_URL
 * (the URL without its password) and the last connection error.
 */
export async function waitForRedis(client: Redis, url: string, timeoutMs = REDIS_START_TIMEOUT_MS): Promise<void> {
  if (client.status === 'ready') return;
  if (client.status === 'wait') void client.connect().catch(() => undefined);
  let lastError = 'no answer';
  const onError = (error: Error) => (lastError = error.message || String(error));
  client.on('error', onError);
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        client.off('ready', ready);
        reject(new Error(`REDIS_URL (${redactUrl(url)}): Redis is not reachable after ${timeoutMs / 1000} s (${lastError})`));
      }, timeoutMs);
      const ready = () => {
        clearTimeout(timer);
        resolve();
      };
      client.once('ready', ready);
    });
  } finally {
    client.off('error', onError);
  }
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

/**
 * Whether `error` means a dependency (Redis, PostgreSQL, S3) could not be reached or did not answer in
 * time, rather than a bug: such a request is answered 503 with Retry-After instead of 500. PostgreSQL's
 * lost connections count: SQLSTATE class 08 (connection exception), 57P01-57P03 (the server shutting
 * down, crashed or starting) and node-postgres's own "Connection terminated" / "not queryable".
 */
export function isDependencyUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03'].includes(code) ||
      /^08[0-9A-Z]{3}$/.test(code))
  ) {
    return true;
  }
  if (['MaxRetriesPerRequestError', 'TimeoutError', 'RequestTimeout', 'ServiceUnavailable', 'SlowDown', 'InternalError'].includes(error.name)) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  if (typeof status === 'number' && status >= 500) return true;
  return /Command timed out|Connection is closed|enableOfflineQueue|Stream isn't writeable|connect ECONNREFUSED|Connection terminated|timeout exceeded when trying to connect|is not queryable|terminating connection due to/i.test(
    error.message,
  );
}
