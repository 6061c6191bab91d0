/** Event types of the maintenance area and their payloads, merged into `eventPayloadSchemas` (scripts/generate-tables.mjs; ARCHITECTURE.md "Events"). */
import { z } from 'zod';
import { eventUuid, notifyFields } from '../events/event-fields.ts';

export const maintenanceEvents = {
  // Spec points 3, 7: tenant requests and property services.
  'tenantRequest.created': z.object({ tenantRequestId: eventUuid, propertyId: eventUuid.optional(), urgency: z.enum(['low', 'medium', 'emergency']), fromPortal: z.boolean(), ...notifyFields }),
  /** The request portal link of a property reached its daily byte quota: tells the landlord (once a day per link). */
  'tenantRequest.portalThrottled': z.object({ propertyId: eventUuid, ...notifyFields }),
  'tenantRequest.statusChanged': z.object({ tenantRequestId: eventUuid, status: z.string().max(40), reason: z.string().max(2000).optional(), ...notifyFields }),
  'service.updated': z.object({ serviceId: eventUuid, ...notifyFields }),
} as const;
