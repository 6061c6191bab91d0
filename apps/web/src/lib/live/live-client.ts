/**
 * The browser's end of the live channel (docs/design.md#how-modules-work-together, issue 9): one WebSocket at
 * `/api/live` speaking JSON text frames.
 * - client → `{ type: "auth", token }` first on every connection, and again after each token refresh;
 * - server → `{ type: "ready", userId }`; `{ type: "event", event }` for the user's events and joined rooms;
 *   `{ type: "subscribed", room }` / `{ type: "error", code: "ROOM_NOT_FOUND", room }` answer a subscribe;
 * - client → `{ type: "typing", room }` in a joined room; server → `{ type: "typing", room, userId }` to its
 *   other members (ephemeral, issue 14);
 * - close 4401 (invalid or expired token): refresh the session, then connect again;
 *   close 4403 (logged out or revoked): stop for good; any other close: reconnect with exponential
 *   backoff (1 s → 30 s, jitter) and, once ready again, emit a resync so screens refetch what they missed;
 * - server → `{ type: "resync" }` when its instance's event bus came back after a loss: also a resync.
 */

import type { DomainEvent, EventType, LIVE_CLOSE_FORBIDDEN, LIVE_CLOSE_UNAUTHORIZED } from '@lintel/shared';

/** One domain event as the server sends it, typed by the shared event map (packages/shared/src/events). */
export type LiveEventEnvelope<T extends EventType = EventType> = DomainEvent<T>;

/** idle: never started or stopped; connecting: first attempt; open: authenticated; reconnecting: lost, retrying; closed: refused (4403). */
export type LiveState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Close codes of the protocol. */
// Typed by the shared constants (a type-only import: the events module's zod schemas stay out of the first screen).
const unauthorized: typeof LIVE_CLOSE_UNAUTHORIZED = 4401;
const forbidden: typeof LIVE_CLOSE_FORBIDDEN = 4403;
export const liveCloseCodes = { unauthorized, forbidden } as const;

/** The minimum a WebSocket must offer (the browser's, jsdom's or `ws`'s). */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface LiveClientOptions {
  /** ws:// or wss:// URL of `/api/live`, read at each connection. */
  url: () => string;
  /** The current access token (null: not signed in, do not connect). */
  getToken: () => string | null;
  /** Gets a fresh access token after a 4401; rejecting with status ≠ 0 means the session is over. */
  refreshToken: () => Promise<string>;
  createSocket?: (url: string) => LiveSocket;
  /** First and largest reconnect delay in ms (1,000 and 30,000 by default). */
  backoff?: { initialMs: number; maxMs: number };
  random?: () => number;
}

type Handler = (event: LiveEventEnvelope) => void;
/** Someone else is typing in a joined room. */
export type TypingHandler = (frame: { room: string; userId: string }) => void;
type RoomStatusHandler = (status: 'subscribed' | 'notFound') => void;

/**
 * Delay in ms before reconnect attempt `attempt` (0-based): the exponential step capped at maxMs, then
 * "equal jitter" — a random point in its upper half — so many tabs do not reconnect in step.
 */
export function reconnectDelay(attempt: number, backoff: { initialMs: number; maxMs: number }, random: () => number): number {
  const step = Math.min(backoff.maxMs, backoff.initialMs * 2 ** attempt);
  return Math.round(step / 2 + (step / 2) * random());
}

const OPEN = 1;

export interface LiveClient {
  /** Connects if there is a token and no socket yet. */
  start(): void;
  /** Closes the socket and stops reconnecting (sign-out). */
  stop(): void;
  /** Sends `auth` again with the current token (after a refresh). */
  reauthenticate(): void;
  getState(): LiveState;
  onState(listener: (state: LiveState) => void): () => void;
  /** Events of one type (its payload typed by the shared event map), or every event with '*'. */
  on<T extends EventType>(type: T | '*', handler: (event: LiveEventEnvelope<T>) => void): () => void;
  /** Joins a room (kept across reconnects) until the returned function is called. */
  joinRoom(room: string, onStatus?: RoomStatusHandler): () => void;
  /** Called after a reconnect is ready: refetch what may have been missed. */
  onResync(listener: () => void): () => void;
  /** Tells the other members of a joined room "I am typing" (ephemeral; send at most every few seconds). */
  sendTyping(room: string): void;
  /** Typing frames of other members of joined rooms. */
  onTyping(handler: TypingHandler): () => void;
}

