/**
 * /chat (issue 14): the conversation list and the open thread side by side; on phones the list, then
 * the thread with a back button. `?conversation=<id>` opens one; `?subject=lease:<id>` (the "Message"
 * buttons of other screens) opens or creates the subject's conversation, then shows it by id.
 */
import { Alert, Button, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import '../components/chat.css';
import { useSearchParams } from 'react-router';
import { parseChatSubject } from '@lintel/shared';
import { failureMessage, queryView } from '../../../lib/data-cache.ts';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { ListLoadError, ListSkeleton } from '../../../components/ui/list-states/list-states.tsx';
import { useConversationsQuery, useOpenConversationMutation } from '../api/chat-api.ts';
import { ConversationList } from '../components/conversation-list.tsx';
import { ChatThread } from '../components/chat-thread.tsx';

export default function ChatPage() {
  const myId = useAppSelector((state) => state.auth.user?.id);
  const list = useConversationsQuery();
  const conversations = list.data?.results ?? [];
  const view = queryView(list, 'Could not load your conversations');
  const [openSubject] = useOpenConversationMutation();
  const [params, setParams] = useSearchParams();
  const activeId = params.get('conversation');
  const subject = params.get('subject');
  const withUserId = params.get('with') ?? undefined;
  const [openError, setOpenError] = useState<string | null>(null);

  useEffect(() => {
    if (!subject) return;
    const parsed = parseChatSubject(subject);
    if (!parsed) {
      setOpenError('This link does not name a conversation.');
      return;
    }
    let cancelled = false;
    openSubject({ subject: parsed, withUserId })
      .unwrap()
      .then(
        (conversation) => {
          if (cancelled) return;
          setOpenError(null);
          setParams({ conversation: conversation.id }, { replace: true });
        },
        (error: unknown) => !cancelled && setOpenError(failureMessage(error, 'Could not open the conversation')),
      );
    return () => {
      cancelled = true;
    };
  }, [subject, withUserId]); // eslint-disable-line react-hooks/exhaustive-deps -- once per subject link

  const open = (id: string) => setParams({ conversation: id });

  return (
    <div className="chat-page" data-thread={activeId ? 'open' : undefined}>
      <aside className="chat-page__list">
        <Title order={1} size="h3" px="md" py="sm">
          Chat
        </Title>
        {openError && (
          <Alert color="red" mx="sm" mb="sm" title="Could not open the conversation" role="alert">
            {openError}
          </Alert>
        )}
        {view.state === 'loading' && <ListSkeleton label="Loading conversations" rows={5} />}
        {view.state === 'error' && <ListLoadError title="Could not load your conversations" message={view.message} onRetry={() => void list.refetch()} />}
        {view.state === 'ready' && conversations.length === 0 && (
          <Text c="dimmed" px="md" py="lg">
            No conversations yet. Open one with “Message” on a lease or a quote.
          </Text>
        )}
        <ConversationList conversations={conversations} activeId={activeId} onOpen={open} />
      </aside>
      <section className="chat-page__thread">
        {activeId ? (
          <ChatThread key={activeId} conversationId={activeId} myId={myId} onBack={() => setParams({})} />
        ) : (
          <div className="chat-page__placeholder">
            <Text c="dimmed">{subject && !openError ? 'Opening the conversation…' : 'Choose a conversation.'}</Text>
            {subject && openError && (
              <Button variant="subtle" mt="sm" onClick={() => setParams({})}>
                Back to conversations
              </Button>
            )}
          </div>
        )}
      </section>
    </div>
  );
}
