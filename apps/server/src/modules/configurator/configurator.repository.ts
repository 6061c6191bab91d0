/** Drizzle queries for the configurator catalogue and for project models (scoped to an account). */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ProjectModelStatus, QuoteModelStage } from '@lintel/shared';
import type { Executor } from '../../platform/db.ts';
import { addons, layouts, projectModels, projectTypes, questionOptions, questions } from './configurator.table.ts';

export type ProjectTypeRow = typeof projectTypes.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type QuestionOptionRow = typeof questionOptions.$inferSelect;
export type LayoutRow = typeof layouts.$inferSelect;
export type AddonRow = typeof addons.$inferSelect;
export type ProjectModelRow = typeof projectModels.$inferSelect;
export type NewProjectModelRow = typeof projectModels.$inferInsert;

/** The whole catalogue in five queries (it is small and read-mostly; the service caches it). */
export async function loadCatalogue(db: Executor) {
  const [typeRows, questionRows, optionRows, layoutRows, addonRows] = await Promise.all([
    db.select().from(projectTypes).orderBy(asc(projectTypes.position), asc(projectTypes.id)),
    db.select().from(questions).orderBy(asc(questions.position), asc(questions.id)),
    db.select().from(questionOptions).orderBy(asc(questionOptions.questionId), asc(questionOptions.position), asc(questionOptions.id)),
    db.select().from(layouts).orderBy(asc(layouts.position), asc(layouts.id)),
    db.select().from(addons).orderBy(asc(addons.position), asc(addons.id)),
  ]);
  return { typeRows, questionRows, optionRows, layoutRows, addonRows };
}

export async function insertProjectModels(db: Executor, values: NewProjectModelRow[]): Promise<ProjectModelRow[]> {
  if (values.length === 0) return [];
  return db.insert(projectModels).values(values).returning();
}

export async function findProjectModel(db: Executor, accountId: string, id: string): Promise<ProjectModelRow | undefined> {
  const [row] = await db
    .select()
    .from(projectModels)
    .where(and(eq(projectModels.id, id), eq(projectModels.accountId, accountId)))
    .limit(1);
  return row;
}

export async function findProjectModelsByIds(db: Executor, accountId: string, ids: string[]): Promise<ProjectModelRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(projectModels)
    .where(and(eq(projectModels.accountId, accountId), inArray(projectModels.id, ids)))
    .orderBy(desc(projectModels.createdAt), desc(projectModels.id));
}

/** The cart uuids among `uuids` the account already uses. */
export async function existingUuids(db: Executor, accountId: string, uuids: string[]): Promise<string[]> {
  if (uuids.length === 0) return [];
  const rows = await db
    .select({ uuid: projectModels.uuid })
    .from(projectModels)
    .where(and(eq(projectModels.accountId, accountId), inArray(projectModels.uuid, uuids)));
  return rows.map((row) => row.uuid);
}

/** An account's models with the given statuses, newest first (served by project_models_account_status_idx). */
export async function listProjectModels(db: Executor, accountId: string, statuses: ProjectModelStatus[]): Promise<ProjectModelRow[]> {
  if (statuses.length === 0) return [];
  return db
    .select()
    .from(projectModels)
    .where(and(eq(projectModels.accountId, accountId), inArray(projectModels.status, statuses)))
    .orderBy(desc(projectModels.createdAt), desc(projectModels.id));
}

/** An account's saved models at a quote-flow stage, newest first (served by project_models_account_stage_idx). */
export async function listProjectModelsAtStage(db: Executor, accountId: string, stage: QuoteModelStage): Promise<ProjectModelRow[]> {
  return db
    .select()
    .from(projectModels)
    .where(and(eq(projectModels.accountId, accountId), eq(projectModels.stage, stage)))
    .orderBy(desc(projectModels.createdAt), desc(projectModels.id));
}

/** Moves the given models (already checked to be the account's) to a quote-flow stage. */
export async function setProjectModelsStage(db: Executor, ids: string[], stage: QuoteModelStage): Promise<void> {
  if (ids.length === 0) return;
  await db.update(projectModels).set({ stage, updatedAt: new Date() }).where(inArray(projectModels.id, ids));
}

export async function updateProjectModel(db: Executor, id: string, values: Partial<NewProjectModelRow>): Promise<ProjectModelRow> {
  const [row] = await db.update(projectModels).set(values).where(eq(projectModels.id, id)).returning();
  return row!;
}

export async function updateStatuses(db: Executor, accountId: string, ids: string[], from: ProjectModelStatus, to: ProjectModelStatus): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(projectModels)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(projectModels.accountId, accountId), inArray(projectModels.id, ids), eq(projectModels.status, from)));
}

export async function deleteProjectModel(db: Executor, id: string): Promise<void> {
  await db.delete(projectModels).where(eq(projectModels.id, id));
}
