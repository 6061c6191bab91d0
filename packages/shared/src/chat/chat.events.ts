/** Event types of the chat area and their payloads, merged into `eventPayloadSchemas` (scripts/generate-tables.mjs; ARCHITECTURE.md "Events"). */
import { z } from 'zod';
import { eventUuid } from '../events/event-fields.ts';

export const chatEvents = {
  'chat.messagePosted': z.object({ conversationId: eventUuid, messageId: eventUuid, authorId: eventUuid }),
  'chat.messageRead': z.object({ conversationId: eventUuid, userId: eventUuid, lastReadMessageId: eventUuid }),
} as const;
