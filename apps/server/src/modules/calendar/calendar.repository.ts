/** Calendar queries (Drizzle). Every read of an account's event is scoped by account_id. */
import { and, asc, eq, gt, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { CalendarEventType, CalendarSource, ReminderOffset } from '@lintel/shared';
import type { Executor } from '../../platform/deps.ts';
import { containsPattern } from '../../platform/sql.ts';
import { countRowsUpTo } from '../../platform/record-caps.ts';
import { calendarEvents, calendarFeeds, calendarReminders } from './calendar.table.ts';

export type CalendarEventRow = typeof calendarEvents.$inferSelect;
export type NewCalendarEventRow = typeof calendarEvents.$inferInsert;
export type ReminderRow = typeof calendarReminders.$inferSelect;

export async function insertEvent(db: Executor, values: NewCalendarEventRow): Promise<CalendarEventRow> {
  const [row] = await db.insert(calendarEvents).values(values).returning();
  return row!;
}

export async function updateEvent(db: Executor, accountId: string, id: string, values: Partial<NewCalendarEventRow>): Promise<CalendarEventRow | undefined> {
  const [row] = await db
    .update(calendarEvents)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(calendarEvents.accountId, accountId), eq(calendarEvents.id, id)))
    .returning();
  return row;
}

export async function deleteEvent(db: Executor, accountId: string, id: string): Promise<boolean> {
  const rows = await db.delete(calendarEvents).where(and(eq(calendarEvents.accountId, accountId), eq(calendarEvents.id, id))).returning({ id: calendarEvents.id });
  return rows.length > 0;
}

/** The account's events, counted up to `upTo` (the calendarEvents cap). */
export async function countEventsUpTo(db: Executor, accountId: string, upTo: number): Promise<number> {
  return countRowsUpTo(db, calendarEvents, calendarEvents.accountId, accountId, upTo);
}

/**
 * The reminders the account's events still queue: their reminder offsets, summed over events whose
 * series has not ended by `now` (the reminders cap), leaving out `exceptId` (the event being edited).
 */
