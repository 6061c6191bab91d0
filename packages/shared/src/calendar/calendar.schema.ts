/** Calendar contract (spec points 3, 4, 7 "Events", 9): events and tasks, GET /events, the ICS feed. */
import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from '../common/pagination.ts';
import { MAX_PAGE_SIZE } from '../common/pagination.rules.ts';
import { refineDateRangeSpan } from '../common/date-range.ts';
import { singleLineTextSchema, textSchema } from '../common/text.ts';
import { dateOnlySchema, uuidSchema } from '../leasing/leasing.common.ts';
import { CALENDAR_PAGE_SIZE, calendarEventTypes, calendarSources, reminderOffsets, weekdays } from './calendar.enums.ts';
import { DEFAULT_TIME_ZONE, localDate, localWeekday } from './calendar.rules.ts';
import { isTimeZone, timeZoneSchema } from '../common/zoned-time.ts';

const DAY_MS = 86_400_000;
/** The longest single occurrence: 31 days (a repeating one: 1 day, so occurrences never overlap). */
export const MAX_EVENT_DAYS = 31;

const instantSchema = z.string().datetime({ offset: true }).describe('ISO 8601 instant with offset');


const eventFields = z.object({
  type: z.enum(calendarEventTypes),
  title: singleLineTextSchema(200, 1),
  description: textSchema(2000).nullable().optional(),
  allDay: z.boolean(),
  start: instantSchema,
  end: instantSchema.describe('Not before start; for allDay, the day after the last day (exclusive)'),
  repeatDays: z.array(z.enum(weekdays)).max(7).describe('Weekdays (in timeZone) the event repeats on; empty = once; must include the start\'s local weekday'),
  repeatUntil: dateOnlySchema.nullable().optional().describe('Last local date (in timeZone) an occurrence may start on; null = no end'),
  timeZone: timeZoneSchema.describe('IANA zone the event repeats in (its local time of day stays put across daylight-saving changes); all-day events repeat on UTC dates. Missing on create: the user\'s zone'),
  reminders: z.array(z.enum(reminderOffsets)).max(reminderOffsets.length),
});

type EventShape = {
  start?: string | undefined;
  end?: string | undefined;
  repeatDays?: readonly string[] | undefined;
  repeatUntil?: string | null | undefined;
  reminders?: readonly string[] | undefined;
  allDay?: boolean | undefined;
  timeZone?: string | undefined;
};

/** What a whole event needs beyond its field types (end after start, repeat rules), as issues. */
export function calendarEventIssues(value: EventShape): Array<{ path: string; message: string }> {
  const issues: Array<{ path: string; message: string }> = [];
  if (!value.start || !value.end) return issues;
  const start = Date.parse(value.start);
  const end = Date.parse(value.end);
  const repeats = (value.repeatDays?.length ?? 0) > 0;
  if (end < start) issues.push({ path: 'end', message: 'The end is before the start' });
  else if (end - start > (repeats ? 1 : MAX_EVENT_DAYS) * DAY_MS) {
    issues.push({ path: 'end', message: repeats ? 'A repeating event lasts at most one day' : `An event lasts at most ${MAX_EVENT_DAYS} days` });
  }
  const year = new Date(start).getUTCFullYear();
  if (year < 1900 || year > 2199) issues.push({ path: 'start', message: 'Use a date between 1900 and 2199' });
  if (new Set(value.repeatDays).size !== (value.repeatDays?.length ?? 0)) issues.push({ path: 'repeatDays', message: 'Each weekday once' });
  if (new Set(value.reminders).size !== (value.reminders?.length ?? 0)) issues.push({ path: 'reminders', message: 'Each reminder once' });
  // Weekdays and the repeat end are local to the event's zone (all-day events: UTC dates).
  const zone = value.allDay || !value.timeZone || !isTimeZone(value.timeZone) ? DEFAULT_TIME_ZONE : value.timeZone;
  if (year < 1900 || year > 2199) return issues;
  if (repeats && !value.repeatDays!.includes(localWeekday(value.start, zone))) {
    issues.push({ path: 'repeatDays', message: 'The repeat days must include the start\'s weekday' });
  }
  if (value.repeatUntil && value.repeatUntil < localDate(value.start, zone)) {
    issues.push({ path: 'repeatUntil', message: 'The repeat end is before the start' });
  }
  return issues;
}

