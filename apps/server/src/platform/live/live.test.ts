/**
 * The live channel over real HTTP with real `ws` clients (issue 9): refused without a valid token
 * (4401), closed when the token expires (4401) or on logout (4403), a user gets only their own
 * events and rooms their authorizer allows; and across two instances sharing Redis and a database,
 * an event committed on instance A reaches a client connected to instance B.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE_FORBIDDEN, LIVE_CLOSE_UNAUTHORIZED } from '@lintel/shared';
import { uuidv7 } from '../../db/columns.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createUser, TEST_PASSWORD, type TestUser } from '../../test/factories.ts';
import { connect, listen, signedIn } from '../../test/live-client.ts';
import type { LintelApp } from '../../app.ts';
import { recordEvent, type NewEvent } from '../events/events.ts';
import { redisForTests, redisUrl } from '../../test/services.ts';

/** Commits an event on `t` and drains its outbox (what a service does after its transaction). */
async function publish(t: TestApp, event: NewEvent<'notification.created'>) {
  const recorded = await t.deps.db.transaction((tx) => recordEvent(tx, event));
  await t.settle();
  return recorded;
}

function notificationFor(user: TestUser, title: string, room?: string): NewEvent<'notification.created'> {
  return { type: 'notification.created', accountId: user.id, userIds: room ? [] : [user.id], ...(room ? { room } : {}), payload: { notificationId: uuidv7(), title } };
}

/** A room kind for the test: `note:<userId>` may be joined by that user only. */
function registerNoteRooms(built: LintelApp) {
  built.deps.liveRooms.register('note', async (auth, id) => id === auth.userId);
}

