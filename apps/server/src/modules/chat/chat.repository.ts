/** Drizzle queries for conversations, participants and messages (chat.table.ts). */
import { and, count, desc, eq, gt, ilike, inArray, lt, ne, or, isNull, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../platform/db.ts';
import { containsPattern } from '../../platform/sql.ts';
import { chatConversations, chatMessages, chatParticipants } from './chat.table.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type ParticipantRow = typeof chatParticipants.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

export async function findConversationByKey(db: Executor, subjectKey: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.subjectKey, subjectKey)).limit(1);
  return row;
}

/** The conversation if `userId` takes part in it (their participant row beside it). */
export async function findOwnConversation(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select({ conversation: chatConversations, me: chatParticipants })
    .from(chatParticipants)
    .innerJoin(chatConversations, eq(chatConversations.id, chatParticipants.conversationId))
    .where(and(eq(chatParticipants.conversationId, id), eq(chatParticipants.userId, userId)))
    .limit(1);
  return row;
}

/** Inserts the conversation of a subject key, or returns the one another request created first. */
export async function insertConversation(db: Executor, values: typeof chatConversations.$inferInsert): Promise<ConversationRow> {
  const [row] = await db.insert(chatConversations).values(values).onConflictDoNothing({ target: chatConversations.subjectKey }).returning();
  return row ?? (await findConversationByKey(db, values.subjectKey))!;
}

export async function addParticipants(db: Executor, conversation: ConversationRow, people: Array<{ userId: string; name: string }>): Promise<void> {
  if (people.length === 0) return;
  await db
    .insert(chatParticipants)
    .values(people.map((person) => ({ conversationId: conversation.id, userId: person.userId, name: person.name, activityAt: conversation.activityAt })))
    .onConflictDoNothing();
}

export async function participantsOf(db: Executor, conversationIds: string[]): Promise<ParticipantRow[]> {
  if (conversationIds.length === 0) return [];
  return db.select().from(chatParticipants).where(inArray(chatParticipants.conversationId, conversationIds)).orderBy(chatParticipants.joinedAt);
}

/**
 * The user's conversations, latest activity first: 2 queries. The page's conversation ids come first
 * from chat_participants_user_activity_idx (an index-only scan in the list's order, so page 5,000 of
 * 100,000 skips index entries instead of sorting the whole set, issue 23), then only those rows are read.
 */
export async function listOwnConversations(db: Executor, userId: string, page: number, pageSize: number) {
  const pageIds = db
    .select({ id: chatParticipants.conversationId })
    .from(chatParticipants)
    .where(eq(chatParticipants.userId, userId))
    .orderBy(desc(chatParticipants.activityAt), desc(chatParticipants.conversationId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [rows, [total]] = await Promise.all([
    db
      .select({ conversation: chatConversations, me: chatParticipants })
      .from(chatParticipants)
      .innerJoin(chatConversations, eq(chatConversations.id, chatParticipants.conversationId))
      .where(and(eq(chatParticipants.userId, userId), inArray(chatParticipants.conversationId, pageIds)))
      .orderBy(desc(chatParticipants.activityAt), desc(chatParticipants.conversationId)),
    db.select({ value: count() }).from(chatParticipants).where(eq(chatParticipants.userId, userId)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Unread messages over all the user's conversations. */
export async function totalUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ value: sum(chatParticipants.unreadCount) }).from(chatParticipants).where(eq(chatParticipants.userId, userId));
  return Number(row?.value ?? 0);
}

export async function insertMessage(db: Executor, values: typeof chatMessages.$inferInsert): Promise<MessageRow> {
  const [row] = await db.insert(chatMessages).values(values).returning();
  return row!;
}

/** A new message: the conversation's last message and activity, everyone else's unread counter, the author's read position. */
export async function recordActivity(db: Executor, message: MessageRow): Promise<void> {
  await db
    .update(chatConversations)
    .set({ lastMessageId: message.id, activityAt: message.createdAt })
    .where(eq(chatConversations.id, message.conversationId));
  // The author has read everything up to their own message; everyone else has one more unread.
  const isAuthor = sql`${chatParticipants.userId} = ${message.authorId}`;
  await db
    .update(chatParticipants)
    .set({
      activityAt: message.createdAt,
      unreadCount: sql`case when ${isAuthor} then 0 else ${chatParticipants.unreadCount} + 1 end`,
      lastReadMessageId: sql`case when ${isAuthor} then ${message.id}::uuid else ${chatParticipants.lastReadMessageId} end`,
      lastReadAt: sql`case when ${isAuthor} then ${message.createdAt.toISOString()}::timestamptz else ${chatParticipants.lastReadAt} end`,
    })
    .where(eq(chatParticipants.conversationId, message.conversationId));
}

export async function messagesByIds(db: Executor, ids: string[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(chatMessages).where(inArray(chatMessages.id, ids));
}

export async function findMessage(db: Executor, conversationId: string, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(chatMessages).where(and(eq(chatMessages.id, id), eq(chatMessages.conversationId, conversationId))).limit(1);
  return row;
}

/** Up to `limit` messages older than `before` (all when null), newest first (chat_messages_conversation_idx). */
export async function history(db: Executor, conversationId: string, before: string | undefined, limit: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), before ? lt(chatMessages.id, before) : undefined))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}

/** Messages whose text contains `search`, newest first: a range of one conversation's index, filtered. */
export async function searchMessages(db: Executor, conversationId: string, search: string, page: number, pageSize: number) {
  const where = and(eq(chatMessages.conversationId, conversationId), ilike(chatMessages.text, containsPattern(search)))!;
  const [rows, [total]] = await Promise.all([
    db.select().from(chatMessages).where(where).orderBy(desc(chatMessages.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ value: count() }).from(chatMessages).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Messages of others after `afterId` (all when null). */
export async function countUnread(db: Executor, conversationId: string, userId: string, afterId: string | null): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), ne(chatMessages.authorId, userId), afterId ? gt(chatMessages.id, afterId) : undefined));
  return row?.value ?? 0;
}

