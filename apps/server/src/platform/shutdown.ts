/**
 * Graceful shutdown (issue #10 defect 10): on SIGTERM or SIGINT the server stops accepting
 * connections, lets every in-flight response finish (a large download is not cut mid-body), closes
 * keep-alive connections as soon as they fall idle (so it does not wait for their timeout), then
 * closes the app (jobs, database) and exits 0. Past `graceMs` the remaining connections are cut and
 * the process exits 1.
 */
import type { FastifyInstance } from 'fastify';

/** How often idle keep-alive connections are closed while shutting down (ms). */
const IDLE_SWEEP_MS = 100;

export function installGracefulShutdown(app: FastifyInstance, graceMs: number): void {
  let shuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal, graceMs }, 'shutting down: finishing in-flight responses');
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      app.log.warn({ graceMs }, 'grace period over: closing the remaining connections');
      app.server.closeAllConnections();
      process.exit(1);
    }, graceMs);
    sweep.unref();
    deadline.unref();
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'error while closing');
      process.exit(1);
    }
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));
}
