/**
 * A work order's chats (issue 21 item 2) on the real app with real `ws` clients: before a quote is
 * accepted each provider asked talks to the landlord in a conversation of their own; accepting one
 * quote takes the declined provider out (404 on read and post, their live connection leaves the room
 * and is never sent its messages), while the chosen provider joins the team conversation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveServerMessage } from '@lintel/shared';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, multipart, type TestUser } from '../../test/factories.ts';
import { injector } from '../../test/money-factories.ts';
import { yearDate } from '../../test/dates.ts';
import { listen, nextEvent, signedIn, type LiveClient } from '../../test/live-client.ts';
import { updateUser } from '../auth/auth.repository.ts';
import { updateWorkOrder } from './work-orders.repository.ts';
import { WORK_ORDER_FOLLOW_UP_DAYS } from '@lintel/shared';

let t: TestApp;
let url: string;
let call: ReturnType<typeof injector>;
let landlord: TestUser;
let plumber: TestUser;
let roofer: TestUser;

interface Conversation {
  id: string;
  title: string;
  canPost: boolean;
  participants: Array<{ userId: string }>;
}

beforeAll(async () => {
  t = await buildTestApp();
  url = await listen(t);
  call = injector(t);
  landlord = await createUser(t, { role: 'propertyManager' });
  plumber = await createUser(t, { role: 'serviceProvider' });
  roofer = await createUser(t, { role: 'serviceProvider' });
  await updateUser(t.deps.db, plumber.id, { companyName: 'Pipe Pros' });
  await updateUser(t.deps.db, roofer.id, { companyName: 'Top Roofs' });
});
afterAll(() => t.close());

async function openChat(user: TestUser, workOrderId: string) {
  return call('POST', '/api/chat/conversations', user, { subject: { kind: 'workOrder', id: workOrderId } });
}

/**
 * Subscribes and answers the reply, skipping the bell's events on the way; a chat message arriving
 * in between fails the test (the probe proves nothing of the chat reached the client before it).
 */
async function join(client: LiveClient, room: string): Promise<LiveServerMessage> {
  client.send({ type: 'subscribe', room });
  for (;;) {
    const frame = await client.next();
    if (frame.type !== 'event') return frame;
    expect(frame.event.type).not.toBe('chat.messagePosted');
  }
}

async function quote(user: TestUser, workOrderId: string, unitPrice: number) {
  const response = await call('POST', '/api/work-order-quotes', user, { workOrderId, lineItems: [{ description: 'Labour', quantity: 1, unitPrice }], rate: 0, earliestStart: yearDate(1, '02-15') });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: string }>(response);
}

