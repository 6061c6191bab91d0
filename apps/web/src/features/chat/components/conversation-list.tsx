/** The Chat page's list of conversations: title, last message, time and unread count; the open one highlighted. */
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ConversationSummary } from '@lintel/shared';

const kindLabels: Record<ConversationSummary['subject']['kind'], string> = {
  lease: 'Lease',
  workOrder: 'Work order',
  quoteRequest: 'Quote request',
  direct: 'Direct',
};

/** "14:05" today, else "Mar 3". */
export function shortTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString()
    ? date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}

export function ConversationList({ conversations, activeId, onOpen }: { conversations: ConversationSummary[]; activeId: string | null; onOpen: (id: string) => void }) {
  return (
    <Stack gap={0} component="ul" className="chat-list" aria-label="Conversations">
      {conversations.map((conversation) => {
        const last = conversation.lastMessage;
        const preview = last ? `${last.author.name}: ${last.text || `${last.attachments.length} attachment${last.attachments.length === 1 ? '' : 's'}`}` : 'No messages yet';
        return (
          <li key={conversation.id}>
            <UnstyledButton
              className="chat-list__item"
              data-active={conversation.id === activeId || undefined}
              aria-current={conversation.id === activeId ? 'true' : undefined}
              onClick={() => onOpen(conversation.id)}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={conversation.unreadCount > 0 ? 700 : 500} truncate>
                  {conversation.title}
                </Text>
                <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                  {shortTime(conversation.activityAt)}
                </Text>
              </Group>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" c="dimmed" truncate>
                  <Text span size="xs" c="indigo.7" fw={600} mr={6}>
                    {kindLabels[conversation.subject.kind]}
                  </Text>
                  {preview}
                </Text>
                {conversation.unreadCount > 0 && (
                  <Badge color="red" size="sm" style={{ flex: 'none', overflow: 'visible' }} circle={conversation.unreadCount < 10} data-testid="conversation-unread" aria-label={`${conversation.unreadCount} unread`}>
                    {conversation.unreadCount}
                  </Badge>
                )}
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
