/**
 * The API inside the seed's transaction: a bare Fastify instance with every module's routes on
 * `deps.db = tx`, so the demo seed makes its records through the same routes, validation and rules a
 * user's requests go through (spec point 7), and all of it commits or rolls back as one transaction.
 * Jobs, consumers and room authorizers are the running app's: registering them again is skipped; a
 * test's pause point (LINTEL_TEST_PAUSE_AT) never stops the seed.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from '../platform/deps.ts';
import { registerErrorHandler } from '../platform/errors.ts';
import { requestValidatorCompiler } from '../platform/validation.ts';
import { registerModules } from '../modules/index.ts';

export interface SeedApi {
  /** Signs in a demo account; later calls `as` that e-mail carry its Bearer token. */
  signIn(email: string, password: string): Promise<void>;
  /**
   * One call as a signed-in account (or none with `as: null`); answers the parsed JSON body.
   * Throws with the route, status and body when the status is not `expect` (any 2xx when left out).
   */
  call<T = { id: string }>(as: string | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, expect?: number): Promise<T>;
  close(): Promise<void>;
}

/** Builds the API on `deps` (whose `db` is the seed's open transaction). */
export async function createSeedApi(deps: AppDeps): Promise<SeedApi> {
  const seedDeps: AppDeps = {
    ...deps,
    // A kill test's pause point (platform/test-pause.ts) stops a user's request, never the seed's own calls.
    config: { ...deps.config, testPauseAt: undefined },
    jobs: { ...deps.jobs, register: () => undefined },
    events: { ...deps.events, subscribe: () => undefined, flush: () => undefined },
    liveRooms: { ...deps.liveRooms, register: () => undefined },
  };
  const app: FastifyInstance = Fastify({ logger: false, ajv: { customOptions: { removeAdditional: false } } });
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  registerErrorHandler(app);
  await app.register(async (api) => registerModules(api, seedDeps), { prefix: '/api' });
  await app.ready();
  const tokens = new Map<string, string>();
  const api: SeedApi = {
    async signIn(email, password) {
      const { jwt } = await api.call<{ jwt: string }>(null, 'POST', '/api/auth/local/login', { email, password }, 200);
      tokens.set(email, jwt);
    },
    async call<T>(as: string | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, expect?: number) {
      const headers: Record<string, string> = as ? { authorization: `Bearer ${tokens.get(as) ?? ''}` } : {};
      const response = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
      const ok = expect === undefined ? response.statusCode >= 200 && response.statusCode < 300 : response.statusCode === expect;
      if (!ok) throw new Error(`demo seed: ${method} ${url} answered ${response.statusCode} ${response.body}`);
      return (response.body ? JSON.parse(response.body) : undefined) as T;
    },
    close: () => app.close(),
  };
  return api;
}
