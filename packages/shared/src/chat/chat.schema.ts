/**
 * Chat contract (spec point 1 "Chat", issue 14): conversations about a subject (a lease, a work order,
 * a quote request, or a direct conversation with a contact), their messages (text and spec point 5
 * attachments), history paged backwards by cursor, search inside a conversation and read receipts.
 */
import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from '../common/pagination.ts';
import { textSchema } from '../common/text.ts';
import { fileSchema } from '../files/file.schema.ts';
import { MAX_ATTACHMENT_FILES } from '../files/file.rules.ts';

const uuid = z.string().uuid();

/** What a conversation is about. `direct` is a conversation between two people (opened from a contact). */
export const chatSubjectKinds = ['lease', 'workOrder', 'quoteRequest', 'direct'] as const;
export type ChatSubjectKind = (typeof chatSubjectKinds)[number];

/** Longest message text, in characters. */
export const MAX_CHAT_MESSAGE_LENGTH = 4000;
/** Messages per history page (GET …/messages). */
export const CHAT_HISTORY_PAGE = 30;
/** A participant who has not read a message for this long is e-mailed about it. */
export const CHAT_UNREAD_EMAIL_DELAY_MS = 15 * 60 * 1000;
/** A client sends at most one typing frame per room this often; the indicator fades after twice that. */
export const CHAT_TYPING_INTERVAL_MS = 2500;

/**
 * The subject of a conversation. For `direct` the id is a contact of the caller (who must have a
 * Lintel account with the contact's e-mail) when opening, and the other person's user id in answers.
 */
export const chatSubjectSchema = z.object({ kind: z.enum(chatSubjectKinds), id: uuid });
export type ChatSubject = z.infer<typeof chatSubjectSchema>;

/** `lease:<uuid>` as used in `/chat?subject=` links; null when malformed. */
export function parseChatSubject(value: string | null | undefined): ChatSubject | null {
  const [kind, id, extra] = (value ?? '').split(':');
  const parsed = chatSubjectSchema.safeParse({ kind, id });
  return parsed.success && extra === undefined ? parsed.data : null;
}

/**
 * The web path that opens (or creates) the conversation of a subject: `/chat?subject=lease:<id>`;
 * `withUserId` (a work order's landlord) names the provider whose own conversation to open (`&with=<id>`).
 */
export function chatSubjectPath(subject: ChatSubject, withUserId?: string): string {
  return `/chat?subject=${subject.kind}:${subject.id}${withUserId ? `&with=${withUserId}` : ''}`;
}

/** A participant and how far they read (read receipts). */
export const chatParticipantSchema = z.object({
  userId: uuid,
  name: z.string(),
  lastReadMessageId: uuid.nullable().describe('The newest message this participant has read'),
  lastReadAt: z.string().datetime({ offset: true }).nullable(),
});
export type ChatParticipant = z.infer<typeof chatParticipantSchema>;

