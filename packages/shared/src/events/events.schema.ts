/**
 * Domain events: every event type and its payload in one zod-typed map (ARCHITECTURE.md "Events"),
 * the envelope the server publishes after commit, and the live-channel frames (`GET /api/live`,
 * docs/decisions/005-live-channel.md). The web client is typed by the same map.
 */
import { z } from 'zod';
import { chatMessageSchema } from '../chat/chat.schema.ts';
import { quoteStatuses } from '../quotes/quote.enums.ts';
import { workOrderStatuses } from '../work-orders/work-order.enums.ts';

const uuid = z.string().uuid();

/**
 * What every work-order event carries for a screen to update itself without asking again
 * (docs/decisions/010): the work order's status after the change.
 */
const workOrderFields = { workOrderId: uuid, status: z.enum(workOrderStatuses) };
/** Quote events also carry every quote of the work order with its status after the change. */
const workOrderQuotes = z.array(z.object({ id: uuid, status: z.enum(quoteStatuses) })).max(500);

/**
 * What an event that tells people something carries: a one-line `summary` ("Emergency request at
 * 12 Oak St: burst pipe") and the web path of the record it concerns (`/work-orders/<id>`).
 */
const notifyFields = { summary: z.string().min(1).max(300), link: z.string().startsWith('/').max(300) };

/** Payload schema of every domain event, by type. A new event type is one line here. */
export const eventPayloadSchemas = {
  'lease.activated': z.object({ leaseId: uuid, propertyId: uuid }),
  /** Tells the lease's tenants with an account (issue 21 item 5). */
  'lease.terminated': z.object({ leaseId: uuid, propertyId: uuid, terminationDate: z.string().nullable(), ...notifyFields }),
  // Lease signing (issue 21 item 5): each tells the other parties; screens refetch the lease on them.
  'lease.signatureRequested': z.object({ leaseId: uuid, ...notifyFields }),
  'lease.signed': z.object({ leaseId: uuid, signedCount: z.number().int(), partiesCount: z.number().int(), ...notifyFields }),
  'lease.fullyExecuted': z.object({ leaseId: uuid, ...notifyFields }),
  'lease.endingSoon': z.object({ leaseId: uuid, endDate: z.string(), ...notifyFields }),
  'payment.recorded': z.object({ paymentId: uuid, transactionId: uuid }),
  /** A tenant paid a charge of their tenancy: tells the landlord to confirm it (issue 21 item 7). */
  'payment.awaitingConfirmation': z.object({ paymentId: uuid, transactionId: uuid, ...notifyFields }),
  /** The landlord confirmed a tenant's payment: tells the tenant who made it. */
  'payment.confirmed': z.object({ paymentId: uuid, transactionId: uuid, ...notifyFields }),
  // Maintenance (spec points 3, 7). Events that tell people something carry `summary` and `link`
  // (notifyFields) and name their recipients in the envelope's `userIds`; the notifications area turns
  // each into a notification per recipient, so emitting areas never import it.
  'tenantRequest.created': z.object({ tenantRequestId: uuid, propertyId: uuid.optional(), urgency: z.enum(['low', 'medium', 'emergency']), fromPortal: z.boolean(), ...notifyFields }),
  'tenantRequest.statusChanged': z.object({ tenantRequestId: uuid, status: z.string().max(40), reason: z.string().max(2000).optional(), ...notifyFields }),
  'service.updated': z.object({ serviceId: uuid, ...notifyFields }),
  'workOrder.created': z.object({ ...workOrderFields, ...notifyFields }),
  'workOrder.shared': z.object({ ...workOrderFields, ...notifyFields }),
  'workOrder.assigned': z.object({ ...workOrderFields, ...notifyFields }),
  'workOrder.quoteRequested': z.object({ ...workOrderFields, ...notifyFields }),
  'workOrder.quoteSubmitted': z.object({ ...workOrderFields, quoteId: uuid, quotes: workOrderQuotes, ...notifyFields }),
  'workOrder.quoteAccepted': z.object({ ...workOrderFields, quoteId: uuid, quotes: workOrderQuotes, ...notifyFields }),
  'workOrder.quoteDeclined': z.object({ ...workOrderFields, quoteId: uuid, quotes: workOrderQuotes, ...notifyFields }),
  'workOrder.completed': z.object({ ...workOrderFields, ...notifyFields }),
  'workOrder.closed': z.object({ ...workOrderFields, transactionId: uuid.optional(), ...notifyFields }),
  // Calendar: a reminder job fired for one occurrence (`occurrenceStart`, ISO instant).
  'calendar.reminderDue': z.object({ eventId: uuid, reminderId: z.string(), occurrenceStart: z.string(), ...notifyFields }),
  'calendar.eventChanged': z.object({ eventId: uuid, change: z.enum(['created', 'updated', 'deleted']) }),
  /** An invited person created their account: tells the inviter (a `newUser` notification). */
  'user.joined': z.object({ userId: uuid, invitationType: z.enum(['tenant', 'serviceProvider', 'propertyManager']), ...notifyFields }),
  'notification.created': z.object({ notificationId: uuid, title: z.string(), body: z.string().optional(), link: z.string().optional() }),
  'notification.seen': z.object({ notificationIds: z.array(uuid).max(1000).optional(), all: z.boolean().optional() }),
  /** `message`: the message as the API answers it (text, author, attachments, time), for the room's screens. */
  'chat.messagePosted': z.object({ conversationId: uuid, messageId: uuid, authorId: uuid, message: chatMessageSchema }),
  'chat.messageRead': z.object({ conversationId: uuid, userId: uuid, lastReadMessageId: uuid }),
  /** `userIds` may no longer see `room` (e.g. a declined provider and the work order's chat): the live channel drops it from their connections. */
  'live.roomRevoked': z.object({ room: z.string().max(200) }),
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
