/**
 * The event bus every instance's live channel listens to: in-process by default, Redis pub/sub when
 * REDIS_URL is set (each instance publishes to one channel and receives every instance's events,
 * its own included, so a listener sees each published event once per instance).
 */
import { EventEmitter } from 'node:events';
import { createRedisClient, redisKey, waitForRedis } from '../redis.ts';
import type { FastifyBaseLogger } from 'fastify';
import { domainEventSchema, liveTransientFrameSchema, type DomainEvent, type LiveTransientFrame } from '@lintel/shared';

export type BusListener = (event: DomainEvent) => void;
export type TransientListener = (frame: LiveTransientFrame) => void;

export interface EventBus {
  kind: 'memory' | 'redis';
  /** Resolves once the event is handed to the bus (for Redis: the PUBLISH was acknowledged). */
  publish(event: DomainEvent): Promise<void>;
  /** Adds a listener; returns the function that removes it. */
  listen(listener: BusListener): () => void;
  /**
   * Ephemeral frames (typing indicators): fanned out to every instance like events, but never
   * stored, validated or retried; a frame lost on the way is simply not shown.
   */
  publishTransient(frame: LiveTransientFrame): Promise<void>;
  listenTransient(listener: TransientListener): () => void;
  /** Connects (Redis: subscribed to the channel, so nothing published afterwards is missed). */
  start(): Promise<void>;
  /** Whether events reach the bus now (Redis: both connections up and subscribed). */
  isUp(): boolean;
  /**
   * Called each time the subscription comes back after a loss (Redis): events published meanwhile
   * were missed here, so the live channel tells its clients to refetch (`resync`).
   */
  onResubscribed(listener: () => void): () => void;
  close(): Promise<void>;
}


function createEmitter(log: FastifyBaseLogger) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit(event: DomainEvent) {
      for (const listener of emitter.listeners('event') as BusListener[]) {
        try {
          listener(event);
        } catch (error) {
          log.error({ err: error, eventId: event.id }, 'event listener failed');
        }
      }
    },
    listen(listener: BusListener) {
      emitter.on('event', listener);
      return () => void emitter.off('event', listener);
    },
    emitTransient(frame: LiveTransientFrame) {
      for (const listener of emitter.listeners('transient') as TransientListener[]) {
        try {
          listener(frame);
        } catch (error) {
          log.error({ err: error }, 'transient listener failed');
        }
      }
    },
    listenTransient(listener: TransientListener) {
      emitter.on('transient', listener);
      return () => void emitter.off('transient', listener);
    },
  };
}

/** In-process bus: one instance (the embedded default). */
export function createMemoryBus(log: FastifyBaseLogger): EventBus {
  const emitter = createEmitter(log);
  return {
    kind: 'memory',
    async publish(event) {
      emitter.emit(event);
    },
    listen: emitter.listen,
    async publishTransient(frame) {
      emitter.emitTransient(frame);
    },
    listenTransient: emitter.listenTransient,
    async start() {},
    isUp: () => true,
    onResubscribed: () => () => undefined,
    async close() {},
  };
}

/**
 * Redis pub/sub bus (REDIS_URL): every instance receives every event. Channels are
 * `<REDIS_PREFIX>:events` and `<REDIS_PREFIX>:transient`, so two Lintels on one Redis never meet.
 * A publish while Redis is away fails at once (the outbox row stays unpublished and is retried);
 * the subscriber reconnects by itself and, once subscribed again, `onResubscribed` listeners run.
 */
export function createRedisBus(redisUrl: string, log: FastifyBaseLogger, prefix = 'lintel'): EventBus {
  const CHANNEL = redisKey(prefix, 'events');
  const TRANSIENT_CHANNEL = redisKey(prefix, 'transient');
  const emitter = createEmitter(log);
  const pub = createRedisClient(redisUrl, log);
  const sub = createRedisClient(redisUrl, log, { lazyConnect: true, subscriber: true });
  const resubscribed = new Set<() => void>();
  let subscribed = false;
  let lost = false;
  sub.on('close', () => {
    if (subscribed) lost = true;
    subscribed = false;
  });
  sub.on('ready', () => {
    if (!lost) return;
    // ioredis resubscribes on reconnect; subscribing again is harmless and tells us when it is done.
    void sub.subscribe(CHANNEL, TRANSIENT_CHANNEL).then(
      () => {
        subscribed = true;
        lost = false;
        log.info({ channel: CHANNEL }, 'redis event bus subscribed again: live clients resync');
        for (const listener of resubscribed) listener();
      },
      (error: unknown) => log.warn({ err: error }, 'redis event bus could not subscribe again'),
    );
  });
  sub.on('message', (channel: string, message: string) => {
    if (channel === TRANSIENT_CHANNEL) {
      try {
        emitter.emitTransient(liveTransientFrameSchema.parse(JSON.parse(message)));
      } catch (error) {
        log.warn({ err: error }, 'malformed transient frame on the Redis bus');
      }
      return;
    }
    let event: DomainEvent;
    try {
      event = domainEventSchema.parse(JSON.parse(message));
    } catch (error) {
      log.error({ err: error }, 'malformed event on the Redis bus');
      return;
    }
    emitter.emit(event);
  });
  return {
    kind: 'redis',
    async publish(event) {
      await pub.publish(CHANNEL, JSON.stringify(event));
    },
    listen: emitter.listen,
    async publishTransient(frame) {
      await pub.publish(TRANSIENT_CHANNEL, JSON.stringify(frame));
    },
    listenTransient: emitter.listenTransient,
    async start() {
      await waitForRedis(pub, redisUrl);
      // lazyConnect: the first command connects (an event may be published before start, e.g. by the seed).
      await sub.subscribe(CHANNEL, TRANSIENT_CHANNEL);
      subscribed = true;
    },
    isUp: () => subscribed && pub.status === 'ready',
    onResubscribed(listener) {
      resubscribed.add(listener);
      return () => void resubscribed.delete(listener);
    },
    async close() {
      pub.disconnect();
      sub.disconnect();
    },
  };
}
