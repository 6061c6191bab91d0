/** Event types of the auth area and their payloads, merged into `eventPayloadSchemas` (scripts/generate-tables.mjs; ARCHITECTURE.md "Events"). */
import { z } from 'zod';
import { eventUuid, notifyFields } from '../events/event-fields.ts';

export const authEvents = {
  /** An invited person created their account: tells the inviter (a `newUser` notification). */
  'user.joined': z.object({ userId: eventUuid, invitationType: z.enum(['tenant', 'serviceProvider', 'propertyManager']), ...notifyFields }),
  /**
   * Every session of the user ended (logout, password reset, revoked): open live connections of `userIds`
   * are closed with 4403, and each instance refuses access tokens issued under a `sessionVersion` below this one.
   */
  'auth.sessionRevoked': z.object({ reason: z.enum(['logout', 'passwordReset', 'revoked']), sessionVersion: z.number().int().nonnegative().optional() }),
} as const;
