/**
 * Domain events: every event type and its payload in one zod-typed map merged from the areas (ARCHITECTURE.md "Events"),
 * the envelope the server publishes after commit, and the live-channel frames (`GET /api/live`,
 * docs/decisions/005-live-channel.md). The web client is typed by the same map.
 */
import { z } from 'zod';
import { eventUuid } from './event-fields.ts';
import { areaEventPayloadSchemas } from './event-types.generated.ts';

/**
 * Payload schema of every domain event, by type. Each area declares its own beside its code
 * (`<area>/<name>.events.ts`, `export const <name>Events = { 'area.happened': z.object(…) }`, built
 * from events/event-fields.ts); scripts/generate-tables.mjs merges them, so a new type edits no central list.
 */
export const eventPayloadSchemas = areaEventPayloadSchemas;

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
    id: eventUuid,
    type: eventTypeSchema,
    occurredAt: z.string().datetime({ offset: true }),
    accountId: eventUuid,
    userIds: z.array(eventUuid).optional(),
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
export const liveTransientFrameSchema = z.object({ type: z.literal('typing'), room: liveRoomSchema, userId: eventUuid });
