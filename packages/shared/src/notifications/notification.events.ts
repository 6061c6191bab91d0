/** Event types of the notifications area and their payloads, merged into `eventPayloadSchemas` (scripts/generate-tables.mjs; ARCHITECTURE.md "Events"). */
import { z } from 'zod';
import { eventUuid } from '../events/event-fields.ts';

export const notificationEvents = {
  'notification.created': z.object({ notificationId: eventUuid, title: z.string(), body: z.string().optional(), link: z.string().optional() }),
  'notification.seen': z.object({ notificationIds: z.array(eventUuid).max(1000).optional(), all: z.boolean().optional() }),
} as const;
