/** Chat calls (issue 14, server module apps/server/src/modules/chat) and the thunks of the chat slice. */
import type {
  ChatHistoryResponse,
  ChatMessage,
  ChatSearchResponse,
  ChatSubject,
  ChatUnreadResponse,
  Conversation,
  ConversationListResponse,
  MarkChatReadResponse,
  PostChatMessageInput,
} from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';
import { createApiThunk } from '../../../lib/create-api-thunk.ts';

/** Conversations listed on the Chat page (latest activity first). */
export const CHAT_LIST_SIZE = 50;

export const getConversations = (signal?: AbortSignal) =>
  api.get<ConversationListResponse>('/chat/conversations', { query: { page: 1, pageSize: CHAT_LIST_SIZE }, signal });
export const getChatUnread = (signal?: AbortSignal) => api.get<ChatUnreadResponse>('/chat/unread', { signal });
export const openConversation = (subject: ChatSubject) => api.post<Conversation>('/chat/conversations', { subject });
export const getConversation = (id: string, signal?: AbortSignal) => api.get<Conversation>(`/chat/conversations/${id}`, { signal });
/** Newest first; `before` a message id for older ones. */
export const getChatHistory = (id: string, before?: string, signal?: AbortSignal) =>
  api.get<ChatHistoryResponse>(`/chat/conversations/${id}/messages`, { query: { before }, signal });
export const searchChat = (id: string, search: string, signal?: AbortSignal) =>
  api.get<ChatSearchResponse>(`/chat/conversations/${id}/search`, { query: { search, pageSize: 50 }, signal });
export const postChatMessage = (id: string, input: PostChatMessageInput) => api.post<ChatMessage>(`/chat/conversations/${id}/messages`, input);
export const postChatRead = (id: string, messageId: string) => api.post<MarkChatReadResponse>(`/chat/conversations/${id}/read`, { messageId });

export const fetchConversations = createApiThunk<ConversationListResponse, void>(
  'chat/fetchConversations',
  (_arg, signal) => getConversations(signal),
  { error: 'Could not load your conversations', silent: true },
);

export const fetchChatUnread = createApiThunk<ChatUnreadResponse, void>('chat/fetchUnread', (_arg, signal) => getChatUnread(signal), {
  error: 'Could not load unread messages',
  silent: true,
});

export const markConversationRead = createApiThunk<MarkChatReadResponse & { conversationId: string }, { conversationId: string; messageId: string }>(
  'chat/markRead',
  async ({ conversationId, messageId }) => ({ ...(await postChatRead(conversationId, messageId)), conversationId }),
  { error: 'Could not mark the conversation as read', silent: true },
);
