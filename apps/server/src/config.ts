/** Process configuration: parsed once from the environment with zod (docs/design.md#configuration). */
import { z } from 'zod';
import path from 'node:path';
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import type { JWTVerifyGetKey } from 'jose';
import type { LiveLimits } from './platform/live/live-limits.ts';
import type { MailLimits } from './platform/mail-limiter.ts';
import type { RecipientLimits } from './platform/recipient-limiter.ts';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/**
 * TRUST_PROXY (docs/design.md#configuration): off by default, so the client IP (rate limits, failed
 * logins, signature audit) is the socket's address and an `X-Forwarded-For` header is ignored.
 * Behind a load balancer: a hop count (1 = the one proxy in front) or a comma list of the proxies'
 * addresses / CIDR ranges. `true` (trust any sender) is refused: it lets anyone choose their IP.
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = value?.trim() ?? '';
    if (text === '' || ['0', 'false', 'off', 'no'].includes(text.toLowerCase())) return false;
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops <= 32) return hops;
    }
    const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
    const bad = entries.find((entry) => {
      const [address = '', bits, ...rest] = entry.split('/');
      const version = isIP(address);
      return version === 0 || rest.length > 0 || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)));
    });
    if (entries.length === 0 || bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `use off, a hop count (1-32) or a comma list of proxy addresses/CIDR ranges${bad ? ` (not "${bad}")` : ''}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Scale-out and operations (issue 24, README "Running several instances"): kept together here.
 * REDIS_PREFIX names every Redis key and channel; DATABASE_POOL_MAX sizes this instance's pool;
 * INSTANCE_NAME goes into the PostgreSQL application_name and every log line; INSTANCE_ROLE picks
 * what this process runs; METRICS_TOKEN guards /api/metrics; SHUTDOWN_DRAIN_MS is how long /api/ready
 * answers 503 before the server stops accepting connections.
 */
