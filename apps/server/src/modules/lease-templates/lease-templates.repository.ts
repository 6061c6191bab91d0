/** Drizzle queries for lease-form templates (their share links are in modules/share-links). */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db.ts';
import { users } from '../auth/auth.table.ts';
import { leaseFormTemplates } from './lease-templates.table.ts';

export type TemplateRow = typeof leaseFormTemplates.$inferSelect;

export async function findTemplate(db: Executor, accountId: string, id: string): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(leaseFormTemplates)
    .where(and(eq(leaseFormTemplates.id, id), eq(leaseFormTemplates.accountId, accountId)))
    .limit(1);
  return row;
}

export async function listTemplates(db: Executor, accountId: string, page: number, pageSize: number): Promise<TemplateRow[]> {
  const order = [desc(leaseFormTemplates.createdAt), desc(leaseFormTemplates.id)];
  const pageIds = db
    .select({ id: leaseFormTemplates.id })
    .from(leaseFormTemplates)
    .where(eq(leaseFormTemplates.accountId, accountId))
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return db.select().from(leaseFormTemplates).where(inArray(leaseFormTemplates.id, pageIds)).orderBy(...order);
}

export async function countTemplates(db: Executor, accountId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(leaseFormTemplates).where(eq(leaseFormTemplates.accountId, accountId));
  return row?.total ?? 0;
}

export async function insertTemplate(db: Executor, values: typeof leaseFormTemplates.$inferInsert): Promise<TemplateRow> {
  const [row] = await db.insert(leaseFormTemplates).values(values).returning();
  return row!;
}

export async function deleteTemplate(db: Executor, id: string): Promise<void> {
  await db.delete(leaseFormTemplates).where(eq(leaseFormTemplates.id, id));
}

/** The name of the user (account) who shares a template. */
export async function sharerName(db: Executor, accountId: string): Promise<string> {
  const [row] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, accountId)).limit(1);
  return row?.fullName ?? 'A Lintel user';
}
