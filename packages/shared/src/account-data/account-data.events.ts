/** Event types of the account-data area, merged into `eventPayloadSchemas` (scripts/generate-tables.mjs; ARCHITECTURE.md "Events"). */
import { z } from 'zod';
import { eventUuid, notifyFields } from '../events/event-fields.ts';

export const accountDataEvents = {
  /** The export job moved on: the Settings screen shows `percent` live. */
  'account.exportProgress': z.object({ exportId: eventUuid, status: z.enum(['queued', 'running', 'ready', 'failed']), percent: z.number().int().min(0).max(100) }),
  /** The export's zip is ready to download (bell; the e-mail with the link is sent always). */
  'account.exportReady': z.object({ exportId: eventUuid, ...notifyFields }),
  /** The account will be erased at `closesAt` unless its owner signs in before. */
  'account.closureRequested': z.object({ closesAt: z.string().datetime({ offset: true }), ...notifyFields }),
  /** A sign-in during the grace period cancelled the closing. */
  'account.closureCancelled': z.object({ ...notifyFields }),
} as const;
