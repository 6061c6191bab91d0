/**
 * The live channel: one WebSocket at GET /api/live (docs/decisions/005-live-channel.md). The client
 * authenticates with its access token in the first frame (within 5 s) and again after each refresh;
 * it receives the events addressed to it (`userIds`) and those of rooms it joined, each room checked
 * by the authorizer its owning module registered for the room kind. The server closes with 4401 on a
 * missing, invalid or expired token and 4403 on logout or revocation (`auth.sessionRevoked`).
 * Events come from the bus, so with REDIS_URL a client on any instance gets every instance's events.
 * Bounds (live-limits.ts): connections per user (across instances with Redis) and per IP, frames per
 * connection per second and waiting; past any of them the socket is closed with 4429.
 */
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { decodeJwt } from 'jose';
import {
  LIVE_AUTH_TIMEOUT_MS,
  LIVE_CLOSE_FORBIDDEN,
  LIVE_CLOSE_TOO_MANY,
  LIVE_CLOSE_UNAUTHORIZED,
  liveClientMessageSchema,
  type DomainEvent,
  type LiveServerMessage,
  type LiveTransientFrame,
} from '@lintel/shared';
import type { AccessTokens, AuthContext } from '../auth.ts';
import type { Events } from '../events/events.ts';
import { createFrameBudget, createMemoryConnectionCounter, DEFAULT_LIVE_LIMITS, type LiveConnectionCounter, type LiveLimits } from './live-limits.ts';

/**
 * Decides whether `auth` may join room `<kind>:<id>`: true to join, false to answer ROOM_NOT_FOUND
 * (a room of another account is not revealed). Registered by the module owning the room kind.
 */
export type RoomAuthorizer = (auth: AuthContext, id: string) => Promise<boolean>;

export interface LiveRooms {
  /** Registers the authorizer of a room kind (e.g. 'workOrder'); throws if the kind is taken. */
  register(kind: string, authorizer: RoomAuthorizer): void;
  /** Whether `auth` may join `room` ("<kind>:<id>"); false for an unknown kind. */
  canJoin(auth: AuthContext, room: string): Promise<boolean>;
}

export function createLiveRooms(): LiveRooms {
  const authorizers = new Map<string, RoomAuthorizer>();
  return {
    register(kind, authorizer) {
      if (authorizers.has(kind)) throw new Error(`Room kind ${kind} already has an authorizer`);
      authorizers.set(kind, authorizer);
    },
    async canJoin(auth, room) {
      const separator = room.indexOf(':');
      const authorizer = authorizers.get(room.slice(0, separator));
      if (separator < 1 || !authorizer) return false;
      return authorizer(auth, room.slice(separator + 1));
    },
  };
}

/** Rooms one connection may hold at once. */
const MAX_ROOMS_PER_CONNECTION = 100;
const MAX_FRAME_BYTES = 16 * 1024;
/** A connection relays at most one typing frame per room this often (clients send one every 2.5 s). */
const TYPING_MIN_INTERVAL_MS = 1000;

interface Connection {
  socket: WebSocket;
  auth: AuthContext | null;
  rooms: Set<string>;
  expiryTimer: NodeJS.Timeout | undefined;
  /** Last relayed typing frame per room (ms), to keep a chatty client from flooding the bus. */
  typedAt: Map<string, number>;
}

export interface LiveChannelOptions {
  tokens: AccessTokens;
  events: Events;
  rooms: LiveRooms;
  /** Connection and frame bounds; DEFAULT_LIVE_LIMITS when omitted. */
  limits?: Partial<LiveLimits> | undefined;
  /** Where connections are counted: in memory by default, Redis with REDIS_URL (per user across instances). */
  counter?: LiveConnectionCounter | undefined;
}

let connectionCount = 0;

/**
 * The bounds of one connection (issue 25 item 2, issue 23): its IP's slot at once, its user's slot at the
 * first auth, and a frame budget for every frame. Each refusal closes the socket with 4429 and says why.
 */
