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
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_VIDEO_BYTES } from '@lintel/shared';
import type { AppConfig } from './config.ts';
import { openDatabase, type DatabaseHandle } from './platform/db.ts';
import { registerErrorHandler, routeNotFoundBody } from './platform/errors.ts';
import { createAccessTokens } from './platform/auth.ts';
import { createDiskStorage } from './platform/storage.ts';
import { createOutboxMailer, createSmtpMailer } from './platform/mail.ts';
import { createFileUrls } from './platform/file-urls.ts';
import { createMemoryLoginLimiter, createRedisLoginLimiter } from './platform/login-limiter.ts';
import { Redis } from 'ioredis';
import { loadSecrets } from './platform/secrets.ts';
import type { AppDeps } from './platform/deps.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createFilesService } from './modules/files/files.service.ts';
import { registerFileRoutes } from './modules/files/files.routes.ts';
import { createPropertiesService } from './modules/properties/properties.service.ts';
import { registerPropertyRoutes } from './modules/properties/properties.routes.ts';
import { createContactsService } from './modules/contacts/contacts.service.ts';
import { registerContactRoutes } from './modules/contacts/contacts.routes.ts';
import { createInventoryService } from './modules/inventory/inventory.service.ts';
import { registerInventoryRoutes } from './modules/inventory/inventory.routes.ts';
import { createDocumentsService } from './modules/documents/documents.service.ts';
import { registerDocumentRoutes } from './modules/documents/documents.routes.ts';
import { createGalleryService } from './modules/gallery/gallery.service.ts';
import { registerGalleryRoutes } from './modules/gallery/gallery.routes.ts';
import { createCatalogueService } from './modules/configurator/catalogue.service.ts';
import { createProjectModelsService } from './modules/configurator/project-models.service.ts';
import { registerConfiguratorRoutes } from './modules/configurator/configurator.routes.ts';
import { registerQuoteRoutes } from './modules/quotes/quotes.routes.ts';
import { registerLeasingRoutes } from './modules/leases/leasing.ts';
import { registerMoneyRoutes } from './modules/money/money.routes.ts';
import { createInProcessScheduler } from './platform/jobs.ts';

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

export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<LintelApp> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    ajv: { customOptions: { removeAdditional: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
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

  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') }));
  const secrets = await loadSecrets(config.dataDir, config.jwtSecret);
  // Scale-out: with REDIS_URL, rate limits and failed-login counts are shared by every instance.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }) : undefined;
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    storage: createDiskStorage(path.join(config.dataDir, 'files')),
    mailer: config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, app.log),
    tokens: createAccessTokens(secrets.jwtSecret),
    fileUrls: createFileUrls(secrets.fileUrlSecret),
    loginLimiter: redis ? createRedisLoginLimiter(redis) : createMemoryLoginLimiter(),
    jobs: createInProcessScheduler(app.log),
  };

  registerErrorHandler(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        // The lease PDF is shown in an iframe of an object URL made from the authenticated download.
        frameSrc: ["'self'", 'blob:'],
      },
    },
  });
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'lintel:rate-limit:' } : {}) });
  await app.register(multipart, { limits: { fileSize: MAX_VIDEO_BYTES, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Lintel API', version: '0.1.0', description: 'Property management and home services. Errors share one shape: { statusCode, code, error, message, details? }.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const files = createFilesService(deps);
  const properties = createPropertiesService(deps, files);
  await app.register(
    async (api) => {
      registerHealthRoutes(api, deps);
      registerAuthRoutes(api, deps, files);
      registerFileRoutes(api, deps, files);
      registerPropertyRoutes(api, deps, properties);
      registerContactRoutes(api, deps, createContactsService(deps));
      registerInventoryRoutes(api, deps, createInventoryService(deps, files));
      registerDocumentRoutes(api, deps, createDocumentsService(deps, files));
      registerGalleryRoutes(api, deps, createGalleryService(deps, files));
      const catalogue = createCatalogueService(deps);
      registerConfiguratorRoutes(api, deps, catalogue, createProjectModelsService(deps, catalogue, files));
      registerQuoteRoutes(api, deps, catalogue);
      registerLeasingRoutes(api, deps, files);
      registerMoneyRoutes(api, deps, files);
    },
    { prefix: '/api' },
  );

  const webDist = findWebDist(config);
  if (webDist) {
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    await app.register(fastifyStatic, { root: webDist, wildcard: true, maxAge: '1h', preCompressed: true });
    // Hashed assets are immutable; index.html is not cached so a new build shows at once.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      return payload;
    });
  }
  // Unknown /api routes answer the JSON error shape; any other GET is the single-page app's index.
  app.setNotFoundHandler((request, reply) => {
    if (!webDist || request.url.startsWith('/api/') || request.url.startsWith('/assets/') || request.method !== 'GET') {
      return reply.status(404).send(routeNotFoundBody(request.method, request.url));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  // Scheduled jobs run in a served process; tests run them by hand with a moved clock (deps.jobs.run).
  if (config.env !== 'test') app.addHook('onReady', async () => deps.jobs.start());
  app.addHook('onClose', async () => {
    await deps.jobs.stop();
    if (!options.database) await database.close();
    redis?.disconnect();
  });
  return { app, deps, routes };
}
