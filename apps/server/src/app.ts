/**
 * buildApp(config): the Fastify application with every platform service and module wired in.
 * main.ts runs it; tests build it with app.inject() on a fresh database.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { MAX_VIDEO_BYTES } from '@lintel/shared';
import { instanceDuties, type AppConfig } from './config.ts';
import { openConfiguredDatabase, type DatabaseHandle } from './platform/db.ts';
import { registerErrorHandler, routeNotFoundBody } from './platform/errors.ts';
import { requestValidatorCompiler } from './platform/validation.ts';
import { registerJsonBodyParser } from './platform/json-body.ts';
import { nameOperations } from './platform/openapi.ts';
import { createAccessTokens } from './platform/auth.ts';
import { createStorage } from './platform/storage-from-config.ts';
import { createAiClient } from './platform/ai/ai-client.ts';
import { createOutboxMailer, createSmtpMailer } from './platform/mail.ts';
import { createFileUrls } from './platform/file-urls.ts';
import { createMemoryLoginLimiter, createRedisLoginLimiter } from './platform/login-limiter.ts';
import { createMailLimiter, createMemoryCounters, createRedisCounters, DEFAULT_MAIL_LIMITS } from './platform/mail-limiter.ts';
import { createRedisClient, redisKey, waitForRedis } from './platform/redis.ts';
import { requestIdOf, registerRequestIds } from './platform/request-context.ts';
import { checkFreeSpace, createReadiness, registerDrainHook } from './platform/readiness.ts';
import { registerMetrics } from './platform/metrics.ts';
import { closeLiveSocketsOnShutdown, installLiveOperations } from './platform/live/live-ops.ts';
import { loadSecrets } from './platform/secrets.ts';
import type { AppDeps } from './platform/deps.ts';
import { registerModules } from './modules/index.ts';
import { createInProcessJobs } from './platform/jobs/in-process.ts';
import { createPgBossJobs } from './platform/jobs/pg-boss.ts';
import { createEvents } from './platform/events/events.ts';
import { createMemoryBus, createRedisBus } from './platform/events/bus.ts';
import websocket from '@fastify/websocket';
import { createLiveRooms, registerLiveRoutes } from './platform/live/live.ts';
import { createRedisConnectionCounter } from './platform/live/live-limits.ts';
import { createRecipientLimiter, DEFAULT_RECIPIENT_LIMITS } from './platform/recipient-limiter.ts';

/** How often the outbox is polled for events committed by another instance or left by a crash. */
const EVENTS_POLL_MS = 1_000;

export interface BuildAppOptions {
  /** An already-open database (tests); otherwise opened from the config. */
  database?: DatabaseHandle;
}

export interface LintelApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** Every API route as 'METHOD /api/path' (the authorization matrix test walks this list). */
  routes: string[];
}

/** Finds apps/web/dist next to this server (source or bundle), or WEB_DIST_DIR. */
function findWebDist(config: AppConfig): string | undefined {
  if (config.webDistDir) return config.webDistDir;
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../apps/web/dist')].find((dir) =>
    existsSync(path.join(dir, 'index.html')),
  );
}

/** Paths that are probes or scrapes, never a screen of the web app. */
const OPERATIONS_PATHS = /^\/(metrics|health|healthz|ready|readyz|live|livez|status|ping)(\/|\?|$)/;

/** Whether a GET of an unknown path should get the web app's index: a browser navigation to a non-probe path. */
function wantsWebApp(url: string, accept: string | undefined): boolean {
  return !OPERATIONS_PATHS.test(url) && (accept ?? '').includes('text/html');
}

/** INSTANCE_ROLE=worker: jobs and the outbox drainer only; HTTP answers the probes and the scrape, 404 otherwise. */
function registerWorkerOnly(app: FastifyInstance) {
  const served = new Set(['/api/health', '/api/ready', '/api/metrics']);
  app.addHook('onRequest', async (request, reply) => {
    if (!served.has(request.url.split('?')[0] ?? '')) return reply.status(404).send(routeNotFoundBody(request.method, request.url));
  });
}

