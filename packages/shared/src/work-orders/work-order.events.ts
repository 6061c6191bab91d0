/** Event types of the work-orders area and their payloads, merged into `eventPayloadSchemas` (scripts/generate-tables.mjs; ARCHITECTURE.md "Events"). */
import { z } from 'zod';
import { eventUuid, notifyFields } from '../events/event-fields.ts';
import { quoteStatuses } from '../quotes/quote.enums.ts';
import { workOrderStatuses } from './work-order.enums.ts';

/**
 * What every work-order event carries for a screen to update itself without asking again
 * (the payload contract of docs/decisions/010-web-data-cache.md; docs/decisions/012-outbox-delivery-off-the-request.md:
 * the record's state after the change, not a diff): the work order's status after the change.
 */
const workOrderFields = { workOrderId: eventUuid, status: z.enum(workOrderStatuses) };
/** Quote events also carry every quote of the work order with its status after the change. */
const workOrderQuotes = z.array(z.object({ id: eventUuid, status: z.enum(quoteStatuses) })).max(500);

export const workOrderEvents = {
  'workOrder.created': z.object({ ...workOrderFields, ...notifyFields }),
  'workOrder.shared': z.object({ ...workOrderFields, ...notifyFields }),
  'workOrder.assigned': z.object({ ...workOrderFields, ...notifyFields }),
  'workOrder.quoteRequested': z.object({ ...workOrderFields, ...notifyFields }),
  'workOrder.quoteSubmitted': z.object({ ...workOrderFields, quoteId: eventUuid, quotes: workOrderQuotes, ...notifyFields }),
  'workOrder.quoteAccepted': z.object({ ...workOrderFields, quoteId: eventUuid, quotes: workOrderQuotes, ...notifyFields }),
  'workOrder.quoteDeclined': z.object({ ...workOrderFields, quoteId: eventUuid, quotes: workOrderQuotes, ...notifyFields }),
  'workOrder.completed': z.object({ ...workOrderFields, ...notifyFields }),
  'workOrder.closed': z.object({ ...workOrderFields, transactionId: eventUuid.optional(), ...notifyFields }),
} as const;