function boundConnection(socket: WebSocket, ip: string, limits: LiveLimits, counter: LiveConnectionCounter) {
  const id = `${process.pid}-${(connectionCount += 1)}`;
  const budget = createFrameBudget(limits);
  const hasIpSlot = counter.acquireIp(ip, limits.connectionsPerIp);
  let userSlot: string | undefined;
  if (!hasIpSlot) socket.close(LIVE_CLOSE_TOO_MANY, 'Too many connections from this address');
  return {
    /** False when the IP already holds as many connections as allowed (the socket is closed). */
    admitted: hasIpSlot,
    /** False (and the socket closed) when the user already holds as many connections as allowed. */
    async admitUser(userId: string): Promise<boolean> {
      if (userSlot !== undefined) return true;
      if (!(await counter.acquireUser(userId, id, limits.connectionsPerUser))) {
        socket.close(LIVE_CLOSE_TOO_MANY, 'Too many connections for this user');
        return false;
      }
      userSlot = userId;
      // The socket may have closed while Redis answered: give the slot back at once.
      if (socket.readyState !== socket.OPEN) void counter.releaseUser(userId, id).catch(() => undefined);
      return true;
    },
    /** False (and the socket closed) when the frame must be dropped: too fast, or too many waiting. */
    admitFrame(): boolean {
      if (budget.admit()) return true;
      socket.close(LIVE_CLOSE_TOO_MANY, 'Too many messages');
      return false;
    },
    frameDone: budget.done,
    release() {
      counter.releaseIp(ip);
      if (userSlot !== undefined) void counter.releaseUser(userSlot, id).catch(() => undefined);
    },
  };
}

