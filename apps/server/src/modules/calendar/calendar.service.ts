/**
 * Calendar (spec points 3, 4, 7 "Events", 9): an account's events and tasks, their repeats expanded
 * on the server onto the weekdays of the asked range (so every client shows the same occurrences),
 * read-only entries of other areas (calendar.sources.ts), reminders as durable jobs, and the ICS feed.
 * Another account's event reads as EVENT_NOT_FOUND (404).
 */
import {
  buildPagination,
  calendarEventIssues,
  calendarSources,
  can,
  DEFAULT_FEED_SOURCES,
  DEFAULT_TIME_ZONE,
  expandOccurrences,
  formatZonedTime,
  isOccurrence,
  MAX_CALENDAR_OCCURRENCES,
  nextReminder,
  reminderOffsets,
  seriesEndMs,
  startOfLocalDay,
  type CalendarEvent,
  type CalendarEventListResponse,
  type CalendarFeedLink,
  type CalendarFeedStatus,
  type CalendarSource,
  type createCalendarEventInputSchema,
  type listCalendarEventsQuerySchema,
  type ReminderOffset,
  type Role,
  type updateCalendarEventInputSchema,
  type updateCalendarFeedInputSchema,
} from '@lintel/shared';
import { z } from 'zod';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { assertRecordCap } from '../../platform/record-caps.ts';
import { hashToken, randomToken } from '../../platform/crypto.ts';
import { recordEvent } from '../../platform/events/events.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import * as repo from './calendar.repository.ts';
import type { CalendarEventRow } from './calendar.repository.ts';
import type { CalendarEventSource, SourceEntry } from './calendar.sources.ts';
import { renderIcs, renderIcsFeed, type IcsEvent, type RenderedFeed } from './calendar.ics.ts';
import { findUserById } from '../auth/index.ts';
import { createHash } from 'node:crypto';
import { pauseAt } from '../../platform/test-pause.ts';

type ParsedCreate = z.output<typeof createCalendarEventInputSchema>;
type ParsedUpdate = z.output<typeof updateCalendarEventInputSchema>;
type ParsedList = z.output<typeof listCalendarEventsQuerySchema>;
type ParsedFeedUpdate = z.output<typeof updateCalendarFeedInputSchema>;

const DAY_MS = 86_400_000;
/** The most events (series) one range reads, and the most the ICS feed holds. */
const MAX_EVENTS_PER_RANGE = 2000;
const MAX_FEED_EVENTS = 2000;
/** Repeating events' expansions (event version × range) kept per instance, least recently used go first. */
const MAX_CACHED_EXPANSIONS = 20_000;
/** The feed holds events that ended at most this long ago (and everything ahead). */
const FEED_PAST_DAYS = 366;
/** Other areas' dates (rent due, lease ends…) the feed holds ahead, like GET /events' longest range. */
const FEED_AHEAD_DAYS = 731;
/** A feed body stops before this many bytes (the latest-starting events are left out; issue 23). */
export const MAX_FEED_BYTES = 8 * 1024 * 1024;
/** Rendered feeds kept in memory per instance, at most this many bytes together (least recently used go). */
const FEED_CACHE_BYTES = 64 * 1024 * 1024;

/** A feed as GET /calendar/feed/{token}.ics serves it; `body` is null when `ifNoneMatch` matched. */
export interface FeedResponse {
  etag: string;
  body: Buffer | null;
  omitted: number;
}

export const CALENDAR_REMINDER_JOB = 'calendar.reminder';
const reminderPayloadSchema = z.object({ eventId: z.string().uuid(), offset: z.enum(reminderOffsets), occurrenceStart: z.string().datetime({ offset: true }) });
type ReminderPayload = z.infer<typeof reminderPayloadSchema>;

const reminderKey = (eventId: string, offset: ReminderOffset, occurrenceStart: Date) => `${eventId}:${offset}:${occurrenceStart.toISOString()}`;

/** The repeat fields of a row in the shape of the shared rules. */
const shapeOf = (row: Pick<CalendarEventRow, 'startsAt' | 'endsAt' | 'allDay' | 'repeatDays' | 'repeatUntil' | 'timeZone'>) => ({
  start: row.startsAt,
  end: row.endsAt,
  allDay: row.allDay,
  repeatDays: row.repeatDays,
  repeatUntil: row.repeatUntil,
  timeZone: row.timeZone,
});

