/**
 * One open conversation: its details, its messages (oldest first on screen, loaded newest page first
 * and older pages on demand), live updates in room `conversation:<id>` (new messages, read receipts,
 * typing), sending, and marking read what the user sees.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_TYPING_INTERVAL_MS, type ChatMessage, type Conversation, type PostChatMessageInput } from '@lintel/shared';
import { errorMessage } from '../../../lib/api-client.ts';
import { liveClient, useLiveEvent, useLiveResync } from '../../../lib/live/live.ts';
import { getChatHistory, getConversation, markConversationRead, postChatMessage } from '../api/chat-calls.ts';
import { useChatDispatch } from '../state/hooks.ts';

/** Merges pages by id, oldest first (ids are UUID v7: their order is posting order). */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export interface ThreadState {
  conversation: Conversation | null;
  messages: ChatMessage[];
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  hasMore: boolean;
  loadingOlder: boolean;
  /** User ids typing now (other participants). */
  typing: string[];
}

export function useThread(conversationId: string, myId: string | undefined) {
  const dispatch = useChatDispatch();
  const [state, setState] = useState<ThreadState>({ conversation: null, messages: [], status: 'loading', error: null, hasMore: false, loadingOlder: false, typing: [] });
  const before = useRef<string | null>(null);
  const room = `conversation:${conversationId}`;
  const lastRead = useRef<string | null>(null);
  const typingUntil = useRef(new Map<string, number>());
  const lastTypingSent = useRef(0);

  const loadLatest = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const [conversation, page] = await Promise.all([getConversation(conversationId, signal), getChatHistory(conversationId, undefined, signal)]);
        setState((current) => {
          const first = current.conversation?.id !== conversationId;
          if (first) before.current = page.meta.before;
          return {
            ...current,
            conversation,
            messages: mergeMessages(first ? [] : current.messages, page.results),
            status: 'ready',
            error: null,
            hasMore: first ? page.meta.hasMore : current.hasMore,
          };
        });
      } catch (error) {
        if (signal?.aborted) return;
        setState((current) => ({ ...current, status: current.status === 'ready' ? 'ready' : 'error', error: errorMessage(error, 'Could not load the conversation') }));
      }
    },
    [conversationId],
  );

  useEffect(() => {
    const controller = new AbortController();
    setState({ conversation: null, messages: [], status: 'loading', error: null, hasMore: false, loadingOlder: false, typing: [] });
    lastRead.current = null;
    typingUntil.current.clear();
    void loadLatest(controller.signal);
    const leave = liveClient.joinRoom(room);
    return () => {
      controller.abort();
      leave();
    };
  }, [conversationId, room, loadLatest]);

  const loadOlder = useCallback(async () => {
    if (!before.current || state.loadingOlder || !state.hasMore) return;
    setState((current) => ({ ...current, loadingOlder: true }));
    try {
      const page = await getChatHistory(conversationId, before.current);
      before.current = page.meta.before;
      setState((current) => ({ ...current, messages: mergeMessages(current.messages, page.results), hasMore: page.meta.hasMore, loadingOlder: false }));
    } catch (error) {
      setState((current) => ({ ...current, loadingOlder: false, error: errorMessage(error, 'Could not load older messages') }));
    }
  }, [conversationId, state.loadingOlder, state.hasMore]);

  useLiveEvent('chat.messagePosted', (event) => {
    if (event.payload.conversationId !== conversationId) return;
    typingUntil.current.delete(event.payload.authorId);
    void loadLatest();
  });
  useLiveEvent('chat.messageRead', (event) => {
    if (event.payload.conversationId !== conversationId) return;
    setState((current) =>
      current.conversation
        ? {
            ...current,
            conversation: {
              ...current.conversation,
              participants: current.conversation.participants.map((participant) =>
                participant.userId === event.payload.userId ? { ...participant, lastReadMessageId: event.payload.lastReadMessageId } : participant,
              ),
            },
          }
        : current,
    );
  });
  useLiveResync(() => void loadLatest());

  // Typing: others' frames show for twice the sending interval.
  useEffect(() => {
    const refresh = () => {
      const now = Date.now();
      for (const [userId, until] of typingUntil.current) if (until < now) typingUntil.current.delete(userId);
      const typing = [...typingUntil.current.keys()];
      setState((current) => (current.typing.join() === typing.join() ? current : { ...current, typing }));
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
  const newest = state.messages.at(-1);
  const unread = state.conversation?.unreadCount ?? 0;
  useEffect(() => {
    if (!newest || lastRead.current === newest.id || (newest.author.id === myId && unread === 0)) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || lastRead.current === newest.id) return;
      lastRead.current = newest.id;
      void dispatch(markConversationRead({ conversationId, messageId: newest.id }));
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [newest, myId, unread, conversationId, dispatch]);

  const send = useCallback(
    async (input: PostChatMessageInput) => {
      const message = await postChatMessage(conversationId, input);
      setState((current) => ({ ...current, messages: mergeMessages(current.messages, [message]) }));
      return message;
    },
    [conversationId],
  );

  /** Tells the others "typing" at most every CHAT_TYPING_INTERVAL_MS. */
  const typed = useCallback(() => {
    if (Date.now() - lastTypingSent.current < CHAT_TYPING_INTERVAL_MS) return;
    lastTypingSent.current = Date.now();
    liveClient.sendTyping(room);
  }, [room]);

  return { ...state, loadOlder, send, typed, reload: () => void loadLatest() };
}
