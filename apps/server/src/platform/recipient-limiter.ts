/**
 * Per-sender, per-recipient limits (issue 25 item 7): one account must not flood another with requests
 * that each notify them — a landlord asking one provider for quotes, a tenant filing requests to their
 * landlord. Fixed-window counters per (rule, sender, recipient), in memory on one instance and in
 * Redis with REDIS_URL (shared by every instance, like the mail limits). Over a limit: RATE_LIMITED
 * (429) with Retry-After and a message naming what to wait for.
 */
import { AppError } from './errors.ts';
import type { WindowCounters, WindowLimit } from './mail-limiter.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The flows that are limited, and what the sender is told. */
export const RECIPIENT_LIMIT_RULES = {
  /** PATCH /work-orders/request-quote/{id}: quote requests from one landlord account to one provider. */
  quoteRequest: { what: 'quote requests to this service provider' },
  /** POST /tenant-requests: requests from one tenant to one landlord account. */
  tenantRequest: { what: 'requests to your landlord' },
} as const;
export type RecipientLimitRule = keyof typeof RECIPIENT_LIMIT_RULES;
export type RecipientLimits = Record<RecipientLimitRule, WindowLimit>;

/** Defaults: 30 quote requests an hour from one landlord to one provider, 10 requests an hour from one tenant to one landlord. */
export const DEFAULT_RECIPIENT_LIMITS: RecipientLimits = {
  quoteRequest: { max: 30, windowMs: HOUR_MS },
  tenantRequest: { max: 10, windowMs: HOUR_MS },
};

export interface RecipientLimiter {
  /**
   * Counts one send of `rule` from `senderId` to each of `recipientIds`; throws RATE_LIMITED (429,
   * Retry-After in seconds) when any pair is past its limit in the current window.
   */
  check(rule: RecipientLimitRule, senderId: string, recipientIds: readonly string[]): Promise<void>;
}

export function createRecipientLimiter(counters: WindowCounters, limits: RecipientLimits = DEFAULT_RECIPIENT_LIMITS): RecipientLimiter {
  return {
    async check(rule, senderId, recipientIds) {
      const limit = limits[rule];
      const counts = await Promise.all([...new Set(recipientIds)].map((recipientId) => counters.hit(`${rule}:${senderId}:${recipientId}`, limit.windowMs)));
      if (counts.some((count) => count > limit.max)) {
        const minutes = Math.round(limit.windowMs / 60_000);
        throw new AppError('RATE_LIMITED', `You sent too many ${RECIPIENT_LIMIT_RULES[rule].what} (at most ${limit.max} in ${minutes} minutes); try again later`, undefined, {
          'retry-after': String(Math.ceil(limit.windowMs / 1000)),
        });
      }
    },
  };
}
