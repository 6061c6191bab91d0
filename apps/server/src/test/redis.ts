/**
 * Redis for the cross-instance tests (two apps sharing rate limits, mail limits and the event bus).
 * Outside CI a machine without Redis skips those files with a warning; in CI (`CI` set) a missing
 * Redis fails the file instead, since .ci/run starts it (issue 15: no silent skips).
 */
import { Redis } from 'ioredis';

export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers PING at `redisUrl`; throws in CI when it does not. `what` names the skipped tests. */
export async function redisForTests(what: string): Promise<boolean> {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  const up = await client
    .connect()
    .then(() => client.ping())
    .then((answer) => answer === 'PONG')
    .catch(() => false)
    .finally(() => client.disconnect());
  if (!up && process.env.CI) throw new Error(`${what} need Redis at ${redisUrl} in CI (.ci/run starts it)`);
  if (!up) console.warn(`${what} skipped: no Redis at ${redisUrl}`);
  return up;
}