export async function countUpcomingReminders(db: Executor, accountId: string, now: Date, exceptId?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(cardinality(${calendarEvents.reminders})), 0)` })
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.accountId, accountId),
        or(isNull(calendarEvents.seriesEndsAt), gt(calendarEvents.seriesEndsAt, now)),
        exceptId ? sql`${calendarEvents.id} <> ${exceptId}` : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/** The account's event, or undefined (another account's reads as missing). */
export async function findEvent(db: Executor, accountId: string, id: string, lock = false): Promise<CalendarEventRow | undefined> {
  const query = db.select().from(calendarEvents).where(and(eq(calendarEvents.accountId, accountId), eq(calendarEvents.id, id))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Any event by id (the reminder job, which runs for no account). */
export async function findEventById(db: Executor, id: string): Promise<CalendarEventRow | undefined> {
  const [row] = await db.select().from(calendarEvents).where(eq(calendarEvents.id, id)).limit(1);
  return row;
}

export interface EventRangeFilter {
  accountId: string;
  from: Date;
  to: Date;
  type?: CalendarEventType | undefined;
  search?: string | undefined;
}

/**
 * The account's events with an occurrence possibly inside [from, to): started before `to` and not
 * ended before `from` (series_ends_at null = repeats forever). Served by (account_id, starts_at);
 * at most `limit` rows, with only their times (a month of 2,000 events with long descriptions reads
 * far fewer bytes; the page's rows are read whole by findEventsByIds).
 */
export async function listEventTimesInRange(db: Executor, filter: EventRangeFilter, limit: number): Promise<EventTimesRow[]> {
  return db
    .select({
      id: calendarEvents.id,
      startsAt: calendarEvents.startsAt,
      endsAt: calendarEvents.endsAt,
      allDay: calendarEvents.allDay,
      repeatDays: calendarEvents.repeatDays,
      repeatUntil: calendarEvents.repeatUntil,
      timeZone: calendarEvents.timeZone,
      updatedAt: calendarEvents.updatedAt,
    })
    .from(calendarEvents)
    .where(rangeConditions(filter))
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id))
    .limit(limit);
}

/** What GET /events needs of an event to place its occurrences (no texts). */
export type EventTimesRow = Pick<CalendarEventRow, 'id' | 'startsAt' | 'endsAt' | 'allDay' | 'repeatDays' | 'repeatUntil' | 'timeZone' | 'updatedAt'>;

/** The account's events with these ids (any order; another account's ids read nothing). */
export async function findEventsByIds(db: Executor, accountId: string, ids: string[]): Promise<CalendarEventRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(calendarEvents).where(and(eq(calendarEvents.accountId, accountId), inArray(calendarEvents.id, ids)));
}

function rangeConditions(filter: EventRangeFilter): SQL {
  const conditions: SQL[] = [
    eq(calendarEvents.accountId, filter.accountId),
    lt(calendarEvents.startsAt, filter.to),
    or(isNull(calendarEvents.seriesEndsAt), gt(calendarEvents.seriesEndsAt, filter.from), and(eq(calendarEvents.seriesEndsAt, calendarEvents.startsAt), eq(calendarEvents.startsAt, filter.from)))!,
  ];
  if (filter.type) conditions.push(eq(calendarEvents.type, filter.type));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(calendarEvents.title, pattern), ilike(sql`coalesce(${calendarEvents.description}, '')`, pattern))!);
  }
  return and(...conditions)!;
}

/** Every event of the account for the ICS feed (at most `limit`, earliest first). */
export async function listFeedEvents(db: Executor, accountId: string, from: Date, limit: number): Promise<CalendarEventRow[]> {
  return db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.accountId, accountId), or(isNull(calendarEvents.seriesEndsAt), gt(calendarEvents.seriesEndsAt, from))))
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id))
    .limit(limit);
}

/**
 * What the account's feed depends on, cheaply: the number of its events, the latest change and the
 * sum of change times (an edit of any event, a delete or an insert changes one of them).
 */
export async function feedFingerprint(db: Executor, accountId: string): Promise<string> {
  const [row] = await db
    .select({
      events: sql<number>`count(*)::int`,
      latest: sql<string | null>`max(${calendarEvents.updatedAt})::text`,
      sum: sql<string | null>`sum(extract(epoch from ${calendarEvents.updatedAt}))::text`,
    })
    .from(calendarEvents)
    .where(eq(calendarEvents.accountId, accountId));
  return `${row?.events ?? 0}|${row?.latest ?? ''}|${row?.sum ?? ''}`;
}

/** Records a queued reminder; false when that occurrence's reminder is already recorded. */
export async function insertReminder(db: Executor, values: typeof calendarReminders.$inferInsert): Promise<boolean> {
  const rows = await db.insert(calendarReminders).values(values).onConflictDoNothing().returning({ id: calendarReminders.id });
  return rows.length > 0;
}

/** Deletes the event's unsent reminders and answers their job keys (to cancel the queued runs). */
export async function deleteUnsentReminders(db: Executor, eventId: string): Promise<string[]> {
  const rows = await db
    .delete(calendarReminders)
    .where(and(eq(calendarReminders.eventId, eventId), isNull(calendarReminders.sentAt)))
    .returning({ jobKey: calendarReminders.jobKey });
  return rows.map((row) => row.jobKey);
}

/** Marks one occurrence's reminder sent; undefined when it was sent already or cancelled (so: once). */
export async function claimReminder(db: Executor, eventId: string, offset: ReminderOffset, occurrenceStart: Date, now: Date): Promise<ReminderRow | undefined> {
  const [row] = await db
    .update(calendarReminders)
    .set({ sentAt: now })
    .where(
      and(
        eq(calendarReminders.eventId, eventId),
        eq(calendarReminders.offset, offset),
        eq(calendarReminders.occurrenceStart, occurrenceStart),
        isNull(calendarReminders.sentAt),
      ),
    )
    .returning();
  return row;
}

export async function findFeed(db: Executor, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  return row;
}

export async function findFeedByHash(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Replaces the user's feed token (the old URL stops working at once). */
export async function upsertFeed(db: Executor, values: { userId: string; accountId: string; tokenHash: string }) {
  const [row] = await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: values.tokenHash, createdAt: new Date() } })
    .returning();
  return row!;
}

/** Sets what the user's live feed carries; undefined when they have no feed. */
export async function updateFeedSources(db: Executor, userId: string, sources: CalendarSource[]) {
  const [row] = await db.update(calendarFeeds).set({ sources }).where(eq(calendarFeeds.userId, userId)).returning();
  return row;
}

export async function deleteFeed(db: Executor, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