/** All-day events start at 00:00 UTC of their first day and end at 00:00 UTC after the last. */
function normalizeTimes(allDay: boolean, start: Date, end: Date): { startsAt: Date; endsAt: Date } {
  if (!allDay) return { startsAt: start, endsAt: end };
  const startsAt = new Date(Math.floor(start.getTime() / DAY_MS) * DAY_MS);
  const endsAt = new Date(Math.max(Math.ceil(end.getTime() / DAY_MS) * DAY_MS, startsAt.getTime() + DAY_MS));
  return { startsAt, endsAt };
}

/**
 * The reminder's one line: "Standup, Tue, Jan 6, 9:00 AM EST" — the occurrence's local time in the
 * first known of `zones` (the recipient's profile zone, then the event's; UTC last; issue 22 item 2) —
 * or "Moving, all day Tue, Jan 6, 2026" (an all-day date has no zone). `when` lets the notifications
 * area write the time in each recipient's zone (notifyFields.when); null for all-day.
 */
export function occurrenceLabel(
  title: string,
  allDay: boolean,
  start: Date,
  zones: ReadonlyArray<string | null | undefined> = [DEFAULT_TIME_ZONE],
): { summary: string; when: { at: string; timeZone: string; text: string } | null } {
  if (allDay) return { summary: `${title}, all day ${formatZonedTime(start, ['UTC'], { dateOnly: true })}`, when: null };
  const text = formatZonedTime(start, zones);
  const fallback = zones.findLast((zone): zone is string => typeof zone === 'string' && zone.length > 0) ?? DEFAULT_TIME_ZONE;
  return { summary: `${title}, ${text}`, when: { at: start.toISOString(), timeZone: fallback, text } };
}

function toDto(row: CalendarEventRow, occurrence: { start: Date; end: Date } = { start: row.startsAt, end: row.endsAt }): CalendarEvent {
  return {
    id: row.id,
    occurrenceId: `${row.id}:${occurrence.start.toISOString()}`,
    source: 'calendar',
    type: row.type,
    title: row.title,
    description: row.description,
    allDay: row.allDay,
    start: occurrence.start.toISOString(),
    end: occurrence.end.toISOString(),
    seriesStart: row.startsAt.toISOString(),
    seriesEnd: row.endsAt.toISOString(),
    repeatDays: row.repeatDays,
    repeatUntil: row.repeatUntil,
    timeZone: row.timeZone,
    reminders: row.reminders,
    editable: true,
    link: null,
  };
}

