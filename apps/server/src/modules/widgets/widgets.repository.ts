/** Drizzle queries for dashboard widgets. Every query is scoped to one user. */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db.ts';
import { userWidgets } from './widgets.table.ts';

export type WidgetRow = typeof userWidgets.$inferSelect;
export type NewWidgetRow = typeof userWidgets.$inferInsert;

/** The user's widgets in dashboard order (served by user_widgets_user_key_key's leading column). */
export async function listWidgets(db: Executor, userId: string): Promise<WidgetRow[]> {
  return db.select().from(userWidgets).where(eq(userWidgets.userId, userId)).orderBy(asc(userWidgets.position), asc(userWidgets.key));
}

/** Inserts the missing default rows; concurrent first reads insert each key once. */
export async function insertMissingWidgets(db: Executor, rows: NewWidgetRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(userWidgets).values(rows).onConflictDoNothing({ target: [userWidgets.userId, userWidgets.key] });
}

export async function updateWidget(
  db: Executor,
  userId: string,
  id: string,
  values: Partial<Pick<NewWidgetRow, 'isVisible' | 'height' | 'position'>>,
): Promise<WidgetRow | undefined> {
  const [row] = await db
    .update(userWidgets)
    .set(values)
    .where(and(eq(userWidgets.userId, userId), eq(userWidgets.id, id)))
    .returning();
  return row;
}
