/** Process configuration: parsed once from the environment with zod (DESIGN.md "Configuration"). */
import { z } from 'zod';
import path from 'node:path';
import type { JWTVerifyGetKey } from 'jose';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

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
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  AI_BASE_URL: optionalString.pipe(z.string().url().optional()),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  APPLE_CLIENT_ID: optionalString,
  SEED_DEMO: z.enum(['0', '1']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalString,
  /** e2e only: exposes POST /api/e2e/clock/run-jobs; ignored when NODE_ENV is production. */
  LINTEL_E2E_CLOCK: z.enum(['0', '1']).optional(),
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
  /** POST /api/e2e/clock/run-jobs is registered (LINTEL_E2E_CLOCK=1 and NODE_ENV not production). */
  e2eClock?: boolean;
  /** Test-only knobs; never set from the environment. */
  overrides?: {
    /** Replaces the Google/Apple JWKS URLs (tests use a locally generated key set). */
    socialJwks?: Partial<Record<'google' | 'apple', JWTVerifyGetKey>>;
    /** Requests per minute per IP for register and forgot-password. */
    signupRateLimit?: number;
  };
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
    e2eClock: e.LINTEL_E2E_CLOCK === '1' && e.NODE_ENV !== 'production',
  };
}
