/** Drizzle queries for the configurator catalogue and for project models (scoped to an account). */
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
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
/** Which of an account's models a group filter shows: by status, or by the quote-flow stage. */
export type ProjectModelFilter = { statuses: ProjectModelStatus[] } | { stage: QuoteModelStage };

function whereModels(accountId: string, filter: ProjectModelFilter): SQL {
  return and(
    eq(projectModels.accountId, accountId),
    // A completed job's models are DONE (group completed) and leave the stage groups.
    'stage' in filter ? and(eq(projectModels.stage, filter.stage), eq(projectModels.status, 'SAVED')) : inArray(projectModels.status, filter.statuses),
  )!;
}

/**
 * One page of an account's models, newest first (a stage is served by project_models_account_stage_idx).
 * `page` is 1-based.
 */
export async function listProjectModels(
  db: Executor,
  accountId: string,
  filter: ProjectModelFilter,
  page: number,
  pageSize: number,
): Promise<ProjectModelRow[]> {
  if ('statuses' in filter && filter.statuses.length === 0) return [];
  return db
    .select()
    .from(projectModels)
    .where(whereModels(accountId, filter))
    .orderBy(desc(projectModels.createdAt), desc(projectModels.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export async function countProjectModels(db: Executor, accountId: string, filter: ProjectModelFilter): Promise<number> {
  if ('statuses' in filter && filter.statuses.length === 0) return 0;
  const [row] = await db.select({ total: count() }).from(projectModels).where(whereModels(accountId, filter));
  return row?.total ?? 0;
}

/** Marks the given models (already checked to be the account's) DONE: their job is completed. */
export async function setProjectModelsDone(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(projectModels).set({ status: 'DONE', updatedAt: new Date() }).where(inArray(projectModels.id, ids));
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