/** A hop count as Fastify's trust function (the same rule Fastify applies to a number: the nearest `hops` proxies). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<LintelApp> {
  const app = Fastify({
    // Every line names its instance; a request's lines carry its id (`reqId`: X-Request-Id in, else a UUID).
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, base: { pid: process.pid, instance: config.ops.instanceName } },
    genReqId: requestIdOf,
    // A request that reaches a connection accepted just before shutdown closed the listener is served
    // (its response closes the connection: draining), not refused with 503: behind a proxy that would
    // be a failed request (issue 24, SIGTERM under load).
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    // Off unless TRUST_PROXY names the proxies: otherwise any client could pick its IP (rate limits).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    ajv: { customOptions: { removeAdditional: false } },
  });
  app.setValidatorCompiler(requestValidatorCompiler);
  registerJsonBodyParser(app);
  // Responses are checked against their zod schema in development and tests; in production the
  // services' DTOs (built field by field) are written with plain JSON.stringify, which is ~10 % of
  // a list request's CPU cheaper (bench/README.md).
  if (config.env === 'production') app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  else app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && method !== 'HEAD') routes.push(`${method} ${route.url}`);
    }
  });

  registerRequestIds(app);
  if (config.ops.role === 'worker') registerWorkerOnly(app);
  const { redisPrefix, instanceName } = config.ops;
  const database =
    options.database ??
    (await openConfiguredDatabase(
      config,
      { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
      { poolSize: config.ops.databasePoolMax, applicationName: `lintel-${instanceName}`.slice(0, 63) },
      {
        // The embedded server ended and could not be restarted: exit non-zero so a supervisor
        // (systemd, Docker, Kubernetes) restarts the whole app rather than it answering 503 forever.
        onGiveUp: (error) => {
          app.log.fatal({ err: error }, 'the embedded PostgreSQL server could not be restarted: exiting');
          process.exit(1);
        },
      },
    ));
  const secrets = await loadSecrets(config.dataDir, config.jwtSecret);
  // Scale-out: with REDIS_URL, rate limits and failed-login counts are shared by every instance. The
  // client fails fast while Redis is away (503 + Retry-After); start-up waits for it, naming REDIS_URL.
  const redis = config.redisUrl ? createRedisClient(config.redisUrl, app.log) : undefined;
  if (redis && config.redisUrl) {
    try {
      await waitForRedis(redis, config.redisUrl);
    } catch (error) {
      redis.disconnect();
      if (!options.database) await database.close();
      throw error;
    }
  }
  const readiness = createReadiness();
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    storage: createStorage(config),
    ai: createAiClient(config.ai, app.log),
    mailer: config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, app.log),
    tokens: createAccessTokens(secrets.jwtSecret),
    fileUrls: createFileUrls(secrets.fileUrlSecret),
    loginLimiter: redis ? createRedisLoginLimiter(redis, undefined, undefined, redisKey(redisPrefix, 'login-failures:')) : createMemoryLoginLimiter(),
    mailLimiter: createMailLimiter(redis ? createRedisCounters(redis, redisKey(redisPrefix, 'mail-limit:')) : createMemoryCounters(), {
      ...DEFAULT_MAIL_LIMITS,
      perIp: { ...DEFAULT_MAIL_LIMITS.perIp, max: config.mailLimitPerIp },
      ...config.overrides?.mailLimits,
    }),
    recipientLimiter: createRecipientLimiter(redis ? createRedisCounters(redis, redisKey(redisPrefix, 'recipient-limit:')) : createMemoryCounters(), {
      ...DEFAULT_RECIPIENT_LIMITS,
      ...config.overrides?.recipientLimits,
    }),
    // Scale-out: on PostgreSQL, pg-boss runs each job once across instances.
    jobs: database.url
      ? createPgBossJobs({ connectionString: database.url, log: app.log, applicationName: `lintel-${instanceName}-jobs`.slice(0, 63) })
      : createInProcessJobs({ db: database.db, log: app.log }),
    // Scale-out: with REDIS_URL every instance's live channel receives every instance's events.
    events: createEvents({
      db: database.db,
      bus: config.redisUrl ? createRedisBus(config.redisUrl, app.log, redisPrefix) : createMemoryBus(app.log),
      log: app.log,
      // INSTANCE_ROLE=api: no outbox poll (a worker drains); its own requests' events still go out at once.
      pollMs: instanceDuties(config).pollsOutbox ? EVENTS_POLL_MS : 0,
    }),
    liveRooms: createLiveRooms(),
    readiness,
    counters: redis ? createRedisCounters(redis, redisKey(redisPrefix, 'counters:')) : createMemoryCounters(),
  };
  readiness.checks.set('database', async () => {
    const status = database.status?.();
    if (status && !status.up) throw new Error(status.message ?? 'the database server is down');
    await database.ping();
  });
  if (redis) readiness.checks.set('redis', async () => void (await redis.ping()));
  const { storage } = deps;
  if (storage.check) readiness.checks.set('storage', () => storage.check!());
  // Files (disk driver) and the embedded database live in DATA_DIR: ready only with room left there.
  if (config.ops.dataDiskMinFreeBytes > 0 && (storage.driver === 'disk' || database.kind !== 'postgres')) {
    readiness.checks.set('disk', () => checkFreeSpace(config.dataDir, config.ops.dataDiskMinFreeBytes));
  }
  registerDrainHook(app, readiness);

  registerErrorHandler(app);
  // Social sign-in runs the providers' own web flows: Google Identity Services (script, button
  // iframe, styles) and Sign in with Apple JS (script; the popup needs no CSP). Only when configured.
  const google = config.googleClientId ? ['https://accounts.google.com/gsi/'] : [];
  const apple = config.appleClientId ? ['https://appleid.cdn-apple.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'", ...(config.googleClientId ? ['https://accounts.google.com/gsi/style'] : [])],
        scriptSrc: ["'self'", ...(config.googleClientId ? ['https://accounts.google.com/gsi/client'] : []), ...apple],
        connectSrc: ["'self'", ...google],
        workerSrc: ["'self'", 'blob:'],
        // The lease PDF is shown in an iframe of an object URL made from the authenticated download.
        frameSrc: ["'self'", 'blob:', ...google],
      },
    },
  });
  // JSON (and the ICS feed) over 1 KB gzip-compressed when the client accepts it (issue 23): a list
  // page shrinks ~5-10×. gzip only: brotli costs several times the CPU per response. The web app's
  // files are served pre-compressed by @fastify/static and left alone.
  await app.register(compress, { encodings: ['gzip', 'deflate'], threshold: 1024, globalDecompression: false, zlibOptions: { level: 5 } });
  // Redis unreachable: the store's error is answered 503 + Retry-After (docs/decisions/008-redis-loss.md).
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: redisKey(redisPrefix, 'rate-limit:') } : {}) });
  await app.register(multipart, { limits: { fileSize: MAX_VIDEO_BYTES, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Lintel API', version: '0.1.0', description: 'Property management and home services. Errors share one shape: { statusCode, code, error, message, details? }.' },
      servers: [{ url: '/', description: 'this server (every path starts with /api)' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 }, preClose: closeLiveSocketsOnShutdown });
  installLiveOperations(app, { bus: deps.events.bus, ...(config.overrides?.liveHeartbeatMs ? { heartbeatMs: config.overrides.liveHeartbeatMs } : {}) });
  nameOperations(app);
  registerMetrics(app, { deps, redis });

  await app.register(
    async (api) => {
      registerLiveRoutes(api, {
        tokens: deps.tokens,
        events: deps.events,
        rooms: deps.liveRooms,
        limits: config.overrides?.liveLimits,
        counter: redis ? createRedisConnectionCounter(redis, redisKey(redisPrefix, 'live-connections:')) : undefined,
      });
      registerModules(api, deps);
    },
    { prefix: '/api' },
  );

  const webDist = findWebDist(config);
  if (webDist) {
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    const assetsDir = path.join(webDist, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      // Only files that exist reach setHeaders: Vite's hashed files under assets/ never change
      // (immutable for a year); index.html and other unhashed files are revalidated on every visit
      // (no-cache + ETag), so a deploy is seen at once. A 404 under /assets/ gets no cache header.
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // Unknown /api routes answer the JSON error shape; a browser's GET of any other path (Accept:
  // text/html) is the single-page app's index. Probes and scrapers (`/metrics`, `/health` without
  // /api, Accept */*) get a 404, so a probe on the wrong path never passes (issue 24).
  app.setNotFoundHandler((request, reply) => {
    if (!webDist || request.url.startsWith('/api/') || request.url.startsWith('/assets/') || request.method !== 'GET' || !wantsWebApp(request.url, request.headers.accept)) {
      return reply.status(404).send(routeNotFoundBody(request.method, request.url));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  // Scheduled jobs run in a served process; tests run them by hand with a moved clock (deps.jobs.run).
  // INSTANCE_ROLE=api runs no job; a worker (or an instance with the default role) does.
  if (instanceDuties(config).runsJobs) app.addHook('onReady', async () => deps.jobs.start());

  // Events left unpublished by a crash are delivered at start (tests included), then by the poll.
  app.addHook('onReady', async () => deps.events.start());
  app.addHook('onClose', async () => {
    await deps.jobs.stop();
    await deps.events.stop();
    if (!options.database) await database.close();
    redis?.disconnect();
    await deps.storage.close();
  });
  return { app, deps, routes };
}