/** Moves the user's read position forward to `messageId` (never back) and recounts their unread messages. */
export async function markRead(db: Executor, conversationId: string, userId: string, messageId: string, at: Date): Promise<ParticipantRow> {
  await db
    .update(chatParticipants)
    .set({ lastReadMessageId: messageId, lastReadAt: at })
    .where(
      and(
        eq(chatParticipants.conversationId, conversationId),
        eq(chatParticipants.userId, userId),
        or(isNull(chatParticipants.lastReadMessageId), lt(chatParticipants.lastReadMessageId, messageId)),
      ),
    );
  const [me] = await db
    .select()
    .from(chatParticipants)
    .where(and(eq(chatParticipants.conversationId, conversationId), eq(chatParticipants.userId, userId)));
  const unreadCount = await countUnread(db, conversationId, userId, me!.lastReadMessageId);
  const [row] = await db
    .update(chatParticipants)
    .set({ unreadCount })
    .where(and(eq(chatParticipants.conversationId, conversationId), eq(chatParticipants.userId, userId)))
    .returning();
  return row!;
}

export async function setEmailed(db: Executor, conversationId: string, userId: string, messageId: string): Promise<void> {
  await db
    .update(chatParticipants)
    .set({ emailedMessageId: messageId })
    .where(and(eq(chatParticipants.conversationId, conversationId), eq(chatParticipants.userId, userId)));
}

/** Unread messages of others the user was not yet e-mailed about, oldest first. */
export async function unreadToEmail(db: Executor, participant: ParticipantRow, limit: number): Promise<MessageRow[]> {
  const after = [participant.lastReadMessageId, participant.emailedMessageId].filter((id): id is string => id !== null).sort().at(-1);
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, participant.conversationId),
        ne(chatMessages.authorId, participant.userId),
        after ? gt(chatMessages.id, after) : undefined,
      ),
    )
    .orderBy(chatMessages.id)
    .limit(limit);
}

export async function findParticipant(db: Executor, conversationId: string, userId: string): Promise<ParticipantRow | undefined> {
  const [row] = await db
    .select()
    .from(chatParticipants)
    .where(and(eq(chatParticipants.conversationId, conversationId), eq(chatParticipants.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Removes `userIds` from the conversations with these subject keys (their unread counts go with
 * them); answers who was removed from which conversation.
 */
export async function removeParticipants(db: Executor, subjectKeys: string[], userIds: string[]): Promise<Array<{ conversationId: string; userId: string }>> {
  if (subjectKeys.length === 0 || userIds.length === 0) return [];
  const conversations = await db.select({ id: chatConversations.id }).from(chatConversations).where(inArray(chatConversations.subjectKey, subjectKeys));
  if (conversations.length === 0) return [];
  return db
    .delete(chatParticipants)
    .where(and(inArray(chatParticipants.conversationId, conversations.map((row) => row.id)), inArray(chatParticipants.userId, userIds)))
    .returning({ conversationId: chatParticipants.conversationId, userId: chatParticipants.userId });
}
