/**
 * Readiness (GET /api/ready, issue 24): the dependencies this instance needs — the database, Redis
 * when REDIS_URL is set, the file storage (S3: HeadBucket) — each checked with a deadline, and the
 * shutdown state: from the moment SIGTERM arrives the instance answers 503 (`draining`) while it still
 * serves, and every response closes its connection, so a proxy moves keep-alive traffic elsewhere
 * before the server stops accepting.
 */
import type { FastifyInstance } from 'fastify';

/** A check that takes longer than this counts as failed (ms). */
export const READY_CHECK_TIMEOUT_MS = 2_000;

export type DependencyCheck = () => Promise<void>;

export interface Readiness {
  /** Named checks: `database`, `redis`, `storage`. */
  readonly checks: Map<string, DependencyCheck>;
  /** True once shutdown started. */
  readonly draining: boolean;
  startDraining(): void;
  /** Runs every check at once; resolves with the names of the failed ones and why. */
  failures(): Promise<Array<{ name: string; message: string }>>;
}

function withDeadline(check: DependencyCheck, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    check().then(
      () => (clearTimeout(timer), resolve()),
      (error: unknown) => (clearTimeout(timer), reject(error instanceof Error ? error : new Error(String(error)))),
    );
  });
}

export function createReadiness(timeoutMs = READY_CHECK_TIMEOUT_MS): Readiness {
  const checks = new Map<string, DependencyCheck>();
  let draining = false;
  return {
    checks,
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
    async failures() {
      const results = await Promise.all(
        [...checks].map(async ([name, check]) => {
          try {
            await withDeadline(check, timeoutMs);
            return undefined;
          } catch (error) {
            return { name, message: `${name} is not reachable: ${(error as Error).message || (error as Error).name}`.slice(0, 300) };
          }
        }),
      );
      return results.filter((failure): failure is { name: string; message: string } => failure !== undefined);
    },
  };
}

/** While draining, every response asks the client (the proxy) to close its connection afterwards. */
export function registerDrainHook(app: FastifyInstance, readiness: Readiness): void {
  app.addHook('onRequest', async (_request, reply) => {
    if (readiness.draining) reply.header('connection', 'close');
  });
}
