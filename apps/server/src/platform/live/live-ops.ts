/**
 * Operations of the live channel (issue 24), beside the protocol in live.ts:
 * - heartbeat: every `heartbeatMs` (25 s) each socket gets a WebSocket ping (browsers answer pong by
 *   themselves); a socket that misses two in a row is cut, so half-open connections do not linger and
 *   a proxy's idle timeout (nginx: above 2 × 25 s) never cuts a quiet tab;
 * - resync: when the event bus subscription comes back after a loss, every socket of this instance
 *   gets `{ "type": "resync" }` and the client refetches what it may have missed;
 * - shutdown: sockets are closed with 1001 (going away), so clients reconnect to another instance.
 * It works on @fastify/websocket's server (`app.websocketServer`), i.e. on every socket of this process.
 */
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { LiveServerMessage } from '@lintel/shared';
import type { EventBus } from '../events/bus.ts';

/** Ping period of the live channel's heartbeat (ms). */
export const LIVE_HEARTBEAT_MS = 25_000;
/** Close code sent to every live socket when the server shuts down. */
export const LIVE_CLOSE_GOING_AWAY = 1001;

export interface LiveOperationsOptions {
  bus: EventBus;
  heartbeatMs?: number;
}

/** The sockets of this process (empty before @fastify/websocket is registered). */
export function liveSockets(app: FastifyInstance): Set<WebSocket> {
  return (app as FastifyInstance & { websocketServer?: { clients: Set<WebSocket> } }).websocketServer?.clients ?? new Set();
}

/** Installs heartbeat and resync on the root app (after @fastify/websocket). */
export function installLiveOperations(app: FastifyInstance, { bus, heartbeatMs = LIVE_HEARTBEAT_MS }: LiveOperationsOptions): void {
  const missed = new WeakMap<WebSocket, number>();
  const server = (app as FastifyInstance & { websocketServer: { on(event: 'connection', listener: (socket: WebSocket) => void): void } }).websocketServer;
  server.on('connection', (socket) => {
    missed.set(socket, 0);
    socket.on('pong', () => missed.set(socket, 0));
  });
  const heartbeat = setInterval(() => {
    for (const socket of liveSockets(app)) {
      const count = missed.get(socket) ?? 0;
      if (count >= 2) {
        socket.terminate();
        continue;
      }
      missed.set(socket, count + 1);
      if (socket.readyState === socket.OPEN) socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  const resync: LiveServerMessage = { type: 'resync' };
  const frame = JSON.stringify(resync);
  const unlisten = bus.onResubscribed(() => {
    for (const socket of liveSockets(app)) if (socket.readyState === socket.OPEN) socket.send(frame);
  });
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    unlisten();
  });
}

/**
 * @fastify/websocket's `preClose`: closes every socket with 1001 (its default sends no code, which
 * clients see as 1005), stops taking upgrades and closes the WebSocket server.
 */
export function closeLiveSocketsOnShutdown(this: FastifyInstance, done: () => void): void {
  for (const socket of liveSockets(this)) socket.close(LIVE_CLOSE_GOING_AWAY, 'Server shutting down');
  const server = (this as FastifyInstance & { websocketServer?: { close(callback: () => void): void } }).websocketServer;
  if (server) server.close(() => undefined);
  done();
}
