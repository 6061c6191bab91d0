/**
 * The live-channel client against a real `ws` server started here that speaks the issue 9 protocol:
 * auth first, ready, events, rooms, 4401/4403 closes, reconnect with backoff and the resync signal.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { WebSocket as ServerSocket, WebSocketServer as WebSocketServerType } from 'ws';
import type { LiveSocket } from './live-client.ts';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLiveClient, reconnectDelay } from './live-client.ts';
import type { LiveClient, LiveEventEnvelope, LiveState } from './live-client.ts';
import { LIVE_RESYNC_EVENT, wireLiveClient } from './live.ts';
import { LiveStatus } from './live-status.tsx';
import { renderWithApp, signedInState } from '../../test/render.tsx';
import { createApiClients } from '../api-client.ts';
import { makeUser } from '../../test/factories.ts';

// The API server's own `ws` (8.x, a dependency of apps/server): the web workspace does not depend on it, and
// jsdom would resolve a bare `ws` import to its browser stub.
const serverPackage = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../server/package.json');
// The client end is `ws`'s WebSocket too (same onopen/onmessage/onclose/send API as the browser's): jsdom's
// WebSocket never fires `open` in this environment.
const { WebSocketServer, WebSocket: NodeWebSocket } = createRequire(serverPackage)('ws') as {
  WebSocketServer: typeof WebSocketServerType;
  WebSocket: new (url: string) => LiveSocket;
};

interface Connection {
  socket: ServerSocket;
  frames: Record<string, unknown>[];
}

/** A protocol server: tokens in `validTokens` get `ready`; anything else is closed with 4401. */
class LiveTestServer {
  readonly wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  readonly connections: Connection[] = [];
  validTokens = new Set(['token-1']);
  knownRooms = new Set(['workOrder:1']);

  listening(): Promise<void> {
    return new Promise((resolve) => {
      if (this.wss.address()) resolve();
      else this.wss.once('listening', () => resolve());
    });
  }

  url(): string {
    return `ws://127.0.0.1:${(this.wss.address() as AddressInfo).port}/api/live`;
  }

  constructor() {
    this.wss.on('connection', (socket) => {
      const connection: Connection = { socket, frames: [] };
      this.connections.push(connection);
      socket.on('message', (data) => {
        const frame = JSON.parse(String(data)) as { type: string; token?: string; room?: string };
        connection.frames.push(frame);
        if (frame.type === 'auth') {
          if (frame.token && this.validTokens.has(frame.token)) socket.send(JSON.stringify({ type: 'ready', userId: 'u1' }));
          else socket.close(4401, 'unauthorized');
        }
        if (frame.type === 'subscribe' && frame.room) {
          const answer = this.knownRooms.has(frame.room)
            ? { type: 'subscribed', room: frame.room }
            : { type: 'error', code: 'ROOM_NOT_FOUND', room: frame.room };
          socket.send(JSON.stringify(answer));
        }
      });
    });
  }

  last(): Connection {
    const connection = this.connections.at(-1);
    if (!connection) throw new Error('no connection yet');
    return connection;
  }

  sendEvent(connection: Connection, event: Partial<LiveEventEnvelope> & { type: string }) {
    const envelope = { id: 'e1', occurredAt: '2026-11-24T00:00:00.000Z', accountId: 'a1', payload: {}, ...event };
    connection.socket.send(JSON.stringify({ type: 'event', event: envelope }));
  }

  close(): Promise<void> {
    for (const client of this.wss.clients) client.terminate();
    return new Promise((resolve) => this.wss.close(() => resolve()));
  }
}

let server: LiveTestServer;
let clients: LiveClient[] = [];
let token: string | null;

function makeClient(overrides: { refreshToken?: () => Promise<string> } = {}): LiveClient {
  const client = createLiveClient({
    url: () => server.url(),
    getToken: () => token,
    refreshToken: overrides.refreshToken ?? (() => Promise.reject(Object.assign(new Error('no'), { status: 401 }))),
    backoff: { initialMs: 20, maxMs: 80 },
    createSocket: (url) => new NodeWebSocket(url),
  });
  clients.push(client);
  return client;
}

const frameTypes = (connection: Connection) => connection.frames.map((frame) => frame.type);

beforeEach(async () => {
  server = new LiveTestServer();
  clients = [];
  token = 'token-1';
  await server.listening();
});

