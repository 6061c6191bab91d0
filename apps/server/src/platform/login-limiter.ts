/**
 * Failed-login limiter (DESIGN.md security baseline): more than 5 failures a minute for one account
 * or one IP answers 429. In-process; the Redis-backed version shares counts across instances.
 */
export interface LoginLimiter {
  /** Throws-free check: true when this account or IP is blocked right now. */
  isBlocked(email: string, ip: string): boolean;
  recordFailure(email: string, ip: string): void;
  /** A successful login clears the account's count. */
  recordSuccess(email: string): void;
}

export function createMemoryLoginLimiter(maxFailures = 5, windowMs = 60_000, now: () => number = Date.now): LoginLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const since = now() - windowMs;
    const list = (failures.get(key) ?? []).filter((at) => at > since);
    if (list.length === 0) failures.delete(key);
    else failures.set(key, list);
    return list;
  };
  return {
    isBlocked(email, ip) {
      return recent(`a:${email}`).length >= maxFailures || recent(`i:${ip}`).length >= maxFailures;
    },
    recordFailure(email, ip) {
      for (const key of [`a:${email}`, `i:${ip}`]) failures.set(key, [...recent(key), now()]);
    },
    recordSuccess(email) {
      failures.delete(`a:${email}`);
    },
  };
}
