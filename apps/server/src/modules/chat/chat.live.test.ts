/**
 * Chat over the live channel (issue 14) with real `ws` clients: a participant in the conversation's
 * room gets each message and the other's typing frames, a stranger cannot join the room; and with two
 * instances on one PostgreSQL database and Redis, a message posted through instance A reaches a
 * client connected to instance B (typing frames too).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveServerMessage } from '@lintel/shared';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createUser } from '../../test/factories.ts';
import { leaseChat, postChat } from '../../test/chat-factories.ts';
import { listen, signedIn, type LiveClient } from '../../test/live-client.ts';
import { postgresForTests, postgresUrl, redisForTests, redisUrl } from '../../test/services.ts';

async function join(client: LiveClient, room: string): Promise<LiveServerMessage> {
  client.send({ type: 'subscribe', room });
  return client.next();
}

describe('chat on the live channel', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listen(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('delivers a message to the room and the other participant, typing to the others only; strangers cannot join', async () => {
    const chat = await leaseChat(t);
    const room = `conversation:${chat.conversationId}`;
    const landlord = await signedIn(url, chat.landlord);
    const tenant = await signedIn(url, chat.tenant);
    const stranger = await signedIn(url, await createUser(t));
    expect(await join(landlord, room)).toEqual({ type: 'subscribed', room });
    expect(await join(tenant, room)).toEqual({ type: 'subscribed', room });
    expect(await join(stranger, room)).toEqual({ type: 'error', code: 'ROOM_NOT_FOUND', room });
    expect(await join(stranger, 'conversation:not-a-uuid')).toEqual({ type: 'error', code: 'ROOM_NOT_FOUND', room: 'conversation:not-a-uuid' });

    tenant.send({ type: 'typing', room });
    expect(await landlord.next()).toEqual({ type: 'typing', room, userId: chat.tenant.id });
    // A stranger's typing frame for a room they did not join goes nowhere.
    stranger.send({ type: 'typing', room });

    const message = await postChat(t, chat.tenant, chat.conversationId, 'Hello from the tenant');
    const received = await landlord.next();
    expect(received).toMatchObject({ type: 'event', event: { type: 'chat.messagePosted', room, userIds: [chat.landlord.id], payload: { conversationId: chat.conversationId, messageId: message.id } } });
    // The event carries the message as the API answered it (issue 20): the other tab shows it without a request.
    expect((received as { event: { payload: { message: unknown } } }).event.payload.message).toEqual(message);
    // The author's own tab gets the room's event too (other tabs of theirs stay in step), never their own typing.
    expect(await tenant.next()).toMatchObject({ type: 'event', event: { type: 'chat.messagePosted' } });

    await t.app.inject({ method: 'POST', url: `/api/chat/conversations/${chat.conversationId}/read`, headers: chat.landlord.headers, payload: { messageId: message.id } });
    expect(await tenant.next()).toMatchObject({ type: 'event', event: { type: 'chat.messageRead', payload: { userId: chat.landlord.id, lastReadMessageId: message.id } } });
    for (const client of [landlord, tenant, stranger]) client.socket.close();
  });
});

const services = (await redisForTests('chat two-instance tests')) && (await postgresForTests('chat two-instance tests'));

describe.skipIf(!services)('chat across two instances (PostgreSQL + Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  let urlOfB: string;
  let urlOfA: string;
  beforeAll(async () => {
    const jwtSecret = 'chat-two-instance-test-secret-of-32-chars!';
    a = await buildTestApp({ redisUrl, jwtSecret }, { postgresUrl });
    b = await buildTestApp({ redisUrl, jwtSecret }, { sameDatabaseAs: a });
    urlOfA = await listen(a);
    urlOfB = await listen(b);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a message posted through instance A reaches a live client on instance B; typing on B reaches A', async () => {
    expect(a.databaseUrl).toMatch(/^postgres/);
    const chat = await leaseChat(a);
    const room = `conversation:${chat.conversationId}`;
    const landlordOnB = await signedIn(urlOfB, chat.landlord);
    expect(await join(landlordOnB, room)).toEqual({ type: 'subscribed', room });
    const tenantOnA = await signedIn(urlOfA, chat.tenant);
    expect(await join(tenantOnA, room)).toEqual({ type: 'subscribed', room });

    const message = await postChat(a, chat.tenant, chat.conversationId, 'Posted on A');
    expect(await landlordOnB.next()).toMatchObject({ type: 'event', event: { type: 'chat.messagePosted', payload: { messageId: message.id } } });
    // B reads it from the shared database.
    const history = await b.app.inject({ method: 'GET', url: `/api/chat/conversations/${chat.conversationId}/messages`, headers: chat.landlord.headers });
    expect(history.json()).toMatchObject({ results: [{ id: message.id, text: 'Posted on A' }] });

    expect(await tenantOnA.next()).toMatchObject({ type: 'event', event: { type: 'chat.messagePosted' } });
    landlordOnB.send({ type: 'typing', room });
    expect(await tenantOnA.next()).toEqual({ type: 'typing', room, userId: chat.landlord.id });
    landlordOnB.socket.close();
    tenantOnA.socket.close();
  });
});