/** Registers GET /live in the /api scope (@fastify/websocket must be registered on the root). */
export function registerLiveRoutes(api: FastifyInstance, { tokens, events, rooms, ...options }: LiveChannelOptions) {
  const limits: LiveLimits = { ...DEFAULT_LIVE_LIMITS, ...options.limits };
  const counter = options.counter ?? createMemoryConnectionCounter();
  const byUser = new Map<string, Set<Connection>>();
  const byRoom = new Map<string, Set<Connection>>();

  const add = (index: Map<string, Set<Connection>>, key: string, connection: Connection) => {
    const set = index.get(key) ?? new Set();
    set.add(connection);
    index.set(key, set);
  };
  const remove = (index: Map<string, Set<Connection>>, key: string, connection: Connection) => {
    const set = index.get(key);
    set?.delete(connection);
    if (set?.size === 0) index.delete(key);
  };
  const send = (connection: Connection, message: LiveServerMessage) => {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(message));
  };

  function deliver(event: DomainEvent) {
    const targets = new Set<Connection>();
    for (const userId of event.userIds ?? []) for (const connection of byUser.get(userId) ?? []) targets.add(connection);
    if (event.type === 'auth.sessionRevoked') {
      for (const connection of targets) connection.socket.close(LIVE_CLOSE_FORBIDDEN, 'Session ended');
      return;
    }
    if (event.room) for (const connection of byRoom.get(event.room) ?? []) targets.add(connection);
    for (const connection of targets) send(connection, { type: 'event', event });
  }
  const unlisten = events.listen(deliver);
  /** A typing frame reaches the room's members on this instance, except the typist's own connections. */
  function deliverTransient(frame: LiveTransientFrame) {
    for (const connection of byRoom.get(frame.room) ?? []) {
      if (connection.auth?.userId !== frame.userId) send(connection, frame);
    }
  }
  const unlistenTransient = events.bus.listenTransient(deliverTransient);
  api.addHook('onClose', async () => {
    unlisten();
    unlistenTransient();
    counter.close();
    for (const set of byUser.values()) for (const connection of set) connection.socket.close(1001, 'Server shutting down');
  });

  api.get('/live', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const bounds = boundConnection(socket, request.ip, limits, counter);
    if (!bounds.admitted) return;
    const connection: Connection = { socket, auth: null, rooms: new Set(), expiryTimer: undefined, typedAt: new Map() };
    const authTimer = setTimeout(() => socket.close(LIVE_CLOSE_UNAUTHORIZED, 'Authenticate first'), LIVE_AUTH_TIMEOUT_MS);
    // Frames are handled in order (an auth must be done before the subscribe after it).
    let queue = Promise.resolve();

    async function authenticate(token: string) {
      let auth: AuthContext;
      let expiresAt: number;
      try {
        auth = await tokens.verify(token);
        expiresAt = (decodeJwt(token).exp ?? 0) * 1000;
      } catch {
        socket.close(LIVE_CLOSE_UNAUTHORIZED, 'Invalid or expired token');
        return;
      }
      if (connection.auth && connection.auth.userId !== auth.userId) {
        socket.close(LIVE_CLOSE_FORBIDDEN, 'Another user');
        return;
      }
      if (!(await bounds.admitUser(auth.userId)) || socket.readyState !== socket.OPEN) return;
      clearTimeout(authTimer);
      clearTimeout(connection.expiryTimer);
      // Expires with the token unless a newer token arrives first.
      connection.expiryTimer = setTimeout(() => socket.close(LIVE_CLOSE_UNAUTHORIZED, 'Token expired'), Math.max(0, expiresAt - Date.now()));
      if (!connection.auth) add(byUser, auth.userId, connection);
      connection.auth = auth;
      send(connection, { type: 'ready', userId: auth.userId });
    }

    async function handle(raw: string) {
      // A socket closed (by a bound, the client or logout) handles none of the frames still waiting.
      if (socket.readyState !== socket.OPEN) return;
      let parsed;
      try {
        parsed = liveClientMessageSchema.safeParse(JSON.parse(raw));
      } catch {
        parsed = undefined;
      }
      if (!parsed?.success) {
        if (!connection.auth) socket.close(LIVE_CLOSE_UNAUTHORIZED, 'Authenticate first');
        else send(connection, { type: 'error', code: 'BAD_MESSAGE', message: 'Unknown or malformed message' });
        return;
      }
      const message = parsed.data;
      if (message.type === 'auth') return authenticate(message.token);
      const auth = connection.auth;
      if (!auth) {
        socket.close(LIVE_CLOSE_UNAUTHORIZED, 'Authenticate first');
        return;
      }
      if (message.type === 'typing') {
        // Only a member of the room may type in it; a frame for another room is ignored quietly.
        const last = connection.typedAt.get(message.room) ?? 0;
        if (!connection.rooms.has(message.room) || Date.now() - last < TYPING_MIN_INTERVAL_MS) return;
        connection.typedAt.set(message.room, Date.now());
        await events.bus.publishTransient({ type: 'typing', room: message.room, userId: auth.userId });
        return;
      }
      if (message.type === 'unsubscribe') {
        connection.typedAt.delete(message.room);
        connection.rooms.delete(message.room);
        remove(byRoom, message.room, connection);
        send(connection, { type: 'unsubscribed', room: message.room });
        return;
      }
      const allowed = connection.rooms.size < MAX_ROOMS_PER_CONNECTION && (await rooms.canJoin(auth, message.room));
      if (!allowed || socket.readyState !== socket.OPEN) {
        send(connection, { type: 'error', code: 'ROOM_NOT_FOUND', room: message.room });
        return;
      }
      connection.rooms.add(message.room);
      add(byRoom, message.room, connection);
      send(connection, { type: 'subscribed', room: message.room });
    }

    socket.on('message', (data, isBinary) => {
      const raw = isBinary ? '' : data.toString();
      if (raw.length > MAX_FRAME_BYTES) {
        socket.close(1009, 'Frame too large');
        return;
      }
      if (!bounds.admitFrame()) return;
      queue = queue
        .then(() => handle(raw))
        .catch((error: unknown) => request.log.error({ err: error }, 'live message failed'))
        .finally(bounds.frameDone);
    });
    socket.on('close', () => {
      bounds.release();
      clearTimeout(authTimer);
      clearTimeout(connection.expiryTimer);
      if (connection.auth) remove(byUser, connection.auth.userId, connection);
      for (const room of connection.rooms) remove(byRoom, room, connection);
    });
  });
}
