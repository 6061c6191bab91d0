/** Building blocks of event payloads, shared by every area's `<area>/<name>.events.ts`. */
import { z } from 'zod';

/** An id in a payload. */
export const eventUuid = z.string().uuid();

/**
 * What an event that tells people something carries: a one-line `summary` ("Emergency request at
 * 12 Oak St: burst pipe") and the web path of the record it concerns (`/work-orders/<id>`). Such
 * events name their recipients in the envelope's `userIds`; the notifications area turns each into a
 * notification per recipient (`notifyingEventTypes()`), so emitting areas never import it.
 */
export const notifyFields = {
  summary: z.string().min(1).max(300),
  link: z.string().startsWith('/').max(300),
  /**
   * The moment the summary names, so each recipient reads it in their own zone (issue 22 item 2):
   * `text` is the part of `summary` that prints `at` (in `timeZone`, the event's, as written); the
   * notifications area replaces it with `formatZonedTime(at, [recipient's zone, timeZone])`.
   */
  when: z
    .object({
      at: z.string().datetime({ offset: true }),
      timeZone: z.string().max(64),
      text: z.string().min(1).max(120),
      dateOnly: z.boolean().optional(),
    })
    .optional(),
};