afterEach(async () => {
  for (const client of clients) client.stop();
  await server.close();
});

describe('reconnectDelay (1 s → 30 s, equal jitter)', () => {
  it.each([
    [0, 0, 500],
    [0, 1, 1000],
    [1, 0, 1000],
    [3, 1, 8000],
    [5, 0.5, 22500],
    [10, 1, 30000],
    [10, 0, 15000],
  ])('attempt %i with random %f waits %i ms', (attempt, random, expected) => {
    expect(reconnectDelay(attempt, { initialMs: 1000, maxMs: 30_000 }, () => random)).toBe(expected);
  });
});

describe('live client', () => {
  it('sends auth first, becomes open on ready, and hands events to subscribers of their type', async () => {
    const client = makeClient();
    const states: LiveState[] = [];
    client.onState((state) => states.push(state));
    const leaseEvents: LiveEventEnvelope<'lease.activated'>[] = [];
    const allEvents: string[] = [];
    client.on('lease.activated', (event) => leaseEvents.push(event));
    client.on('*', (event) => allEvents.push(event.type));
    client.start();
    await waitFor(() => expect(client.getState()).toBe('open'));
    expect(server.last().frames[0]).toEqual({ type: 'auth', token: 'token-1' });
    expect(states).toEqual(['connecting', 'open']);

    server.sendEvent(server.last(), { type: 'lease.activated', payload: { leaseId: 'l1', propertyId: 'p1' } });
    server.sendEvent(server.last(), { type: 'payment.recorded' });
    await waitFor(() => expect(allEvents).toEqual(['lease.activated', 'payment.recorded']));
    expect(leaseEvents.map((event) => event.payload.leaseId)).toEqual(['l1']);
  });

  it('sends auth again with the new token after each token refresh of the API client', async () => {
    const client = makeClient();
    const apiClients = createApiClients({
      storage: {
        getAccessToken: () => token,
        getRefreshToken: () => 'refresh-1',
        setTokens: (tokens) => {
          token = tokens.jwt;
        },
        clear: () => undefined,
      },
      fetch: async (input) =>
        String(input).endsWith('/auth/token/refresh')
          ? new Response(JSON.stringify({ jwt: 'token-2', refreshToken: 'refresh-2' }), { status: 200 })
          : new Response('{}', { status: token === 'token-2' ? 200 : 401 }),
    });
    const offRefresh = apiClients.onTokensRefreshed(() => client.reauthenticate());
    server.validTokens.add('token-2');
    client.start();
    await waitFor(() => expect(client.getState()).toBe('open'));

    await apiClients.api.get('/anything');
    await waitFor(() => expect(server.last().frames).toContainEqual({ type: 'auth', token: 'token-2' }));
    expect(frameTypes(server.last())).toEqual(['auth', 'auth']);
    expect(server.connections).toHaveLength(1);
    offRefresh();
  });

  it('reconnects after the connection drops, joins its rooms again and signals a resync once', async () => {
    const client = makeClient();
    const states: LiveState[] = [];
    client.onState((state) => states.push(state));
    const resyncs: number[] = [];
    client.onResync(() => resyncs.push(Date.now()));
    const statuses: string[] = [];
    client.joinRoom('workOrder:1', (status) => statuses.push(status));
    client.start();
    await waitFor(() => expect(statuses).toEqual(['subscribed']));
    expect(resyncs).toHaveLength(0);

    server.last().socket.terminate();
    await waitFor(() => expect(server.connections).toHaveLength(2));
    await waitFor(() => expect(states).toEqual(['connecting', 'open', 'reconnecting', 'open']));
    expect(frameTypes(server.last())).toEqual(['auth', 'subscribe']);
    await waitFor(() => expect(statuses).toEqual(['subscribed', 'subscribed']));
    expect(resyncs).toHaveLength(1);
  });

  it("signals a resync on the server's resync frame without reconnecting (its instance got its event bus back)", async () => {
    const client = makeClient();
    const resyncs: number[] = [];
    client.onResync(() => resyncs.push(Date.now()));
    client.start();
    await waitFor(() => expect(client.getState()).toBe('open'));
    expect(resyncs).toHaveLength(0);
    server.last().socket.send(JSON.stringify({ type: 'resync' }));
    await waitFor(() => expect(resyncs).toHaveLength(1));
    expect(server.connections).toHaveLength(1);
    expect(client.getState()).toBe('open');
  });

  it('reports an unknown room and stops asking for a room once left', async () => {
    const client = makeClient();
    client.start();
    await waitFor(() => expect(client.getState()).toBe('open'));
    const statuses: string[] = [];
    const leave = client.joinRoom('conversation:nope', (status) => statuses.push(status));
    await waitFor(() => expect(statuses).toEqual(['notFound']));
    leave();
    await waitFor(() => expect(server.last().frames.at(-1)).toEqual({ type: 'unsubscribe', room: 'conversation:nope' }));
  });

  it('sends typing only for a joined room and hands typing frames to its listeners', async () => {
    const client = makeClient();
    client.start();
    await waitFor(() => expect(client.getState()).toBe('open'));
    const typing: Array<{ room: string; userId: string }> = [];
    client.onTyping((frame) => typing.push(frame));
    client.sendTyping('workOrder:1');
    client.joinRoom('workOrder:1');
    await waitFor(() => expect(server.last().frames.at(-1)).toEqual({ type: 'subscribe', room: 'workOrder:1' }));
    client.sendTyping('workOrder:1');
    await waitFor(() => expect(server.last().frames.at(-1)).toEqual({ type: 'typing', room: 'workOrder:1' }));
    expect(frameTypes(server.last())).toEqual(['auth', 'subscribe', 'typing']);
    server.last().socket.send(JSON.stringify({ type: 'typing', room: 'workOrder:1', userId: 'u-2' }));
    await waitFor(() => expect(typing).toEqual([{ room: 'workOrder:1', userId: 'u-2' }]));
  });

  it('on 4401 refreshes the session and connects again with the new token', async () => {
    token = 'expired';
    const refreshToken = vi.fn(async () => {
      token = 'token-1';
      return 'token-1';
    });
    const client = makeClient({ refreshToken });
    client.start();
    await waitFor(() => expect(client.getState()).toBe('open'));
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(server.connections.map((connection) => connection.frames[0])).toEqual([
      { type: 'auth', token: 'expired' },
      { type: 'auth', token: 'token-1' },
    ]);
  });

  it('stops for good on 4401 when the session cannot be refreshed, and on 4403', async () => {
    token = 'expired';
    const refused = makeClient();
    refused.start();
    await waitFor(() => expect(refused.getState()).toBe('closed'));
    expect(server.connections).toHaveLength(1);

    token = 'token-1';
    const revoked = makeClient();
    revoked.start();
    await waitFor(() => expect(revoked.getState()).toBe('open'));
    server.last().socket.close(4403, 'logged out');
    await waitFor(() => expect(revoked.getState()).toBe('closed'));
    expect(server.connections).toHaveLength(2);
  });

  it('does not connect without a token', () => {
    token = null;
    const client = makeClient();
    client.start();
    expect(client.getState()).toBe('idle');
    expect(server.connections).toHaveLength(0);
  });
});

