/**
 * Readiness (GET /api/ready, issue 24): the dependencies this instance needs — the database, Redis
 * when REDIS_URL is set, the file storage (S3: HeadBucket) — each checked with a deadline, and the
 * shutdown state: from the moment SIGTERM arrives the instance answers 503 (`draining`) while it still
 * serves, and every response closes its connection, so a proxy moves keep-alive traffic elsewhere
 * before the server stops accepting.
 */
import type { FastifyInstance } from 'fastify';
import { statfs } from 'node:fs/promises';
import path from 'node:path';

/** A check that takes longer than this counts as failed (ms). */
export const READY_CHECK_TIMEOUT_MS = 2_000;

export type DependencyCheck = () => Promise<void>;

/** A check's failure whose message is shown as it is (not as "<name> is not reachable: …"). */
export class NotReady extends Error {}

/**
 * The data disk (issue 30): throws NotReady when the file system holding `dir` (DATA_DIR, or its
 * nearest existing parent) has fewer than `minFreeBytes` bytes free for this process (statfs bavail).
 */
export async function checkFreeSpace(dir: string, minFreeBytes: number): Promise<void> {
  let current = path.resolve(dir);
  for (;;) {
    try {
      const stats = await statfs(current);
      const free = stats.bavail * stats.bsize;
      if (free < minFreeBytes) {
        const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
        throw new NotReady(`the data disk is almost full: ${mb(free)} free, less than ${mb(minFreeBytes)} (DATA_DISK_MIN_FREE_MB)`);
      }
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || path.dirname(current) === current) throw error;
      current = path.dirname(current);
    }
  }
}

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
            const message = error instanceof NotReady ? error.message : `${name} is not reachable: ${(error as Error).message || (error as Error).name}`;
            return { name, message: message.slice(0, 300) };
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
