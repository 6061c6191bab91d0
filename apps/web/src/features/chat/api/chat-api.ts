/**
 * Chat endpoints of the data cache (issue 14's calls, issue 20's cache; server module
 * apps/server/src/modules/chat). A posted message and a read receipt come back in the POST's answer,
 * which goes straight into the cached thread, conversation, list and badge; live events of others go
 * through lib/live/event-tags.ts.
 */
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
import { dataApi } from '../../../lib/data-cache.ts';

/** Conversations listed on the Chat page (latest activity first). */
export const CHAT_LIST_SIZE = 50;

/** Merges pages by id, oldest first (ids are UUID v7: their order is posting order). */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export const chatApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /chat/conversations: the caller's conversations and the unread total. */
    conversations: build.query<ConversationListResponse, void>({
      query: () => ({ path: '/chat/conversations', params: { page: 1, pageSize: CHAT_LIST_SIZE }, error: 'Could not load your conversations', silent: true }),
      providesTags: [{ type: 'Conversation', id: 'LIST' }],
    }),
    /** GET /chat/unread: the sidebar badge. */
    chatUnread: build.query<ChatUnreadResponse, void>({
      query: () => ({ path: '/chat/unread', error: 'Could not load unread messages', silent: true }),
      providesTags: ['ChatUnread'],
    }),
    /** GET /chat/conversations/{id}: one conversation, its participants' read receipts and canPost. */
    conversation: build.query<Conversation, string>({
      query: (id) => ({ path: `/chat/conversations/${id}`, error: 'Could not load the conversation', silent: true }),
      providesTags: (_result, _error, id) => [{ type: 'Conversation', id }],
    }),
    /** GET /chat/conversations/{id}/messages: pages newest first; the next page is older (`before`). */
    chatHistory: build.infiniteQuery<ChatHistoryResponse, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => (last.meta.hasMore ? last.meta.before : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        path: `/chat/conversations/${queryArg}/messages`,
        params: { before: pageParam ?? undefined },
        error: 'Could not load the conversation',
        silent: true,
      }),
      providesTags: (_result, _error, id) => [{ type: 'ChatMessages', id }],
    }),
    /** GET /chat/conversations/{id}/search: messages containing `search`, newest first. */
    searchChat: build.query<ChatSearchResponse, { conversationId: string; search: string }>({
      query: ({ conversationId, search }) => ({ path: `/chat/conversations/${conversationId}/search`, params: { search, pageSize: 50 }, error: 'Could not search', silent: true }),
      keepUnusedDataFor: 0,
    }),
    /** POST /chat/conversations: opens (or creates) the conversation of a subject (`withUserId`: a work order's provider, for its landlord). */
    openConversation: build.mutation<Conversation, { subject: ChatSubject; withUserId?: string | undefined }>({
      query: ({ subject, withUserId }) => ({ path: '/chat/conversations', method: 'POST', body: withUserId ? { subject, withUserId } : { subject }, error: 'Could not open the conversation', silent: true }),
      async onQueryStarted(_subject, { dispatch, queryFulfilled, getState }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        await dispatch(chatApi.util.upsertQueryData('conversation', data.id, data));
        // A conversation created now is not in the cached list yet.
        const list = chatApi.endpoints.conversations.select()(getState() as never).data;
        if (list && !list.results.some((row) => row.id === data.id)) dispatch(chatApi.util.invalidateTags([{ type: 'Conversation', id: 'LIST' }]));
      },
    }),
    /** POST /chat/conversations/{id}/messages: the answer is the message, put into the thread and the list. */
    postChatMessage: build.mutation<ChatMessage, { conversationId: string; input: PostChatMessageInput }>({
      query: ({ conversationId, input }) => ({ path: `/chat/conversations/${conversationId}/messages`, method: 'POST', body: input, error: 'Could not send the message', silent: true }),
      async onQueryStarted({ conversationId }, { dispatch, queryFulfilled }) {
        const { data: message } = await queryFulfilled.catch(() => ({ data: null }));
        if (!message) return;
        dispatch(
          chatApi.util.updateQueryData('chatHistory', conversationId, (draft) => {
            const newest = draft.pages[0];
            if (newest && !draft.pages.some((page) => page.results.some((row) => row.id === message.id))) newest.results.unshift(message);
          }),
        );
        dispatch(
          chatApi.util.updateQueryData('conversation', conversationId, (draft) => {
            draft.lastMessage = message;
            draft.activityAt = message.createdAt;
          }),
        );
        dispatch(
          chatApi.util.updateQueryData('conversations', undefined, (draft) => {
            const index = draft.results.findIndex((row) => row.id === conversationId);
            if (index < 0) return;
            const [row] = draft.results.splice(index, 1) as [ConversationListResponse['results'][number]];
            row.lastMessage = message;
            row.activityAt = message.createdAt;
            draft.results.unshift(row);
          }),
        );
      },
    }),
    /** POST /chat/conversations/{id}/read: the answer's counts go to the conversation, the list and the badge. */
    markChatRead: build.mutation<MarkChatReadResponse, { conversationId: string; messageId: string }>({
      query: ({ conversationId, messageId }) => ({ path: `/chat/conversations/${conversationId}/read`, method: 'POST', body: { messageId }, error: 'Could not mark the conversation as read', silent: true }),
      async onQueryStarted({ conversationId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          chatApi.util.updateQueryData('conversation', conversationId, (draft) => {
            draft.unreadCount = data.unreadCount;
            const row = draft.participants.find((participant) => participant.userId === data.participant.userId);
            if (row) Object.assign(row, data.participant);
          }),
        );
        dispatch(
          chatApi.util.updateQueryData('conversations', undefined, (draft) => {
            const row = draft.results.find((conversation) => conversation.id === conversationId);
            if (row) row.unreadCount = data.unreadCount;
            draft.meta.totalUnread = data.totalUnread;
          }),
        );
        dispatch(chatApi.util.upsertQueryData('chatUnread', undefined, { totalUnread: data.totalUnread }));
      },
    }),
  }),
});

export const {
  useConversationsQuery,
  useChatUnreadQuery,
  useConversationQuery,
  useChatHistoryInfiniteQuery,
  useLazySearchChatQuery,
  useOpenConversationMutation,
  usePostChatMessageMutation,
  useMarkChatReadMutation,
} = chatApi;
