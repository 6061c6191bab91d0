/**
 * The sidebar's unread count beside "Chat", from the data cache: a message for me adds one and my
 * reading sets it from the server's answer (lib/live/event-tags.ts, chat-api.ts); a reconnect asks again.
 */
import { useChatUnreadQuery } from '../api/chat-api.ts';

export default function ChatNavBadge() {
  const total = useChatUnreadQuery().data?.totalUnread ?? 0;
  if (total <= 0) return null;
  return (
    <span className="shell-nav__badge" data-testid="chat-unread-badge" aria-label={`${total} unread`}>
      {total > 99 ? '99+' : total}
    </span>
  );
}
