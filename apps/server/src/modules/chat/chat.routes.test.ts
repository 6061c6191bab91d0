/**
 * Chat routes (issue 14): open-or-create by subject, post with attachments, history paged backwards,
 * search, read receipts and unread counts; only participants (404 otherwise, ids in path and body);
 * a terminated lease ends new messages but not reading; the unread e-mail job after 15 minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, readOutbox, type TestApp } from '../../test/build-app.ts';
import { yearDate } from '../../test/dates.ts';
import { updateUser } from '../auth/auth.repository.ts';
import { createUser, uploadFile, type TestUser } from '../../test/factories.ts';
import { leaseChat, postChat, type LeaseChat } from '../../test/chat-factories.ts';
import { CHAT_UNREAD_EMAIL_JOB, unreadEmailKey } from './index.ts';

let t: TestApp;
let chat: LeaseChat;
let stranger: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  chat = await leaseChat(t);
  stranger = await createUser(t, { role: 'propertyManager' });
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, user?: TestUser, payload?: unknown) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const conversationUrl = (id: string, rest = '') => `/api/chat/conversations/${id}${rest}`;
type Conversation = { id: string; title: string; canPost: boolean; unreadCount: number; participants: Array<{ userId: string; lastReadMessageId: string | null }>; lastMessage: { text: string } | null };

describe('POST /chat/conversations (open or create)', () => {
  it('opens the same conversation of a lease for its landlord and its tenant', async () => {
    const again = await inject('POST', '/api/chat/conversations', chat.landlord, { subject: { kind: 'lease', id: chat.leaseId } });
    expect(again.statusCode).toBe(200);
    const forTenant = await inject('POST', '/api/chat/conversations', chat.tenant, { subject: { kind: 'lease', id: chat.leaseId } });
    expect(forTenant.statusCode).toBe(200);
    const body = json<Conversation>(forTenant);
    expect(body.id).toBe(chat.conversationId);
    expect(body.canPost).toBe(true);
    expect(body.participants.map((p) => p.userId).sort()).toEqual([chat.landlord.id, chat.tenant.id].sort());
  });

  it('is 404 for someone who is not one of the subject\'s people, an unknown subject and an unwired kind', async () => {
    expect((await inject('POST', '/api/chat/conversations', stranger, { subject: { kind: 'lease', id: chat.leaseId } })).statusCode).toBe(404);
    expect((await inject('POST', '/api/chat/conversations', chat.landlord, { subject: { kind: 'lease', id: stranger.id } })).statusCode).toBe(404);
    expect((await inject('POST', '/api/chat/conversations', chat.landlord, { subject: { kind: 'workOrder', id: chat.leaseId } })).statusCode).toBe(404);
    expect((await inject('POST', '/api/chat/conversations', chat.landlord, { subject: { kind: 'quoteRequest', id: chat.leaseId } })).statusCode).toBe(404);
  });

  it('is 422 for a bad subject and 401 without a token', async () => {
    const bad = await inject('POST', '/api/chat/conversations', chat.landlord, { subject: { kind: 'house', id: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(json<{ details: unknown[] }>(bad).details.length).toBeGreaterThan(0);
    expect((await inject('POST', '/api/chat/conversations', undefined, { subject: { kind: 'lease', id: chat.leaseId } })).statusCode).toBe(401);
  });

  it('a direct conversation with a contact answers the same whether or not their address has an account (issue 25 item 7); a tenant (no contacts) gets 403', async () => {
    // A landlord of their own, so the message below does not count in the shared landlord's unread total.
    const opener = await createUser(t);
    const contact = json<{ id: string }>(await inject('POST', '/api/contacts', opener, { type: 'contact', fullName: 'Someone', email: stranger.email }));
    const noAccount = json<{ id: string }>(await inject('POST', '/api/contacts', opener, { type: 'contact', fullName: 'Someone', email: 'nobody-here@example.com' }));
    const opened = await inject('POST', '/api/chat/conversations', opener, { subject: { kind: 'direct', id: contact.id } });
    const openedWithout = await inject('POST', '/api/chat/conversations', opener, { subject: { kind: 'direct', id: noAccount.id } });
    expect([opened.statusCode, openedWithout.statusCode]).toEqual([201, 201]);
    type Opened = { id: string; createdAt: string; activityAt: string; participants: Array<{ userId: string }> };
    const visible = ({ id: _id, createdAt: _c, activityAt: _a, ...rest }: Opened) => rest;
    expect(visible(json<Opened>(opened))).toEqual(visible(json<Opened>(openedWithout)));
    expect(json<Opened>(opened)).toMatchObject({ subject: { kind: 'direct', id: opener.id }, title: 'Someone', canPost: true });
    expect(json<Opened>(opened).participants.map((p) => p.userId)).toEqual([opener.id]);
    // Once the other person takes part (posts), the opener sees them.
    const id = json<Opened>(opened).id;
    expect((await inject('POST', `/api/chat/conversations/${id}/messages`, stranger, { text: 'Hello!' })).statusCode).toBe(201);
    const after = json<Opened>(await inject('GET', `/api/chat/conversations/${id}`, opener));
    expect(after).toMatchObject({ subject: { kind: 'direct', id: stranger.id } });
    expect(after.participants.map((p) => p.userId).sort()).toEqual([opener.id, stranger.id].sort());
    // Another account's contact reads as missing.
    expect((await inject('POST', '/api/chat/conversations', stranger, { subject: { kind: 'direct', id: contact.id } })).statusCode).toBe(404);
    expect((await inject('POST', '/api/chat/conversations', chat.tenant, { subject: { kind: 'direct', id: contact.id } })).statusCode).toBe(403);
  });
});

describe('a quote request\'s conversation', () => {
  it('joins the homeowner and the providers who sent a quote; a provider without a sent quote gets 404', async () => {
    const owner = await createUser(t, { role: 'homeOwner' });
    const quoting = await createUser(t, { role: 'serviceProvider' });
    const drafting = await createUser(t, { role: 'serviceProvider' });
    for (const provider of [quoting, drafting]) await updateUser(t.deps.db, provider.id, { companyName: `Windows ${provider.id.slice(-4)}`, trades: ['windowsDoors'] });
    const model = json<{ id: string }>(await inject('POST', '/api/project-models', owner, { projectType: 'window', status: 'SAVED', name: 'Bay window', properties: { size: { width: 36, height: 48 } } }));
    const request = json<{ id: string }>(
      await inject('POST', '/api/quote-requests', owner, {
        projectModelIds: [model.id],
        dateRanges: [{ start: yearDate(1, '06-01'), end: yearDate(1, '06-20') }],
        location: { houseId: null, address: '12 Elm Street, Portland' },
        parkingInfo: 'Driveway',
        replaceExisting: { window: true },
      }),
    );
    const quote = json<{ id: string }>(await inject('POST', '/api/quotes', quoting, { requestId: request.id, amount: 1200 }));
    expect((await inject('POST', `/api/quotes/${quote.id}/send`, quoting)).statusCode).toBe(200);
    expect((await inject('POST', '/api/quotes', drafting, { requestId: request.id, amount: 900 })).statusCode).toBe(201);
    const subject = { kind: 'quoteRequest', id: request.id };
    const opened = await inject('POST', '/api/chat/conversations', quoting, { subject });
    expect(opened.statusCode).toBe(201);
    expect(json<Conversation>(opened).participants.map((p) => p.userId).sort()).toEqual([owner.id, quoting.id].sort());
    expect(json<Conversation>(await inject('POST', '/api/chat/conversations', owner, { subject })).id).toBe(json<Conversation>(opened).id);
    expect((await inject('POST', '/api/chat/conversations', drafting, { subject })).statusCode).toBe(404);
  });
});

describe('messages', () => {
  it('posts text with a photo; the other participant sees it unread in the list, the conversation and the sidebar total', async () => {
    const photo = await uploadFile(t, chat.tenant);
    const message = await postChat(t, chat.tenant, chat.conversationId, 'The kitchen tap drips', [photo.id]);
    expect(message.attachments).toEqual([expect.objectContaining({ id: photo.id })]);
    const list = json<{ results: Conversation[]; meta: { totalUnread: number } }>(await inject('GET', '/api/chat/conversations', chat.landlord));
    const mine = list.results.find((row) => row.id === chat.conversationId)!;
    expect(mine.unreadCount).toBe(1);
    expect(mine.lastMessage?.text).toBe('The kitchen tap drips');
    expect(list.meta.totalUnread).toBe(1);
    expect(json(await inject('GET', '/api/chat/unread', chat.landlord))).toEqual({ totalUnread: 1 });
    expect(json(await inject('GET', '/api/chat/unread', chat.tenant))).toEqual({ totalUnread: 0 });
    expect(json<{ unreadCount: number }>(await inject('GET', conversationUrl(chat.conversationId), chat.landlord)).unreadCount).toBe(1);
  });

  it('refuses a non-participant (404), empty or oversized input (422), files of someone else (422) and no token (401)', async () => {
    expect((await inject('POST', conversationUrl(chat.conversationId, '/messages'), stranger, { text: 'hi' })).statusCode).toBe(404);
    expect((await inject('GET', conversationUrl(chat.conversationId), stranger)).statusCode).toBe(404);
    expect((await inject('POST', conversationUrl(chat.conversationId, '/messages'), chat.tenant, { text: '  ' })).statusCode).toBe(422);
    expect((await inject('POST', conversationUrl(chat.conversationId, '/messages'), chat.tenant, { text: 'x'.repeat(4001) })).statusCode).toBe(422);
    const foreign = await uploadFile(t, stranger);
    const withForeign = await inject('POST', conversationUrl(chat.conversationId, '/messages'), chat.tenant, { text: 'look', attachmentIds: [foreign.id] });
    expect(withForeign.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(withForeign).details[0]!.path).toBe('attachmentIds');
    expect((await inject('POST', conversationUrl(chat.conversationId, '/messages'), undefined, { text: 'hi' })).statusCode).toBe(401);
    expect((await inject('GET', '/api/chat/conversations')).statusCode).toBe(401);
    expect((await inject('GET', '/api/chat/conversations?pageSize=500', chat.tenant)).statusCode).toBe(422);
  });

  it('pages the history backwards with the before cursor', async () => {
    const own = await leaseChat(t);
    const posted = [];
    for (const text of ['one', 'two', 'three', 'four', 'five']) posted.push(await postChat(t, own.landlord, own.conversationId, text));
    type Page = { results: Array<{ text: string }>; meta: { hasMore: boolean; before: string | null } };
    const first = json<Page>(await inject('GET', conversationUrl(own.conversationId, '/messages?limit=2'), own.tenant));
    expect(first.results.map((m) => m.text)).toEqual(['five', 'four']);
    expect(first.meta).toEqual({ hasMore: true, before: posted[3]!.id });
    const second = json<Page>(await inject('GET', conversationUrl(own.conversationId, `/messages?limit=2&before=${first.meta.before}`), own.tenant));
    expect(second.results.map((m) => m.text)).toEqual(['three', 'two']);
    const last = json<Page>(await inject('GET', conversationUrl(own.conversationId, `/messages?limit=2&before=${second.meta.before}`), own.tenant));
    expect(last.results.map((m) => m.text)).toEqual(['one']);
    expect(last.meta.hasMore).toBe(false);
    expect((await inject('GET', conversationUrl(own.conversationId, '/messages?before=nope'), own.tenant)).statusCode).toBe(422);
    expect((await inject('GET', conversationUrl(own.conversationId, '/messages'), stranger)).statusCode).toBe(404);
    expect((await inject('GET', conversationUrl(own.conversationId, '/messages'))).statusCode).toBe(401);
  });

  it('searches inside one conversation', async () => {
    const own = await leaseChat(t);
    await postChat(t, own.landlord, own.conversationId, 'Rent is due on the 1st');
    await postChat(t, own.tenant, own.conversationId, 'Thanks, noted');
    await postChat(t, chat.tenant, chat.conversationId, 'Rent question elsewhere');
    const found = json<{ results: Array<{ text: string }>; pagination: { total: number } }>(await inject('GET', conversationUrl(own.conversationId, '/search?search=rent'), own.tenant));
    expect(found.results.map((m) => m.text)).toEqual(['Rent is due on the 1st']);
    expect(found.pagination.total).toBe(1);
    expect((await inject('GET', conversationUrl(own.conversationId, '/search'), own.tenant)).statusCode).toBe(422);
    expect((await inject('GET', conversationUrl(own.conversationId, '/search?search=rent'), stranger)).statusCode).toBe(404);
    expect((await inject('GET', conversationUrl(own.conversationId, '/search?search=rent'))).statusCode).toBe(401);
  });
});

describe('read receipts', () => {
  it('marks read up to a message: the unread count falls and the reader\'s position is shown to others', async () => {
    const own = await leaseChat(t);
    await postChat(t, own.tenant, own.conversationId, 'first');
    const second = await postChat(t, own.tenant, own.conversationId, 'second');
    const read = await inject('POST', conversationUrl(own.conversationId, '/read'), own.landlord, { messageId: second.id });
    expect(read.statusCode).toBe(200);
    expect(json<{ unreadCount: number; participant: { lastReadMessageId: string } }>(read)).toMatchObject({ unreadCount: 0, participant: { lastReadMessageId: second.id } });
    const seenByTenant = json<Conversation>(await inject('GET', conversationUrl(own.conversationId), own.tenant));
    expect(seenByTenant.participants.find((p) => p.userId === own.landlord.id)!.lastReadMessageId).toBe(second.id);
    // Replying reads what came before: the author has nothing unread and has read up to their reply.
    await postChat(t, own.landlord, own.conversationId, 'third, unread by the tenant');
    const reply = await postChat(t, own.tenant, own.conversationId, 'a reply');
    const seenByLandlord = json<Conversation>(await inject('GET', conversationUrl(own.conversationId), own.landlord));
    expect(seenByLandlord.participants.find((p) => p.userId === own.tenant.id)!.lastReadMessageId).toBe(reply.id);
    expect(json<Conversation>(await inject('GET', conversationUrl(own.conversationId), own.tenant)).unreadCount).toBe(0);
    expect(seenByLandlord.unreadCount).toBe(1);
  });

  it('is 404 for a message of another conversation (id in the body) and for a non-participant; 422 and 401', async () => {
    const other = await postChat(t, chat.tenant, chat.conversationId, 'elsewhere');
    const own = await leaseChat(t);
    expect((await inject('POST', conversationUrl(own.conversationId, '/read'), own.landlord, { messageId: other.id })).statusCode).toBe(404);
    expect((await inject('POST', conversationUrl(chat.conversationId, '/read'), stranger, { messageId: other.id })).statusCode).toBe(404);
    expect((await inject('POST', conversationUrl(chat.conversationId, '/read'), chat.landlord, { messageId: 'x' })).statusCode).toBe(422);
    expect((await inject('POST', conversationUrl(chat.conversationId, '/read'), undefined, { messageId: other.id })).statusCode).toBe(401);
  });
});

describe('leaving a lease', () => {
  it('ends new messages after the lease is terminated; the history stays readable', async () => {
    const own = await leaseChat(t);
    await postChat(t, own.tenant, own.conversationId, 'Before the end');
    expect((await inject('POST', `/api/leases/terminate/${own.leaseId}`, own.landlord, {})).statusCode).toBe(200);
    const refused = await inject('POST', conversationUrl(own.conversationId, '/messages'), own.tenant, { text: 'After the end' });
    expect(refused.statusCode).toBe(403);
    expect(json<{ code: string }>(refused).code).toBe('CONVERSATION_CLOSED');
    expect((await inject('POST', conversationUrl(own.conversationId, '/messages'), own.landlord, { text: 'After the end' })).statusCode).toBe(403);
    const history = json<{ results: Array<{ text: string }> }>(await inject('GET', conversationUrl(own.conversationId, '/messages'), own.tenant));
    expect(history.results.map((m) => m.text)).toEqual(['Before the end']);
    expect(json<Conversation>(await inject('GET', conversationUrl(own.conversationId), own.tenant)).canPost).toBe(false);
    // Opening the subject again still finds it (read-only).
    const reopened = await inject('POST', '/api/chat/conversations', own.tenant, { subject: { kind: 'lease', id: own.leaseId } });
    expect(reopened.statusCode).toBe(200);
    expect(json<Conversation>(reopened).canPost).toBe(false);
  });
});

describe('unread e-mail after 15 minutes', () => {
  const minutes = (n: number) => new Date(Date.now() + n * 60_000);
  const mailsTo = async (email: string) => (await readOutbox(t.dataDir)).filter((mail) => mail.to.includes(email));

  it('e-mails a participant who has not read a message for 15 minutes, once', async () => {
    const own = await leaseChat(t);
    const payload = { conversationId: own.conversationId, userId: own.landlord.id };
    await postChat(t, own.tenant, own.conversationId, 'Is the heating fixed?');
    expect(await t.deps.jobs.run(CHAT_UNREAD_EMAIL_JOB, minutes(5), payload)).toEqual({ sent: false });
    expect(await mailsTo(own.landlord.email)).toHaveLength(0);
    expect(await t.deps.jobs.run(CHAT_UNREAD_EMAIL_JOB, minutes(16), payload)).toEqual({ sent: true, count: 1 });
    const [mail] = await mailsTo(own.landlord.email);
    expect(mail!.subject).toMatch(/1 unread message/);
    expect(mail!.text).toContain('Is the heating fixed?');
    expect(mail!.text).toContain(`/chat?conversation=${own.conversationId}`);
    // A retry (or a second run) sends nothing twice; the author is never e-mailed about their own message.
    expect(await t.deps.jobs.run(CHAT_UNREAD_EMAIL_JOB, minutes(20), payload)).toEqual({ sent: false });
    expect(await t.deps.jobs.run(CHAT_UNREAD_EMAIL_JOB, minutes(20), { conversationId: own.conversationId, userId: own.tenant.id })).toEqual({ sent: false });
  });

  it('is queued per participant and conversation at each post, and cancelled when they read', async () => {
    const own = await leaseChat(t);
    const key = unreadEmailKey(own.conversationId, own.landlord.id);
    const first = await postChat(t, own.tenant, own.conversationId, 'Hello?');
    await inject('POST', conversationUrl(own.conversationId, '/read'), own.landlord, { messageId: first.id });
    // Reading cancelled the queued run: nothing is left to cancel, and nothing is sent later.
    expect(await t.deps.jobs.cancel(CHAT_UNREAD_EMAIL_JOB, key)).toBe(0);
    expect(await t.deps.jobs.run(CHAT_UNREAD_EMAIL_JOB, minutes(16), { conversationId: own.conversationId, userId: own.landlord.id })).toEqual({ sent: false });
    await postChat(t, own.tenant, own.conversationId, 'Still there?');
    expect(await t.deps.jobs.cancel(CHAT_UNREAD_EMAIL_JOB, key)).toBe(1);
    expect(await t.deps.jobs.cancel(CHAT_UNREAD_EMAIL_JOB, unreadEmailKey(own.conversationId, own.tenant.id))).toBe(0);
  });
});
