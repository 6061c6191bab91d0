/** Drizzle queries for application links and tenant applications. */
import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus, TenantSort } from '@lintel/shared';
import type { Executor } from '../../platform/db.ts';
import { containsPattern } from '../../platform/sql.ts';
import { applicationLinks, tenantApplications } from './applications.table.ts';

export type LinkRow = typeof applicationLinks.$inferSelect;
export type ApplicationRow = typeof tenantApplications.$inferSelect;

export interface ApplicationFilter {
  accountId: string;
  status?: ApplicationStatus | undefined;
  propertyId?: string | undefined;
  search?: string | undefined;
}

function whereOf(filter: ApplicationFilter): SQL {
  const conditions: SQL[] = [eq(tenantApplications.accountId, filter.accountId)];
  if (filter.status) conditions.push(eq(tenantApplications.status, filter.status));
  if (filter.propertyId) conditions.push(eq(tenantApplications.propertyId, filter.propertyId));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(tenantApplications.fullName, pattern), ilike(tenantApplications.email, pattern))!);
  }
  return and(...conditions)!;
}

const orderBy: Record<TenantSort, SQL[]> = {
  newest: [desc(tenantApplications.createdAt), desc(tenantApplications.id)],
  oldest: [asc(tenantApplications.createdAt), asc(tenantApplications.id)],
  nameAsc: [asc(tenantApplications.fullName), asc(tenantApplications.id)],
  nameDesc: [desc(tenantApplications.fullName), desc(tenantApplications.id)],
};

export async function listApplications(db: Executor, filter: ApplicationFilter, sort: TenantSort, page: number, pageSize: number) {
  const pageIds = db
    .select({ id: tenantApplications.id })
    .from(tenantApplications)
    .where(whereOf(filter))
    .orderBy(...orderBy[sort])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return db.select().from(tenantApplications).where(inArray(tenantApplications.id, pageIds)).orderBy(...orderBy[sort]);
}

export async function countApplications(db: Executor, filter: ApplicationFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(tenantApplications).where(whereOf(filter));
  return row?.total ?? 0;
}

export async function findApplication(db: Executor, accountId: string, id: string, lock = false): Promise<ApplicationRow | undefined> {
  const query = db
    .select()
    .from(tenantApplications)
    .where(and(eq(tenantApplications.id, id), eq(tenantApplications.accountId, accountId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertApplication(db: Executor, values: typeof tenantApplications.$inferInsert): Promise<ApplicationRow> {
  const [row] = await db.insert(tenantApplications).values(values).returning();
  return row!;
}

export async function updateApplication(db: Executor, id: string, values: Partial<typeof tenantApplications.$inferInsert>): Promise<ApplicationRow> {
  const [row] = await db.update(tenantApplications).set(values).where(eq(tenantApplications.id, id)).returning();
  return row!;
}

export async function insertLink(db: Executor, values: typeof applicationLinks.$inferInsert): Promise<LinkRow> {
  const [row] = await db.insert(applicationLinks).values(values).returning();
  return row!;
}

export async function findLiveLink(db: Executor, tokenHash: string): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(applicationLinks)
    .where(and(eq(applicationLinks.tokenHash, tokenHash), gt(applicationLinks.expiresAt, new Date())))
    .limit(1);
  return row;
}

export async function addUpload(db: Executor, linkId: string, fileId: string): Promise<void> {
  await db
    .update(applicationLinks)
    .set({ uploadIds: sql`array_append(${applicationLinks.uploadIds}, ${fileId}::uuid)` })
    .where(eq(applicationLinks.id, linkId));
}
