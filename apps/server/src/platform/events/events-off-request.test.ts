/**
 * Issue 20 "a request records its events and returns" and "e-mail is a job, sent after commit, once"
 * (decisions 008, 009). Orderings are held by the test (a consumer waiting on a promise, an SMTP
 * server holding each message), never by timers. Runs on the embedded database and on PostgreSQL;
 * the blocked-consumer case needs PostgreSQL (on the single-connection embedded database a consumer
 * holding its transaction holds the whole database — why slow outside work is a job, not a consumer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { DomainEvent } from '@lintel/shared';
import { uuidv7 } from '../../db/columns.ts';
import { buildTestApp, json, readOutbox, type TestApp } from '../../test/build-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { startHoldingSmtp } from '../../test/holding-smtp.ts';
import { postgresForTests, postgresUrl } from '../../test/services.ts';
import { recordEvent } from './events.ts';
import { outbox } from './events.table.ts';
import type { Jobs, SendOptions } from '../jobs/jobs.ts';

const SMTP_PORT = 3311;
const hasPostgres = await postgresForTests('the blocked-consumer and PostgreSQL cases of events-off-request');
const databases: Array<[string, string | undefined]> = [['embedded database', undefined], ...(hasPostgres ? [['PostgreSQL', postgresUrl] as [string, string]] : [])];

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const calendarEvent = (title: string) => ({ title, type: 'calendarEvent', start: '2030-03-04T10:00:00.000Z', end: '2030-03-04T11:00:00.000Z', allDay: false });

async function postEvent(t: TestApp, user: TestUser, title: string) {
  return t.app.inject({ method: 'POST', url: '/api/events', headers: user.headers, payload: calendarEvent(title) });
}

/** Records a tenant request for `recipient` (as the maintenance area does) and nudges the drainer; returns the event. */
async function tellAbout(t: TestApp, actor: TestUser, recipient: TestUser, summary: string) {
  const tenantRequestId = uuidv7();
  const event = await t.deps.db.transaction((tx) =>
    recordEvent(tx, {
      type: 'tenantRequest.created',
      accountId: actor.id,
      userIds: [recipient.id],
      payload: { tenantRequestId, urgency: 'low', fromPortal: false, summary, link: `/tenant-requests/${tenantRequestId}` },
    }),
  );
  t.deps.events.flush();
  return event;
}

async function preferEmail(t: TestApp, user: TestUser) {
  const response = await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: user.headers, payload: { tenantRequest: 'both' } });
  expect(response.statusCode, response.body).toBe(200);
}

describe.skipIf(!hasPostgres)('a blocked consumer delays nothing but its own event (PostgreSQL)', () => {
  let t: TestApp;
  const entered = deferred<string>();
  const gate = deferred();
  let blockAccount = '';
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        postgresUrl,
        settleAfterInject: false,
        beforeReady: (built) =>
          built.deps.events.subscribe('calendar.eventChanged', 'test.blocking', async (event) => {
            if (event.accountId !== blockAccount) return;
            entered.resolve(event.id);
            await gate.promise;
          }),
      },
    );
  });
  afterAll(async () => {
    gate.resolve();
    await t?.close();
  });

  it("an unrelated account's request answers, and its event is delivered, while the consumer is blocked", async () => {
    const [blocked, other] = [await createUser(t, { role: 'homeOwner' }), await createUser(t, { role: 'homeOwner' })];
    blockAccount = blocked.id;
    const delivered: DomainEvent[] = [];
    const otherDelivered = deferred();
    t.deps.events.listen((event) => {
      delivered.push(event);
      if (event.accountId === other.id && event.type === 'calendar.eventChanged') otherDelivered.resolve();
    });

    expect((await postEvent(t, blocked, 'Blocked')).statusCode).toBe(201);
    const blockedEventId = await entered.promise; // its consumer now holds the event
    const answered = await postEvent(t, other, 'Unrelated');
    expect(answered.statusCode, answered.body).toBe(201);
    await otherDelivered.promise;
    // Still blocked: the first account's event is not published yet.
    expect(delivered.some((event) => event.id === blockedEventId)).toBe(false);
    const [held] = await t.deps.db.select().from(outbox).where(eq(outbox.id, blockedEventId));
    expect(held?.publishedAt).toBeNull();

    gate.resolve();
    await t.deps.events.drained();
    expect(delivered.filter((event) => event.id === blockedEventId)).toHaveLength(1);
  });
});

