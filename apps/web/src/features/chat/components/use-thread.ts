/**
 * One open conversation: its details and messages from the data cache (oldest first on screen, loaded
 * newest page first and older pages on demand), the room `conversation:<id>` joined so others' messages
 * and read receipts arrive live (lib/live/event-tags.ts puts them into the cache), typing, sending, and
 * marking read what the user sees.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CHAT_TYPING_INTERVAL_MS, type ChatMessage, type PostChatMessageInput } from '@lintel/shared';
import { queryView } from '../../../lib/data-cache.ts';
import { liveClient } from '../../../lib/live/live.ts';
import { mergeMessages, useChatHistoryInfiniteQuery, useConversationQuery, useMarkChatReadMutation, usePostChatMessageMutation } from '../api/chat-api.ts';

export { mergeMessages } from '../api/chat-api.ts';

const LOAD_FAILED = 'Could not load the conversation';

export function useThread(conversationId: string, myId: string | undefined) {
  const conversationQuery = useConversationQuery(conversationId);
  const history = useChatHistoryInfiniteQuery(conversationId);
  const [postMessage] = usePostChatMessageMutation();
  const [markRead] = useMarkChatReadMutation();
  const [typing, setTyping] = useState<string[]>([]);
  const room = `conversation:${conversationId}`;
  const lastRead = useRef<string | null>(null);
  const typingUntil = useRef(new Map<string, number>());
  const lastTypingSent = useRef(0);

  const pages = history.data?.pages;
  const messages = useMemo<ChatMessage[]>(() => mergeMessages([], (pages ?? []).flatMap((page) => page.results)), [pages]);
  const conversationView = queryView(conversationQuery, LOAD_FAILED);
  const historyView = queryView(history, LOAD_FAILED);
  const failed = conversationView.state === 'error' ? conversationView : historyView.state === 'error' ? historyView : null;
  const status: 'loading' | 'ready' | 'error' = failed ? 'error' : conversationView.state === 'ready' && historyView.state === 'ready' ? 'ready' : 'loading';

  useEffect(() => {
    lastRead.current = null;
    typingUntil.current.clear();
    setTyping([]);
    return liveClient.joinRoom(room);
  }, [room]);

  // A new message of someone ends their "typing".
  const newest = messages.at(-1);
  useEffect(() => {
    if (newest && typingUntil.current.delete(newest.author.id)) setTyping([...typingUntil.current.keys()]);
  }, [newest]);

  // Typing: others' frames show for twice the sending interval.
  useEffect(() => {
    const refresh = () => {
      const now = Date.now();
      for (const [userId, until] of typingUntil.current) if (until < now) typingUntil.current.delete(userId);
      const next = [...typingUntil.current.keys()];
      setTyping((current) => (current.join() === next.join() ? current : next));
    };
    const off = liveClient.onTyping((frame) => {
      if (frame.room !== room || frame.userId === myId) return;
      typingUntil.current.set(frame.userId, Date.now() + 2 * CHAT_TYPING_INTERVAL_MS);
      refresh();
    });
    const timer = setInterval(refresh, 1000);
    return () => {
      off();
      clearInterval(timer);
    };
  }, [room, myId]);

  // Read receipts: the newest message is read once it is on screen in a visible tab (unless it is my own and nothing is unread).
  const unread = conversationQuery.data?.unreadCount ?? 0;
  useEffect(() => {
    if (!newest || lastRead.current === newest.id || (newest.author.id === myId && unread === 0)) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || lastRead.current === newest.id) return;
      lastRead.current = newest.id;
      void markRead({ conversationId, messageId: newest.id });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [newest, myId, unread, conversationId, markRead]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const loadOlder = useCallback(async () => {
    if (!hasNextPage || isFetchingNextPage) return;
    await fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  /** Sends; the answer goes into the cache (chat-api.ts). Rejects with the failure the composer shows. */
  const send = useCallback((input: PostChatMessageInput) => postMessage({ conversationId, input }).unwrap(), [conversationId, postMessage]);

  /** Tells the others "typing" at most every CHAT_TYPING_INTERVAL_MS. */
  const typed = useCallback(() => {
    if (Date.now() - lastTypingSent.current < CHAT_TYPING_INTERVAL_MS) return;
    lastTypingSent.current = Date.now();
    liveClient.sendTyping(room);
  }, [room]);

  const { refetch: refetchConversation } = conversationQuery;
  const { refetch: refetchHistory } = history;
  const reload = useCallback(() => {
    void refetchConversation();
    void refetchHistory();
  }, [refetchConversation, refetchHistory]);

  return {
    conversation: conversationQuery.data ?? null,
    messages,
    status,
    error: failed?.message ?? null,
    hasMore: hasNextPage,
    loadingOlder: isFetchingNextPage,
    typing,
    loadOlder,
    send,
    typed,
    reload,
  };
}