describe('work order chats around a quote acceptance', () => {
  it('one conversation per provider before; the declined provider gets 404 and no live message after', async () => {
    const propertyId = (await createProperty(t, landlord)).id;
    const created = json<{ id: string }>(
      await call('POST', '/api/work-orders', landlord, { name: 'Broken gate', category: 'plumbing', description: 'Gate code 4512', property: propertyId, priority: 'high', timing: 'asSoonAsPossible' }),
    );
    await call('PATCH', `/api/work-orders/request-quote/${created.id}`, landlord, { providerIds: [plumber.id, roofer.id] });

    const plumberChat = json<Conversation>(await openChat(plumber, created.id));
    const rooferChat = json<Conversation>(await openChat(roofer, created.id));
    expect(plumberChat.id).not.toBe(rooferChat.id);
    expect(plumberChat.participants.map((p) => p.userId).sort()).toEqual([landlord.id, plumber.id].sort());
    expect(rooferChat.title).toBe('Broken gate · Top Roofs');
    // The plumber cannot read the roofer's conversation with the landlord.
    expect((await call('GET', `/api/chat/conversations/${rooferChat.id}`, plumber)).statusCode).toBe(404);
    // The landlord replies in each provider's conversation from their list.
    const landlordList = json<{ results: Array<{ id: string }> }>(await call('GET', '/api/chat/conversations', landlord)).results.map((row) => row.id);
    expect(landlordList).toEqual(expect.arrayContaining([plumberChat.id, rooferChat.id]));
    expect((await call('POST', `/api/chat/conversations/${rooferChat.id}/messages`, landlord, { text: 'When can you come?' })).statusCode).toBe(201);

    const rooferLive = await signedIn(url, roofer);
    expect(await join(rooferLive, `conversation:${rooferChat.id}`)).toEqual({ type: 'subscribed', room: `conversation:${rooferChat.id}` });

    const plumberQuote = await quote(plumber, created.id, 200);
    await quote(roofer, created.id, 250);
    expect((await call('POST', `/api/work-orders/${created.id}/accept-quote`, landlord, { quoteId: plumberQuote.id })).statusCode).toBe(200);

    // The roofer's live connection leaves the room as soon as the decline is published.
    for (;;) {
      const frame = await rooferLive.next();
      if (frame.type === 'unsubscribed') {
        expect(frame.room).toBe(`conversation:${rooferChat.id}`);
        break;
      }
    }
    // Read, history, post and reopening are 404 for the declined provider; the room cannot be joined again.
    expect((await call('GET', `/api/chat/conversations/${rooferChat.id}`, roofer)).statusCode).toBe(404);
    expect((await call('GET', `/api/chat/conversations/${rooferChat.id}/messages`, roofer)).statusCode).toBe(404);
    expect((await call('POST', `/api/chat/conversations/${rooferChat.id}/messages`, roofer, { text: 'Still here?' })).statusCode).toBe(404);
    expect((await openChat(roofer, created.id)).statusCode).toBe(404);
    expect(json<{ results: Array<{ id: string }> }>(await call('GET', '/api/chat/conversations', roofer)).results.map((row) => row.id)).not.toContain(rooferChat.id);
    expect(await join(rooferLive, `conversation:${rooferChat.id}`)).toEqual({ type: 'error', code: 'ROOM_NOT_FOUND', room: `conversation:${rooferChat.id}` });
    // The landlord keeps the history but can no longer write to a provider who is out.
    const closed = json<Conversation>(await call('GET', `/api/chat/conversations/${rooferChat.id}`, landlord));
    expect(closed.canPost).toBe(false);

    // The team conversation: landlord and the chosen provider; the roofer cannot join its room.
    const team = json<Conversation>(await openChat(landlord, created.id));
    expect(team.participants.map((p) => p.userId).sort()).toEqual([landlord.id, plumber.id].sort());
    expect(await join(rooferLive, `conversation:${team.id}`)).toEqual({ type: 'error', code: 'ROOM_NOT_FOUND', room: `conversation:${team.id}` });
    const plumberLive = await signedIn(url, plumber);
    expect(await join(plumberLive, `conversation:${team.id}`)).toEqual({ type: 'subscribed', room: `conversation:${team.id}` });
    expect((await call('POST', `/api/chat/conversations/${team.id}/messages`, landlord, { text: 'Gate code is 4512' })).statusCode).toBe(201);
    expect((await nextEvent(plumberLive, 'chat.messagePosted')).payload.conversationId).toBe(team.id);
    // Nothing reached the roofer: the next frame it gets is the answer to a probe sent after the message.
    expect(await join(rooferLive, 'conversation:probe')).toEqual({ type: 'error', code: 'ROOM_NOT_FOUND', room: 'conversation:probe' });
    // The chosen provider's own conversation with the landlord stays open.
    expect(json<Conversation>(await call('GET', `/api/chat/conversations/${plumberChat.id}`, plumber)).canPost).toBe(true);
    for (const client of [rooferLive, plumberLive]) client.socket.close();
  });
});

