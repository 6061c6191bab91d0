/**
 * One conversation: header (title, link to the subject, search), messages oldest first with older
 * pages loaded when scrolled to the top, read receipts under my latest message, who is typing, and
 * the composer (or a note once the conversation is closed for new messages).
 */
import { ActionIcon, Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ChatMessage } from '@lintel/shared';
import { failureMessage } from '../../../lib/data-cache.ts';
import { IconChevronLeft, IconSearch } from '../../../components/ui/icons.tsx';
import { ListSkeleton } from '../../../components/ui/list-states/list-states.tsx';
import { useLazySearchChatQuery } from '../api/chat-api.ts';
import { ChatComposer } from './chat-composer.tsx';
import { shortTime } from './conversation-list.tsx';
import { useThread } from './use-thread.ts';

function MessageBubble({ message, mine }: { message: ChatMessage; mine: boolean }) {
  return (
    <div className="chat-message" data-mine={mine || undefined} data-testid="chat-message">
      {!mine && (
        <Text size="xs" fw={600} c="dimmed">
          {message.author.name}
        </Text>
      )}
      {message.text && <Text className="chat-message__text">{message.text}</Text>}
      {message.attachments.length > 0 && (
        <div className="chat-message__files">
          {message.attachments.map((file) =>
            file.mimeType.startsWith('image/') ? (
              <a key={file.id} href={file.url} target="_blank" rel="noreferrer">
                <img src={file.previewUrl ?? file.url} alt={file.name} loading="lazy" />
              </a>
            ) : (
              <Anchor key={file.id} href={file.url} target="_blank" rel="noreferrer" size="sm">
                {file.name}
              </Anchor>
            ),
          )}
        </div>
      )}
      <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'}>
        {shortTime(message.createdAt)}
      </Text>
    </div>
  );
}

