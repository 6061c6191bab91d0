/** Event types of the auth area and their payloads, merged into `eventPayloadSchemas` (scripts/generate-tables.mjs; ARCHITECTURE.md "Events"). */
import { z } from 'zod';
import { eventUuid, notifyFields } from '../events/event-fields.ts';

export const authEvents = {
  /** An invited person created their account: tells the inviter (a `newUser` notification). */
  'user.joined': z.object({ userId: eventUuid, invitationType: z.enum(['tenant', 'serviceProvider', 'propertyManager']), ...notifyFields }),
  /** A session ended (logout, account revoked): open live connections of `userIds` are closed with 4403. */
  'auth.sessionRevoked': z.object({ reason: z.enum(['logout', 'revoked']) }),
} as const;
