/** Drizzle queries for calculator results. Every query is scoped to the owning user. */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { CalculatorKind } from '@lintel/shared';
import type { Executor } from '../../platform/db.ts';
import { calculatorResults } from './calculators.table.ts';

export type CalculatorResultRow = typeof calculatorResults.$inferSelect;

const whereOf = (userId: string, kind: CalculatorKind | undefined): SQL =>
  kind ? and(eq(calculatorResults.userId, userId), eq(calculatorResults.kind, kind))! : eq(calculatorResults.userId, userId);

export async function insertResult(db: Executor, values: typeof calculatorResults.$inferInsert): Promise<CalculatorResultRow> {
  const [row] = await db.insert(calculatorResults).values(values).returning();
  return row!;
}

/** One page, newest first, on (user, [kind,] created_at desc, id desc); no chart points or inputs. */
export async function listResults(db: Executor, userId: string, kind: CalculatorKind | undefined, page: number, pageSize: number) {
  return db
    .select({
      id: calculatorResults.id,
      kind: calculatorResults.kind,
      title: calculatorResults.title,
      headline: calculatorResults.headline,
      explanation: calculatorResults.explanation,
      source: calculatorResults.source,
      createdAt: calculatorResults.createdAt,
    })
    .from(calculatorResults)
    .where(whereOf(userId, kind))
    .orderBy(desc(calculatorResults.createdAt), desc(calculatorResults.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export async function countResults(db: Executor, userId: string, kind: CalculatorKind | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(calculatorResults).where(whereOf(userId, kind));
  return row?.total ?? 0;
}

export async function findResult(db: Executor, userId: string, id: string): Promise<CalculatorResultRow | undefined> {
  const [row] = await db.select().from(calculatorResults).where(and(eq(calculatorResults.id, id), eq(calculatorResults.userId, userId))).limit(1);
  return row;
}

export async function deleteResult(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(calculatorResults).where(and(eq(calculatorResults.id, id), eq(calculatorResults.userId, userId))).returning({ id: calculatorResults.id });
  return rows.length > 0;
}
