/**
 * Chat (spec point 1, issue 14): conversations between the people of a lease, a work order, a quote
 * request, or two people (direct). Only participants read or post (anyone else gets
 * CONVERSATION_NOT_FOUND, 404); whether someone may still post is asked of the subject's resolver at
 * every post, so leaving a lease ends new messages while the history stays readable
 * (CONVERSATION_CLOSED, 403). A post records `chat.messagePosted` for the conversation's room and the
 * other participants (sidebar counts) and queues, per other participant, the unread e-mail job 15
 * minutes ahead; reading records `chat.messageRead` (read receipts) and cancels that job.
 */
import {
  buildPagination,
  CHAT_UNREAD_EMAIL_DELAY_MS,
  type ChatHistoryResponse,
  type ChatMessage,
  type ChatParticipant,
  type ChatSearchResponse,
  type ChatSubject,
  type Conversation,
  type ConversationListResponse,
  type ConversationSummary,
  type MarkChatReadResponse,
  type chatHistoryQuerySchema,
  type chatSearchQuerySchema,
  type listConversationsQuerySchema,
  type postChatMessageInputSchema,
} from '@lintel/shared';
import type { z } from 'zod';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { FilesService } from '../files/index.ts';
import * as repo from './chat.repository.ts';
import type { ConversationRow, MessageRow, ParticipantRow } from './chat.repository.ts';
import { displayNameOf, type ChatParticipantResolvers, type ChatSubjectParties } from './chat.participants.ts';

export type ChatService = ReturnType<typeof createChatService>;

/** The durable job that e-mails a participant about messages unread for 15 minutes. */
export const CHAT_UNREAD_EMAIL_JOB = 'chat.unreadEmail';
/** One queued reminder per participant and conversation. */
export const unreadEmailKey = (conversationId: string, userId: string) => `${conversationId}:${userId}`;

const notFound = () => new AppError('CONVERSATION_NOT_FOUND', 'Conversation not found');
const iso = (date: Date) => date.toISOString();

