/**
 * Bounds of the live channel over real HTTP with real `ws` clients: connections per IP and per user
 * (issue 25 item 2; per user across two instances sharing Redis), and one connection's frame rate and
 * waiting frames (issue 23: 20,000 subscribe frames made 20,000 authorizer queries and stalled
 * /api/health). Every refusal is a close with 4429.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIVE_CLOSE_TOO_MANY } from '@lintel/shared';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { connect, listen, signedIn, type LiveClient } from '../../test/live-client.ts';
import { redisForTests, redisUrl } from '../../test/services.ts';
import { createFrameBudget, DEFAULT_LIVE_LIMITS } from './live-limits.ts';

/** A client that sent `user`'s token: answers `ready` or the close code. */
async function tryAuth(url: string, user: TestUser): Promise<{ client: LiveClient; outcome: 'ready' | number }> {
  const client = await connect(url);
  client.send({ type: 'auth', token: user.token });
  const outcome = await Promise.race([client.next().then((frame) => (frame.type === 'ready' ? 'ready' : -1)).catch(() => -2), client.closed]);
  return { client, outcome: outcome === -2 ? await client.closed : (outcome as 'ready' | number) };
}

/** Closes `clients` and waits until the server saw each close (the slot is given back on the server's close). */
async function closeAll(clients: LiveClient[]) {
  for (const client of clients) client.socket.close();
  await Promise.all(clients.map((client) => client.closed));
}

/** Retries until the user gets a connection again: the server releases a slot when it sees the close. */
async function eventuallyReady(url: string, user: TestUser): Promise<LiveClient> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { client, outcome } = await tryAuth(url, user);
    if (outcome === 'ready') return client;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no slot was given back');
}

describe('frame budget', () => {
  it('admits a burst, then the rate; refuses while too many frames wait', () => {
    let now = 0;
    const budget = createFrameBudget({ ...DEFAULT_LIVE_LIMITS, frameBurst: 3, framesPerSecond: 2, maxPendingFrames: 10 }, () => now);
    expect([budget.admit(), budget.admit(), budget.admit(), budget.admit()]).toEqual([true, true, true, false]);
    now += 500; // one more frame's worth at 2 a second
    expect([budget.admit(), budget.admit()]).toEqual([true, false]);
    const waiting = createFrameBudget({ ...DEFAULT_LIVE_LIMITS, frameBurst: 100, maxPendingFrames: 2 }, () => now);
    expect([waiting.admit(), waiting.admit(), waiting.admit()]).toEqual([true, true, false]);
    waiting.done();
    expect(waiting.admit()).toBe(true);
  });
});

describe('live channel bounds on one instance', () => {
  let t: TestApp;
  let url: string;
  let authorizerCalls = 0;
  beforeAll(async () => {
    t = await buildTestApp(
      { overrides: { liveLimits: { connectionsPerIp: 6, connectionsPerUser: 2 } } },
      {
        beforeReady: (built) =>
          // Like a real authorizer: one database query per subscribe.
          built.deps.liveRooms.register('flood', async () => {
            authorizerCalls += 1;
            await built.deps.db.execute(sql`select 1`);
            return true;
          }),
      },
    );
    url = await listen(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a user holds at most connectionsPerUser connections (4429); another user is not affected; a closed one frees its slot', async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const first = await signedIn(url, alice);
    const second = await signedIn(url, alice);
    const third = await tryAuth(url, alice);
    expect(third.outcome).toBe(LIVE_CLOSE_TOO_MANY);
    const bobs = await signedIn(url, bob);
    await closeAll([first]);
    const again = await eventuallyReady(url, alice);
    await closeAll([second, bobs, again]);
  });

  it('one address holds at most connectionsPerIp connections, signed in or not (4429)', async () => {
    const open: LiveClient[] = [];
    for (let index = 0; index < 6; index += 1) open.push(await connect(url));
    const extra = await connect(url);
    expect(await extra.closed).toBe(LIVE_CLOSE_TOO_MANY);
    await closeAll(open);
  });

  it('20,000 subscribe frames: the connection is closed with 4429 after at most a burst, and /api/health answers meanwhile', async () => {
    const user = await createUser(t);
    const client = await signedIn(url, user);
    authorizerCalls = 0;
    const flood = JSON.stringify({ type: 'subscribe', room: `flood:${user.id}` });
    for (let index = 0; index < 20_000; index += 1) client.socket.send(flood);
    const health = await fetch(url.replace('ws://', 'http://').replace('/api/live', '/api/health'));
    const callsWhenHealthAnswered = authorizerCalls;
    expect(health.status).toBe(200);
    expect(await client.closed).toBe(LIVE_CLOSE_TOO_MANY);
    // Frames past the budget were never handled: at most one burst reached the authorizer, in all.
    expect(callsWhenHealthAnswered).toBeLessThanOrEqual(DEFAULT_LIVE_LIMITS.frameBurst);
    expect(authorizerCalls).toBeLessThanOrEqual(DEFAULT_LIVE_LIMITS.frameBurst);
    // The user may connect again at once (the flood closed only that connection).
    await closeAll([await eventuallyReady(url, user)]);
  });
});

const available = await redisForTests('cross-instance live connection caps');

describe.skipIf(!available)('live connections per user across two instances sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let urlOfA: string;
  let urlOfB: string;
  beforeAll(async () => {
    const jwtSecret = 'live-limits-test-secret-of-at-least-32-chars';
    const overrides = { liveLimits: { connectionsPerUser: 2 } };
    a = await buildTestApp({ redisUrl, jwtSecret, overrides });
    b = await buildTestApp({ redisUrl, jwtSecret, overrides }, { sameDatabaseAs: a });
    urlOfA = await listen(a);
    urlOfB = await listen(b);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('one connection on A and one on B fill the user’s two slots; a third on either is closed with 4429', async () => {
    const user = await createUser(a);
    const onA = await signedIn(urlOfA, user);
    const onB = await signedIn(urlOfB, user);
    expect((await tryAuth(urlOfA, user)).outcome).toBe(LIVE_CLOSE_TOO_MANY);
    expect((await tryAuth(urlOfB, user)).outcome).toBe(LIVE_CLOSE_TOO_MANY);
    await closeAll([onB]);
    const again = await eventuallyReady(urlOfA, user);
    await closeAll([onA, again]);
  });
});