describe('LiveStatus and the resync signal', () => {
  it('connects while signed in, shows "Reconnecting…" while the channel is down, and fires live:resync after it is back', async () => {
    // A refused token (4401) is refreshed and retried, which keeps the client reconnecting until the server accepts again.
    const client = makeClient({ refreshToken: async () => 'token-1' });
    const unwire = wireLiveClient(client);
    const resync = vi.fn();
    window.addEventListener(LIVE_RESYNC_EVENT, resync);
    renderWithApp(<LiveStatus client={client} />, {
      preloadedState: signedInState(makeUser()),
    });
    await waitFor(() => expect(client.getState()).toBe('open'));
    expect(screen.queryByText('Reconnecting…')).toBeNull();

    // Hold the reconnect until the badge has been seen: the server refuses connections meanwhile.
    server.validTokens.clear();
    server.last().socket.terminate();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Reconnecting…');
    server.validTokens.add('token-1');
    await waitFor(() => expect(client.getState()).toBe('open'));
    await waitFor(() => expect(screen.queryByText('Reconnecting…')).toBeNull());
    expect(resync).toHaveBeenCalledTimes(1);
    window.removeEventListener(LIVE_RESYNC_EVENT, resync);
    unwire();
  });

  it('does not connect for a visitor', async () => {
    const client = makeClient();
    renderWithApp(<LiveStatus client={client} />);
    expect(client.getState()).toBe('idle');
    expect(server.connections).toHaveLength(0);
  });
});
