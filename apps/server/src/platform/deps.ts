/** What every module receives from buildApp: configuration and the platform services. */
import type { AppConfig } from '../config.ts';
import type { Database, DatabaseHandle } from './db.ts';
import type { Mailer } from './mail.ts';
import type { FileStorage } from './storage.ts';
import type { AccessTokens } from './auth.ts';
import type { FileUrls } from './file-urls.ts';
import type { LoginLimiter } from './login-limiter.ts';
import type { MailLimiter } from './mail-limiter.ts';
import type { RecipientLimiter } from './recipient-limiter.ts';
import type { AiClient } from './ai/ai-client.ts';
import type { Jobs } from './jobs/jobs.ts';
import type { Events } from './events/events.ts';
import type { LiveRooms } from './live/live.ts';
import type { Readiness } from './readiness.ts';
import type { WindowCounters } from './mail-limiter.ts';

/** The types every service signature uses, so a service imports them from one place. */
export type { AuthContext } from './auth.ts';
export type { Executor } from './db.ts';

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  tokens: AccessTokens;
  fileUrls: FileUrls;
  loginLimiter: LoginLimiter;
  /** Per IP, account and address limits of e-mail-sending routes (`limitMail`). */
  mailLimiter: MailLimiter;
  /** Per-sender, per-recipient limits of flows that notify another account (`check(rule, sender, recipients)`). */
  recipientLimiter: RecipientLimiter;
  /** Scheduled jobs (rent overdue and late fees, schedules ahead); tests run them with a moved clock. */
  jobs: Jobs;
  /** OpenAI-compatible client (AI_*); features run through `ai.run` so they fall back to a local engine. */
  ai: AiClient;
  /** Domain events: outbox drainer, durable consumers, the bus the live channel listens to. */
  events: Events;
  /** Live-channel room authorizers: a module registers one per room kind it owns ('workOrder', …). */
  liveRooms: LiveRooms;
  /** Dependency checks and the shutdown state behind GET /api/ready (issue 24). */
  readiness: Readiness;
  /** Fixed-window counters for a route's own limits (in Redis with REDIS_URL, so shared by every instance). */
  counters: WindowCounters;
}