const scaleOutEnv = {
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'REDIS_PREFIX: 1-64 letters, digits, ".", "_" or "-"')
    .default('lintel'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  INSTANCE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,48}$/, 'INSTANCE_NAME: 1-48 letters, digits, ".", ":", "_" or "-"')
    .optional(),
  INSTANCE_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** /api/ready answers 503 when DATA_DIR's file system has less free space than this (MB; 0 = no check). */
  DATA_DISK_MIN_FREE_MB: z.coerce.number().int().min(0).max(1_000_000).default(100),
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(z.string().url().optional()),
  REDIS_URL: optionalString.pipe(z.string().url().optional()),
  SMTP_URL: optionalString.pipe(z.string().url().optional()),
  MAIL_FROM: z.string().default('Lintel <no-reply@lintel.local>'),
  PUBLIC_URL: optionalString.pipe(z.string().url().optional()),
  S3_ENDPOINT: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  AI_BASE_URL: optionalString.pipe(z.string().url().optional()),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  GOOGLE_CLIENT_ID: optionalString,
  APPLE_CLIENT_ID: optionalString,
  SEED_DEMO: z.enum(['0', '1']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalString,
  TRUST_PROXY: trustProxySchema,
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  MAIL_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
  SIGNUP_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(10),
  /** e2e only: exposes POST /api/e2e/clock/run-jobs; ignored when NODE_ENV is production. */
  LINTEL_E2E_CLOCK: z.enum(['0', '1']).optional(),
  /** Tests only: the point (e.g. `calendar.created`) where a request stops for a kill test (platform/test-pause.ts); refused in production. */
  LINTEL_TEST_PAUSE_AT: optionalString,
  ...scaleOutEnv,
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: string | undefined;
  googleClientId: string | undefined;
  appleClientId: string | undefined;
  seedDemo: boolean | undefined;
  logLevel: string;
  webDistDir: string | undefined;
  /** S3-compatible object storage (S3_*); undefined means files live on disk under DATA_DIR/files. */
  s3?: S3Config | undefined;
  /** OpenAI-compatible endpoint (AI_*); undefined means every AI feature uses its local engine. */
  ai?: AiConfig | undefined;
  /**
   * Which proxies may set the client IP through X-Forwarded-For (Fastify's `trustProxy`): false (the
   * default: the socket address is the client), a hop count, or proxy addresses / CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** On SIGTERM/SIGINT: how long in-flight responses may take to finish before the process exits (ms). */
  shutdownGraceMs: number;
  /** E-mails one client IP may cause per hour (MAIL_LIMIT_PER_IP; the browser journeys sign up many users from 127.0.0.1). */
  mailLimitPerIp: number;
  /** Register (local or social), e-mail resend, forgot-password and reset requests one client IP may make per minute (SIGNUP_LIMIT_PER_IP, default 10). */
  signupLimitPerIp: number;
  /** POST /api/e2e/clock/run-jobs is registered (LINTEL_E2E_CLOCK=1 and NODE_ENV not production). */
  e2eClock?: boolean;
  /** LINTEL_TEST_PAUSE_AT: a kill test's pause point (platform/test-pause.ts); never set in production. */
  testPauseAt?: string | undefined;
  /** Scale-out and operations settings (issue 24; see `scaleOutEnv`). */
  ops: OpsConfig;
  /** Test-only knobs; never set from the environment. */
  overrides?: {
    /** Replaces the Google/Apple JWKS URLs (tests use a locally generated key set). */
    socialJwks?: Partial<Record<'google' | 'apple', JWTVerifyGetKey>>;
    /** Requests per minute per IP for register and forgot-password. */
    signupRateLimit?: number;
    /** Limits of e-mail-sending routes (platform/mail-limiter.ts DEFAULT_MAIL_LIMITS). */
    mailLimits?: Partial<MailLimits>;
    /** Live-channel bounds (platform/live/live-limits.ts DEFAULT_LIVE_LIMITS). */
    liveLimits?: Partial<LiveLimits>;
    /** Per-sender, per-recipient limits (platform/recipient-limiter.ts DEFAULT_RECIPIENT_LIMITS). */
    recipientLimits?: Partial<RecipientLimits>;
    /** The live channel's ping period (ms; LIVE_HEARTBEAT_MS otherwise). */
    liveHeartbeatMs?: number;
  };
}

export interface OpsConfig {
  /** Prefix of every Redis key and pub/sub channel (`<prefix>:events`, `<prefix>:login-failures:…`). */
  redisPrefix: string;
  /** Most connections this instance's PostgreSQL pool opens. */
  databasePoolMax: number;
  /** This instance's name: PostgreSQL application_name `lintel-<name>`, and `instance` in every log line. */
  instanceName: string;
  /** 'all' (default): HTTP API + jobs + outbox drainer; 'api': HTTP only; 'worker': jobs and drainer (and /api/ready, /api/metrics). */
  role: 'all' | 'api' | 'worker';
  /** Bearer token /api/metrics requires; undefined = open (put it behind the proxy's allow-list). */
  metricsToken: string | undefined;
  /** On SIGTERM: ms during which /api/ready answers 503 and responses close their connection, before the server stops accepting (0 = none). */
  shutdownDrainMs: number;
  /** /api/ready answers 503 below this many free bytes on DATA_DIR's file system (0 = no check). */
  dataDiskMinFreeBytes: number;
}

/** What a served instance does besides answering requests (README "INSTANCE_ROLE"; decision 012). */
export interface InstanceDuties {
  /** Polls the outbox for events nobody nudged (a crash's leftovers, failed consumers' retries). */
  pollsOutbox: boolean;
  /** Runs jobs (cron and queued runs: reminders, mail). */
  runsJobs: boolean;
}

/**
 * README: `all` does everything; `api` serves HTTP and the live channel, runs no job and does not poll
 * the outbox, but its own requests' events still go out at once (its nudge drains here); `worker` runs
 * jobs and the drainer. Tests (NODE_ENV=test) neither poll nor run jobs: `t.settle()` does it by hand.
 */
