/**
 * Domain events published after commit (ARCHITECTURE.md "Events", decision 008). A service writes the
 * event with `recordEvent(tx, …)` in the transaction of its change and calls `events.flush()` after
 * commit — a nudge it does not await: the request answers at once. The drainer (that nudge, a poll,
 * and once at start) claims unpublished outbox rows and delivers each on its own (up to
 * MAX_IN_FLIGHT at once): it runs every consumer of the type side by side — each in its own
 * transaction gated by a `processed_events(consumer, event_id)` row, so a retry or a second instance
 * never applies an event twice — then hands the event to the bus (live channel on every instance)
 * and marks the row published. A slow consumer delays only its own event; a failing one leaves the
 * row for a retry with backoff. A crash anywhere in between leaves the row unpublished and the next
 * drain (this instance or another) finishes it.
 */
import { and, asc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
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
  /**
   * A nudge after a commit that recorded events: the drainer claims them soon, off the caller's path.
   * Returns nothing to await (a request never waits for delivery); never throws.
   */
  flush(): void;
  /**
   * Claims what is due now and waits until every delivery this instance runs has ended (consumers,
   * bus, marking), including events those consumers recorded. For tests and tools, never a request.
   */
  drain(): Promise<void>;
  /** Waits until this instance has no claim loop and no delivery in flight (tests, shutdown). */
  drained(): Promise<void>;
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
/** Deliveries one instance runs at once (each may hold a database connection for its consumers). */
const MAX_IN_FLIGHT = 4;
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
  // Claim loops run one at a time; a nudge during one runs one more after it (coalesced).
  let current: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  // Deliveries in flight on this instance, by event id: each runs on its own, the claim loop never waits for one.
  const inFlight = new Map<string, Promise<void>>();

  async function claim(limit: number): Promise<OutboxRow[]> {
    const busy = [...inFlight.keys()];
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.publishedAt),
          or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
          busy.length > 0 ? notInArray(outbox.id, busy) : undefined,
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(outbox)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`, attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, due))
      .returning();
    return rows.sort((a, b) => (a.id < b.id ? -1 : 1));
  }

  /** Runs one consumer in its own transaction, gated by its processed_events row. */
  async function runConsumer(consumer: { name: string; handler: EventHandler<EventType> }, event: DomainEvent): Promise<void> {
    await db.transaction(async (tx) => {
      const fresh = await tx.insert(processedEvents).values({ consumer: consumer.name, eventId: event.id }).onConflictDoNothing().returning();
      if (fresh.length === 0) return;
      await consumer.handler(event, tx);
    });
  }

  /**
   * Every consumer of the event, side by side (one slow consumer does not hold up the others); a
   * consumer that succeeded keeps its processed row, so a retry runs only the ones that failed.
   */
  async function consume(event: DomainEvent): Promise<void> {
    const outcomes = await Promise.allSettled((consumers.get(event.type) ?? []).map((consumer) => runConsumer(consumer, event)));
    const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failed) throw failed.reason;
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

  /** Starts a delivery without waiting for it; when it ends, drains again (its consumers may have recorded events). */
  function launch(row: OutboxRow) {
    const delivery = deliver(row)
      .catch((error: unknown) => log.error({ err: error, eventId: row.id }, 'event delivery crashed'))
      .finally(() => {
        inFlight.delete(row.id);
        if (!stopped) void drain();
      });
    inFlight.set(row.id, delivery);
  }

  // Claims until nothing is due (or MAX_IN_FLIGHT deliveries run); each claimed event is delivered
  // on its own, so an event whose consumer is slow delays no other event.
  async function drainOnce(): Promise<void> {
    for (;;) {
      const room = MAX_IN_FLIGHT - inFlight.size;
      if (room <= 0 || stopped) return;
      const rows = await claim(Math.min(BATCH, room));
      for (const row of rows) launch(row);
      if (rows.length === 0) return;
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

  /** Waits until no claim loop runs or is queued and no delivery is in flight on this instance. */
  async function drained(): Promise<void> {
    for (;;) {
      const pending = [next, current, ...inFlight.values()].filter((p): p is Promise<void> => p !== undefined);
      if (pending.length === 0) return;
      await Promise.allSettled(pending);
    }
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
    flush() {
      if (!stopped) void drain();
    },
    async drain() {
      if (stopped) return;
      await drain();
      await drained();
    },
    drained,
    async start() {
      stopped = false;
      await bus.start();
      void drain();
      if (pollMs > 0 && !timer) {
        timer = setInterval(() => void drain(), pollMs);
        timer.unref();
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await drained();
      await bus.close();
    },
  };
}