export const chatMessageSchema = z.object({
  id: uuid.describe('UUID v7: ids sort in posting order'),
  conversationId: uuid,
  author: z.object({ id: uuid, name: z.string() }),
  text: z.string(),
  attachments: z.array(fileSchema),
  createdAt: z.string().datetime({ offset: true }),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A conversation as lists show it. */
export const conversationSummarySchema = z.object({
  id: uuid,
  subject: chatSubjectSchema,
  title: z.string().describe('The property of a lease, the other person of a direct conversation, …'),
  link: z.string().nullable().describe('Web path of the subject (e.g. /leases/<id>)'),
  participants: z.array(chatParticipantSchema),
  lastMessage: chatMessageSchema.nullable(),
  unreadCount: z.number().int().describe("Messages of others after the caller's last read one"),
  createdAt: z.string().datetime({ offset: true }),
  activityAt: z.string().datetime({ offset: true }).describe('Last message, or creation'),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** One conversation opened: the summary plus whether the caller may still post. */
export const conversationSchema = conversationSummarySchema.extend({
  canPost: z.boolean().describe('False once the caller left the subject (a terminated or ended lease): history stays readable'),
  notice: z
    .string()
    .nullable()
    .describe('What is true about posting here, in words for the caller (e.g. a closed work order open to its owner and provider until a date); null when nothing is out of the ordinary'),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationIdParamsSchema = z.object({ id: uuid });

/** GET /chat/conversations: the caller's conversations, latest activity first. */
export const listConversationsQuerySchema = pageQuerySchema.omit({ search: true });
export type ListConversationsQuery = z.input<typeof listConversationsQuerySchema>;
export const conversationListResponseSchema = z.object({
  results: z.array(conversationSummarySchema),
  pagination: paginationSchema,
  meta: z.object({ totalUnread: z.number().int().describe('Unread messages over all conversations (sidebar badge)') }),
});
export type ConversationListResponse = z.infer<typeof conversationListResponseSchema>;

/** GET /chat/unread: the sidebar badge. */
export const chatUnreadResponseSchema = z.object({ totalUnread: z.number().int() });
export type ChatUnreadResponse = z.infer<typeof chatUnreadResponseSchema>;

/** POST /chat/conversations: opens the conversation of a subject, creating it the first time. */
export const openConversationInputSchema = z
  .object({
    subject: chatSubjectSchema,
    withUserId: uuid
      .optional()
      .describe("A work order's landlord only: the provider asked to quote whose own conversation to open (issue 21 item 2); 404 when they were not asked"),
  })
  .strict();
export type OpenConversationInput = z.infer<typeof openConversationInputSchema>;

/** GET /chat/conversations/{id}/messages: newest first; `before` pages backwards. */
export const chatHistoryQuerySchema = z.object({
  before: uuid.optional().describe('A message id: only older messages'),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_HISTORY_PAGE),
});
export type ChatHistoryQuery = z.input<typeof chatHistoryQuerySchema>;
export const chatHistoryResponseSchema = z.object({
  results: z.array(chatMessageSchema).describe('Newest first'),
  meta: z.object({
    hasMore: z.boolean(),
    before: uuid.nullable().describe('Cursor of the next (older) page: the oldest message id here'),
  }),
});
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponseSchema>;

/** GET /chat/conversations/{id}/search: messages whose text contains `search`, newest first. */
export const chatSearchQuerySchema = pageQuerySchema.extend({ search: textSchema(200, 1) });
export type ChatSearchQuery = z.input<typeof chatSearchQuerySchema>;
export const chatSearchResponseSchema = z.object({
  results: z.array(chatMessageSchema),
  pagination: paginationSchema,
  meta: z.object({ search: z.string() }),
});
export type ChatSearchResponse = z.infer<typeof chatSearchResponseSchema>;

/** POST /chat/conversations/{id}/messages: text, attachments (uploaded with POST /files), or both. */
export const postChatMessageInputSchema = z
  .object({
    text: textSchema(MAX_CHAT_MESSAGE_LENGTH).default(''),
    attachmentIds: z.array(uuid).max(MAX_ATTACHMENT_FILES).default([]),
  })
  .strict()
  .refine((value) => value.text.length > 0 || value.attachmentIds.length > 0, { path: ['text'], message: 'Write a message or attach a file' });
export type PostChatMessageInput = z.input<typeof postChatMessageInputSchema>;

/** POST /chat/conversations/{id}/read: everything up to `messageId` is read. */
export const markChatReadInputSchema = z.object({ messageId: uuid }).strict();
export type MarkChatReadInput = z.infer<typeof markChatReadInputSchema>;
export const markChatReadResponseSchema = z.object({ participant: chatParticipantSchema, unreadCount: z.number().int(), totalUnread: z.number().int() });
export type MarkChatReadResponse = z.infer<typeof markChatReadResponseSchema>;