export function createLiveClient(options: LiveClientOptions): LiveClient {
  const backoff = options.backoff ?? { initialMs: 1000, maxMs: 30_000 };
  const random = options.random ?? Math.random;
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as LiveSocket);
  const handlers = new Map<string, Set<Handler>>();
  // Joined rooms: how many callers hold each, and who wants its subscribe answer.
  const rooms = new Map<string, { holders: number; handlers: Set<RoomStatusHandler> }>();
  const stateListeners = new Set<(state: LiveState) => void>();
  const resyncListeners = new Set<() => void>();
  const typingHandlers = new Set<TypingHandler>();
  let state: LiveState = 'idle';
  let socket: LiveSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let wasReady = false;
  let running = false;

  function setState(next: LiveState) {
    if (next === state) return;
    state = next;
    for (const listener of stateListeners) listener(next);
  }

  function send(frame: object) {
    if (socket && socket.readyState === OPEN) socket.send(JSON.stringify(frame));
  }

  function sendAuth() {
    const token = options.getToken();
    if (token) send({ type: 'auth', token });
  }

  function scheduleReconnect() {
    if (!running || timer) return;
    setState(wasReady || state === 'reconnecting' ? 'reconnecting' : 'connecting');
    const delay = reconnectDelay(attempt, backoff, random);
    attempt += 1;
    timer = setTimeout(() => {
      timer = null;
      connect();
    }, delay);
  }

  function handleFrame(raw: unknown) {
    if (typeof raw !== 'string') return;
    let frame: { type?: string; event?: LiveEventEnvelope; room?: string; userId?: string };
    try {
      frame = JSON.parse(raw) as typeof frame;
    } catch {
      return;
    }
    if (frame.type === 'ready') {
      attempt = 0;
      const isReconnect = wasReady;
      wasReady = true;
      setState('open');
      for (const room of rooms.keys()) send({ type: 'subscribe', room });
      if (isReconnect) for (const listener of resyncListeners) listener();
    } else if (frame.type === 'resync') {
      // The server's instance lost its event bus and has it back: events may have been missed.
      for (const listener of resyncListeners) listener();
    } else if (frame.type === 'event' && frame.event) {
      const event = frame.event;
      for (const handler of handlers.get(event.type) ?? []) handler(event);
      for (const handler of handlers.get('*') ?? []) handler(event);
    } else if (frame.type === 'typing' && frame.room && frame.userId) {
      for (const handler of typingHandlers) handler({ room: frame.room, userId: frame.userId });
    } else if ((frame.type === 'subscribed' || frame.type === 'error') && frame.room) {
      const status = frame.type === 'subscribed' ? 'subscribed' : 'notFound';
      for (const handler of rooms.get(frame.room)?.handlers ?? []) handler(status);
    }
  }

  function connect() {
    if (!running || socket) return;
    if (!options.getToken()) {
      setState('idle');
      return;
    }
    if (state === 'idle') setState('connecting');
    const current = createSocket(options.url());
    socket = current;
    current.onopen = () => sendAuth();
    current.onmessage = (event) => handleFrame(event.data);
    current.onerror = () => undefined;
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (!running) return;
      if (event.code === liveCloseCodes.forbidden) {
        running = false;
        setState('closed');
        return;
      }
      if (event.code === liveCloseCodes.unauthorized) {
        options.refreshToken().then(
          () => scheduleReconnect(),
          (error: unknown) => {
            const status = (error as { status?: number } | null)?.status;
            if (status === 0) scheduleReconnect();
            else {
              running = false;
              setState('closed');
            }
          },
        );
        return;
      }
      scheduleReconnect();
    };
  }

  return {
    start() {
      running = true;
      connect();
    },
    stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      const current = socket;
      socket = null;
      current?.close(1000, 'signed out');
      attempt = 0;
      wasReady = false;
      setState('idle');
    },
    reauthenticate: sendAuth,
    getState: () => state,
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    on(type, handler) {
      const set = handlers.get(type) ?? new Set<Handler>();
      // The frame's type picks the handler set, so the event a handler gets is of its type.
      const stored = handler as Handler;
      set.add(stored);
      handlers.set(type, set);
      return () => set.delete(stored);
    },
    joinRoom(room, onStatus) {
      const entry = rooms.get(room) ?? { holders: 0, handlers: new Set<RoomStatusHandler>() };
      entry.holders += 1;
      if (onStatus) entry.handlers.add(onStatus);
      rooms.set(room, entry);
      if (entry.holders === 1 && state === 'open') send({ type: 'subscribe', room });
      let left = false;
      return () => {
        if (left) return;
        left = true;
        entry.holders -= 1;
        if (onStatus) entry.handlers.delete(onStatus);
        if (entry.holders === 0) {
          rooms.delete(room);
          if (state === 'open') send({ type: 'unsubscribe', room });
        }
      };
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    sendTyping(room) {
      if (rooms.has(room) && state === 'open') send({ type: 'typing', room });
    },
    onTyping(handler) {
      typingHandlers.add(handler);
      return () => typingHandlers.delete(handler);
    },
  };
}
