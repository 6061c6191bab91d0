/**
 * The event → cache table against a real store and a fake server: a chat message carried by its
 * event shows in the open thread without a request, a repeated delivery or the sender's own event
 * changes nothing, and an event without the data makes the thread ask again once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatHistoryResponse, ChatMessage } from '@lintel/shared';
import { jsonResponse, makeStore } from '../../../test/render.tsx';
import { chatApi } from './chat-api.ts';
import { applyLiveEvent } from '../../../lib/live/event-tags.ts';
import type { LiveEventEnvelope } from '../../../lib/live/live-client.ts';

afterEach(() => vi.unstubAllGlobals());

const me = '018f0000-0000-7000-8000-0000000000a1';
const other = '018f0000-0000-7000-8000-0000000000b2';
const conversationId = '018f0000-0000-7000-8000-0000000000d4';
const message = (id: string, text: string, authorId: string): ChatMessage => ({
  id,
  conversationId,
  author: { id: authorId, name: authorId === me ? 'Me' : 'Other' },
  text,
  attachments: [],
  createdAt: '2026-03-02T10:00:00.000Z',
});
const first = message('018f0000-0000-7000-8000-000000000101', 'Hello', other);
const second = message('018f0000-0000-7000-8000-000000000102', 'Is Tuesday OK?', other);

/** A `chat.messagePosted` envelope; without `message` it is an older server's (the client then refetches). */
function posted(id: string, payload: { messageId: string; authorId: string; message?: ChatMessage }): LiveEventEnvelope<'chat.messagePosted'> {
  return { id, type: 'chat.messagePosted', occurredAt: '2026-03-02T10:00:00.000Z', accountId: other, room: `conversation:${conversationId}`, payload: { conversationId, ...payload } as LiveEventEnvelope<'chat.messagePosted'>['payload'] };
}

async function storeWithThread(history: () => ChatHistoryResponse) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push(`${init.method ?? 'GET'} ${url}`);
      return jsonResponse(200, history());
    }),
  );
  const store = makeStore();
  const subscription = store.dispatch(chatApi.endpoints.chatHistory.initiate(conversationId));
  await subscription;
  const texts = () => chatApi.endpoints.chatHistory.select(conversationId)(store.getState() as never).data?.pages.flatMap((page) => page.results.map((row) => row.text));
  return { store, requests, texts, subscription };
}

describe('live events into the data cache', () => {
  it('puts a carried message into the open thread without a request, once', async () => {
    const { store, requests, texts } = await storeWithThread(() => ({ results: [first], meta: { hasMore: false, before: first.id } }));
    expect(requests).toHaveLength(1);
    const event = posted('018f0000-0000-7000-8000-00000000e001', { messageId: second.id, authorId: other, message: second });
    applyLiveEvent(event, store, me);
    applyLiveEvent(event, store, me);
    expect(texts()).toEqual(['Is Tuesday OK?', 'Hello']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(1);
  });

  it('ignores the sender’s own event for a message it already holds', async () => {
    const { store, requests } = await storeWithThread(() => ({ results: [first], meta: { hasMore: false, before: first.id } }));
    applyLiveEvent(posted('018f0000-0000-7000-8000-00000000e002', { messageId: first.id, authorId: me }), store, me);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(1);
  });

  it('asks again when the event does not carry the message', async () => {
    let answer: ChatHistoryResponse = { results: [first], meta: { hasMore: false, before: first.id } };
    const { store, requests, texts } = await storeWithThread(() => answer);
    answer = { results: [second, first], meta: { hasMore: false, before: first.id } };
    applyLiveEvent(posted('018f0000-0000-7000-8000-00000000e003', { messageId: second.id, authorId: other }), store, me);
    await vi.waitFor(() => expect(texts()).toEqual(['Is Tuesday OK?', 'Hello']));
    expect(requests).toHaveLength(2);
  });

  it('ignores the sender’s own event that arrives before its POST is answered: no error, no refetch, the answer brings the message', async () => {
    let release: (response: Response) => void = () => undefined;
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        requests.push(`${init.method ?? 'GET'} ${url}`);
        if (init.method === 'POST') return new Promise<Response>((resolve) => (release = resolve));
        return Promise.resolve(jsonResponse(200, { results: [first], meta: { hasMore: false, before: first.id } }));
      }),
    );
    const store = makeStore();
    await store.dispatch(chatApi.endpoints.chatHistory.initiate(conversationId));
    const mine = message('018f0000-0000-7000-8000-000000000103', 'On my way', me);
    const post = store.dispatch(chatApi.endpoints.postChatMessage.initiate({ conversationId, input: { text: 'On my way' } as never }));
    await vi.waitFor(() => expect(requests.some((request) => request.startsWith('POST'))).toBe(true));
    // The event of this tab's own message, before the POST's answer (RTK Query keeps no argument for a
    // pending mutation; the cache's own tracker does).
    expect(() => applyLiveEvent(posted('018f0000-0000-7000-8000-00000000e004', { messageId: mine.id, authorId: me }), store, me)).not.toThrow();
    release(jsonResponse(201, mine));
    await post;
    const texts = chatApi.endpoints.chatHistory.select(conversationId)(store.getState() as never).data?.pages.flatMap((page) => page.results.map((row) => row.text));
    expect(texts).toEqual(['On my way', 'Hello']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.filter((request) => request.startsWith('GET'))).toHaveLength(1);
  });
});