function sourceDto(source: CalendarSource, entry: SourceEntry): CalendarEvent {
  return {
    id: entry.id,
    occurrenceId: `${source}:${entry.id}:${entry.start.toISOString()}`,
    source,
    type: entry.type,
    title: entry.title,
    description: entry.description ?? null,
    allDay: entry.allDay,
    start: entry.start.toISOString(),
    end: entry.end.toISOString(),
    seriesStart: entry.start.toISOString(),
    seriesEnd: entry.end.toISOString(),
    repeatDays: [],
    repeatUntil: null,
    timeZone: DEFAULT_TIME_ZONE,
    reminders: [],
    editable: false,
    link: entry.link,
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;

export function createCalendarService(deps: AppDeps, sources: CalendarEventSource[]) {
  const { db, jobs, events, config } = deps;

  async function loadOwn(executor: Executor, auth: AuthContext, id: string, lock = false): Promise<CalendarEventRow> {
    const row = await repo.findEvent(executor, auth.accountId, id, lock);
    if (!row) throw new AppError('EVENT_NOT_FOUND', 'Event not found');
    return row;
  }

  /** The reminder rows the event's next occurrences need (one per offset), recorded in `tx`. */
  async function planReminders(tx: Executor, row: CalendarEventRow, after: Date): Promise<Array<{ payload: ReminderPayload; key: string; fireAt: Date }>> {
    const planned = [];
    for (const offset of row.reminders) {
      const next = nextReminder(shapeOf(row), offset, after);
      if (!next) continue;
      const key = reminderKey(row.id, offset, next.occurrenceStart);
      const inserted = await repo.insertReminder(tx, { eventId: row.id, offset, occurrenceStart: next.occurrenceStart, fireAt: next.fireAt, jobKey: key });
      if (inserted) planned.push({ payload: { eventId: row.id, offset, occurrenceStart: next.occurrenceStart.toISOString() }, key, fireAt: next.fireAt });
    }
    return planned;
  }

  /**
   * In the change's transaction: cancels the runs of removed reminders and queues the planned ones,
   * so a reminder row and its job commit together (a crash after the commit loses no reminder).
   */
  async function applyReminders(tx: Executor, cancelKeys: string[], planned: Array<{ payload: ReminderPayload; key: string; fireAt: Date }>) {
    for (const key of cancelKeys) await jobs.cancel(CALENDAR_REMINDER_JOB, key, { tx });
    for (const item of planned) await jobs.send(CALENDAR_REMINDER_JOB, item.payload, { key: item.key, startAfter: item.fireAt, tx });
  }

  const visibleSources = (auth: AuthContext) => sources.filter((source) => can(auth.role, source.action));

  // Occurrence starts (epoch ms) per event version and range, most recently used last: a month view
  // asked again (another page, another viewer, a reload) expands nothing. An edit changes updated_at,
  // so a changed event is expanded afresh on every instance (the key holds the version read now).
  const expansions = new Map<string, number[]>();
  function occurrenceStarts(row: repo.EventTimesRow, from: Date, to: Date): number[] {
    if (row.repeatDays.length === 0) {
      return expandOccurrences(shapeOf(row), from, to, 1).map((occurrence) => occurrence.start.getTime());
    }
    const key = `${row.id}|${row.updatedAt.getTime()}|${from.getTime()}|${to.getTime()}`;
    const cached = expansions.get(key);
    if (cached) {
      expansions.delete(key);
      expansions.set(key, cached);
      return cached;
    }
    const starts = expandOccurrences(shapeOf(row), from, to, MAX_CALENDAR_OCCURRENCES).map((occurrence) => occurrence.start.getTime());
    expansions.set(key, starts);
    if (expansions.size > MAX_CACHED_EXPANSIONS) expansions.delete(expansions.keys().next().value!);
    return starts;
  }

  /**
   * The reminder job: one occurrence's reminder fires once (the row is claimed with one UPDATE, so a
   * second run or a second instance finds nothing), records `calendar.reminderDue` for the owner (the
   * notifications area tells them: in app, e-mail per preference), and queues the next occurrence's
   * reminder of a repeating event.
   */
  async function fireReminder(payload: ReminderPayload, now: Date) {
    const occurrenceStart = new Date(payload.occurrenceStart);
    const outcome = await db.transaction(async (tx) => {
      const row = await repo.findEventById(tx, payload.eventId);
      if (!row) return { status: 'gone' as const };
      if (!row.reminders.includes(payload.offset) || !isOccurrence(shapeOf(row), occurrenceStart)) return { status: 'stale' as const };
      const claimed = await repo.claimReminder(tx, row.id, payload.offset, occurrenceStart, now);
      // Sent already (a second run or instance) or no longer queued: nothing to do.
      if (!claimed) return { status: 'skipped' as const };
      // The owner (the only recipient) reads the time in their profile zone, else the event's.
      const owner = await findUserById(tx, row.ownerId);
      const { summary, when } = occurrenceLabel(row.title, row.allDay, occurrenceStart, [owner?.timeZone, row.timeZone]);
      const link = `/calendar?event=${row.id}`;
      await recordEvent(tx, {
        type: 'calendar.reminderDue',
        accountId: row.accountId,
        userIds: [row.ownerId],
        payload: { eventId: row.id, reminderId: claimed.id, occurrenceStart: occurrenceStart.toISOString(), summary: summary.slice(0, 300), link, ...(when ? { when: { ...when, timeZone: row.timeZone } } : {}) },
      });
      const after = new Date(Math.max(now.getTime(), claimed.fireAt.getTime()));
      const planned = await planReminders(tx, { ...row, reminders: [payload.offset] }, after);
      await applyReminders(tx, [], planned);
      return { status: 'sent' as const, row, summary, link, planned };
    });
    if (outcome.status !== 'sent') return { status: outcome.status };
    events.flush();
    return { status: 'sent' as const, next: outcome.planned[0]?.payload.occurrenceStart ?? null };
  }

  const reminderJob = defineJob({
    name: CALENDAR_REMINDER_JOB,
    schema: reminderPayloadSchema,
    handler: (payload, { now }) => fireReminder(payload, now),
  });

  /** The sources `role` may see, as a feed can carry them: own events first. */
  const feedSourcesFor = (role: Role): CalendarSource[] => ['calendar', ...sources.filter((source) => can(role, source.action)).map((source) => source.source)];

  /**
   * The other areas' entries a feed carries (issue 21 item 15): the same providers GET /events asks,
   * for the sources chosen and still allowed to the owner's role, from FEED_PAST_DAYS back to
   * FEED_AHEAD_DAYS ahead. Each entry's UID is per source, record and day (rent of one lease recurs).
   */
  async function feedSourceEntries(accountId: string, role: Role, chosen: readonly CalendarSource[], now: Date): Promise<IcsEvent[]> {
    const wanted = sources.filter((source) => chosen.includes(source.source) && can(role, source.action));
    if (wanted.length === 0) return [];
    const range = {
      fromDate: new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS).toISOString().slice(0, 10),
      toDate: new Date(now.getTime() + FEED_AHEAD_DAYS * DAY_MS).toISOString().slice(0, 10),
    };
    // Entries are stamped with the day they are served (the feed's ETag changes daily anyway).
    const stamp = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
    const lists = await Promise.all(wanted.map(async (source) => ({ source: source.source, entries: await source.list(db, accountId, range, MAX_FEED_EVENTS) })));
    return lists.flatMap(({ source, entries }) =>
      entries.map((entry) => ({
        id: `${source}-${entry.id}-${entry.start.toISOString().slice(0, 10)}`,
        title: entry.title,
        description: entry.description ?? null,
        allDay: entry.allDay,
        startsAt: entry.start,
        endsAt: entry.end,
        repeatDays: [],
        repeatUntil: null,
        timeZone: DEFAULT_TIME_ZONE,
        reminders: [],
        createdAt: stamp,
        updatedAt: stamp,
        url: `${config.publicUrl}${entry.link}`,
      })),
    );
  }

  /** The feed's events in start order (own events only when `calendar` is chosen), at most MAX_FEED_EVENTS. */
  async function feedRows(accountId: string, chosen: readonly CalendarSource[], entries: IcsEvent[], now: Date): Promise<IcsEvent[]> {
    const own: IcsEvent[] = chosen.includes('calendar') ? await repo.listFeedEvents(db, accountId, new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS), MAX_FEED_EVENTS) : [];
    if (entries.length === 0) return own;
    return [...own, ...entries].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).slice(0, MAX_FEED_EVENTS);
  }

  // Rendered feeds by ETag (in use order, for the byte bound) and renders in progress (4 calendar
  // apps asking at once render once).
  const feedCache = new Map<string, RenderedFeed>();
  const feedRenders = new Map<string, Promise<RenderedFeed>>();
  let feedCacheBytes = 0;
  function rememberFeed(etag: string, feed: RenderedFeed) {
    feedCache.set(etag, feed);
    feedCacheBytes += feed.body.length;
    for (const [key, old] of feedCache) {
      if (feedCacheBytes <= FEED_CACHE_BYTES || key === etag) break;
      feedCache.delete(key);
      feedCacheBytes -= old.body.length;
    }
  }

  return {
    reminderJob,

    /**
     * GET /events: occurrences overlapping startDate..endDate (local dates of `query.timeZone`, the
     * viewer's, inclusive), earliest first, paged (15 by default). Own events expand their repeats here,
     * each in its own zone; other areas' entries are read-only.
     */
    async list(auth: AuthContext, query: ParsedList): Promise<CalendarEventListResponse> {
      const from = new Date(startOfLocalDay(query.startDate, query.timeZone));
      const to = new Date(startOfLocalDay(query.endDate, query.timeZone, 1));
      const visible = visibleSources(auth);
      const metaSources: CalendarSource[] = ['calendar', ...visible.map((source) => source.source)];
      const wanted = new Set<CalendarSource>(query.filter && query.filter.length > 0 ? query.filter : calendarSources);
      // Each own occurrence is first a (start, event) pair: the occurrences are placed and sorted,
      // and only the page's events are read whole and shaped (issue 23: the month of 2,000 events
      // shaped every occurrence for each page). Expansions are cached per event version and range.
      type Slot = { start: number; tie: string; own?: repo.EventTimesRow; entry?: CalendarEvent };
      const slots: Slot[] = [];
      if (wanted.has('calendar')) {
        const rows = await repo.listEventTimesInRange(db, { accountId: auth.accountId, from, to, type: query.type, search: query.search || undefined }, MAX_EVENTS_PER_RANGE);
        for (const row of rows) {
          for (const start of occurrenceStarts(row, from, to)) {
            slots.push({ start, tie: row.id, own: row });
            if (slots.length >= MAX_CALENDAR_OCCURRENCES) break;
          }
          if (slots.length >= MAX_CALENDAR_OCCURRENCES) break;
        }
      }
      const search = query.search?.toLowerCase();
      const range = { fromDate: query.startDate, toDate: query.endDate };
      const entries = await Promise.all(
        visible.filter((source) => wanted.has(source.source)).map(async (source) => ({ source, entries: await source.list(db, auth.accountId, range, MAX_EVENTS_PER_RANGE) })),
      );
      for (const { source, entries: list } of entries) {
        for (const entry of list) {
          if (query.type && entry.type !== query.type) continue;
          if (search && !entry.title.toLowerCase().includes(search)) continue;
          const dto = sourceDto(source.source, entry);
          slots.push({ start: entry.start.getTime(), tie: `${source.source}:${entry.id}`, entry: dto });
        }
      }
      slots.sort((a, b) => a.start - b.start || (a.tie < b.tie ? -1 : a.tie > b.tie ? 1 : 0));
      const offset = (query.page - 1) * query.pageSize;
      const page = slots.slice(offset, offset + query.pageSize);
      const wholeRows = new Map((await repo.findEventsByIds(db, auth.accountId, [...new Set(page.flatMap((slot) => (slot.own ? [slot.own.id] : [])))])).map((row) => [row.id, row]));
      const results: CalendarEvent[] = [];
      for (const slot of page) {
        if (slot.entry) results.push(slot.entry);
        const row = slot.own && wholeRows.get(slot.own.id);
        // A row deleted between the two reads drops out of this page.
        if (row) results.push(toDto(row, { start: new Date(slot.start), end: new Date(slot.start + (row.endsAt.getTime() - row.startsAt.getTime())) }));
      }
      return {
        results,
        pagination: buildPagination(query.page, query.pageSize, slots.length),
        meta: { sources: metaSources },
      };
    },

    /** GET /events/{id}: the event as a series (its first occurrence). */
    async get(auth: AuthContext, id: string): Promise<CalendarEvent> {
      return toDto(await loadOwn(db, auth, id));
    },

    /** POST /events: the event, with its reminders queued. */
    async create(auth: AuthContext, input: ParsedCreate, now = new Date()): Promise<CalendarEvent> {
      const times = normalizeTimes(input.allDay, new Date(input.start), new Date(input.end));
      // Without a zone the event repeats in its owner's profile zone (UTC while they have none).
      const timeZone = input.timeZone ?? (await findUserById(db, auth.userId))?.timeZone ?? DEFAULT_TIME_ZONE;
      const fields = { ...input, repeatUntil: input.repeatUntil ?? null, timeZone };
      const issues = calendarEventIssues({ ...fields, start: times.startsAt.toISOString(), end: times.endsAt.toISOString() });
      if (issues.length > 0) throw new AppError('VALIDATION_FAILED', issues[0]!.message, issues);
      const { row } = await db.transaction(async (tx) => {
        await assertRecordCap(tx, 'calendarEvents', auth.accountId, (upTo) => repo.countEventsUpTo(tx, auth.accountId, upTo));
        await assertRecordCap(tx, 'reminders', auth.accountId, () => repo.countUpcomingReminders(tx, auth.accountId, now), fields.reminders.length);
        const inserted = await repo.insertEvent(tx, {
          accountId: auth.accountId,
          ownerId: auth.userId,
          type: fields.type,
          title: fields.title,
          description: fields.description || null,
          allDay: fields.allDay,
          ...times,
          repeatDays: fields.repeatDays,
          repeatUntil: fields.repeatUntil,
          timeZone: fields.timeZone,
          seriesEndsAt: seriesEnd({ ...times, ...fields }),
          reminders: fields.reminders,
        });
        await recordEvent(tx, { type: 'calendar.eventChanged', accountId: auth.accountId, userIds: [auth.userId], payload: { eventId: inserted.id, change: 'created' } });
        await applyReminders(tx, [], await planReminders(tx, inserted, now));
        return { row: inserted };
      });
      // A kill test stops here (LINTEL_TEST_PAUSE_AT, never in production): committed, nothing after it ran.
      await pauseAt(config, 'calendar.created');
      events.flush();
      return toDto(row);
    },

    /** PUT /events/{id}: any fields; the merged event must still be whole. Moves its reminders. */
    async update(auth: AuthContext, id: string, input: ParsedUpdate, now = new Date()): Promise<CalendarEvent> {
      const { row } = await db.transaction(async (tx) => {
        const current = await loadOwn(tx, auth, id, true);
        const merged = {
          type: input.type ?? current.type,
          title: input.title ?? current.title,
          description: input.description === undefined ? current.description : input.description || null,
          allDay: input.allDay ?? current.allDay,
          start: input.start ?? current.startsAt.toISOString(),
          end: input.end ?? current.endsAt.toISOString(),
          repeatDays: input.repeatDays ?? current.repeatDays,
          repeatUntil: input.repeatUntil === undefined ? current.repeatUntil : input.repeatUntil,
          timeZone: input.timeZone ?? current.timeZone,
          reminders: input.reminders ?? current.reminders,
        };
        const times = normalizeTimes(merged.allDay, new Date(merged.start), new Date(merged.end));
        const issues = calendarEventIssues({ ...merged, start: times.startsAt.toISOString(), end: times.endsAt.toISOString() });
        if (issues.length > 0) throw new AppError('VALIDATION_FAILED', issues[0]!.message, issues);
        if (merged.reminders.length > current.reminders.length) {
          await assertRecordCap(tx, 'reminders', auth.accountId, () => repo.countUpcomingReminders(tx, auth.accountId, now, id), merged.reminders.length);
        }
        const updated = (await repo.updateEvent(tx, auth.accountId, id, {
          type: merged.type,
          title: merged.title,
          description: merged.description,
          allDay: merged.allDay,
          ...times,
          repeatDays: merged.repeatDays,
          repeatUntil: merged.repeatUntil,
          timeZone: merged.timeZone,
          seriesEndsAt: seriesEnd({ ...times, ...merged }),
          reminders: merged.reminders,
        }))!;
        const removed = await repo.deleteUnsentReminders(tx, id);
        await recordEvent(tx, { type: 'calendar.eventChanged', accountId: auth.accountId, userIds: [auth.userId], payload: { eventId: id, change: 'updated' } });
        await applyReminders(tx, removed, await planReminders(tx, updated, now));
        return { row: updated };
      });
      events.flush();
      return toDto(row);
    },

    /** DELETE /events/{id}: the event and its queued reminders. */
    async remove(auth: AuthContext, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await loadOwn(tx, auth, id, true);
        const removed = await repo.deleteUnsentReminders(tx, id);
        await repo.deleteEvent(tx, auth.accountId, id);
        await recordEvent(tx, { type: 'calendar.eventChanged', accountId: auth.accountId, userIds: [auth.userId], payload: { eventId: id, change: 'deleted' } });
        await applyReminders(tx, removed, []);
      });
      events.flush();
    },

    /** GET /events/{id}/ics: one event (with its RRULE and alarms) as a calendar file. */
    async eventIcs(auth: AuthContext, id: string): Promise<{ filename: string; body: string }> {
      const row = await loadOwn(db, auth, id);
      const slug = row.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'event';
      return { filename: `${slug}.ics`, body: renderIcs(row.title, [row], config.publicUrl) };
    },

    /** GET /calendar/feed: whether the caller has a live feed URL, what it carries and what it may carry. */
    async feedStatus(auth: AuthContext): Promise<CalendarFeedStatus> {
      const row = await repo.findFeed(db, auth.userId);
      const available = feedSourcesFor(auth.role);
      return {
        active: row !== undefined,
        createdAt: row?.createdAt.toISOString() ?? null,
        sources: row ? row.sources.filter((source) => available.includes(source)) : [...DEFAULT_FEED_SOURCES],
        availableSources: available,
      };
    },

    /**
     * PUT /calendar/feed: which sources the live feed carries (issue 21 item 15); the feed's ETag
     * changes with them. A source the caller's role does not see (a tenant's rent due) is FORBIDDEN
     * (403); no live feed is FEED_NOT_FOUND (404).
     */
    async updateFeed(auth: AuthContext, input: ParsedFeedUpdate): Promise<CalendarFeedStatus> {
      const available = feedSourcesFor(auth.role);
      const refused = input.sources.filter((source) => !available.includes(source));
      if (refused.length > 0) {
        throw new AppError('FORBIDDEN', `Your role cannot put ${refused.join(', ')} in a feed`, refused.map((source) => ({ path: 'sources', message: `Not available to your role: ${source}` })));
      }
      const row = await repo.updateFeedSources(db, auth.userId, input.sources);
      if (!row) throw new AppError('FEED_NOT_FOUND', 'Make a feed link first');
      return { active: true, createdAt: row.createdAt.toISOString(), sources: row.sources, availableSources: available };
    },

    /** POST /calendar/feed: a new secret feed URL; the previous one stops working. Shown only now. */
    async rotateFeed(auth: AuthContext): Promise<CalendarFeedLink> {
      const token = randomToken();
      const row = await repo.upsertFeed(db, { userId: auth.userId, accountId: auth.accountId, tokenHash: hashToken(token) });
      return { url: `${config.publicUrl}/api/calendar/feed/${token}.ics`, createdAt: row.createdAt.toISOString() };
    },

    /** DELETE /calendar/feed: revokes the feed URL. */
    async revokeFeed(auth: AuthContext): Promise<void> {
      await repo.deleteFeed(db, auth.userId);
    },

    /**
     * GET /calendar/feed/{token}.ics (public): the feed of the token's user, or FEED_NOT_FOUND.
     * Rendered without blocking the loop and kept per feed until one of its events changes (issue 23);
     * `body` is null when `ifNoneMatch` names the current ETag. At most MAX_FEED_BYTES.
     */
    async feed(file: string, ifNoneMatch?: string, now = new Date()): Promise<FeedResponse> {
      const match = /^([A-Za-z0-9_-]{43})\.ics$/.exec(file);
      const feed = match ? await repo.findFeedByHash(db, hashToken(match[1]!)) : undefined;
      if (!feed) throw new AppError('FEED_NOT_FOUND', 'Calendar feed not found');
      // The ETag names what the body depends on: the chosen sources, the account's events, the other
      // areas' entries (read now: a few indexed queries, the render is what costs) and the day (the
      // window of past events moves daily). It is known before rendering, so a calendar app that has
      // this version gets a 304 and nothing is rendered.
      const owner = await findUserById(db, feed.userId);
      const entries = owner ? await feedSourceEntries(feed.accountId, owner.role, feed.sources, now) : [];
      const entriesHash = createHash('sha256')
        .update(JSON.stringify(entries.map((e) => [e.id, e.title, e.description, e.allDay, e.startsAt.getTime(), e.endsAt.getTime(), e.url])))
        .digest('base64url');
      const ownVersion = feed.sources.includes('calendar') ? await repo.feedFingerprint(db, feed.accountId) : '-';
      const version = `${feed.accountId}|${feed.sources.join(',')}|${ownVersion}|${entriesHash}|${now.toISOString().slice(0, 10)}|${config.publicUrl}`;
      const etag = `"${createHash('sha256').update(version).digest('base64url').slice(0, 27)}"`;
      if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return { etag, body: null, omitted: 0 };
      const cached = feedCache.get(etag);
      if (cached) {
        feedCache.delete(etag);
        feedCache.set(etag, cached);
        return { etag, body: cached.body, omitted: cached.omitted };
      }
      let render = feedRenders.get(etag);
      if (!render) {
        render = (async () => renderIcsFeed('Lintel', await feedRows(feed.accountId, feed.sources, entries, now), config.publicUrl, MAX_FEED_BYTES))();
        feedRenders.set(etag, render);
        void render.then(
          (rendered) => rememberFeed(etag, rendered),
          () => undefined,
        ).finally(() => feedRenders.delete(etag));
      }
      const rendered = await render;
      return { etag, body: rendered.body, omitted: rendered.omitted };
    },
  };
}

/** The stored end of the series (null = forever), from the normalized times. */
function seriesEnd(value: { startsAt: Date; endsAt: Date; allDay: boolean; repeatDays: CalendarEventRow['repeatDays']; repeatUntil: string | null; timeZone: string }): Date | null {
  const ms = seriesEndMs({ start: value.startsAt, end: value.endsAt, allDay: value.allDay, repeatDays: value.repeatDays, repeatUntil: value.repeatUntil, timeZone: value.timeZone });
  return ms === null ? null : new Date(ms);
}