const addIssues = (value: EventShape, ctx: z.RefinementCtx) => {
  for (const issue of calendarEventIssues(value)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
};

/** POST /events. */
export const createCalendarEventInputSchema = eventFields
  .extend({
    type: eventFields.shape.type.default('calendarEvent'),
    allDay: z.boolean().default(false),
    repeatDays: eventFields.shape.repeatDays.default([]),
    reminders: eventFields.shape.reminders.default([]),
    timeZone: timeZoneSchema.optional(),
  })
  .strict()
  .superRefine(addIssues);
export type CreateCalendarEventInput = z.input<typeof createCalendarEventInputSchema>;

/** PUT /events/{id}: any field; the merged event must still be whole (checked by the server). */
export const updateCalendarEventInputSchema = eventFields.partial().strict();
export type UpdateCalendarEventInput = z.input<typeof updateCalendarEventInputSchema>;

export const calendarEventIdParamsSchema = z.object({ id: uuidSchema });

/** A comma list of sources in a query string (`calendar,rentDue`). */
const sourceListSchema = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const parts = value.split(',').map((part) => part.trim()).filter(Boolean);
    for (const part of parts) {
      if (!(calendarSources as readonly string[]).includes(part)) {
        ctx.addIssue({ code: 'custom', message: `Unknown source ${part}` });
        return z.NEVER;
      }
    }
    return parts as Array<(typeof calendarSources)[number]>;
  });

/**
 * GET /events: the occurrences overlapping startDate..endDate (local dates of `timeZone`, inclusive; at most
 * DATE_RANGE_MAX_YEARS.events apart), earliest first; `filter` keeps the listed sources, `type` one
 * event type, `search` matches title and description. Paged: 15 by default (spec point 9).
 */
export const listCalendarEventsQuerySchema = pageQuerySchema
  .extend({
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(CALENDAR_PAGE_SIZE),
    startDate: dateOnlySchema,
    endDate: dateOnlySchema,
    filter: sourceListSchema.optional(),
    type: z.enum(calendarEventTypes).optional(),
    timeZone: timeZoneSchema.default(DEFAULT_TIME_ZONE).describe('The zone startDate and endDate are local dates of (the viewer\'s); default UTC'),
  })
  .strict()
  .superRefine(refineDateRangeSpan('events'));
export type ListCalendarEventsQuery = z.input<typeof listCalendarEventsQuerySchema>;

/** One occurrence as GET /events shows it (a one-off event is its own single occurrence). */
export const calendarEventSchema = z.object({
  id: z.string().describe('The event id, or the source record id for read-only entries'),
  occurrenceId: z.string().describe('Unique per occurrence: `<id>:<start>`'),
  source: z.enum(calendarSources),
  type: z.enum(calendarEventTypes),
  title: z.string(),
  description: z.string().nullable(),
  allDay: z.boolean(),
  start: z.string(),
  end: z.string(),
  seriesStart: z.string().describe('The start of the first occurrence (what PUT changes)'),
  seriesEnd: z.string(),
  repeatDays: z.array(z.enum(weekdays)),
  repeatUntil: z.string().nullable(),
  timeZone: z.string().describe('IANA zone of the event (UTC for read-only entries of other areas); start/end are instants, shown in the viewer\'s zone'),
  reminders: z.array(z.enum(reminderOffsets)),
  editable: z.boolean().describe('Only the owner\'s own events; read-only entries of other areas are false'),
  link: z.string().nullable().describe('Web path of the record a read-only entry comes from'),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarEventListResponseSchema = z.object({
  results: z.array(calendarEventSchema),
  pagination: paginationSchema,
  meta: z.object({ sources: z.array(z.enum(calendarSources)).describe('Sources the caller can see') }),
});
export type CalendarEventListResponse = z.infer<typeof calendarEventListResponseSchema>;

/**
 * What an ICS feed carries (issue 21 item 15): the owner's own events (`calendar`) and/or the read-only
 * dates of other areas their role sees (rent due, lease ends, service due, work orders). A new feed
 * carries only the own events (DEFAULT_FEED_SOURCES): rent amounts and tenant names join a feed only
 * when its owner says so.
 */
export const DEFAULT_FEED_SOURCES = ['calendar'] as const satisfies ReadonlyArray<(typeof calendarSources)[number]>;
export const calendarFeedSourcesSchema = z
  .array(z.enum(calendarSources))
  .max(calendarSources.length)
  .transform((sources) => calendarSources.filter((source) => sources.includes(source)))
  .describe('Sources the feed carries (each once; order does not matter); empty = an empty calendar');

/** GET /calendar/feed: whether the caller has a live ICS feed link (the token is shown only when made) and what it carries. */
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  sources: z.array(z.enum(calendarSources)).describe('What the feed carries (the default when no feed is active)'),
  availableSources: z.array(z.enum(calendarSources)).describe('What the caller\'s role may put in a feed'),
});
/** PUT /calendar/feed: which sources the live feed carries. A source the role cannot see is 403; no live feed is FEED_NOT_FOUND. */
export const updateCalendarFeedInputSchema = z.object({ sources: calendarFeedSourcesSchema }).strict();
export type UpdateCalendarFeedInput = z.input<typeof updateCalendarFeedInputSchema>;
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;
/** POST /calendar/feed: a new secret feed URL (the old one stops working). */
export const calendarFeedLinkSchema = z.object({ url: z.string(), createdAt: z.string() });
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;
/** The public feed path: `<43-character token>.ics`. */
export const calendarFeedFileParamsSchema = z.object({
  token: z.string().max(100).describe('`{token}.ics`; anything else is FEED_NOT_FOUND (404)'),
});
