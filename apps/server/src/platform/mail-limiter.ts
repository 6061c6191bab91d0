/**
 * Limits on routes that send e-mail (issue #10 defect 3): an attacker must not be able to mail any
 * address, as often as they like, with text they choose. Every e-mail-sending route checks three
 * fixed-window counters before it does anything: per client IP, per account (signed-in routes) and
 * per target address (lower-cased). In memory on one instance; in Redis with REDIS_URL, shared by
 * every instance like the failed-login counts. Over a limit: AppError RATE_LIMITED (429, Retry-After).
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './errors.ts';

export interface WindowLimit {
  max: number;
  windowMs: number;
}

/** Per-IP, per-account and per-address limits (an hour each by default). */
export interface MailLimits {
  perIp: WindowLimit;
  perAccount: WindowLimit;
  perAddress: WindowLimit;
}

const HOUR_MS = 60 * 60 * 1000;

/** Defaults: 20 e-mails an hour from one IP, 50 from one account, 5 to one address. */
export const DEFAULT_MAIL_LIMITS: MailLimits = {
  perIp: { max: 20, windowMs: HOUR_MS },
  perAccount: { max: 50, windowMs: HOUR_MS },
  perAddress: { max: 5, windowMs: HOUR_MS },
};

/** Fixed-window counters: `hit` adds one to `key` and answers the count in the current window. */
export interface WindowCounters {
  hit(key: string, windowMs: number): Promise<number>;
}

/** Counters in this process (the embedded default, tests). `now` in ms. */
export function createMemoryCounters(now: () => number = Date.now): WindowCounters {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async hit(key, windowMs) {
      const at = now();
      if (windows.size > 100_000) for (const [k, w] of windows) if (w.endsAt <= at) windows.delete(k);
      const current = windows.get(key);
      if (!current || current.endsAt <= at) {
        windows.set(key, { count: 1, endsAt: at + windowMs });
        return 1;
      }
      current.count += 1;
      return current.count;
    },
  };
}

/** Counters in Redis (INCR + PEXPIRE NX), shared by every instance. */
export function createRedisCounters(redis: Redis, prefix = 'lintel:mail-limit:'): WindowCounters {
  return {
    async hit(key, windowMs) {
      const results = await redis.multi().incr(prefix + key).pexpire(prefix + key, windowMs, 'NX').exec();
      return Number(results?.[0]?.[1] ?? 0);
    },
  };
}

export interface MailSendAttempt {
  ip: string;
  accountId?: string | undefined;
  /** The addresses this request would mail. */
  to: readonly string[];
}

export interface MailLimiter {
  /** Counts one attempt; throws RATE_LIMITED (429) when any of its counters is past its limit. */
  check(attempt: MailSendAttempt): Promise<void>;
}

export function createMailLimiter(counters: WindowCounters, limits: MailLimits = DEFAULT_MAIL_LIMITS): MailLimiter {
  return {
    async check({ ip, accountId, to }) {
      const checks: Array<[string, WindowLimit]> = [[`ip:${ip}`, limits.perIp]];
      if (accountId) checks.push([`account:${accountId}`, limits.perAccount]);
      for (const address of new Set(to.map((value) => value.trim().toLowerCase()))) checks.push([`to:${address}`, limits.perAddress]);
      const counts = await Promise.all(checks.map(([key, limit]) => counters.hit(key, limit.windowMs)));
      if (counts.some((count, index) => count > checks[index]![1].max)) {
        throw new AppError('RATE_LIMITED', 'Too many e-mails were sent; try again later', undefined, {
          'retry-after': String(Math.ceil(Math.max(...checks.map(([, limit]) => limit.windowMs)) / 1000)),
        });
      }
    },
  };
}

/**
 * A route preHandler (runs after validation and authentication) that counts one e-mail to the
 * addresses `recipients` picks from the request. Use it on every route that sends e-mail.
 */
export function limitMail(
  limiter: MailLimiter,
  recipients: (request: FastifyRequest) => string | readonly (string | null | undefined)[] | null | undefined = () => [],
): preHandlerAsyncHookHandler {
  return async (request) => {
    const picked = recipients(request);
    const to = (Array.isArray(picked) ? picked : [picked]).filter((value): value is string => typeof value === 'string' && value !== '');
    await limiter.check({ ip: request.ip, accountId: request.auth?.accountId, to });
  };
}