describe('live channel', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp({}, { beforeReady: registerNoteRooms });
    url = await listen(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a client with an invalid token or one that does not authenticate first (4401)', async () => {
    const forged = await connect(url);
    forged.send({ type: 'auth', token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' });
    expect(await forged.closed).toBe(LIVE_CLOSE_UNAUTHORIZED);

    const eager = await connect(url);
    eager.send({ type: 'subscribe', room: 'note:abc' });
    expect(await eager.closed).toBe(LIVE_CLOSE_UNAUTHORIZED);

    const garbage = await connect(url);
    garbage.send('not json');
    expect(await garbage.closed).toBe(LIVE_CLOSE_UNAUTHORIZED);
  });

  it('closes with 4401 when the access token expires without a new auth', async () => {
    const user = await createUser(t);
    const shortLived = await t.deps.tokens.sign({ userId: user.id, role: user.role, accountId: user.id }, 2);
    const client = await connect(url);
    client.send({ type: 'auth', token: shortLived });
    expect(await client.next()).toEqual({ type: 'ready', userId: user.id });
    expect(await client.closed).toBe(LIVE_CLOSE_UNAUTHORIZED);
  });

  it('a new auth after a refresh keeps the connection open past the first token’s expiry', async () => {
    const user = await createUser(t);
    const shortLived = await t.deps.tokens.sign({ userId: user.id, role: user.role, accountId: user.id }, 2);
    const client = await connect(url);
    client.send({ type: 'auth', token: shortLived });
    expect(await client.next()).toEqual({ type: 'ready', userId: user.id });
    client.send({ type: 'auth', token: user.token });
    expect(await client.next()).toEqual({ type: 'ready', userId: user.id });
    // Past the first token's expiry (at most 2 s): still open, still receiving.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const event = await publish(t, notificationFor(user, 'Still here'));
    expect(await client.next()).toEqual({ type: 'event', event });
    const other = await createUser(t);
    client.send({ type: 'auth', token: other.token });
    expect(await client.closed).toBe(LIVE_CLOSE_FORBIDDEN);
  });

  it('a user receives their own events and never another account’s', async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const aliceClient = await signedIn(url, alice);
    const bobClient = await signedIn(url, bob);

    const forAlice = await publish(t, notificationFor(alice, 'For Alice'));
    const forBob = await publish(t, notificationFor(bob, 'For Bob'));
    // Bus delivery is in order: Bob's first event frame is his own, so Alice's never reached him.
    expect(await bobClient.next()).toEqual({ type: 'event', event: forBob });
    expect(await aliceClient.next()).toEqual({ type: 'event', event: forAlice });
    aliceClient.socket.close();
    bobClient.socket.close();
  });

  it('joins only rooms its authorizer allows; room events reach the room’s members only', async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const aliceClient = await signedIn(url, alice);
    const bobClient = await signedIn(url, bob);

    bobClient.send({ type: 'subscribe', room: `note:${alice.id}` });
    expect(await bobClient.next()).toEqual({ type: 'error', code: 'ROOM_NOT_FOUND', room: `note:${alice.id}` });
    bobClient.send({ type: 'subscribe', room: `unknownKind:${bob.id}` });
    expect(await bobClient.next()).toEqual({ type: 'error', code: 'ROOM_NOT_FOUND', room: `unknownKind:${bob.id}` });
    aliceClient.send({ type: 'subscribe', room: `note:${alice.id}` });
    expect(await aliceClient.next()).toEqual({ type: 'subscribed', room: `note:${alice.id}` });

    const inRoom = await publish(t, notificationFor(alice, 'In the room', `note:${alice.id}`));
    const forBob = await publish(t, notificationFor(bob, 'For Bob'));
    expect(await aliceClient.next()).toEqual({ type: 'event', event: inRoom });
    expect(await bobClient.next()).toEqual({ type: 'event', event: forBob });

    aliceClient.send({ type: 'unsubscribe', room: `note:${alice.id}` });
    expect(await aliceClient.next()).toEqual({ type: 'unsubscribed', room: `note:${alice.id}` });
    await publish(t, notificationFor(alice, 'After leaving', `note:${alice.id}`));
    const direct = await publish(t, notificationFor(alice, 'Direct'));
    expect(await aliceClient.next()).toEqual({ type: 'event', event: direct });
    aliceClient.socket.close();
    bobClient.socket.close();
  });

  it('closes the user’s connections with 4403 on logout', async () => {
    const user = await createUser(t);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/local/login', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const { jwt, refreshToken } = login.json<{ jwt: string; refreshToken: string }>();
    const client = await connect(url);
    client.send({ type: 'auth', token: jwt });
    expect(await client.next()).toEqual({ type: 'ready', userId: user.id });
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken } });
    expect(logout.statusCode).toBeLessThan(300);
    expect(await client.closed).toBe(LIVE_CLOSE_FORBIDDEN);
  });
});

const available = await redisForTests('cross-instance live tests');

describe.skipIf(!available)('live channel across two instances sharing Redis and the database', () => {
  let a: TestApp;
  let b: TestApp;
  let urlOfB: string;
  beforeAll(async () => {
    // Instances behind one load balancer share JWT_SECRET (README "Configuration").
    const jwtSecret = 'live-channel-test-secret-of-at-least-32-chars';
    a = await buildTestApp({ redisUrl, jwtSecret });
    b = await buildTestApp({ redisUrl, jwtSecret }, { sameDatabaseAs: a });
    urlOfB = await listen(b);
    await listen(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('an event committed and published on instance A reaches a WebSocket client on instance B, and only its user', async () => {
    const alice = await createUser(a);
    const bob = await createUser(a);
    const aliceOnB = await signedIn(urlOfB, alice);
    const bobOnB = await signedIn(urlOfB, bob);

    const forAlice = await publish(a, notificationFor(alice, 'Sent from instance A'));
    const forBob = await publish(a, notificationFor(bob, 'Also from A'));
    expect(await aliceOnB.next()).toEqual({ type: 'event', event: forAlice });
    expect(await bobOnB.next()).toEqual({ type: 'event', event: forBob });
    aliceOnB.socket.close();
    bobOnB.socket.close();
  });
});
