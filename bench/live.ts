/**
 * The live channel's bench client (issue 23): many authenticated WebSockets on one instance, one event
 * fanned out to all of them, and a subscribe flood on one connection while /api/health is probed.
 * `ws` is the server workspace's dependency (npm does not hoist it), loaded from there.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type WebSocketType from 'ws';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WebSocket = createRequire(path.join(repoRoot, 'apps/server/package.json'))('ws') as typeof WebSocketType;

/** The live channel admits 200 connections per client IP and 20 per user: the bench spreads over loopback addresses and users. */
export const LIVE_PER_IP = 200;
export const LIVE_PER_USER = 20;

export interface LiveSocket {
  socket: WebSocketType;
  /** Resolves with the receive time (performance.now()) of the next `event` frame whose event id is `id`. */
  waitFor(id: string, timeoutMs: number): Promise<number | null>;
}

/** Opens one socket from `localAddress`, authenticates with `token` and resolves once `ready` arrives. */
export function openLiveSocket(base: string, token: string, localAddress: string): Promise<LiveSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/live`, { localAddress, perMessageDeflate: false });
    const waiting = new Map<string, (at: number) => void>();
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error('live socket: no ready within 30 s'));
    }, 30_000);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (data) => {
      const at = performance.now();
      const message = JSON.parse(String(data)) as { type: string; event?: { id: string } };
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve({
          socket,
          waitFor: (id, timeoutMs) =>
            new Promise((done) => {
              const t = setTimeout(() => {
                waiting.delete(id);
                done(null);
              }, timeoutMs);
              waiting.set(id, (when) => {
                clearTimeout(t);
                waiting.delete(id);
                done(when);
              });
            }),
        });
      } else if (message.type === 'event' && message.event) waiting.get(message.event.id)?.(at);
    });
    socket.once('close', (code, reason) => {
      clearTimeout(timer);
      reject(new Error(`live socket closed before ready: ${code} ${String(reason)}`));
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Opens `count` sockets, `LIVE_PER_USER` per token and `LIVE_PER_IP` per loopback address (127.0.0.1, .2, …), 50 at a time. */
export async function openMany(base: string, tokens: string[], count: number): Promise<LiveSocket[]> {
  if (tokens.length * LIVE_PER_USER < count) throw new Error(`${count} sockets need ${Math.ceil(count / LIVE_PER_USER)} users`);
  const sockets: LiveSocket[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + 50); i++) {
      batch.push(openLiveSocket(base, tokens[Math.floor(i / LIVE_PER_USER)]!, `127.0.0.${1 + Math.floor(i / LIVE_PER_IP)}`));
    }
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/**
 * Floods one authenticated connection with `frames` subscribe frames (rooms of unknown work orders:
 * each would cost the authorizer a query), written as fast as the socket takes them. Answers how the
 * server answered: replies received and the close code and reason (4429 when a bound stopped it).
 */
export async function subscribeFlood(base: string, token: string, frames: number): Promise<{ sent: number; replies: number; closeCode: number | null; closeReason: string; ms: number }> {
  const live = await openLiveSocket(base, token, '127.0.0.1');
  const { socket } = live;
  let replies = 0;
  socket.on('message', () => (replies += 1));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
  const started = performance.now();
  let sent = 0;
  for (; sent < frames && socket.readyState === socket.OPEN; sent++) {
    const id = `00000000-0000-4000-8000-${String(sent).padStart(12, '0')}`;
    socket.send(JSON.stringify({ type: 'subscribe', room: `workOrder:${id}` }));
    // Let the socket drain now and then so the frames really leave (and a close can arrive).
    if (sent % 500 === 499) await new Promise((resolve) => setImmediate(resolve));
  }
  const result = await Promise.race([closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000))]);
  const ms = performance.now() - started;
  if (socket.readyState === socket.OPEN) socket.close();
  return { sent, replies, closeCode: result?.code ?? null, closeReason: result?.reason ?? '', ms };
}
