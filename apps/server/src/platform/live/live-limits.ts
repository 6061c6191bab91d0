/**
 * Bounds of the live channel (issue 25 item 2, issue 23 "the live channel bounds each connection's
 * queue and frame rate"): how many connections a user and an IP address may hold, and how many frames
 * one connection may send and have waiting. Every refusal closes the socket with 4429
 * (`LIVE_CLOSE_TOO_MANY`) and a reason; docs/decisions/005-live-channel.md explains the numbers.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface LiveLimits {
  /** Open connections of one user, across instances when REDIS_URL is set. */
  connectionsPerUser: number;
  /** Open connections (authenticated or not) from one client IP, per instance. */
  connectionsPerIp: number;
  /** Frames a connection may send per second on average… */
  framesPerSecond: number;
  /** …and at once (a reconnecting client re-subscribes its rooms, at most 100, plus its auth frame). */
  frameBurst: number;
  /** Frames received and not yet handled (each subscribe may wait on its room's authorizer query). */
  maxPendingFrames: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = {
  connectionsPerUser: 20,
  connectionsPerIp: 200,
  framesPerSecond: 20,
  frameBurst: 128,
  maxPendingFrames: 128,
};

/**
 * One connection's inbound budget: a token bucket (`framesPerSecond`, up to `frameBurst`) and a bound
 * on frames waiting to be handled. `admit` answers false when the frame must not be handled; the caller
 * closes the socket then. `now` in ms.
 */
export function createFrameBudget(limits: LiveLimits, now: () => number = Date.now) {
  let tokens = limits.frameBurst;
  let refilledAt = now();
  let pending = 0;
  return {
    /** Counts one received frame; false when the connection sends too fast or too much is waiting. */
    admit(): boolean {
      const at = now();
      tokens = Math.min(limits.frameBurst, tokens + ((at - refilledAt) / 1000) * limits.framesPerSecond);
      refilledAt = at;
      if (tokens < 1 || pending >= limits.maxPendingFrames) return false;
      tokens -= 1;
      pending += 1;
      return true;
    },
    /** A frame admitted earlier has been handled. */
    done(): void {
      pending -= 1;
    },
  };
}

/**
 * Counts open connections per user and per IP. A connection holds a slot from `acquire…` until
 * `release…`; `acquire…` answers false when the slot would pass the limit.
 */
export interface LiveConnectionCounter {
  acquireIp(ip: string, limit: number): boolean;
  releaseIp(ip: string): void;
  acquireUser(userId: string, connectionId: string, limit: number): Promise<boolean>;
  releaseUser(userId: string, connectionId: string): Promise<void>;
  close(): void;
}

function createIpCounts() {
  const byIp = new Map<string, number>();
  return {
    acquireIp(ip: string, limit: number) {
      const count = byIp.get(ip) ?? 0;
      if (count >= limit) return false;
      byIp.set(ip, count + 1);
      return true;
    },
    releaseIp(ip: string) {
      const count = (byIp.get(ip) ?? 1) - 1;
      if (count <= 0) byIp.delete(ip);
      else byIp.set(ip, count);
    },
  };
}

/** Counts in this process: one instance (the embedded default) and tests. */
export function createMemoryConnectionCounter(): LiveConnectionCounter {
  const byUser = new Map<string, Set<string>>();
  return {
    ...createIpCounts(),
    async acquireUser(userId, connectionId, limit) {
      const set = byUser.get(userId) ?? new Set<string>();
      if (set.size >= limit) return false;
      set.add(connectionId);
      byUser.set(userId, set);
      return true;
    },
    async releaseUser(userId, connectionId) {
      const set = byUser.get(userId);
      set?.delete(connectionId);
      if (set?.size === 0) byUser.delete(userId);
    },
    close() {},
  };
}

/** A slot lives this long in Redis unless its instance renews it (a crashed instance's slots lapse). */
const SLOT_LEASE_MS = 60_000;
const SLOT_RENEW_MS = 20_000;

/** Drops lapsed slots, then adds the new one when the user has fewer than the limit. */
const ACQUIRE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

/**
 * Per-user counts in Redis, shared by every instance (REDIS_URL): a sorted set per user of
 * `<instance>:<connection>` slots scored by when they lapse; each instance renews its own slots every
 * 20 s, so the slots of an instance that died free themselves within a minute. Per-IP counts stay
 * per instance (a load balancer spreads one address over the instances).
 */
export function createRedisConnectionCounter(redis: Redis, prefix = 'lintel:live-connections:'): LiveConnectionCounter {
  const instance = randomUUID();
  const mine = new Map<string, string>(); // slot → user
  const keyOf = (userId: string) => `${prefix}${userId}`;
  const slotOf = (connectionId: string) => `${instance}:${connectionId}`;
  const renew = setInterval(() => {
    if (mine.size === 0) return;
    const pipeline = redis.pipeline();
    const lapseAt = Date.now() + SLOT_LEASE_MS;
    for (const [slot, userId] of mine) pipeline.zadd(keyOf(userId), 'XX', lapseAt, slot).pexpire(keyOf(userId), SLOT_LEASE_MS);
    pipeline.exec().catch(() => undefined);
  }, SLOT_RENEW_MS);
  renew.unref();
  return {
    ...createIpCounts(),
    async acquireUser(userId, connectionId, limit) {
      const now = Date.now();
      let added: unknown;
      try {
        added = await redis.eval(ACQUIRE_SCRIPT, 1, keyOf(userId), now, limit, now + SLOT_LEASE_MS, slotOf(connectionId), SLOT_LEASE_MS);
      } catch {
        return true; // Redis unreachable: the channel stays usable; the per-IP bound still holds.
      }
      if (Number(added) !== 1) return false;
      mine.set(slotOf(connectionId), userId);
      return true;
    },
    async releaseUser(userId, connectionId) {
      mine.delete(slotOf(connectionId));
      await redis.zrem(keyOf(userId), slotOf(connectionId));
    },
    close() {
      clearInterval(renew);
    },
  };
}
