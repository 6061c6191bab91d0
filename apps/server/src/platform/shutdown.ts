/**
 * Graceful shutdown (issue #10 defect 10): on SIGTERM or SIGINT the server stops accepting
 * connections, lets every in-flight response finish (a large download is not cut mid-body), closes
 * keep-alive connections as soon as they fall idle (so it does not wait for their timeout), then
 * closes the app (jobs, database) and exits 0. Past `graceMs` the remaining connections are cut and
 * the process exits 1.
 * Behind a proxy (issue 24): first, for `drainMs`, /api/ready answers 503 and every response closes its
 * connection while the server still serves, so the proxy drops its keep-alive connections to this
 * instance (none is left to fail mid-request) and sends new requests elsewhere once it stops accepting.
 */
import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness.ts';

export interface DrainOptions {
  readiness: Readiness;
  /** How long to keep serving with readiness 503 before closing (ms; 0 = close at once). */
  drainMs: number;
}

/** How often idle keep-alive connections are closed while shutting down (ms). */
const IDLE_SWEEP_MS = 100;
/**
 * How long after the listener closes before idle connections are swept (ms). Node's `server.close()`
 * closes idle connections at once, and a connection a proxy opened a moment before (its request sent,
 * not yet parsed) counts as idle: the proxy would read a reset instead of the answer (a 502). Within
 * this time every such request is parsed and then served (with `Connection: close` while draining).
 */
const SETTLE_MS = 500;

export function installGracefulShutdown(app: FastifyInstance, graceMs: number, drain?: DrainOptions): void {
  let shuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    if (drain) {
      drain.readiness.startDraining();
      if (drain.drainMs > 0) {
        app.log.info({ signal, drainMs: drain.drainMs }, 'shutting down: /api/ready answers 503 while the proxy drains this instance');
        await new Promise((resolve) => setTimeout(resolve, drain.drainMs));
      }
    }
    app.log.info({ signal, graceMs }, 'shutting down: finishing in-flight responses');
    const closeIdle = app.server.closeIdleConnections.bind(app.server);
    app.server.closeIdleConnections = () => undefined;
    const settle = setTimeout(() => {
      const sweep = setInterval(closeIdle, IDLE_SWEEP_MS);
      sweep.unref();
      closeIdle();
    }, drain ? SETTLE_MS : 0);
    settle.unref();
    const deadline = setTimeout(() => {
      app.log.warn({ graceMs }, 'grace period over: closing the remaining connections');
      app.server.closeAllConnections();
      process.exit(1);
    }, graceMs);
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
