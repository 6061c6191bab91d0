/**
 * The Chat page against a fake API: a `?subject=` link opens the subject's conversation and shows
 * it by id; the list shows unread counts; Enter sends, Shift+Enter does not; a 404 shows the error.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage, Conversation } from '@lintel/shared';
import { jsonResponse, renderWithApp, signedInState } from '../../../test/render.tsx';
import { makeUser } from '../../../test/factories.ts';
import { mergeMessages } from '../api/chat-api.ts';
import ChatPage from './chat-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const me = makeUser({ id: '018f0000-0000-7000-8000-0000000000a1', role: 'propertyManager' });
const tenantId = '018f0000-0000-7000-8000-0000000000b2';
const leaseId = '018f0000-0000-7000-8000-0000000000c3';
const conversationId = '018f0000-0000-7000-8000-0000000000d4';
const at = '2026-03-02T10:00:00.000Z';
const message = (id: string, text: string, authorId = tenantId): ChatMessage => ({
  id,
  conversationId,
  author: { id: authorId, name: authorId === tenantId ? 'Tom Tenant' : 'Lena Landlord' },
  text,
  attachments: [],
  createdAt: at,
});
const incoming = message('018f0000-0000-7000-8000-000000000101', 'Is Tuesday OK?');
const conversation: Conversation = {
  id: conversationId,
  subject: { kind: 'lease', id: leaseId },
  title: 'Maple Cottage',
  link: `/leases/${leaseId}`,
  participants: [
    { userId: me.id, name: 'Lena Landlord', lastReadMessageId: null, lastReadAt: null },
    { userId: tenantId, name: 'Tom Tenant', lastReadMessageId: null, lastReadAt: null },
  ],
  lastMessage: incoming,
  unreadCount: 1,
  canPost: true,
  notice: null,
  createdAt: at,
  activityAt: at,
};

function fakeApi(options: { openStatus?: number } = {}) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      if (url.startsWith('/api/chat/conversations?')) return jsonResponse(200, { results: [conversation], pagination: { page: 1, pageSize: 50, total: 1, totalPages: 1 }, meta: { totalUnread: 1 } });
      if (url === '/api/chat/conversations' && method === 'POST')
        return options.openStatus ? jsonResponse(options.openStatus, { statusCode: 404, code: 'CONVERSATION_NOT_FOUND', message: 'Conversation not found' }) : jsonResponse(200, conversation);
      if (url === `/api/chat/conversations/${conversationId}`) return jsonResponse(200, conversation);
      if (url.startsWith(`/api/chat/conversations/${conversationId}/messages`) && method === 'GET') return jsonResponse(200, { results: [incoming], meta: { hasMore: false, before: incoming.id } });
      if (url === `/api/chat/conversations/${conversationId}/messages`) {
        posted.push(JSON.parse(String(init.body)));
        return jsonResponse(201, message('018f0000-0000-7000-8000-000000000102', 'Yes, Tuesday.', me.id));
      }
      if (url === `/api/chat/conversations/${conversationId}/read`) return jsonResponse(200, { participant: conversation.participants[0], unreadCount: 0, totalUnread: 0 });
      return jsonResponse(404, { message: `unexpected ${method} ${url}` });
    }),
  );
  return posted;
}

describe('Chat page', () => {
  it('opens a subject link, reads the message, sends with Enter (Shift+Enter is a new line)', async () => {
    const posted = fakeApi();
    renderWithApp(<ChatPage />, { route: `/chat?subject=lease:${leaseId}`, preloadedState: signedInState(me) });
    const thread = await screen.findByRole('region', { name: 'Conversation' });
    expect(await within(thread).findByText('Is Tuesday OK?')).toBeTruthy();
    const box = within(thread).getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Yes,{Shift>}{Enter}{/Shift}Tuesday.');
    expect(posted).toEqual([]);
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(posted).toEqual([{ text: 'Yes,\nTuesday.', attachmentIds: [] }]));
    expect(await within(thread).findByText('Yes, Tuesday.')).toBeTruthy();
  });

  it('shows why a conversation cannot be opened', async () => {
    fakeApi({ openStatus: 404 });
    renderWithApp(<ChatPage />, { route: `/chat?subject=lease:${leaseId}`, preloadedState: signedInState(me) });
    expect(await screen.findByText('Conversation not found')).toBeTruthy();
  });
});

describe('mergeMessages', () => {
  it('keeps one copy of each message, oldest first', () => {
    const a = message('018f0000-0000-7000-8000-000000000001', 'a');
    const b = message('018f0000-0000-7000-8000-000000000002', 'b');
    expect(mergeMessages([b], [a, b]).map((row) => row.text)).toEqual(['a', 'b']);
  });
});
