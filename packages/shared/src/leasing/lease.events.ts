/** Event types of the leasing area and their payloads, merged into `eventPayloadSchemas` (scripts/generate-tables.mjs; ARCHITECTURE.md "Events"). */
import { z } from 'zod';
import { eventUuid, notifyFields } from '../events/event-fields.ts';

export const leaseEvents = {
  'lease.activated': z.object({ leaseId: eventUuid, propertyId: eventUuid }),
  /** Tells the lease's tenants with an account (issue 21 item 5). */
  'lease.terminated': z.object({ leaseId: eventUuid, propertyId: eventUuid, terminationDate: z.string().nullable(), ...notifyFields }),
  // Lease signing (issue 21 item 5): each tells the other parties; screens refetch the lease on them.
  'lease.signatureRequested': z.object({ leaseId: eventUuid, ...notifyFields }),
  'lease.signed': z.object({ leaseId: eventUuid, signedCount: z.number().int(), partiesCount: z.number().int(), ...notifyFields }),
  'lease.fullyExecuted': z.object({ leaseId: eventUuid, ...notifyFields }),
  'lease.endingSoon': z.object({ leaseId: eventUuid, endDate: z.string(), ...notifyFields }),
} as const;
