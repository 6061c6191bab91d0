/**
 * Domain events: every event type and its payload in one zod-typed map (ARCHITECTURE.md "Events"),
 * the envelope the server publishes after commit, and the live-channel frames (`GET /api/live`,
 * docs/decisions/005-live-channel.md). The web client is typed by the same map.
 */
import { z } from 'zod';

const uuid = z.string().uuid();

/**
 * What an event that tells people something carries: a one-line `summary` ("Emergency request at
 * 12 Oak St: burst pipe") and the web path of the record it concerns (`/work-orders/<id>`).
 */
const notifyFields = { summary: z.string().min(1).max(300), link: z.string().startsWith('/').max(300) };

/** Payload schema of every domain event, by type. A new event type is one line here. */
export const eventPayloadSchemas = {
  'lease.activated': z.object({ leaseId: uuid, propertyId: uuid }),
  'lease.terminated': z.object({ leaseId: uuid, propertyId: uuid, terminationDate: z.string().nullable() }),
  'payment.recorded': z.object({ paymentId: uuid, transactionId: uuid }),
  // Maintenance (spec points 3, 7). Events that tell people something carry `summary` and `link`
  // (notifyFields) and name their recipients in the envelope's `userIds`; the notifications area turns
  // each into a notification per recipient, so emitting areas never import it.
  'tenantRequest.created': z.object({ tenantRequestId: uuid, propertyId: uuid.optional(), urgency: z.enum(['low', 'medium', 'emergency']), fromPortal: z.boolean(), ...notifyFields }),
  /** The request portal link of a property reached its daily byte quota: tells the landlord (once a day per link). */
  'tenantRequest.portalThrottled': z.object({ propertyId: uuid, ...notifyFields }),
  'tenantRequest.statusChanged': z.object({ tenantRequestId: uuid, status: z.string().max(40), reason: z.string().max(2000).optional(), ...notifyFields }),
  'service.updated': z.object({ serviceId: uuid, ...notifyFields }),
  'workOrder.created': z.object({ workOrderId: uuid, ...notifyFields }),
  'workOrder.shared': z.object({ workOrderId: uuid, ...notifyFields }),
  'workOrder.assigned': z.object({ workOrderId: uuid, ...notifyFields }),
  'workOrder.quoteRequested': z.object({ workOrderId: uuid, ...notifyFields }),
  'workOrder.quoteSubmitted': z.object({ workOrderId: uuid, quoteId: uuid, ...notifyFields }),
  'workOrder.quoteAccepted': z.object({ workOrderId: uuid, quoteId: uuid, ...notifyFields }),
  'workOrder.quoteDeclined': z.object({ workOrderId: uuid, quoteId: uuid, ...notifyFields }),
  'workOrder.completed': z.object({ workOrderId: uuid, ...notifyFields }),
  'workOrder.closed': z.object({ workOrderId: uuid, transactionId: uuid.optional(), ...notifyFields }),
  // Calendar: a reminder job fired for one occurrence (`occurrenceStart`, ISO instant).
  'calendar.reminderDue': z.object({ eventId: uuid, reminderId: z.string(), occurrenceStart: z.string(), ...notifyFields }),
  'calendar.eventChanged': z.object({ eventId: uuid, change: z.enum(['created', 'updated', 'deleted']) }),
  /** An invited person created their account: tells the inviter (a `newUser` notification). */
  'user.joined': z.object({ userId: uuid, invitationType: z.enum(['tenant', 'serviceProvider', 'propertyManager']), ...notifyFields }),
  'notification.created': z.object({ notificationId: uuid, title: z.string(), body: z.string().optional(), link: z.string().optional() }),
  'notification.seen': z.object({ notificationIds: z.array(uuid).max(1000).optional(), all: z.boolean().optional() }),
  'chat.messagePosted': z.object({ conversationId: uuid, messageId: uuid, authorId: uuid }),
  'chat.messageRead': z.object({ conversationId: uuid, userId: uuid, lastReadMessageId: uuid }),
  /**
   * Every session of the user ended (logout, password reset, revoked): open live connections of `userIds`
   * are closed with 4403, and each instance refuses access tokens issued under a `sessionVersion` below this one.
   */
  'auth.sessionRevoked': z.object({ reason: z.enum(['logout', 'passwordReset', 'revoked']), sessionVersion: z.number().int().nonnegative().optional() }),
} as const;

