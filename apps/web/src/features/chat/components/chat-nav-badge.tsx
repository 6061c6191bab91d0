/**
 * The sidebar's unread count beside "Chat": loaded once, then refetched when a message for me is
 * posted or I read one (in any tab: both events name me in `userIds`) and after a reconnect.
 */
import { useEffect } from 'react';
import { useLiveEvent, useLiveResync } from '../../../lib/live/live.ts';
import { fetchChatUnread } from '../api/chat-calls.ts';
import { useChatDispatch, useChatSelector } from '../state/hooks.ts';

export default function ChatNavBadge() {
  const dispatch = useChatDispatch();
  const total = useChatSelector((state) => state.chat.totalUnread);
  const refresh = () => void dispatch(fetchChatUnread());
  useEffect(refresh, [dispatch]);
  useLiveEvent('chat.messagePosted', refresh);
  useLiveEvent('chat.messageRead', refresh);
  useLiveResync(refresh);
  if (total <= 0) return null;
  return (
    <span className="shell-nav__badge" data-testid="chat-unread-badge" aria-label={`${total} unread`}>
      {total > 99 ? '99+' : total}
    </span>
  );
}
