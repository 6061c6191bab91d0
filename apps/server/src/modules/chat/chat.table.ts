/**
 * Chat (issue 14): one conversation per subject (lease, work order, quote request, or a pair of people
 * for a direct conversation), its participants with their read position and unread counter, and its
 * messages. Message ids are UUID v7, so `id` order is posting order (history and read receipts use it).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: id(),
    /** The account the subject belongs to (the landlord of a lease, the homeowner of a request, the opener of a direct one). */
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind', { enum: ['lease', 'workOrder', 'quoteRequest', 'direct'] }).notNull(),
    /** The lease, work order or quote request; null for a direct conversation. */
    subjectId: uuid('subject_id'),
    /** `lease:<id>`, … or `direct:<userId>:<userId>` (sorted): one conversation per subject. */
    subjectKey: text('subject_key').notNull(),
    title: text('title').notNull(),
    link: text('link'),
    lastMessageId: uuid('last_message_id'),
    createdAt: createdAt(),
    activityAt: timestamp('activity_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_conversations_subject_key_idx').on(t.subjectKey)],
);

export const chatParticipants = pgTable(
  'chat_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Display name when they joined (a company name for a provider). */
    name: text('name').notNull(),
    lastReadMessageId: uuid('last_read_message_id'),
    lastReadAt: timestamp('last_read_at', { withTimezone: true, mode: 'date' }),
    /** Messages of others after lastReadMessageId (kept on post and read, so lists need no count). */
    unreadCount: integer('unread_count').notNull().default(0),
    /** The newest message an unread-reminder e-mail already told them about. */
    emailedMessageId: uuid('emailed_message_id'),
    /** Copy of the conversation's activityAt: "my conversations, latest first" is one index range. */
    activityAt: timestamp('activity_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('chat_participants_user_activity_idx').on(t.userId, t.activityAt.desc().nullsFirst(), t.conversationId.desc().nullsFirst()),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    attachmentIds: uuid('attachment_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id.desc().nullsFirst())],
);
