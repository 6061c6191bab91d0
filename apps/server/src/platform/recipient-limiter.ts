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
  /**
   * POST /quote-requests: configurator quote requests of one homeowner or manager, whoever they reach
   * (issue 30 item 3; checked with the one recipient `ANY_RECIPIENT`). Each provider they reach is
   * counted under `quoteRequest` too, with the work-order requests for quotes.
   */
  configuratorQuoteRequest: { what: 'quote requests' },
} as const;

/** The recipient of a rule that limits a sender whoever they reach (`configuratorQuoteRequest`). */
export const ANY_RECIPIENT = 'any';
export type RecipientLimitRule = keyof typeof RECIPIENT_LIMIT_RULES;
export type RecipientLimits = Record<RecipientLimitRule, WindowLimit>;

/**
 * Defaults: 30 quote requests an hour from one landlord to one provider, 10 requests an hour from one
 * tenant to one landlord, 10 configurator quote requests an hour from one homeowner or manager.
 */
export const DEFAULT_RECIPIENT_LIMITS: RecipientLimits = {
  quoteRequest: { max: 30, windowMs: HOUR_MS },
  tenantRequest: { max: 10, windowMs: HOUR_MS },
  configuratorQuoteRequest: { max: 10, windowMs: HOUR_MS },
};

export interface RecipientLimiter {
  /**
   * Counts one send of `rule` from `senderId` to each of `recipientIds`; throws RATE_LIMITED (429,
   * Retry-After in seconds) when any pair is past its limit in the current window.
   */
  check(rule: RecipientLimitRule, senderId: string, recipientIds: readonly string[]): Promise<void>;
  /**
   * Counts one send of `rule` from `senderId` to each of `recipientIds` and answers those still within
   * the limit (in their order, without duplicates): a broadcast leaves out whoever had enough of it.
   */
  within(rule: RecipientLimitRule, senderId: string, recipientIds: readonly string[]): Promise<string[]>;
}

export function createRecipientLimiter(counters: WindowCounters, limits: RecipientLimits = DEFAULT_RECIPIENT_LIMITS): RecipientLimiter {
  const count = (rule: RecipientLimitRule, senderId: string, recipientIds: readonly string[]) => {
    const unique = [...new Set(recipientIds)];
    return Promise.all(unique.map(async (recipientId) => ({ recipientId, count: await counters.hit(`${rule}:${senderId}:${recipientId}`, limits[rule].windowMs) })));
  };
  return {
    async within(rule, senderId, recipientIds) {
      return (await count(rule, senderId, recipientIds)).filter((entry) => entry.count <= limits[rule].max).map((entry) => entry.recipientId);
    },
    async check(rule, senderId, recipientIds) {
      const limit = limits[rule];
      const counts = (await count(rule, senderId, recipientIds)).map((entry) => entry.count);
      if (counts.some((count) => count > limit.max)) {
        const minutes = Math.round(limit.windowMs / 60_000);
        throw new AppError('RATE_LIMITED', `You sent too many ${RECIPIENT_LIMIT_RULES[rule].what} (at most ${limit.max} in ${minutes} minutes); try again later`, undefined, {
          'retry-after': String(Math.ceil(limit.windowMs / 1000)),
        });
      }
    },
  };
}