export function instanceDuties(config: Pick<AppConfig, 'env' | 'ops'>): InstanceDuties {
  const served = config.env !== 'test';
  return { pollsOutbox: served && config.ops.role !== 'api', runsJobs: served && config.ops.role !== 'api' };
}

export interface S3Config {
  /** e.g. http://127.0.0.1:9000 for MinIO; undefined means AWS S3 in `region`. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both set, or both undefined (then the AWS default credential chain is used). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name: MinIO, s3rver, Ceph. */
  forcePathStyle: boolean;
}

export interface AiConfig {
  /** Ends in /v1; undefined means api.openai.com. */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  /** Whole-call deadline in milliseconds (both attempts together). */
  timeoutMs: number;
}

type Env = z.infer<typeof envSchema>;

/** S3 is on when any S3_* variable is set; then S3_BUCKET is required and the keys come in pairs. */
function s3ConfigOf(e: Env, problems: string[]): S3Config | undefined {
  const any = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_REGION, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY].some((v) => v !== undefined);
  if (!any) return undefined;
  if (!e.S3_BUCKET) problems.push('  S3_BUCKET: required when any S3_* variable is set');
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push('  S3_ACCESS_KEY_ID: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  }
  if (e.S3_ENDPOINT !== undefined && !URL.canParse(e.S3_ENDPOINT)) problems.push('  S3_ENDPOINT: must be a URL');
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET ?? '',
    region: e.S3_REGION ?? 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    // A custom endpoint is usually MinIO-style (host:port, no bucket sub-domains).
    forcePathStyle: e.S3_FORCE_PATH_STYLE === undefined ? e.S3_ENDPOINT !== undefined : ['true', '1'].includes(e.S3_FORCE_PATH_STYLE),
  };
}

/** AI is on when AI_BASE_URL or AI_API_KEY is set; then AI_MODEL is required. */
function aiConfigOf(e: Env, problems: string[]): AiConfig | undefined {
  if (e.AI_BASE_URL === undefined && e.AI_API_KEY === undefined) return undefined;
  if (!e.AI_MODEL) problems.push('  AI_MODEL: required when AI_BASE_URL or AI_API_KEY is set');
  return { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL ?? '', timeoutMs: e.AI_TIMEOUT_MS };
}

/**
 * Parses the environment. Throws an Error naming each bad variable (the process prints it and exits).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  const s3 = s3ConfigOf(e, problems);
  const ai = aiConfigOf(e, problems);
  if (e.LINTEL_TEST_PAUSE_AT && e.NODE_ENV === 'production') problems.push('  LINTEL_TEST_PAUSE_AT: a test-only hook; it cannot be set with NODE_ENV=production');
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET,
    googleClientId: e.GOOGLE_CLIENT_ID,
    appleClientId: e.APPLE_CLIENT_ID,
    seedDemo: e.SEED_DEMO === undefined ? undefined : e.SEED_DEMO === '1',
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    s3,
    ai,
    trustProxy: e.TRUST_PROXY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    mailLimitPerIp: e.MAIL_LIMIT_PER_IP,
    signupLimitPerIp: e.SIGNUP_LIMIT_PER_IP,
    e2eClock: e.LINTEL_E2E_CLOCK === '1' && e.NODE_ENV !== 'production',
    testPauseAt: e.NODE_ENV === 'production' ? undefined : e.LINTEL_TEST_PAUSE_AT,
    ops: {
      redisPrefix: e.REDIS_PREFIX,
      databasePoolMax: e.DATABASE_POOL_MAX,
      instanceName: e.INSTANCE_NAME ?? `${hostname()}-${e.PORT}`,
      role: e.INSTANCE_ROLE,
      metricsToken: e.METRICS_TOKEN,
      shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
      dataDiskMinFreeBytes: e.DATA_DISK_MIN_FREE_MB * 1024 * 1024,
    },
  };
}
