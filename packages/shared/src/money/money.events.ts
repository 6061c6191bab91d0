/** Event types of the money area and their payloads, merged into `eventPayloadSchemas` (scripts/generate-tables.mjs; ARCHITECTURE.md "Events"). */
import { z } from 'zod';
import { eventUuid, notifyFields } from '../events/event-fields.ts';

export const moneyEvents = {
  'payment.recorded': z.object({ paymentId: eventUuid, transactionId: eventUuid }),
  /** A tenant paid a charge of their tenancy: tells the landlord to confirm it (issue 21 item 7). */
  'payment.awaitingConfirmation': z.object({ paymentId: eventUuid, transactionId: eventUuid, ...notifyFields }),
  /** The landlord confirmed a tenant's payment: tells the tenant who made it. */
  'payment.confirmed': z.object({ paymentId: eventUuid, transactionId: eventUuid, ...notifyFields }),
} as const;
