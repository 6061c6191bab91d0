/** Event types of the quotes area and their payloads, merged into `eventPayloadSchemas` (scripts/generate-tables.mjs; ARCHITECTURE.md "Events"). */
import { z } from 'zod';
import { eventUuid, notifyFields } from '../events/event-fields.ts';

export const quoteEvents = {
  /**
   * A homeowner or property manager asked for quotes on saved project models (issue 21 item 3): each
   * provider whose trades cover one of its project types is told (bell, e-mail per preference, live),
   * the envelope's `userIds` naming them. `link` opens the provider's requests for quotes.
   */
  'quoteRequest.created': z.object({ quoteRequestId: eventUuid, ...notifyFields }),
} as const;