export type EventType = keyof typeof eventPayloadSchemas;
export const eventTypes = Object.keys(eventPayloadSchemas) as EventType[];
export const eventTypeSchema = z.enum(eventTypes as [EventType, ...EventType[]]);
export type EventPayload<T extends EventType> = z.infer<(typeof eventPayloadSchemas)[T]>;

/** Live rooms: `<kind>:<id>`, e.g. `workOrder:<uuid>`, `conversation:<uuid>`. */
export const liveRoomSchema = z
  .string()
  .max(200)
  .regex(/^[a-zA-Z][a-zA-Z0-9]*:[A-Za-z0-9_-]+$/, 'A room is "<kind>:<id>"');

/** The envelope of a published event. */
export interface DomainEvent<T extends EventType = EventType> {
  /** UUID v7 (consumers are idempotent by it). */
  id: string;
  type: T;
  /** ISO 8601 instant. */
  occurredAt: string;
  accountId: string;
  /** Users who receive it live. */
  userIds?: string[];
  /** Room whose members receive it live. */
  room?: string;
  /** Id of the HTTP request that caused it (X-Request-Id), followed through the logs of every instance. */
  requestId?: string;
  payload: EventPayload<T>;
}

/** Validates an envelope (type, and the payload against its type's schema). */
export const domainEventSchema = z
  .object({
    id: uuid,
    type: eventTypeSchema,
    occurredAt: z.string().datetime({ offset: true }),
    accountId: uuid,
    userIds: z.array(uuid).optional(),
    room: liveRoomSchema.optional(),
    requestId: z.string().max(128).optional(),
    payload: z.unknown(),
  })
  .superRefine((event, ctx) => {
    const result = eventPayloadSchemas[event.type].safeParse(event.payload);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: ['payload', ...issue.path.map(String)], message: issue.message });
    }
  })
  .transform((event) => event as DomainEvent);

/**
 * Live-channel close codes: 4401 no/invalid/expired token, 4403 logged out or revoked, 4429 a bound
 * passed (too many connections for the user or the address, or frames sent too fast): reconnect later.
 */
export const LIVE_CLOSE_UNAUTHORIZED = 4401;
export const LIVE_CLOSE_FORBIDDEN = 4403;
export const LIVE_CLOSE_TOO_MANY = 4429;
/** The first `auth` frame must arrive within this many milliseconds. */
export const LIVE_AUTH_TIMEOUT_MS = 5_000;

/** Frames the client sends. */
export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('subscribe'), room: liveRoomSchema }),
  z.object({ type: z.literal('unsubscribe'), room: liveRoomSchema }),
  /** "I am typing" in a room the connection joined: relayed to the room's other members, never stored. */
  z.object({ type: z.literal('typing'), room: liveRoomSchema }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

/** Frames the server sends. */
export type LiveServerMessage =
  | { type: 'ready'; userId: string }
  | { type: 'subscribed'; room: string }
  | { type: 'unsubscribed'; room: string }
  | { type: 'error'; code: 'ROOM_NOT_FOUND'; room: string }
  | { type: 'error'; code: 'BAD_MESSAGE'; message: string }
  | { type: 'event'; event: DomainEvent }
  /** Another member of `room` is typing (ephemeral: not an event, not in the outbox). */
  | { type: 'typing'; room: string; userId: string }
  /** Events may have been missed (this instance lost its event bus and has it back): refetch. */
  | { type: 'resync' };

/** An ephemeral frame on the bus (not a domain event): who is typing in which room, on any instance. */
export interface LiveTransientFrame {
  type: 'typing';
  room: string;
  userId: string;
}
export const liveTransientFrameSchema = z.object({ type: z.literal('typing'), room: liveRoomSchema, userId: uuid });
