/** Event types of the work-orders area and their payloads, merged into `eventPayloadSchemas` (scripts/generate-tables.mjs; ARCHITECTURE.md "Events"). */
import { z } from 'zod';
import { eventUuid, notifyFields } from '../events/event-fields.ts';

export const workOrderEvents = {
  'workOrder.created': z.object({ workOrderId: eventUuid, ...notifyFields }),
  'workOrder.shared': z.object({ workOrderId: eventUuid, ...notifyFields }),
  'workOrder.assigned': z.object({ workOrderId: eventUuid, ...notifyFields }),
  'workOrder.quoteRequested': z.object({ workOrderId: eventUuid, ...notifyFields }),
  'workOrder.quoteSubmitted': z.object({ workOrderId: eventUuid, quoteId: eventUuid, ...notifyFields }),
  'workOrder.quoteAccepted': z.object({ workOrderId: eventUuid, quoteId: eventUuid, ...notifyFields }),
  'workOrder.quoteDeclined': z.object({ workOrderId: eventUuid, quoteId: eventUuid, ...notifyFields }),
  'workOrder.completed': z.object({ workOrderId: eventUuid, ...notifyFields }),
  'workOrder.closed': z.object({ workOrderId: eventUuid, transactionId: eventUuid.optional(), ...notifyFields }),
} as const;
