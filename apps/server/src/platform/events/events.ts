/**
 * Domain events published after commit (ARCHITECTURE.md "Events"). A service writes the event with
 * `recordEvent(tx, …)` in the transaction of its change and calls `events.flush()` after commit;
 * the drainer (that nudge, a poll, and once at start) claims unpublished outbox rows, runs every
 * consumer of the type — each in its own transaction gated by a `processed_events(consumer, event_id)`
 * row, so a retry or a second instance never applies an event twice — then hands the event to the
 * bus (live channel on every instance) and marks the row published. A crash anywhere in between
 * leaves the row unpublished and the next drain (this instance or another) finishes it.
 */
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { eventPayloadSchemas, type DomainEvent, type EventPayload, type EventType } from '@lintel/shared';
import { uuidv7 } from '../../db/columns.ts';
import type { Database, Executor, Transaction } from '../db.ts';
import type { BusListener, EventBus } from './bus.ts';
import { outbox, processedEvents } from './events.table.ts';
import { currentRequestId, withRequestId } from '../request-context.ts';

export interface NewEvent<T extends EventType> {
  type: T;
  accountId: string;
  payload: EventPayload<T>;
  userIds?: string[];
  room?: string;
}

/**
 * Writes an event to the outbox inside the caller's transaction (nothing is published until it
 * commits). The payload is validated against its type's schema; a bad payload throws (a bug).
 * Returns the envelope (id: UUID v7).
 */
export async function recordEvent<T extends EventType>(tx: Executor, input: NewEvent<T>): Promise<DomainEvent<T>> {
  const payload = eventPayloadSchemas[input.type].parse(input.payload) as EventPayload<T>;
  const occurredAt = new Date();
  const requestId = currentRequestId();
  const event: DomainEvent<T> = {
    id: uuidv7(),
    type: input.type,
    occurredAt: occurredAt.toISOString(),
    accountId: input.accountId,
    ...(input.userIds ? { userIds: input.userIds } : {}),
    ...(input.room ? { room: input.room } : {}),
    ...(requestId ? { requestId } : {}),
    payload,
  };
  await tx.insert(outbox).values({
    requestId: requestId ?? null,
    id: event.id,
    type: event.type,
    accountId: event.accountId,
    userIds: event.userIds ?? null,
    room: event.room ?? null,
    payload: event.payload,
    occurredAt,
  });
  return event;
}

/** A durable consumer: runs inside a transaction that also records (consumer, event id). */
export type EventHandler<T extends EventType> = (event: DomainEvent<T>, tx: Transaction) => Promise<unknown>;

