/** Event types of the quotes area and their payloads, merged into `eventPayloadSchemas` (scripts/generate-tables.mjs; ARCHITECTURE.md "Events"). */
import { z } from 'zod';
import { eventUuid, notifyFields } from '../events/event-fields.ts';
import { quoteStatuses } from './quote.enums.ts';

/**
 * What every configurator quote event carries (issue 30 item 9): the request, the quote and its status
 * after the change, so the screens of both sides know what changed without asking again.
 */
const quoteFields = { quoteRequestId: eventUuid, quoteId: eventUuid, status: z.enum(quoteStatuses) };

export const quoteEvents = {
  /**
   * A homeowner or property manager asked for quotes on saved project models (issue 21 item 3): each
   * provider whose trades cover one of its project types is told (bell, e-mail per preference, live),
   * the envelope's `userIds` naming them. `link` opens the provider's requests for quotes.
   */
  'quoteRequest.created': z.object({ quoteRequestId: eventUuid, ...notifyFields }),
  /** A provider sent a quote on a configurator quote request: the requester is told; `link` opens the request. */
  'quote.sent': z.object({ ...quoteFields, ...notifyFields }),
  /** The requester accepted this quote: its provider is told they were hired; `link` opens their quotes. */
  'quote.accepted': z.object({ ...quoteFields, ...notifyFields }),
  /** The requester accepted another provider's quote: this quote's provider is told; `link` opens their quotes. */
  'quote.declined': z.object({ ...quoteFields, ...notifyFields }),
  /** The provider withdrew (archived) a sent quote: the requester is told; `link` opens the request. */
  'quote.withdrawn': z.object({ ...quoteFields, ...notifyFields }),
} as const;
