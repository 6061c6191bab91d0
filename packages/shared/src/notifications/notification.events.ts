/** Event types of the notifications area and their payloads, merged into `eventPayloadSchemas` (scripts/generate-tables.mjs; ARCHITECTURE.md "Events"). */
import { z } from 'zod';
import { eventUuid } from '../events/event-fields.ts';

export const notificationEvents = {
  /**
   * A notification row was made or, for a grouped kind, grew: `groupCount` is how many notifications it
   * now stands for (the bell counts each (id, groupCount) once; issue 30 item 11).
   */
  'notification.created': z.object({
    notificationId: eventUuid,
    title: z.string(),
    body: z.string().optional(),
    link: z.string().optional(),
    groupCount: z.number().int().min(1).optional(),
  }),
  /** Rows were seen; `notificationCount` is how many notifications `notificationIds` stood for (grouped rows count several). */
  'notification.seen': z.object({ notificationIds: z.array(eventUuid).max(1000).optional(), notificationCount: z.number().int().min(0).optional(), all: z.boolean().optional() }),
} as const;