export interface Events {
  /**
   * Registers consumer `name` for `type`. The handler runs once per event across retries, restarts
   * and instances (its effects must use `tx`). A throwing handler leaves the event unpublished and
   * it is retried with backoff.
   */
  subscribe<T extends EventType>(type: T, name: string, handler: EventHandler<T>): void;
  /** Live listener on this instance: every published event of every instance (live channel). */
  listen(listener: BusListener): () => void;
  /** Drains the outbox now (call after a commit that recorded events); never throws. */
  flush(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  bus: EventBus;
}

export interface EventsOptions {
  db: Database;
  bus: EventBus;
  log: FastifyBaseLogger;
  /** Poll period in ms for rows committed elsewhere or left by a crash; 0 = no poll (tests). */
  pollMs: number;
}

const BATCH = 50;
/**
 * How long a claimed row is held by its drainer before another may take it (issue 24: set on purpose).
 * A batch's consumers finish well within it; when an instance dies mid-batch, another instance takes
 * its rows after at most this long. Too short would let a slow but live drainer's rows be published
 * twice (consumers are idempotent; a live client would see the event twice).
 */
const CLAIM_SECONDS = 10;
const MAX_BACKOFF_SECONDS = 300;

type OutboxRow = typeof outbox.$inferSelect;

function toEvent(row: OutboxRow): DomainEvent {
  return {
    id: row.id,
    type: row.type as EventType,
    occurredAt: row.occurredAt.toISOString(),
    accountId: row.accountId,
    ...(row.userIds ? { userIds: row.userIds } : {}),
    ...(row.room ? { room: row.room } : {}),
    ...(row.requestId ? { requestId: row.requestId } : {}),
    payload: row.payload as EventPayload<EventType>,
  };
}

export function createEvents({ db, bus, log, pollMs }: EventsOptions): Events {
  const consumers = new Map<EventType, { name: string; handler: EventHandler<EventType> }[]>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // Drains run one at a time; a flush during a drain runs one more after it (coalesced).
  let current: Promise<void> | undefined;
  let next: Promise<void> | undefined;

  async function claim(): Promise<OutboxRow[]> {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.publishedAt), or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`))))
      .orderBy(asc(outbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(outbox)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`, attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, due))
      .returning();
    return rows.sort((a, b) => (a.id < b.id ? -1 : 1));
  }

  async function consume(event: DomainEvent): Promise<void> {
    for (const consumer of consumers.get(event.type) ?? []) {
      await db.transaction(async (tx) => {
        const fresh = await tx.insert(processedEvents).values({ consumer: consumer.name, eventId: event.id }).onConflictDoNothing().returning();
        if (fresh.length === 0) return;
        await consumer.handler(event, tx);
      });
    }
  }

  async function deliver(row: OutboxRow): Promise<void> {
    const event = toEvent(row);
    try {
      // Jobs and events the consumers cause carry the id of the request that started it all.
      await withRequestId(row.requestId, () => consume(event));
      await bus.publish(event);
      await db.update(outbox).set({ publishedAt: sql`now()`, lockedUntil: null, lastError: null }).where(eq(outbox.id, row.id));
      log.info({ eventId: row.id, eventType: row.type, requestId: row.requestId ?? undefined }, 'event delivered');
    } catch (error) {
      const backoff = Math.min(2 ** row.attempts, MAX_BACKOFF_SECONDS);
      log.error({ err: error, eventId: row.id, eventType: row.type, attempt: row.attempts, retryInSeconds: backoff }, 'event delivery failed');
      await db
        .update(outbox)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${backoff})`, lastError: String(error instanceof Error ? error.message : error).slice(0, 1000) })
        .where(eq(outbox.id, row.id))
        .catch((updateError: unknown) => log.error({ err: updateError, eventId: row.id }, 'could not record the event failure'));
    }
  }

  // Claims again until nothing is due, so events a consumer recorded (notifications announce each
  // row with `notification.created`) publish in the same drain as the event that caused them.
  async function drainOnce(): Promise<void> {
    for (;;) {
      const rows = await claim();
      for (const row of rows) await deliver(row);
      if (rows.length === 0 || stopped) return;
    }
  }

  function drain(): Promise<void> {
    if (next) return next;
    const after = current ?? Promise.resolve();
    const run = after.then(async () => {
      if (next === run) next = undefined;
      current = run;
      try {
        await drainOnce();
      } catch (error) {
        log.error({ err: error }, 'outbox drain failed');
      } finally {
        if (current === run) current = undefined;
      }
    });
    next = run;
    return run;
  }

  return {
    bus,
    subscribe(type, name, handler) {
      const list = consumers.get(type) ?? [];
      if (list.some((consumer) => consumer.name === name)) throw new Error(`Consumer ${name} of ${type} is already registered`);
      list.push({ name, handler: handler as unknown as EventHandler<EventType> });
      consumers.set(type, list);
    },
    listen: (listener) => bus.listen(listener),
    flush: drain,
    async start() {
      stopped = false;
      await bus.start();
      await drain();
      if (pollMs > 0 && !timer) {
        timer = setInterval(() => void drain(), pollMs);
        timer.unref();
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await (next ?? current);
      await bus.close();
    },
  };
}
