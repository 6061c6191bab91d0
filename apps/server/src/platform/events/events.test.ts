/**
 * Domain events published after commit: a crash between commit and publish loses nothing and a
 * retry applies nothing twice (issue 9), a failing consumer is retried, a rolled-back change
 * publishes nothing. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DomainEvent } from '@lintel/shared';
import { uuidv7 } from '../../db/columns.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import type { LintelApp } from '../../app.ts';
import { recordEvent } from './events.ts';
import { outbox, processedEvents } from './events.table.ts';

/** A consumer whose effect is not idempotent by itself: one row per run (so a second run shows). */
function countingConsumer(built: LintelApp) {
  built.deps.events.subscribe('notification.created', 'test.effects', async (event, tx) => {
    await tx.execute(sql`insert into test_event_effects (event_id) values (${event.id})`);
  });
}

async function effectsOf(t: TestApp, eventId: string): Promise<number> {
  const result = (await t.deps.db.execute(sql`select count(*)::int as n from test_event_effects where event_id = ${eventId}`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
}

function chatPosted(authorId: string) {
  const conversationId = uuidv7();
  const messageId = uuidv7();
  const message = { id: messageId, conversationId, author: { id: authorId, name: 'Ann' }, text: 'Hello', attachments: [], createdAt: new Date().toISOString() };
  return { conversationId, messageId, authorId, message };
}

function notification(accountId: string) {
  return { type: 'notification.created' as const, accountId, userIds: [accountId], payload: { notificationId: uuidv7(), title: 'Rent is due' } };
}

describe('domain events', () => {
  let crashed: TestApp;
  beforeAll(async () => {
    crashed = await buildTestApp({}, { beforeReady: countingConsumer });
    await crashed.deps.db.execute(sql`create table test_event_effects (event_id uuid not null)`);
  });
  afterAll(async () => {
    await crashed?.close();
  });

  it('an event committed but never published (crash) is delivered exactly once by the restarted app', async () => {
    // The process "dies" right after the commit: the event is in the outbox, nobody flushed it.
    const event = await crashed.deps.db.transaction((tx) => recordEvent(tx, notification(uuidv7())));
    expect(await effectsOf(crashed, event.id)).toBe(0);

    const received: DomainEvent[] = [];
    const restarted = await buildTestApp(
      {},
      {
        sameDatabaseAs: crashed,
        beforeReady: (built) => {
          countingConsumer(built);
          built.deps.events.listen((published) => received.push(published));
        },
      },
    );
    try {
      // Delivered on start.
      expect(await effectsOf(restarted, event.id)).toBe(1);
      expect(received.map((published) => published.id)).toEqual([event.id]);
      expect(received[0]).toMatchObject({ type: 'notification.created', accountId: event.accountId, payload: event.payload });
      const [row] = await restarted.deps.db.select().from(outbox).where(eq(outbox.id, event.id));
      expect(row?.publishedAt).toBeInstanceOf(Date);

      // A second crash, this time after the consumer committed and before the row was marked: the
      // retry publishes again (live listeners dedupe by id) but the consumer's effect stays single.
      await restarted.deps.db.update(outbox).set({ publishedAt: null, lockedUntil: null }).where(eq(outbox.id, event.id));
      await restarted.deps.events.drain();
      await crashed.deps.events.drain();
      expect(await effectsOf(restarted, event.id)).toBe(1);
      const processed = await restarted.deps.db.select().from(processedEvents).where(eq(processedEvents.eventId, event.id));
      expect(processed.map((p) => p.consumer)).toEqual(['test.effects']);
    } finally {
      await restarted.close();
    }
  });

  it('a failing consumer leaves the event unpublished with its error, and the retry delivers it once', async () => {
    const t = await buildTestApp({}, { sameDatabaseAs: crashed });
    try {
      let calls = 0;
      t.deps.events.subscribe('chat.messagePosted', 'test.flaky', async (event, tx) => {
        calls += 1;
        await tx.execute(sql`insert into test_event_effects (event_id) values (${event.id})`);
        if (calls === 1) throw new Error('downstream unavailable');
      });
      const accountId = uuidv7();
      const event = await t.deps.db.transaction((tx) =>
        recordEvent(tx, { type: 'chat.messagePosted', accountId, payload: chatPosted(accountId) }),
      );
      await t.deps.events.drain();
      const [failed] = await t.deps.db.select().from(outbox).where(eq(outbox.id, event.id));
      expect(failed).toMatchObject({ publishedAt: null, attempts: 1, lastError: 'downstream unavailable' });
      expect(await effectsOf(t, event.id)).toBe(0);

      // The backoff has passed.
      await t.deps.db.update(outbox).set({ lockedUntil: null }).where(eq(outbox.id, event.id));
      await t.deps.events.drain();
      const [delivered] = await t.deps.db.select().from(outbox).where(eq(outbox.id, event.id));
      expect(delivered?.publishedAt).toBeInstanceOf(Date);
      expect(delivered?.attempts).toBe(2);
      expect(calls).toBe(2);
      expect(await effectsOf(t, event.id)).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('a rolled-back change publishes nothing; a bad payload is refused', async () => {
    const received: string[] = [];
    const stop = crashed.deps.events.listen((event) => received.push(event.id));
    const attempt = crashed.deps.db.transaction(async (tx) => {
      await recordEvent(tx, notification(uuidv7()));
      throw new Error('the change failed');
    });
    await expect(attempt).rejects.toThrow('the change failed');
    await crashed.deps.events.drain();
    stop();
    expect(received).toEqual([]);
    const bad = crashed.deps.db.transaction((tx) =>
      recordEvent(tx, { type: 'lease.activated', accountId: uuidv7(), payload: { leaseId: 'not-a-uuid', propertyId: uuidv7() } }),
    );
    await expect(bad).rejects.toThrow();
  });
});
