/** Drizzle queries for tenants. Every landlord query is scoped to an account. */
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../platform/sql.ts';
import type { TenantSort } from '@lintel/shared';
import type { Executor } from '../../platform/db.ts';
import { invitations, users } from '../auth/auth.table.ts';
import { leases, leaseTenants } from '../leases/leases.table.ts';
import { tenants } from './tenants.table.ts';

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;

export interface TenantFilter {
  accountId: string;
  search?: string | undefined;
}


function whereOf(filter: TenantFilter): SQL {
  const conditions: SQL[] = [eq(tenants.accountId, filter.accountId)];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(tenants.fullName, pattern), ilike(sql`coalesce(${tenants.email}, '')`, pattern))!);
  }
  return and(...conditions)!;
}

const orderBy: Record<TenantSort, SQL[]> = {
  newest: [desc(tenants.createdAt), desc(tenants.id)],
  oldest: [asc(tenants.createdAt), asc(tenants.id)],
  nameAsc: [asc(tenants.fullName), asc(tenants.id)],
  nameDesc: [desc(tenants.fullName), desc(tenants.id)],
};

/** One page: the ids on the (account, sort key) index first, then the rows. */
export async function listTenants(db: Executor, filter: TenantFilter, sort: TenantSort, page: number, pageSize: number): Promise<TenantRow[]> {
  const pageIds = db
    .select({ id: tenants.id })
    .from(tenants)
    .where(whereOf(filter))
    .orderBy(...orderBy[sort])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return db.select().from(tenants).where(inArray(tenants.id, pageIds)).orderBy(...orderBy[sort]);
}

export async function countTenants(db: Executor, filter: TenantFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(tenants).where(whereOf(filter));
  return row?.total ?? 0;
}

export async function findTenant(db: Executor, accountId: string, id: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(and(eq(tenants.id, id), eq(tenants.accountId, accountId))).limit(1);
  return row;
}

export async function findTenantsByIds(db: Executor, accountId: string, ids: string[]): Promise<TenantRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(tenants).where(and(eq(tenants.accountId, accountId), inArray(tenants.id, ids)));
}

export async function insertTenants(db: Executor, values: NewTenantRow[]): Promise<TenantRow[]> {
  if (values.length === 0) return [];
  return db.insert(tenants).values(values).returning();
}

export async function updateTenant(db: Executor, id: string, values: Partial<NewTenantRow>): Promise<TenantRow> {
  const [row] = await db.update(tenants).set(values).where(eq(tenants.id, id)).returning();
  return row!;
}

export async function deleteTenant(db: Executor, id: string): Promise<void> {
  await db.delete(tenants).where(eq(tenants.id, id));
}

/** For each tenant, its newest lease that is pending signature or active and not past its end date. */
export async function currentLeasesOf(db: Executor, tenantIds: string[], today: string) {
  if (tenantIds.length === 0) return [];
  return db
    .selectDistinctOn([leaseTenants.tenantId], {
      tenantId: leaseTenants.tenantId,
      id: leases.id,
      propertyId: leases.propertyId,
      propertyName: leases.propertyName,
      status: leases.status,
      startDate: leases.startDate,
      endDate: leases.endDate,
    })
    .from(leaseTenants)
    .innerJoin(leases, eq(leases.id, leaseTenants.leaseId))
    .where(
      and(
        inArray(leaseTenants.tenantId, tenantIds),
        inArray(leases.status, ['pendingSignature', 'active']),
        or(isNull(leases.endDate), sql`${leases.endDate} >= ${today}`),
      ),
    )
    .orderBy(leaseTenants.tenantId, desc(leases.createdAt));
}

/** True when the tenant is on a lease that is pending signature or active. */
export async function hasOccupyingLease(db: Executor, tenantId: string): Promise<boolean> {
  const rows = await db
    .select({ id: leases.id })
    .from(leaseTenants)
    .innerJoin(leases, eq(leases.id, leaseTenants.leaseId))
    .where(and(eq(leaseTenants.tenantId, tenantId), inArray(leases.status, ['pendingSignature', 'active'])))
    .limit(1);
  return rows.length > 0;
}

/**
 * Links the tenant records a user was invited to (invite-user?type=tenant, accepted at sign-up or
 * sign-in by that e-mail) to the user. Only invitations sent by the tenant's own landlord count.
 */
export async function linkAcceptedInvitations(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`
    update ${tenants} set user_id = ${userId}, updated_at = now()
    where ${tenants.userId} is null and ${tenants.id} in (
      select ${invitations.targetId} from ${invitations}
      join ${users} on ${users.email} = ${invitations.email}
      where ${users.id} = ${userId} and ${invitations.acceptedBy} = ${userId}
        and ${invitations.type} = 'tenant' and ${invitations.inviterId} = ${tenants.accountId}
    )`);
}

/** Links an account's tenants whose invitation was accepted (what the landlord's lists show as hasAccount). */
export async function linkAcceptedInvitationsOfAccount(db: Executor, accountId: string): Promise<void> {
  await db.execute(sql`
    update ${tenants} set user_id = ${invitations.acceptedBy}, updated_at = now()
    from ${invitations}
    where ${invitations.inviterId} = ${accountId} and ${invitations.type} = 'tenant' and ${invitations.acceptedBy} is not null
      and ${tenants.id} = ${invitations.targetId} and ${tenants.accountId} = ${accountId} and ${tenants.userId} is null`);
}

/** The tenant records of a signed-in tenant user. */
export async function tenantIdsOfUser(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.userId, userId));
  return rows.map((row) => row.id);
}

/** Which of these tenants have an open or accepted invitation from their landlord. */
export async function invitedTenantIds(db: Executor, tenantIds: string[]): Promise<Set<string>> {
  if (tenantIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: invitations.targetId })
    .from(invitations)
    .innerJoin(tenants, and(eq(tenants.id, invitations.targetId), eq(tenants.accountId, invitations.inviterId)))
    .where(and(inArray(invitations.targetId, tenantIds), eq(invitations.type, 'tenant')));
  return new Set(rows.map((row) => row.id));
}