describe.each(databases)('e-mail is a job, sent after commit, once (%s)', (_name, databaseUrl) => {
  const options = databaseUrl ? { postgresUrl: databaseUrl } : {};

  it("an SMTP server holding the mail holds no request: an unrelated account's request answers and its events are delivered", async () => {
    const smtp = await startHoldingSmtp(SMTP_PORT);
    const t = await buildTestApp({ smtpUrl: smtp.url }, { ...options, settleAfterInject: false });
    try {
      const [landlord, tenant, other] = [await createUser(t), await createUser(t, { role: 'tenant' }), await createUser(t, { role: 'homeOwner' })];
      await preferEmail(t, landlord);
      await t.deps.jobs.start(); // a served instance's runner (tests run jobs by hand otherwise)
      await tellAbout(t, tenant, landlord, 'Leaking tap at 12 Oak St');
      await smtp.arrived(1); // the mail job is talking to the server, which holds it

      const otherDelivered = deferred();
      const stop = t.deps.events.listen((event) => event.accountId === other.id && otherDelivered.resolve());
      const answered = await postEvent(t, other, 'Dentist');
      expect(answered.statusCode, answered.body).toBe(201);
      await otherDelivered.promise;
      stop();
      // The landlord's in-app row exists already: the consumer committed before the mail went out.
      const rows = json<{ results: Array<{ body: string }> }>(await t.app.inject({ method: 'GET', url: '/api/notifications', headers: landlord.headers }));
      expect(rows.results.map((row) => row.body)).toEqual(['Leaking tap at 12 Oak St']);
      expect(smtp.messages).toHaveLength(1);

      smtp.release();
      await t.deps.events.drained();
      await t.deps.jobs.stop();
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain('Leaking tap at 12 Oak St');
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('a crash after the mail job is queued and before it runs: the restarted app sends it exactly once', async () => {
    const crashed = await buildTestApp({}, options);
    let restarted: TestApp | undefined;
    try {
      const [landlord, tenant] = [await createUser(crashed), await createUser(crashed, { role: 'tenant' })];
      await preferEmail(crashed, landlord);
      // The consumer commits the in-app row and the mail job; the process dies before any runner ran it.
      await tellAbout(crashed, tenant, landlord, 'Broken window at 3 Elm St');
      await crashed.deps.events.drain();
      expect(await readOutbox(crashed.dataDir)).toEqual([]);

      // The restarted app (its runner runs what is due as it starts: settle stands for that) sends it.
      restarted = await buildTestApp({}, { ...options, sameDatabaseAs: crashed });
      await restarted.settle();
      // Once: nothing left to run on either instance, and the consumer does not run again.
      expect(await restarted.deps.jobs.runDue(new Date(Date.now() + 86_400_000), ['notifications.mail'])).toEqual([]);
      expect(await crashed.deps.jobs.runDue(new Date(Date.now() + 86_400_000), ['notifications.mail'])).toEqual([]);
      await restarted.deps.events.drain();
      const mails = (await readOutbox(restarted.dataDir)).filter((mail) => mail.to === landlord.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain('Broken window at 3 Elm St');
      expect(await readOutbox(crashed.dataDir)).toEqual([]);
    } finally {
      await restarted?.close();
      await crashed.close();
    }
  });

  it('a consumer failing after its mail was queued sends nothing twice', async () => {
    // The consumer's transaction fails right after its mail job was written (the job is real; the
    // failure is injected once after it): the job rolls back with the rest, and the retry queues one.
    let failNext = true;
    const t = await buildTestApp(
      {},
      {
        ...options,
        beforeReady: (built) => {
          const jobs: Jobs = built.deps.jobs;
          const send = jobs.send.bind(jobs);
          jobs.send = async (name: string, payload: unknown, sendOptions?: SendOptions) => {
            const id = await send(name, payload, sendOptions);
            if (name === 'notifications.mail' && failNext) {
              failNext = false;
              throw new Error('the consumer failed after queueing its mail');
            }
            return id;
          };
        },
      },
    );
    try {
      const [landlord, tenant] = [await createUser(t), await createUser(t, { role: 'tenant' })];
      await preferEmail(t, landlord);
      const event = await tellAbout(t, tenant, landlord, 'No hot water at 9 Ash St');
      await t.settle();
      const [failed] = await t.deps.db.select().from(outbox).where(eq(outbox.id, event.id));
      expect(failed).toMatchObject({ publishedAt: null, lastError: 'the consumer failed after queueing its mail' });
      expect(await readOutbox(t.dataDir)).toEqual([]);

      await t.deps.db.update(outbox).set({ lockedUntil: null }).where(eq(outbox.id, event.id)); // the backoff has passed
      await t.settle();
      await t.deps.db.update(outbox).set({ lockedUntil: null }).where(and(eq(outbox.id, event.id), sql`${outbox.publishedAt} is null`));
      await t.settle();
      expect(await t.deps.jobs.runDue(new Date(Date.now() + 86_400_000), ['notifications.mail'])).toEqual([]);
      const mails = (await readOutbox(t.dataDir)).filter((mail) => mail.to === landlord.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain('No hot water at 9 Ash St');
    } finally {
      await t.close();
    }
  });
});
