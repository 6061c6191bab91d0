/** Event types of the money area and their payloads, merged into `eventPayloadSchemas` (scripts/generate-tables.mjs; ARCHITECTURE.md "Events"). */
import { z } from 'zod';
import { eventUuid } from '../events/event-fields.ts';

export const moneyEvents = {
  'payment.recorded': z.object({ paymentId: eventUuid, transactionId: eventUuid }),
} as const;