function SearchPanel({ conversationId, onClose }: { conversationId: string; onClose: () => void }) {
  const [query, setQuery] = useState('');
  const [search, { data: result, error: failure, isFetching: pending }] = useLazySearchChatQuery();
  const error = failure ? failureMessage(failure, 'Could not search') : null;
  async function run() {
    if (!query.trim()) return;
    await search({ conversationId, search: query.trim() });
  }
  return (
    <Paper withBorder p="sm" className="chat-search">
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label="Search in this conversation"
          placeholder="Search in this conversation"
          style={{ flex: 1 }}
          value={query}
          autoFocus
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void run();
            if (event.key === 'Escape') onClose();
          }}
        />
        <Button size="sm" onClick={() => void run()} loading={pending}>
          Search
        </Button>
        <Button size="sm" variant="subtle" onClick={onClose}>
          Close
        </Button>
      </Group>
      {error && (
        <Text c="red.8" size="sm" mt="xs" role="alert">
          {error}
        </Text>
      )}
      {result && (
        <Stack gap={4} mt="xs" className="chat-search__results" aria-label="Search results">
          {result.results.length === 0 && <Text size="sm" c="dimmed">No messages contain “{result.meta.search}”.</Text>}
          {result.results.map((message) => (
            <Text key={message.id} size="sm">
              <Text span fw={600}>
                {message.author.name}
              </Text>{' '}
              <Text span c="dimmed" size="xs">
                {shortTime(message.createdAt)}
              </Text>
              <br />
              {message.text}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

export function ChatThread({ conversationId, myId, onBack }: { conversationId: string; myId: string | undefined; onBack: () => void }) {
  const thread = useThread(conversationId, myId);
  const scroller = useRef<HTMLDivElement>(null);
  const [searching, setSearching] = useState(false);
  const anchor = useRef<{ firstId: string | undefined; height: number; lastId: string | undefined }>({ firstId: undefined, height: 0, lastId: undefined });
  const firstId = thread.messages[0]?.id;
  const lastId = thread.messages.at(-1)?.id;

  // Keep the view where it was when older messages arrive above; follow new messages at the bottom.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const previous = anchor.current;
    if (previous.firstId && firstId !== previous.firstId && lastId === previous.lastId) {
      element.scrollTop += element.scrollHeight - previous.height;
    } else if (lastId !== previous.lastId) {
      const nearBottom = element.scrollHeight - previous.height < 0 || previous.height - element.scrollTop - element.clientHeight < 160;
      if (!previous.lastId || nearBottom || thread.messages.at(-1)?.author.id === myId) element.scrollTop = element.scrollHeight;
    }
    anchor.current = { firstId, height: element.scrollHeight, lastId };
  }, [firstId, lastId, myId, thread.messages]);

  useEffect(() => setSearching(false), [conversationId]);

  const conversation = thread.conversation;
  const others = conversation?.participants.filter((participant) => participant.userId !== myId) ?? [];
  const names = new Map(conversation?.participants.map((participant) => [participant.userId, participant.name]));
  // "Seen by" sits under the last of my messages each other person has read (issue 21), not at the end.
  const seenUnder = new Map<string, string[]>();
  const mineNewestFirst = thread.messages.filter((message) => message.author.id === myId).reverse();
  for (const participant of others) {
    const lastRead = participant.lastReadMessageId;
    const seen = lastRead ? mineNewestFirst.find((message) => message.id <= lastRead) : undefined;
    if (seen) seenUnder.set(seen.id, [...(seenUnder.get(seen.id) ?? []), participant.name]);
  }
  const typingNames = thread.typing.map((userId) => names.get(userId) ?? 'Someone');

  return (
    <Stack gap={0} component="section" className="chat-thread" aria-label="Conversation">
      <Group className="chat-thread__header" justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <ActionIcon variant="subtle" className="chat-thread__back" aria-label="Back to conversations" onClick={onBack}>
            <IconChevronLeft size={20} />
          </ActionIcon>
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4" lineClamp={1}>
              {conversation?.title ?? 'Conversation'}
            </Title>
            {conversation && (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {conversation.participants.map((participant) => participant.name).join(', ')}
                {conversation.link && (
                  <>
                    {' · '}
                    <Anchor component={Link} to={conversation.link} size="xs">
                      Open {conversation.subject.kind === 'lease' ? 'lease' : 'record'}
                    </Anchor>
                  </>
                )}
              </Text>
            )}
          </div>
        </Group>
        <ActionIcon variant="subtle" aria-label="Search in this conversation" onClick={() => setSearching((open) => !open)}>
          <IconSearch size={20} />
        </ActionIcon>
      </Group>
      {searching && <SearchPanel conversationId={conversationId} onClose={() => setSearching(false)} />}
      <div
        className="chat-thread__messages"
        ref={scroller}
        onScroll={(event) => {
          if (event.currentTarget.scrollTop < 80) void thread.loadOlder();
        }}
        role="log"
        aria-live="polite"
        aria-label="Messages"
      >
        {thread.status === 'loading' && <ListSkeleton label="Loading messages" rows={4} />}
        {thread.status === 'error' && (
          <Alert color="red" title="Could not load the conversation" role="alert">
            <Text mb="sm">{thread.error}</Text>
            <Button size="xs" onClick={thread.reload}>
              Retry
            </Button>
          </Alert>
        )}
        {thread.status === 'ready' && (
          <>
            {thread.hasMore && (
              <Group justify="center">
                {thread.loadingOlder ? (
                  <Loader size="sm" aria-label="Loading older messages" />
                ) : (
                  <Button size="xs" variant="subtle" onClick={() => void thread.loadOlder()}>
                    Load older messages
                  </Button>
                )}
              </Group>
            )}
            {thread.messages.length === 0 && (
              <Text c="dimmed" ta="center" py="xl">
                No messages yet. Say hello.
              </Text>
            )}
            {thread.messages.map((message) => (
              <Fragment key={message.id}>
                <MessageBubble message={message} mine={message.author.id === myId} />
                {seenUnder.has(message.id) && (
                  <Text size="xs" c="dimmed" ta="right" data-testid="read-receipt">
                    Seen by {seenUnder.get(message.id)!.join(', ')}
                  </Text>
                )}
              </Fragment>
            ))}
          </>
        )}
      </div>
      <Text size="xs" c="dimmed" className="chat-thread__typing" aria-live="polite" data-testid="typing-indicator">
        {typingNames.length > 0 ? `${typingNames.join(', ')} ${typingNames.length === 1 ? 'is' : 'are'} typing…` : ''}
      </Text>
      {conversation && (conversation.notice || !conversation.canPost) && (
        <Text size="sm" c="dimmed" px="md" pb="xs" data-testid="chat-notice">
          {conversation.notice ?? 'This conversation is closed for new messages. Its history stays here.'}
        </Text>
      )}
      <ChatComposer onSend={thread.send} onTyping={thread.typed} disabled={!conversation?.canPost} />
    </Stack>
  );
}
