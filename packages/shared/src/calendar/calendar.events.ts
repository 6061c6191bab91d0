/** Event types of the calendar area and their payloads, merged into `eventPayloadSchemas` (scripts/generate-tables.mjs; ARCHITECTURE.md "Events"). */
import { z } from 'zod';
import { eventUuid, notifyFields } from '../events/event-fields.ts';

export const calendarEvents = {
  // Calendar: a reminder job fired for one occurrence (`occurrenceStart`, ISO instant).
  'calendar.reminderDue': z.object({ eventId: eventUuid, reminderId: z.string(), occurrenceStart: z.string(), ...notifyFields }),
  'calendar.eventChanged': z.object({ eventId: eventUuid, change: z.enum(['created', 'updated', 'deleted']) }),
} as const;
