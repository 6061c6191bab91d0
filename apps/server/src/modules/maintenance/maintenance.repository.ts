/** Drizzle queries for tenant requests, portal links and property services. */
import { and, asc, between, count, desc, eq, gte, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { RequestStatusFilter, ServiceStatus } from '@lintel/shared';
import type { Executor } from '../../platform/db.ts';
import { propertyServices, requestPortalLinks, requestPortalUploads, tenantRequests } from './maintenance.table.ts';

export type TenantRequestRow = typeof tenantRequests.$inferSelect;
export type NewTenantRequestRow = typeof tenantRequests.$inferInsert;
export type PortalLinkRow = typeof requestPortalLinks.$inferSelect;
export type ServiceRow = typeof propertyServices.$inferSelect;
export type NewServiceRow = typeof propertyServices.$inferInsert;

/** Whose requests: the landlord's account, or those a tenant user filed. */
export type RequestScope = { accountId: string } | { requestedBy: string };

function requestScope(scope: RequestScope): SQL {
  return 'accountId' in scope ? eq(tenantRequests.accountId, scope.accountId) : eq(tenantRequests.requestedBy, scope.requestedBy);
}

export interface RequestFilter {
  scope: RequestScope;
  status: RequestStatusFilter;
  /** A building or unit id: matches requests on it or, for a building, on its units. */
  propertyId?: string | undefined;
}

function requestWhere(filter: RequestFilter): SQL {
  const conditions: SQL[] = [requestScope(filter.scope)];
  if (filter.status !== 'all') conditions.push(eq(tenantRequests.status, filter.status));
  if (filter.propertyId) conditions.push(or(eq(tenantRequests.buildingId, filter.propertyId), eq(tenantRequests.propertyId, filter.propertyId))!);
  return and(...conditions)!;
}

const newestRequests = [desc(tenantRequests.createdAt), desc(tenantRequests.id)];

export async function listRequests(db: Executor, filter: RequestFilter, page: number, pageSize: number): Promise<TenantRequestRow[]> {
  const pageIds = db
    .select({ id: tenantRequests.id })
    .from(tenantRequests)
    .where(requestWhere(filter))
    .orderBy(...newestRequests)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return db.select().from(tenantRequests).where(inArray(tenantRequests.id, pageIds)).orderBy(...newestRequests);
}

export async function countRequests(db: Executor, filter: RequestFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(tenantRequests).where(requestWhere(filter));
  return row?.total ?? 0;
}

export async function findRequest(db: Executor, scope: RequestScope, id: string, lock = false): Promise<TenantRequestRow | undefined> {
  const query = db.select().from(tenantRequests).where(and(eq(tenantRequests.id, id), requestScope(scope))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertRequest(db: Executor, values: NewTenantRequestRow): Promise<TenantRequestRow> {
  const [row] = await db.insert(tenantRequests).values(values).returning();
  return row!;
}

export async function updateRequest(db: Executor, id: string, values: Partial<NewTenantRequestRow>): Promise<TenantRequestRow> {
  const [row] = await db.update(tenantRequests).set(values).where(eq(tenantRequests.id, id)).returning();
  return row!;
}

/** Open (in-review or ongoing) requests of an account per building, with the highest urgency among them. */
export async function openRequestsByBuilding(db: Executor, accountId: string) {
  return db
    .select({
      buildingId: tenantRequests.buildingId,
      open: count(),
      emergencies: sql<number>`count(*) filter (where ${tenantRequests.urgency} = 'emergency')`.mapWith(Number),
      mediums: sql<number>`count(*) filter (where ${tenantRequests.urgency} = 'medium')`.mapWith(Number),
    })
    .from(tenantRequests)
    .where(and(eq(tenantRequests.accountId, accountId), inArray(tenantRequests.status, ['in-review', 'ongoing'])))
    .groupBy(tenantRequests.buildingId)
    .limit(100);
}

// ---------- portal links ----------

export async function findLinkOfProperty(db: Executor, propertyId: string, lock = false): Promise<PortalLinkRow | undefined> {
  const query = db.select().from(requestPortalLinks).where(eq(requestPortalLinks.propertyId, propertyId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findEnabledLinkByHash(db: Executor, tokenHash: string): Promise<PortalLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(requestPortalLinks)
    .where(and(eq(requestPortalLinks.tokenHash, tokenHash), eq(requestPortalLinks.enabled, true)))
    .limit(1);
  return row;
}

export async function insertLink(db: Executor, values: typeof requestPortalLinks.$inferInsert): Promise<PortalLinkRow> {
  const [row] = await db.insert(requestPortalLinks).values(values).returning();
  return row!;
}

export async function updateLink(db: Executor, id: string, values: Partial<typeof requestPortalLinks.$inferInsert>): Promise<PortalLinkRow> {
  const [row] = await db.update(requestPortalLinks).set(values).where(eq(requestPortalLinks.id, id)).returning();
  return row!;
}

export async function addLinkUpload(db: Executor, id: string, fileId: string): Promise<void> {
  await db
    .update(requestPortalLinks)
    .set({ uploadIds: sql`array_append(${requestPortalLinks.uploadIds}, ${fileId}::uuid)` })
    .where(eq(requestPortalLinks.id, id));
}

/** Bytes stored through the portal since `since`: through link `linkId`, and into account `accountId` by any of its links. */
export async function portalBytesSince(db: Executor, linkId: string, accountId: string, since: Date): Promise<{ link: number; account: number }> {
  const [row] = await db
    .select({
      link: sql<string>`coalesce(sum(${requestPortalUploads.bytes}) filter (where ${requestPortalUploads.linkId} = ${linkId}), 0)`,
      account: sql<string>`coalesce(sum(${requestPortalUploads.bytes}), 0)`,
    })
    .from(requestPortalUploads)
    .where(and(eq(requestPortalUploads.accountId, accountId), gte(requestPortalUploads.createdAt, since)));
  return { link: Number(row?.link ?? 0), account: Number(row?.account ?? 0) };
}

export async function insertPortalUpload(db: Executor, values: typeof requestPortalUploads.$inferInsert): Promise<void> {
  await db.insert(requestPortalUploads).values(values);
}

/** Marks the link throttled now unless it was within `since`..now; true when this call marked it (tell the landlord). */
export async function markLinkThrottled(db: Executor, id: string, now: Date, since: Date): Promise<boolean> {
  const rows = await db
    .update(requestPortalLinks)
    .set({ throttledAt: now })
    .where(and(eq(requestPortalLinks.id, id), or(isNull(requestPortalLinks.throttledAt), lt(requestPortalLinks.throttledAt, since))))
    .returning({ id: requestPortalLinks.id });
  return rows.length > 0;
}

// ---------- services ----------

export interface ServiceFilter {
  accountId: string;
  status?: ServiceStatus | undefined;
  propertyId?: string | undefined;
}

function serviceWhere(filter: ServiceFilter): SQL {
  const conditions: SQL[] = [eq(propertyServices.accountId, filter.accountId)];
  if (filter.status) conditions.push(eq(propertyServices.status, filter.status));
  if (filter.propertyId) conditions.push(eq(propertyServices.propertyId, filter.propertyId));
  return and(...conditions)!;
}

const newestServices = [desc(propertyServices.createdAt), desc(propertyServices.id)];

export async function listServices(db: Executor, filter: ServiceFilter, page: number, pageSize: number): Promise<ServiceRow[]> {
  const pageIds = db
    .select({ id: propertyServices.id })
    .from(propertyServices)
    .where(serviceWhere(filter))
    .orderBy(...newestServices)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return db.select().from(propertyServices).where(inArray(propertyServices.id, pageIds)).orderBy(...newestServices);
}

export async function countServices(db: Executor, filter: ServiceFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(propertyServices).where(serviceWhere(filter));
  return row?.total ?? 0;
}

export async function findService(db: Executor, accountId: string, id: string, lock = false): Promise<ServiceRow | undefined> {
  const query = db
    .select()
    .from(propertyServices)
    .where(and(eq(propertyServices.id, id), eq(propertyServices.accountId, accountId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertService(db: Executor, values: NewServiceRow): Promise<ServiceRow> {
  const [row] = await db.insert(propertyServices).values(values).returning();
  return row!;
}

export async function updateService(db: Executor, id: string, values: Partial<NewServiceRow>): Promise<ServiceRow> {
  const [row] = await db.update(propertyServices).set(values).where(eq(propertyServices.id, id)).returning();
  return row!;
}

export async function deleteService(db: Executor, id: string): Promise<void> {
  await db.delete(propertyServices).where(eq(propertyServices.id, id));
}

/**
 * The account's open services (not done) due between `from` and `to` (YYYY-MM-DD, inclusive), or
 * whose date range overlaps them, earliest first, at most `limit` (calendar source "serviceDue";
 * served by property_services_account_due_idx and property_services_account_range_idx).
 */
export async function servicesDueBetween(db: Executor, accountId: string, from: string, to: string, limit: number) {
  return db
    .select({ id: propertyServices.id, name: propertyServices.name, propertyName: propertyServices.propertyName, dueDate: propertyServices.dueDate, startDate: propertyServices.startDate, endDate: propertyServices.endDate })
    .from(propertyServices)
    .where(
      and(
        eq(propertyServices.accountId, accountId),
        ne(propertyServices.status, 'done'),
        or(between(propertyServices.dueDate, from, to), and(lte(propertyServices.startDate, to), gte(propertyServices.endDate, from))),
      ),
    )
    .orderBy(asc(sql`coalesce(${propertyServices.dueDate}, ${propertyServices.startDate})`), asc(propertyServices.id))
    .limit(limit);
}

/** The tenant request a work order was made from (locked for the change), if any. */
export async function findRequestByWorkOrder(db: Executor, workOrderId: string): Promise<TenantRequestRow | undefined> {
  const [row] = await db.select().from(tenantRequests).where(eq(tenantRequests.workOrderId, workOrderId)).limit(1).for('update');
  return row;
}
