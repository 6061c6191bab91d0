/** Event types of the leasing area and their payloads, merged into `eventPayloadSchemas` (scripts/generate-tables.mjs; ARCHITECTURE.md "Events"). */
import { z } from 'zod';
import { eventUuid } from '../events/event-fields.ts';

export const leaseEvents = {
  'lease.activated': z.object({ leaseId: eventUuid, propertyId: eventUuid }),
  'lease.terminated': z.object({ leaseId: eventUuid, propertyId: eventUuid, terminationDate: z.string().nullable() }),
} as const;
