/**
 * Tests only: a kill test's pause point. With LINTEL_TEST_PAUSE_AT=<point> (config `testPauseAt`;
 * `loadConfig` refuses it with NODE_ENV=production, and it is off unless set), the request that reaches
 * `pauseAt(config, point)` prints `LINTEL_PAUSED <point>` on stdout and never goes on, so the test can
 * SIGKILL the process at exactly that place (e.g. right after a change's commit). Every other request,
 * and every other point, goes on as usual.
 */
import type { AppConfig } from '../config.ts';

/** The line printed on stdout when a request stops at `point`. */
export const pausedLine = (point: string) => `LINTEL_PAUSED ${point}`;

/** Resolves at once unless `config.testPauseAt` is `point`; then prints `pausedLine(point)` and never resolves. */
export function pauseAt(config: Pick<AppConfig, 'env' | 'testPauseAt'>, point: string): Promise<void> {
  if (config.env === 'production' || config.testPauseAt !== point) return Promise.resolve();
  process.stdout.write(`${pausedLine(point)}\n`);
  return new Promise<void>(() => undefined);
}