export function createChatService(deps: AppDeps, files: FilesService, resolvers: ChatParticipantResolvers) {
  const { db } = deps;

  async function resolve(kind: ChatSubject['kind'], id: string, viewer: AuthContext, key?: string, withUserId?: string): Promise<ChatSubjectParties | undefined> {
    const resolver = resolvers[kind];
    return resolver ? resolver(id, viewer, key, withUserId) : undefined;
  }

  async function own(auth: AuthContext, id: string, executor: Executor = db) {
    const row = await repo.findOwnConversation(executor, auth.userId, id);
    if (!row) throw notFound();
    return row;
  }

  async function messageDtos(rows: MessageRow[], executor: Executor = db): Promise<ChatMessage[]> {
    const attached = await files.dtosByIds(rows.flatMap((row) => row.attachmentIds), executor);
    return rows.map((row) => ({
      id: row.id,
      conversationId: row.conversationId,
      author: { id: row.authorId, name: row.authorName },
      text: row.text,
      attachments: row.attachmentIds.flatMap((fileId) => attached.get(fileId) ?? []),
      createdAt: iso(row.createdAt),
    }));
  }

  const participantDto = (row: ParticipantRow): ChatParticipant => ({
    userId: row.userId,
    name: row.name,
    lastReadMessageId: row.lastReadMessageId,
    lastReadAt: row.lastReadAt ? iso(row.lastReadAt) : null,
  });

  /** Conversations as the caller sees them: 3 queries whatever their number (participants, last messages, files). */
  async function summaries(auth: AuthContext, rows: Array<{ conversation: ConversationRow; me: ParticipantRow }>, executor: Executor = db): Promise<ConversationSummary[]> {
    const ids = rows.map((row) => row.conversation.id);
    const participants = await repo.participantsOf(executor, ids);
    const lastIds = rows.flatMap((row) => (row.conversation.lastMessageId ? [row.conversation.lastMessageId] : []));
    const last = new Map((await messageDtos(await repo.messagesByIds(executor, lastIds), executor)).map((message) => [message.id, message]));
    return rows.map(({ conversation, me }) => {
      const direct = conversation.subjectKind === 'direct';
      // Whoever opened a direct conversation sees the other person only once they took part (read or
      // posted): until then it looks the same whether or not the contact's address has an account.
      const opener = direct && conversation.accountId === auth.accountId;
      const people = participants.filter(
        (row) => row.conversationId === conversation.id && (!opener || row.userId === auth.userId || row.lastReadMessageId !== null),
      );
      const other = people.find((row) => row.userId !== auth.userId);
      return {
        id: conversation.id,
        subject: { kind: conversation.subjectKind, id: direct ? (other?.userId ?? auth.userId) : conversation.subjectId! },
        title: direct ? (other?.name ?? conversation.title) : conversation.title,
        link: conversation.link,
        participants: people.map(participantDto),
        lastMessage: conversation.lastMessageId ? (last.get(conversation.lastMessageId) ?? null) : null,
        unreadCount: me.unreadCount,
        createdAt: iso(conversation.createdAt),
        activityAt: iso(conversation.activityAt),
      };
    });
  }

  /** Whether `auth` may post in the conversation now (asks the subject's resolver). */
  async function postingState(auth: AuthContext, conversation: ConversationRow): Promise<{ canPost: boolean; notice: string | null; parties?: ChatSubjectParties }> {
    if (conversation.subjectKind === 'direct') return { canPost: true, notice: null };
    const parties = await resolve(conversation.subjectKind, conversation.subjectId!, auth, conversation.subjectKey).catch(() => undefined);
    const canPost = Boolean(parties?.open && parties.userIds.includes(auth.userId));
    return { canPost, notice: noticeOf(parties, canPost), ...(parties ? { parties } : {}) };
  }

  /** The resolver's words for the caller; a generic one when they may not post and it gave none. */
  function noticeOf(parties: ChatSubjectParties | undefined, canPost: boolean): string | null {
    if (parties?.notice) return parties.notice;
    if (canPost) return null;
    return parties?.open ? 'You no longer take part in what this conversation is about, so you can read it but not write here.' : 'What this conversation is about has ended, so it is closed for new messages. Its history stays here.';
  }

  async function detail(auth: AuthContext, row: { conversation: ConversationRow; me: ParticipantRow }, canPost: boolean, notice: string | null): Promise<Conversation> {
    const [summary] = await summaries(auth, [row]);
    return { ...summary!, canPost, notice };
  }

  /** Adds the subject's people who are not participants yet (e.g. a tenant who signed up after the chat began). */
  async function addMissing(executor: Executor, conversation: ConversationRow, userIds: string[]): Promise<void> {
    const present = new Set((await repo.participantsOf(executor, [conversation.id])).map((row) => row.userId));
    const missing = [...new Set(userIds)].filter((userId) => !present.has(userId));
    const people = [];
    for (const userId of missing) {
      const name = await displayNameOf(executor, userId);
      if (name) people.push({ userId, name });
    }
    await repo.addParticipants(executor, conversation, people);
  }

  return {
    /** GET /chat/conversations: the caller's conversations, latest activity first, with the sidebar total. */
    async list(auth: AuthContext, query: z.output<typeof listConversationsQuerySchema>): Promise<ConversationListResponse> {
      const { rows, total } = await repo.listOwnConversations(db, auth.userId, query.page, query.pageSize);
      return {
        results: await summaries(auth, rows),
        pagination: buildPagination(query.page, query.pageSize, total),
        meta: { totalUnread: await repo.totalUnread(db, auth.userId) },
      };
    },

    /** GET /chat/unread: unread messages over all the caller's conversations. */
    async unread(auth: AuthContext): Promise<{ totalUnread: number }> {
      return { totalUnread: await repo.totalUnread(db, auth.userId) };
    },

    /**
     * POST /chat/conversations: the conversation of `subject`, created the first time one of its people
     * opens it. Someone who is not (or no longer) one of its people gets CONVERSATION_NOT_FOUND, unless
     * they already take part (a former tenant still reads). `created` tells 201 from 200. `withUserId`:
     * a work order's landlord opens the conversation with one provider asked to quote (issue 21 item 2).
     */
    async open(auth: AuthContext, subject: ChatSubject, withUserId?: string): Promise<{ conversation: Conversation; created: boolean }> {
      const parties = await resolve(subject.kind, subject.id, auth, undefined, withUserId);
      const key = parties?.key ?? `${subject.kind}:${subject.id}`;
      const existing = await repo.findConversationByKey(db, key);
      if (!parties || !parties.userIds.includes(auth.userId)) {
        const mine = existing && (await repo.findOwnConversation(db, auth.userId, existing.id));
        if (!mine) throw notFound();
        return { conversation: await detail(auth, mine, false, noticeOf(parties, false)), created: false };
      }
      const row = await db.transaction(async (tx) => {
        const conversation =
          existing ??
          (await repo.insertConversation(tx, {
            accountId: parties.accountId,
            subjectKind: subject.kind,
            subjectId: subject.kind === 'direct' ? null : subject.id,
            subjectKey: key,
            title: parties.title,
            link: parties.link,
            createdAt: new Date(),
            activityAt: new Date(),
          }));
        await addMissing(tx, conversation, parties.userIds);
        return (await repo.findOwnConversation(tx, auth.userId, conversation.id))!;
      });
      return { conversation: await detail(auth, row, parties.open, noticeOf(parties, parties.open)), created: !existing };
    },

    /** GET /chat/conversations/{id}. */
    async get(auth: AuthContext, id: string): Promise<Conversation> {
      const row = await own(auth, id);
      const { canPost, notice } = await postingState(auth, row.conversation);
      return detail(auth, row, canPost, notice);
    },

    /** GET /chat/conversations/{id}/messages: newest first, `before` a message id to page backwards. */
    async history(auth: AuthContext, id: string, query: z.output<typeof chatHistoryQuerySchema>): Promise<ChatHistoryResponse> {
      await own(auth, id);
      const rows = await repo.history(db, id, query.before, query.limit + 1);
      const page = rows.slice(0, query.limit);
      return { results: await messageDtos(page), meta: { hasMore: rows.length > query.limit, before: page.at(-1)?.id ?? null } };
    },

    /** GET /chat/conversations/{id}/search: messages containing `search`, newest first. */
    async search(auth: AuthContext, id: string, query: z.output<typeof chatSearchQuerySchema>): Promise<ChatSearchResponse> {
      await own(auth, id);
      const { rows, total } = await repo.searchMessages(db, id, query.search, query.page, query.pageSize);
      return { results: await messageDtos(rows), pagination: buildPagination(query.page, query.pageSize, total), meta: { search: query.search } };
    },

    /**
     * POST /chat/conversations/{id}/messages. Errors: CONVERSATION_NOT_FOUND (404) for a non-participant,
     * CONVERSATION_CLOSED (403) once the caller left the subject or it ended, VALIDATION_FAILED /
     * ATTACHMENT_LIMIT (422) for attachments that are not the caller's files or break spec point 5.
     */
    async post(auth: AuthContext, id: string, input: z.output<typeof postChatMessageInputSchema>): Promise<ChatMessage> {
      const { conversation, me } = await own(auth, id);
      const { canPost, notice, parties } = await postingState(auth, conversation);
      if (!canPost) throw new AppError('CONVERSATION_CLOSED', notice ?? 'This conversation is closed: you can read it, but no longer post');
      await files.assertOwnFiles(auth.accountId, input.attachmentIds, { path: 'attachmentIds' });
      const createdAt = new Date();
      const dto = await db.transaction(async (tx) => {
        if (parties) await addMissing(tx, conversation, parties.userIds);
        const message = await repo.insertMessage(tx, {
          conversationId: id,
          authorId: auth.userId,
          authorName: me.name,
          text: input.text,
          attachmentIds: [...new Set(input.attachmentIds)],
          createdAt,
        });
        await repo.recordActivity(tx, message);
        const others = (await repo.participantsOf(tx, [id])).map((row) => row.userId).filter((userId) => userId !== auth.userId);
        const [dto] = await messageDtos([message], tx);
        await recordEvent(tx, {
          type: 'chat.messagePosted',
          accountId: conversation.accountId,
          room: `conversation:${id}`,
          userIds: others,
          payload: { conversationId: id, messageId: message.id, authorId: auth.userId, message: dto! },
        });
        // The unread e-mails commit with the message: replying reads the conversation (the author's
        // own reminder is no longer due), every other participant's is queued 15 minutes ahead.
        await deps.jobs.cancel(CHAT_UNREAD_EMAIL_JOB, unreadEmailKey(id, auth.userId), { tx });
        const startAfter = new Date(createdAt.getTime() + CHAT_UNREAD_EMAIL_DELAY_MS);
        for (const userId of others) {
          await deps.jobs.send(CHAT_UNREAD_EMAIL_JOB, { conversationId: id, userId }, { key: unreadEmailKey(id, userId), startAfter, tx });
        }
        return dto!;
      });
      deps.events.flush();
      return dto;
    },

    /**
     * POST /chat/conversations/{id}/read: the caller read up to `messageId` (a message of this
     * conversation, else 404). Records `chat.messageRead` (read receipts in the room, the caller's own
     * tabs) and cancels the pending unread e-mail once nothing is unread.
     */
    async markRead(auth: AuthContext, id: string, messageId: string): Promise<MarkChatReadResponse> {
      const { conversation } = await own(auth, id);
      if (!(await repo.findMessage(db, id, messageId))) throw new AppError('NOT_FOUND', 'Message not found');
      const participant = await db.transaction(async (tx) => {
        const row = await repo.markRead(tx, id, auth.userId, messageId, new Date());
        await recordEvent(tx, {
          type: 'chat.messageRead',
          accountId: conversation.accountId,
          room: `conversation:${id}`,
          userIds: [auth.userId],
          payload: { conversationId: id, userId: auth.userId, lastReadMessageId: row.lastReadMessageId! },
        });
        if (row.unreadCount === 0) await deps.jobs.cancel(CHAT_UNREAD_EMAIL_JOB, unreadEmailKey(id, auth.userId), { tx });
        return row;
      });
      deps.events.flush();
      return { participant: participantDto(participant), unreadCount: participant.unreadCount, totalUnread: await repo.totalUnread(db, auth.userId) };
    },

    /** Room `conversation:<id>`: participants only. */
    async canJoinRoom(auth: AuthContext, id: string): Promise<boolean> {
      return (await repo.findOwnConversation(db, auth.userId, id)) !== undefined;
    },
  };
}
