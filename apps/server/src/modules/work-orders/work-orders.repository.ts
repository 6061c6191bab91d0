/** Drizzle queries for work orders, their shares, assignees, requests for quotes and quotes. Scoped by the caller. */
import { and, asc, avg, count, desc, eq, gte, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { RecordSort, WorkOrderStatus } from '@lintel/shared';
import type { Executor } from '../../platform/db.ts';
import { containsPattern } from '../../platform/sql.ts';
import { workOrderAssignees, workOrderQuoteRequests, workOrderQuotes, workOrders } from './work-orders.table.ts';

export type WorkOrderRow = typeof workOrders.$inferSelect;
export type NewWorkOrderRow = typeof workOrders.$inferInsert;
export type AssigneeRow = typeof workOrderAssignees.$inferSelect;
export type QuoteRequestRow = typeof workOrderQuoteRequests.$inferSelect;
export type WorkOrderQuoteRow = typeof workOrderQuotes.$inferSelect;

// ---- Work orders ---------------------------------------------------------------------------------

export async function insertWorkOrder(db: Executor, values: NewWorkOrderRow): Promise<WorkOrderRow> {
  const [row] = await db.insert(workOrders).values(values).returning();
  return row!;
}

export async function updateWorkOrder(db: Executor, id: string, values: Partial<NewWorkOrderRow>): Promise<WorkOrderRow> {
  const [row] = await db.update(workOrders).set({ ...values, updatedAt: new Date() }).where(eq(workOrders.id, id)).returning();
  return row!;
}

/** The account's work order, optionally locked for update. */
export async function findOwnWorkOrder(db: Executor, accountId: string, id: string, lock = false): Promise<WorkOrderRow | undefined> {
  const query = db.select().from(workOrders).where(and(eq(workOrders.id, id), eq(workOrders.accountId, accountId))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findWorkOrderById(db: Executor, id: string): Promise<WorkOrderRow | undefined> {
  const [row] = await db.select().from(workOrders).where(eq(workOrders.id, id)).limit(1);
  return row;
}

/** True when the user was asked to quote on the work order, is assigned to it, or does the work. */
export function isPartyCondition(userId: string): SQL {
  return or(
    eq(workOrders.providerId, userId),
    sql`exists (select 1 from ${workOrderQuoteRequests} where ${workOrderQuoteRequests.workOrderId} = ${workOrders.id} and ${workOrderQuoteRequests.providerId} = ${userId})`,
    sql`exists (select 1 from ${workOrderAssignees} where ${workOrderAssignees.workOrderId} = ${workOrders.id} and ${workOrderAssignees.userId} = ${userId})`,
  )!;
}

/** The work order when `userId` (a provider) takes part in it. */
export async function findWorkOrderForParty(db: Executor, userId: string, id: string): Promise<WorkOrderRow | undefined> {
  const [row] = await db.select().from(workOrders).where(and(eq(workOrders.id, id), isPartyCondition(userId))).limit(1);
  return row;
}

export interface WorkOrderFilter {
  accountId: string;
  statuses: readonly WorkOrderStatus[];
  search?: string | undefined;
  propertyId?: string | undefined;
}

function whereOf(filter: WorkOrderFilter): SQL {
  const conditions: SQL[] = [eq(workOrders.accountId, filter.accountId), inArray(workOrders.status, [...filter.statuses])];
  if (filter.search) conditions.push(sql`${workOrders.name} ilike ${containsPattern(filter.search)}`);
  if (filter.propertyId) conditions.push(or(eq(workOrders.propertyId, filter.propertyId), eq(workOrders.unitId, filter.propertyId))!);
  return and(...conditions)!;
}

const orderBy: Record<RecordSort, SQL[]> = {
  newest: [desc(workOrders.createdAt), desc(workOrders.id)],
  oldest: [asc(workOrders.createdAt), asc(workOrders.id)],
  nameAsc: [asc(workOrders.name), asc(workOrders.id)],
  nameDesc: [desc(workOrders.name), desc(workOrders.id)],
};

export async function listWorkOrders(db: Executor, filter: WorkOrderFilter, sort: RecordSort, page: number, pageSize: number) {
  return db
    .select()
    .from(workOrders)
    .where(whereOf(filter))
    .orderBy(...orderBy[sort])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export async function countWorkOrders(db: Executor, filter: WorkOrderFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(workOrders).where(whereOf(filter));
  return row?.total ?? 0;
}

export async function accountHasWorkOrder(db: Executor, accountId: string): Promise<boolean> {
  const rows = await db.select({ id: workOrders.id }).from(workOrders).where(eq(workOrders.accountId, accountId)).limit(1);
  return rows.length > 0;
}

/**
 * A provider's inbox: work orders they do, were asked to quote on or are assigned to, latest activity
 * first; 2 queries. The page's ids are picked from two disjoint sets so neither sorts the whole inbox
 * (issue 23, page 5,000 of 100,000): the work orders they do, read in order on
 * work_orders_provider_updated_idx (index-only, at most offset + size entries), and the others they
 * take part in (requests for quotes, assignments: usually few), each cut to offset + size before the
 * page is taken from their union. The total adds the two sets' counts.
 */
export async function listInbox(db: Executor, userId: string, page: number, pageSize: number) {
  const offset = (page - 1) * pageSize;
  const reach = offset + pageSize;
  const others = sql`${workOrders.providerId} is distinct from ${userId} and ${workOrders.id} in (
      select ${workOrderQuoteRequests.workOrderId} from ${workOrderQuoteRequests} where ${workOrderQuoteRequests.providerId} = ${userId}
      union select ${workOrderAssignees.workOrderId} from ${workOrderAssignees} where ${workOrderAssignees.userId} = ${userId})`;
  const pageIds = sql`select inbox.id from (
      (select ${workOrders.id} as id, ${workOrders.updatedAt} as updated_at from ${workOrders}
        where ${workOrders.providerId} = ${userId} order by ${workOrders.updatedAt} desc, ${workOrders.id} desc limit ${reach})
      union all
      (select ${workOrders.id}, ${workOrders.updatedAt} from ${workOrders}
        where ${others} order by ${workOrders.updatedAt} desc, ${workOrders.id} desc limit ${reach})
    ) inbox order by inbox.updated_at desc, inbox.id desc limit ${pageSize} offset ${offset}`;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(workOrders)
      .where(sql`${workOrders.id} in (${pageIds})`)
      .orderBy(desc(workOrders.updatedAt), desc(workOrders.id)),
    db
      .select({
        total: sql<number>`(select count(*) from ${workOrders} where ${workOrders.providerId} = ${userId})
          + (select count(*) from ${workOrders} where ${others})`.mapWith(Number),
      })
      .from(sql`(select 1) as one`),
  ]);
  return { rows, total: total?.total ?? 0 };
}

// ---- Assignees and requests for quotes ------------------------------------------------------------

export async function assigneesOf(db: Executor, workOrderIds: readonly string[]): Promise<AssigneeRow[]> {
  if (workOrderIds.length === 0) return [];
  return db.select().from(workOrderAssignees).where(inArray(workOrderAssignees.workOrderId, [...workOrderIds])).orderBy(asc(workOrderAssignees.createdAt));
}

/** Adds an assignee; false when they were already assigned. */
export async function insertAssignee(db: Executor, values: typeof workOrderAssignees.$inferInsert): Promise<boolean> {
  const rows = await db.insert(workOrderAssignees).values(values).onConflictDoNothing().returning({ id: workOrderAssignees.id });
  return rows.length > 0;
}

export async function quoteRequestsOf(db: Executor, workOrderIds: readonly string[]): Promise<QuoteRequestRow[]> {
  if (workOrderIds.length === 0) return [];
  return db.select().from(workOrderQuoteRequests).where(inArray(workOrderQuoteRequests.workOrderId, [...workOrderIds])).orderBy(asc(workOrderQuoteRequests.requestedAt));
}

/** Asks providers for a quote; answers the ids newly asked (those already asked are left alone). */
export async function insertQuoteRequests(db: Executor, workOrderId: string, providerIds: readonly string[], at: Date): Promise<string[]> {
  if (providerIds.length === 0) return [];
  const rows = await db
    .insert(workOrderQuoteRequests)
    .values(providerIds.map((providerId) => ({ workOrderId, providerId, requestedAt: at })))
    .onConflictDoNothing()
    .returning({ providerId: workOrderQuoteRequests.providerId });
  return rows.map((row) => row.providerId);
}

export async function findQuoteRequest(db: Executor, workOrderId: string, providerId: string): Promise<QuoteRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(workOrderQuoteRequests)
    .where(and(eq(workOrderQuoteRequests.workOrderId, workOrderId), eq(workOrderQuoteRequests.providerId, providerId)))
    .limit(1);
  return row;
}

// ---- Quotes --------------------------------------------------------------------------------------

export async function insertQuote(db: Executor, values: typeof workOrderQuotes.$inferInsert): Promise<WorkOrderQuoteRow | undefined> {
  const [row] = await db.insert(workOrderQuotes).values(values).onConflictDoNothing().returning();
  return row;
}

export async function quotesOf(db: Executor, workOrderIds: readonly string[], providerId?: string): Promise<WorkOrderQuoteRow[]> {
  if (workOrderIds.length === 0) return [];
  const conditions = [inArray(workOrderQuotes.workOrderId, [...workOrderIds])];
  if (providerId) conditions.push(eq(workOrderQuotes.providerId, providerId));
  return db.select().from(workOrderQuotes).where(and(...conditions)).orderBy(asc(workOrderQuotes.total), asc(workOrderQuotes.createdAt));
}

export async function updateQuote(db: Executor, id: string, values: Partial<typeof workOrderQuotes.$inferInsert>): Promise<void> {
  await db.update(workOrderQuotes).set(values).where(eq(workOrderQuotes.id, id));
}

// ---- Evidence for suggested contractors ------------------------------------------------------------

/** Per provider: average rating and count over all closed work orders, and closed jobs with `accountId`. */
export async function ratingsOf(db: Executor, accountId: string, providerIds: readonly string[]) {
  if (providerIds.length === 0) return [];
  return db
    .select({
      providerId: workOrders.providerId,
      rating: avg(workOrders.rating),
      ratingCount: count(workOrders.rating),
      pastJobs: sql<number>`(count(*) filter (where ${workOrders.accountId} = ${accountId}))::int`,
    })
    .from(workOrders)
    .where(and(inArray(workOrders.providerId, [...providerIds]), eq(workOrders.status, 'closed'), isNotNull(workOrders.providerId)))
    .groupBy(workOrders.providerId);
}

/** Per provider: average hours from a request for quote to their quote. */
export async function responseHoursOf(db: Executor, providerIds: readonly string[]) {
  if (providerIds.length === 0) return [];
  return db
    .select({
      providerId: workOrderQuotes.providerId,
      hours: sql<string>`avg(extract(epoch from (${workOrderQuotes.createdAt} - ${workOrderQuoteRequests.requestedAt})) / 3600)`,
    })
    .from(workOrderQuotes)
    .innerJoin(
      workOrderQuoteRequests,
      and(eq(workOrderQuoteRequests.workOrderId, workOrderQuotes.workOrderId), eq(workOrderQuoteRequests.providerId, workOrderQuotes.providerId)),
    )
    .where(inArray(workOrderQuotes.providerId, [...providerIds]))
    .groupBy(workOrderQuotes.providerId);
}

/**
 * The account's work orders (not closed) whose date range overlaps `from`..`to` (YYYY-MM-DD,
 * inclusive), earliest first, at most `limit` (calendar source "workOrder"; work_orders_account_range_idx).
 */
export async function workOrdersBetween(db: Executor, accountId: string, from: string, to: string, limit: number) {
  return db
    .select({ id: workOrders.id, name: workOrders.name, status: workOrders.status, startDate: workOrders.startDate, endDate: workOrders.endDate })
    .from(workOrders)
    .where(and(eq(workOrders.accountId, accountId), ne(workOrders.status, 'closed'), lte(workOrders.startDate, to), gte(workOrders.endDate, from)))
    .orderBy(asc(workOrders.startDate), asc(workOrders.id))
    .limit(limit);
}
