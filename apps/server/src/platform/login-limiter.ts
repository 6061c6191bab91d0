/**
 * Failed-login limiter (docs/design.md#security-baseline): more than 5 failures a minute for one account
 * or one IP answers 429. In-process by default; with REDIS_URL the counts live in Redis so every
 * API instance behind a load balancer sees the same ones.
 */
import type { Redis } from 'ioredis';

export interface LoginLimiter {
  /** True when this account or this IP has reached the limit in the current window. */
  isBlocked(email: string, ip: string): Promise<boolean>;
  recordFailure(email: string, ip: string): Promise<void>;
  /** A successful login clears the account's count. */
  recordSuccess(email: string): Promise<void>;
}

export const MAX_FAILED_LOGINS = 5;
export const FAILED_LOGIN_WINDOW_MS = 60_000;

const keysOf = (email: string, ip: string) => [`a:${email}`, `i:${ip}`];

/** Sliding window kept in memory: for one instance (the embedded default) and tests. */
export function createMemoryLoginLimiter(
  maxFailures = MAX_FAILED_LOGINS,
  windowMs = FAILED_LOGIN_WINDOW_MS,
  now: () => number = Date.now,
): LoginLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const since = now() - windowMs;
    const list = (failures.get(key) ?? []).filter((at) => at > since);
    if (list.length === 0) failures.delete(key);
    else failures.set(key, list);
    return list;
  };
  return {
    async isBlocked(email, ip) {
      return keysOf(email, ip).some((key) => recent(key).length >= maxFailures);
    },
    async recordFailure(email, ip) {
      for (const key of keysOf(email, ip)) failures.set(key, [...recent(key), now()]);
    },
    async recordSuccess(email) {
      failures.delete(`a:${email}`);
    },
  };
}

/** Fixed one-minute windows in Redis (INCR + PEXPIRE), shared by every instance. */
export function createRedisLoginLimiter(
  redis: Redis,
  maxFailures = MAX_FAILED_LOGINS,
  windowMs = FAILED_LOGIN_WINDOW_MS,
  prefix = 'lintel:login-failures:',
): LoginLimiter {
  // Redis unreachable: the commands fail within REDIS_COMMAND_TIMEOUT_MS and the request is answered
  // 503 with Retry-After (docs/decisions/008-redis-loss.md): sign-in is refused, never left unlimited.
  return {
    async isBlocked(email, ip) {
      const counts = await redis.mget(keysOf(email, ip).map((key) => prefix + key));
      return counts.some((count) => Number(count ?? 0) >= maxFailures);
    },
    async recordFailure(email, ip) {
      const pipeline = redis.multi();
      for (const key of keysOf(email, ip)) {
        pipeline.incr(prefix + key);
        pipeline.pexpire(prefix + key, windowMs, 'NX');
      }
      await pipeline.exec();
    },
    async recordSuccess(email) {
      await redis.del(`${prefix}a:${email}`);
    },
  };
}