describe('a closed work order’s conversation (issue 21 item 10)', () => {
  it('stays open to its owner and the chosen provider for the follow-up period, with words that say so, then reads only', async () => {
    const helper = await createUser(t, { role: 'serviceProvider' });
    const propertyId = (await createProperty(t, landlord)).id;
    const created = json<{ id: string }>(
      await call('POST', '/api/work-orders', landlord, { name: 'Leaking tap', category: 'plumbing', description: 'Kitchen tap', property: propertyId, priority: 'low', timing: 'asSoonAsPossible' }),
    );
    await call('PATCH', `/api/work-orders/request-quote/${created.id}`, landlord, { providerIds: [plumber.id] });
    const accepted = await quote(plumber, created.id, 120);
    expect((await call('POST', `/api/work-orders/${created.id}/accept-quote`, landlord, { quoteId: accepted.id })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/work-orders/add-assignee/${created.id}`, landlord, { userId: helper.id })).statusCode).toBe(200);
    const team = json<Conversation & { notice: string | null }>(await openChat(landlord, created.id));
    expect(team.notice).toBeNull();
    expect(team.participants.map((p) => p.userId)).toContain(helper.id);

    const form = multipart('invoice.pdf', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), 'application/pdf');
    const upload = await t.app.inject({ method: 'POST', url: '/api/files', headers: { ...plumber.headers, ...form.headers }, payload: form.payload });
    expect(upload.statusCode, upload.body).toBe(201);
    expect((await call('POST', `/api/work-orders/${created.id}/complete`, plumber, { invoiceFileId: json<{ id: string }>(upload).id })).statusCode).toBe(200);
    expect((await call('POST', `/api/work-orders/${created.id}/confirm`, landlord, { rating: 5 })).statusCode).toBe(200);

    // The owner and the chosen provider still write, and are told until when; the other provider may not.
    const owner = json<Conversation & { notice: string }>(await call('GET', `/api/chat/conversations/${team.id}`, landlord));
    expect(owner.canPost).toBe(true);
    expect(owner.notice).toMatch(/^This work order was closed on .+\. You and Pipe Pros can still write here about it \(warranty questions, a follow-up visit\) until .+\.$/);
    expect((await call('POST', `/api/chat/conversations/${team.id}/messages`, landlord, { text: 'The tap drips again' })).statusCode).toBe(201);
    expect((await call('POST', `/api/chat/conversations/${team.id}/messages`, plumber, { text: 'I will come on Monday' })).statusCode).toBe(201);
    const assistant = json<Conversation & { notice: string }>(await call('GET', `/api/chat/conversations/${team.id}`, helper));
    expect(assistant.canPost).toBe(false);
    expect(assistant.notice).toMatch(/only .+ and Pipe Pros can write here; you can read it\.$/);
    const refused = await call('POST', `/api/chat/conversations/${team.id}/messages`, helper, { text: 'Me too' });
    expect(refused.statusCode).toBe(403);
    expect(json<{ code: string; message: string }>(refused)).toMatchObject({ code: 'CONVERSATION_CLOSED', message: assistant.notice });

    // Past the follow-up period the conversation is read-only for everyone, and says so.
    const longAgo = new Date(Date.now() - (WORK_ORDER_FOLLOW_UP_DAYS + 1) * 24 * 60 * 60 * 1000);
    await updateWorkOrder(t.deps.db, created.id, { closedAt: longAgo });
    const after = json<Conversation & { notice: string }>(await call('GET', `/api/chat/conversations/${team.id}`, landlord));
    expect(after.canPost).toBe(false);
    expect(after.notice).toContain(`its ${WORK_ORDER_FOLLOW_UP_DAYS}-day follow-up period ended on`);
    expect((await call('POST', `/api/chat/conversations/${team.id}/messages`, plumber, { text: 'Any news?' })).statusCode).toBe(403);
  });
});

describe('the landlord opens a provider’s own conversation (issue 21 item 2)', () => {
  it('with a provider asked to quote; 404 for anyone else or a provider not asked; 422 for a malformed id', async () => {
    const stranger = await createUser(t, { role: 'serviceProvider' });
    const otherLandlord = await createUser(t, { role: 'propertyManager' });
    const propertyId = (await createProperty(t, landlord)).id;
    const created = json<{ id: string }>(
      await call('POST', '/api/work-orders', landlord, { name: 'Cracked tile', category: 'plumbing', description: 'Bathroom', property: propertyId, priority: 'low', timing: 'asSoonAsPossible' }),
    );
    await call('PATCH', `/api/work-orders/request-quote/${created.id}`, landlord, { providerIds: [plumber.id, roofer.id] });
    const subject = { kind: 'workOrder', id: created.id };

    // Before the roofer ever opened it, the landlord starts the conversation with the roofer alone.
    const opened = await call('POST', '/api/chat/conversations', landlord, { subject, withUserId: roofer.id });
    expect(opened.statusCode, opened.body).toBe(201);
    const withRoofer = json<Conversation>(opened);
    expect(withRoofer.title).toBe('Cracked tile · Top Roofs');
    expect(withRoofer.participants.map((p) => p.userId).sort()).toEqual([landlord.id, roofer.id].sort());
    expect((await call('POST', `/api/chat/conversations/${withRoofer.id}/messages`, landlord, { text: 'Can you quote by Friday?' })).statusCode).toBe(201);
    // The roofer finds the same conversation; the plumber has their own.
    expect(json<Conversation>(await openChat(roofer, created.id)).id).toBe(withRoofer.id);
    const withPlumber = json<Conversation>(await call('POST', '/api/chat/conversations', landlord, { subject, withUserId: plumber.id }));
    expect(withPlumber.id).not.toBe(withRoofer.id);
    expect(json<Conversation>(await openChat(plumber, created.id)).id).toBe(withPlumber.id);

    // A provider not asked, another landlord, a provider naming someone, and other kinds: 404.
    expect((await call('POST', '/api/chat/conversations', landlord, { subject, withUserId: stranger.id })).statusCode).toBe(404);
    expect((await call('POST', '/api/chat/conversations', otherLandlord, { subject, withUserId: roofer.id })).statusCode).toBe(404);
    expect((await call('POST', '/api/chat/conversations', plumber, { subject, withUserId: roofer.id })).statusCode).toBe(404);
    expect((await call('POST', '/api/chat/conversations', landlord, { subject: { kind: 'quoteRequest', id: created.id }, withUserId: roofer.id })).statusCode).toBe(404);
    const malformed = await call('POST', '/api/chat/conversations', landlord, { subject, withUserId: 'roofer' });
    expect(malformed.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(malformed).details.map((detail) => detail.path)).toContain('withUserId');
  });
});
