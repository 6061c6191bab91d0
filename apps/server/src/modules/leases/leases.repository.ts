/** Drizzle queries for leases, their tenants, signatures and audit trail. */
import { and, asc, between, count, desc, eq, exists, gte, ilike, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { LeaseSort, LeaseStatus } from '@lintel/shared';
import type { Executor } from '../../platform/db.ts';
import { users } from '../auth/auth.table.ts';
import { amenities, properties } from '../properties/properties.table.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { containsPattern } from '../../platform/sql.ts';
import { leaseAuditEvents, leases, leaseSignatures, leaseTenants } from './leases.table.ts';

export type LeaseRow = typeof leases.$inferSelect;
export type NewLeaseRow = typeof leases.$inferInsert;
export type SignatureRow = typeof leaseSignatures.$inferSelect;
export type AuditRow = typeof leaseAuditEvents.$inferSelect;

/** Whose leases: an account's (landlord), or those a tenant user is on (never drafts). */
export type LeaseScope = { accountId: string } | { tenantUserId: string };

export interface LeaseFilter {
  scope: LeaseScope;
  propertyIds?: string[] | undefined;
  status?: LeaseStatus | undefined;
  tenantId?: string | undefined;
  search?: string | undefined;
  today: string;
}

function scopeOf(scope: LeaseScope): SQL {
  if ('accountId' in scope) return eq(leases.accountId, scope.accountId);
  return and(
    sql`${leases.status} <> 'draft'`,
    exists(
      sql`(select 1 from ${leaseTenants} join ${tenants} on ${tenants.id} = ${leaseTenants.tenantId}
           where ${leaseTenants.leaseId} = ${leases.id} and ${tenants.userId} = ${scope.tenantUserId})`,
    ),
  )!;
}

/** 'active' and 'ended' are both stored as active; the end date tells them apart. */
function statusOf(status: LeaseStatus, today: string): SQL {
  if (status === 'active') return and(eq(leases.status, 'active'), or(isNull(leases.endDate), gte(leases.endDate, today)))!;
  if (status === 'ended') return and(eq(leases.status, 'active'), lt(leases.endDate, today))!;
  return eq(leases.status, status);
}

function whereOf(filter: LeaseFilter): SQL {
  const conditions: SQL[] = [scopeOf(filter.scope)];
  if (filter.propertyIds) conditions.push(inArray(leases.propertyId, filter.propertyIds));
  if (filter.status) conditions.push(statusOf(filter.status, filter.today));
  if (filter.tenantId) {
    conditions.push(exists(sql`(select 1 from ${leaseTenants} where ${leaseTenants.leaseId} = ${leases.id} and ${leaseTenants.tenantId} = ${filter.tenantId})`));
  }
  if (filter.search) conditions.push(ilike(leases.propertyName, containsPattern(filter.search)));
  return and(...conditions)!;
}

const orderBy: Record<LeaseSort, SQL[]> = {
  newest: [desc(leases.createdAt), desc(leases.id)],
  oldest: [asc(leases.createdAt), asc(leases.id)],
  nameAsc: [asc(leases.propertyName), asc(leases.id)],
  nameDesc: [desc(leases.propertyName), desc(leases.id)],
  endDateAsc: [sql`${leases.endDate} asc nulls last`, asc(leases.id)],
  endDateDesc: [sql`${leases.endDate} desc nulls first`, desc(leases.id)],
  rentAsc: [asc(leases.rentAmount), asc(leases.id)],
  rentDesc: [desc(leases.rentAmount), desc(leases.id)],
};

export async function listLeases(db: Executor, filter: LeaseFilter, sort: LeaseSort, page: number, pageSize: number): Promise<LeaseRow[]> {
  const pageIds = db
    .select({ id: leases.id })
    .from(leases)
    .where(whereOf(filter))
    .orderBy(...orderBy[sort])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return db.select().from(leases).where(inArray(leases.id, pageIds)).orderBy(...orderBy[sort]);
}

export async function countLeases(db: Executor, filter: LeaseFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(leases).where(whereOf(filter));
  return row?.total ?? 0;
}

/** Leases in force today (active, started, not past the end date), newest first, at most `limit`. */
export async function listActiveLeases(db: Executor, scope: LeaseScope, propertyIds: string[] | undefined, today: string, limit: number) {
  return db
    .select()
    .from(leases)
    .where(
      and(
        scopeOf(scope),
        eq(leases.status, 'active'),
        lte(leases.startDate, today),
        or(isNull(leases.endDate), gte(leases.endDate, today)),
        propertyIds ? inArray(leases.propertyId, propertyIds) : undefined,
      ),
    )
    .orderBy(desc(leases.createdAt), desc(leases.id))
    .limit(limit);
}

export async function findLease(db: Executor, scope: LeaseScope, id: string, lock = false): Promise<LeaseRow | undefined> {
  const query = db.select().from(leases).where(and(eq(leases.id, id), scopeOf(scope))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertLease(db: Executor, values: NewLeaseRow): Promise<LeaseRow> {
  const [row] = await db.insert(leases).values(values).returning();
  return row!;
}

export async function updateLease(db: Executor, id: string, values: Partial<NewLeaseRow>): Promise<LeaseRow> {
  const [row] = await db.update(leases).set(values).where(eq(leases.id, id)).returning();
  return row!;
}

export async function deleteLease(db: Executor, id: string): Promise<void> {
  await db.delete(leases).where(eq(leases.id, id));
}

export async function insertLeaseTenants(db: Executor, leaseId: string, tenantIds: string[]): Promise<void> {
  if (tenantIds.length === 0) return;
  await db.insert(leaseTenants).values(tenantIds.map((tenantId, position) => ({ leaseId, tenantId, position })));
}

/** The tenants of these leases, in lease order. */
export async function tenantsOfLeases(db: Executor, leaseIds: string[]) {
  if (leaseIds.length === 0) return [];
  return db
    .select({ leaseId: leaseTenants.leaseId, tenant: tenants })
    .from(leaseTenants)
    .innerJoin(tenants, eq(tenants.id, leaseTenants.tenantId))
    .where(inArray(leaseTenants.leaseId, leaseIds))
    .orderBy(asc(leaseTenants.leaseId), asc(leaseTenants.position));
}

export async function signaturesOfLeases(db: Executor, leaseIds: string[]): Promise<SignatureRow[]> {
  if (leaseIds.length === 0) return [];
  return db.select().from(leaseSignatures).where(inArray(leaseSignatures.leaseId, leaseIds)).orderBy(asc(leaseSignatures.signedAt));
}

export async function insertSignature(db: Executor, values: typeof leaseSignatures.$inferInsert): Promise<SignatureRow> {
  const [row] = await db.insert(leaseSignatures).values(values).returning();
  return row!;
}

/** Leases that may hold these homes or units on some day: pending, active, or terminated with a last day. */
export async function occupyingLeasesOn(db: Executor, propertyIds: string[]) {
  if (propertyIds.length === 0) return [];
  return db
    .select({
      id: leases.id,
      propertyId: leases.propertyId,
      propertyName: leases.propertyName,
      status: leases.status,
      startDate: leases.startDate,
      endDate: leases.endDate,
      terminationDate: leases.terminationDate,
    })
    .from(leases)
    .where(
      and(
        inArray(leases.propertyId, propertyIds),
        or(inArray(leases.status, ['pendingSignature', 'active']), and(eq(leases.status, 'terminated'), isNotNull(leases.terminationDate))),
      ),
    )
    .orderBy(asc(leases.startDate));
}

export async function insertAudit(db: Executor, values: typeof leaseAuditEvents.$inferInsert | Array<typeof leaseAuditEvents.$inferInsert>) {
  const rows = Array.isArray(values) ? values : [values];
  if (rows.length) await db.insert(leaseAuditEvents).values(rows);
}

export async function listAudit(db: Executor, leaseId: string): Promise<AuditRow[]> {
  return db.select().from(leaseAuditEvents).where(eq(leaseAuditEvents.leaseId, leaseId)).orderBy(asc(leaseAuditEvents.createdAt), asc(leaseAuditEvents.id));
}

export async function userNameAndEmail(db: Executor, userId: string) {
  const [row] = await db.select({ fullName: users.fullName, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function amenityNames(db: Executor, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ name: amenities.name }).from(amenities).where(inArray(amenities.id, ids)).orderBy(asc(amenities.name));
  return rows.map((row) => row.name);
}

/** The home or unit and its building, for DTOs; one query for the rows, one for their parents. */
export async function propertiesWithParents(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, { id: string; nickname: string; parentId: string | null; location: (typeof properties.$inferSelect)['location'] }>();
  const rows = await db
    .select({ id: properties.id, nickname: properties.nickname, parentId: properties.parentId, location: properties.location })
    .from(properties)
    .where(inArray(properties.id, ids));
  const parentIds = [...new Set(rows.map((row) => row.parentId).filter((id): id is string => id !== null))].filter((id) => !ids.includes(id));
  const parents = parentIds.length
    ? await db
        .select({ id: properties.id, nickname: properties.nickname, parentId: properties.parentId, location: properties.location })
        .from(properties)
        .where(inArray(properties.id, parentIds))
    : [];
  return new Map([...rows, ...parents].map((row) => [row.id, row]));
}

/**
 * Properties with an active or terminated lease that started or ended between `from` and `to`
 * (YYYY-MM-DD, inclusive): their rentStatus may have changed with the date alone.
 */
export async function propertiesWithLeaseDatesBetween(db: Executor, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ propertyId: leases.propertyId })
    .from(leases)
    .where(
      and(
        inArray(leases.status, ['active', 'terminated']),
        or(between(leases.startDate, from, to), between(leases.endDate, from, to)),
      ),
    );
  return rows.map((row) => row.propertyId);
}

/**
 * Who takes part in a lease (chat, issue 14): the landlord account, the property name, the stored
 * status and end date, and the user ids of its tenants who have an account. Undefined for an unknown id.
 */
export async function leaseParties(db: Executor, leaseId: string) {
  const [lease] = await db
    .select({ accountId: leases.accountId, status: leases.status, endDate: leases.endDate, propertyName: leases.propertyName })
    .from(leases)
    .where(eq(leases.id, leaseId))
    .limit(1);
  if (!lease) return undefined;
  const rows = await db
    .select({ userId: tenants.userId })
    .from(leaseTenants)
    .innerJoin(tenants, eq(tenants.id, leaseTenants.tenantId))
    .where(and(eq(leaseTenants.leaseId, leaseId), isNotNull(tenants.userId)));
  return { ...lease, tenantUserIds: rows.map((row) => row.userId!) };
}

/**
 * The account's active or pending leases ending between `from` and `to` (YYYY-MM-DD, inclusive),
 * earliest first, at most `limit` (calendar source "leaseEnd"; served by leases_account_end_idx).
 */
export async function leaseEndsBetween(db: Executor, accountId: string, from: string, to: string, limit: number) {
  return db
    .select({ id: leases.id, propertyName: leases.propertyName, endDate: leases.endDate })
    .from(leases)
    .where(and(eq(leases.accountId, accountId), between(leases.endDate, from, to), inArray(leases.status, ['active', 'pendingSignature'])))
    .orderBy(asc(leases.endDate), asc(leases.id))
    .limit(limit);
}

/**
 * Leases that may be in force on `today` (YYYY-MM-DD) for these homes or units, with their tenants'
 * names in lease order: one query whatever the number of ids. The caller picks with leaseCoversDate.
 */
export async function leasesInForceCandidates(db: Executor, accountId: string, propertyIds: string[], today: string) {
  if (propertyIds.length === 0) return [];
  return db
    .select({
      id: leases.id,
      propertyId: leases.propertyId,
      status: leases.status,
      startDate: leases.startDate,
      endDate: leases.endDate,
      terminationDate: leases.terminationDate,
      rentAmount: leases.rentAmount,
      tenants: sql<Array<{ id: string; fullName: string }>>`coalesce(
        json_agg(json_build_object('id', ${tenants.id}, 'fullName', ${tenants.fullName}) order by ${leaseTenants.position})
          filter (where ${tenants.id} is not null), '[]'::json)`,
    })
    .from(leases)
    .leftJoin(leaseTenants, eq(leaseTenants.leaseId, leases.id))
    .leftJoin(tenants, eq(tenants.id, leaseTenants.tenantId))
    .where(
      and(
        eq(leases.accountId, accountId),
        inArray(leases.propertyId, propertyIds),
        inArray(leases.status, ['active', 'terminated']),
        lte(leases.startDate, today),
      ),
    )
    .groupBy(leases.id)
    .orderBy(desc(leases.startDate), desc(leases.id));
}

/**
 * Active leases ending on or before `until` (YYYY-MM-DD) and not yet past `today`, whose parties were
 * not told yet, locked for the job that tells them (at most `limit`).
 */
export async function leasesEndingSoonToNotify(db: Executor, today: string, until: string, limit: number) {
  return db
    .select({ id: leases.id, accountId: leases.accountId, propertyName: leases.propertyName, endDate: leases.endDate })
    .from(leases)
    .where(and(eq(leases.status, 'active'), isNull(leases.endingSoonNotifiedAt), between(leases.endDate, today, until)))
    .orderBy(asc(leases.endDate), asc(leases.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markEndingSoonNotified(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(leases).set({ endingSoonNotifiedAt: at }).where(eq(leases.id, id));
}
