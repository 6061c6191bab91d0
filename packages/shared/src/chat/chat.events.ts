/** Event types of the chat area and their payloads, merged into `eventPayloadSchemas` (scripts/generate-tables.mjs; ARCHITECTURE.md "Events"). */
import { z } from 'zod';
import { eventUuid } from '../events/event-fields.ts';
import { chatMessageSchema } from './chat.schema.ts';

export const chatEvents = {
  /** `message`: the message as the API answers it (text, author, attachments, time), for the room's screens. */
  'chat.messagePosted': z.object({ conversationId: eventUuid, messageId: eventUuid, authorId: eventUuid, message: chatMessageSchema }),
  'chat.messageRead': z.object({ conversationId: eventUuid, userId: eventUuid, lastReadMessageId: eventUuid }),
  /** `userIds` may no longer see `room` (e.g. a declined provider and the work order's chat): the live channel drops it from their connections. */
  'live.roomRevoked': z.object({ room: z.string().max(200) }),
} as const;
