/**
 * Project models (spec points 3, 4, 5, 7): an account's configured windows and doors, from the cart
 * (CARD_DRAFT) to saved projects (SAVED) and DONE. Answers are checked against the catalogue and
 * rebuilt from it, and the price estimate is recomputed here with the shared rules. Another account's
 * model reads as PROJECT_MODEL_NOT_FOUND (404). Also GET /houses/{id}.
 */
import {
  buildPagination,
  canChangeStatus,
  doorKindOfChoices,
  doorSizeLimits,
  estimatePrice,
  isDoorSizeWithinLimits,
  normalizeChoices,
  projectTypeKeys,
  projectTypeLabels,
  stageForGroup,
  statusesForGroup,
  toCents,
  type ErrorDetail,
  type House,
  type Layout,
  type ProjectModel,
  type ProjectModelGroupStatus,
  type ProjectModelGroupsResponse,
  type ProjectModelStatus,
  type ProjectTypeKey,
  type StoredFile,
  type createProjectModelInputSchema,
  type updateProjectModelInputSchema,
} from '@lintel/shared';
import type { z } from 'zod';
import { v7 as uuidv7 } from 'uuid';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { FilesService } from '../files/index.ts';
import { findProperty, listRooms } from '../properties/index.ts';
import type { CatalogueService } from './catalogue.service.ts';
import * as repo from './configurator.repository.ts';
import type { ProjectModelRow } from './configurator.repository.ts';
import type { StoredModelProperties, StoredProjectModelProperties } from './configurator.table.ts';

type CreateInput = Omit<z.output<typeof createProjectModelInputSchema>, 'status'> & { status?: ProjectModelStatus };
type UpdateInput = z.output<typeof updateProjectModelInputSchema>;

export type ProjectModelsService = ReturnType<typeof createProjectModelsService>;

const notFound = () => new AppError('PROJECT_MODEL_NOT_FOUND', 'Project model not found');
const prefixed = (prefix: string, details: ErrorDetail[]) => details.map((detail) => ({ ...detail, path: `${prefix}${detail.path}` }));

export function createProjectModelsService(deps: AppDeps, catalogue: CatalogueService, files: FilesService) {
  const { db } = deps;

  function toDto(row: ProjectModelRow, typeKey: ProjectTypeKey, fileDtos: Map<string, StoredFile>): ProjectModel {
    const pick = (ids: string[]) => ids.map((id) => fileDtos.get(id)).filter((file): file is StoredFile => file !== undefined);
    return {
      id: row.id,
      uuid: row.uuid,
      projectType: typeKey,
      projectTypeId: row.projectTypeId,
      name: row.name,
      status: row.status,
      choices: row.choices,
      properties: { ...row.properties, layouts: row.properties.layouts as Layout[], files: pick(row.properties.files) },
      modelProperties: { ...row.modelProperties, files: pick(row.modelProperties.files) } as ProjectModel['modelProperties'],
      isHandleLockNeeded: row.properties.isHandleAndLockNeeded,
      priceEstimate: Number(row.priceEstimate),
      stage: row.stage,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** DTOs for rows in a fixed number of queries (the catalogue is cached; files in one query). */
  async function toDtos(executor: Executor, rows: ProjectModelRow[]): Promise<ProjectModel[]> {
    const { projectTypes } = await catalogue.load();
    const keyById = new Map(projectTypes.map((type) => [type.id, type.key as ProjectTypeKey]));
    const fileDtos = await files.dtosByIds(rows.flatMap((row) => [...row.properties.files, ...row.modelProperties.files]), executor);
    return rows.map((row) => toDto(row, keyById.get(row.projectTypeId)!, fileDtos));
  }

  /**
   * Checks a model against the catalogue and the account (422 with details, paths under `prefix`)
   * and returns its column values: answers rebuilt from the catalogue, catalogue layouts, the
   * estimate recomputed.
   */
  async function prepare(executor: Executor, auth: AuthContext, input: CreateInput, prefix: string) {
    const projectType = await catalogue.projectType(input.projectType);
    const questions = await catalogue.questions(input.projectType);
    const { layouts: catalogueLayouts } = await catalogue.load();
    const details: ErrorDetail[] = [];

    const normalized = normalizeChoices(questions, input.choices);
    details.push(...normalized.issues);

    const addons = await catalogue.addons(input.projectType);
    for (const addonId of input.properties.addons) {
      if (!addons.some((addon) => addon.id === addonId)) details.push({ path: 'properties.addons', message: `Add-on ${addonId} is not offered for this project type` });
    }

    const layouts: Layout[] = [];
    for (const layout of input.properties.layouts) {
      if (layout.id < 0) layouts.push(layout);
      else {
        const known = catalogueLayouts.find((candidate) => candidate.id === layout.id);
        if (known) layouts.push(known);
        else details.push({ path: 'properties.layouts', message: `Layout ${layout.id} does not exist` });
      }
    }
    const activeLayoutId = input.properties.activeLayoutId;
    if (activeLayoutId !== null && activeLayoutId !== 0 && !layouts.some((layout) => layout.id === activeLayoutId)) {
      details.push({ path: 'properties.activeLayoutId', message: 'The active layout must be one of the layouts' });
    }

    const { size } = input.properties;
    if (input.projectType === 'exteriorDoor') {
      const kind = doorKindOfChoices(normalized.choices);
      if (!isDoorSizeWithinLimits(kind, size)) details.push({ path: 'properties.size', message: doorSizeLimits[kind].helpText });
    }
    if (details.length > 0) throw new AppError('VALIDATION_FAILED', details[0]!.message, prefixed(prefix, details));

    await files.assertOwnFiles(auth.accountId, input.properties.files, { path: `${prefix}properties.files`, executor });
    await files.assertOwnFiles(auth.accountId, input.modelProperties.files, { path: `${prefix}modelProperties.files`, executor });

    const properties: StoredProjectModelProperties = { ...input.properties, layouts };
    const estimate = estimatePrice(await catalogue.priceTable(input.projectType), {
      projectType: input.projectType,
      choices: normalized.choices,
      properties: { ...properties, layouts },
    });
    return {
      projectTypeId: projectType.id,
      name: input.name,
      choices: normalized.choices,
      properties,
      modelProperties: input.modelProperties as StoredModelProperties,
      priceEstimate: (toCents(estimate.total) / 100).toFixed(2),
    };
  }

  async function loadOwn(executor: Executor, auth: AuthContext, id: string): Promise<ProjectModelRow> {
    const row = await repo.findProjectModel(executor, auth.accountId, id);
    if (!row) throw notFound();
    return row;
  }

  /** Inserts models in one transaction; a uuid already used by the account is a 409, all or nothing. */
  async function createMany(auth: AuthContext, inputs: CreateInput[], status: ProjectModelStatus | undefined, pathOf: (index: number) => string) {
    // The catalogue loads through the pool; loading it first inside a transaction deadlocks PGlite's one connection.
    await catalogue.load();
    return db.transaction(async (tx) => {
      const uuids = inputs.map((input) => input.uuid).filter((uuid): uuid is string => uuid !== undefined);
      const duplicate = uuids.find((uuid, index) => uuids.indexOf(uuid) !== index);
      if (duplicate) throw new AppError('VALIDATION_FAILED', `uuid ${duplicate} appears twice`, [{ path: pathOf(uuids.lastIndexOf(duplicate)) + 'uuid', message: 'Each model needs its own uuid' }]);
      const taken = await repo.existingUuids(tx, auth.accountId, uuids);
      if (taken.length > 0) throw new AppError('CONFLICT', `A project model with uuid ${taken[0]} already exists`);
      const values = [];
      for (const [index, input] of inputs.entries()) {
        const prepared = await prepare(tx, auth, input, pathOf(index));
        values.push({ ...prepared, accountId: auth.accountId, uuid: input.uuid ?? uuidv7(), status: status ?? input.status ?? 'CARD_DRAFT' });
      }
      const rows = await repo.insertProjectModels(tx, values);
      return toDtos(tx, rows);
    });
  }

  return {
    /** POST /project-models. */
    async create(auth: AuthContext, input: CreateInput): Promise<ProjectModel> {
      const [model] = await createMany(auth, [input], undefined, () => '');
      return model!;
    },

    /** POST /project-models/multiple/{status}: the whole cart or nothing (spec point 4). */
    async createMultiple(auth: AuthContext, status: 'CARD_DRAFT' | 'SAVED', inputs: CreateInput[]): Promise<{ projectModels: ProjectModel[] }> {
      return { projectModels: await createMany(auth, inputs, status, (index) => `${index}.`) };
    },

    /** PUT /project-models/{id}: changes the given parts; the status only moves forward. */
    async update(auth: AuthContext, id: string, input: UpdateInput): Promise<ProjectModel> {
      await catalogue.load();
      return db.transaction(async (tx) => {
        const row = await loadOwn(tx, auth, id);
        const { projectTypes } = await catalogue.load();
        const typeKey = projectTypes.find((type) => type.id === row.projectTypeId)!.key as ProjectTypeKey;
        if (input.status && !canChangeStatus(row.status, input.status)) {
          throw new AppError('VALIDATION_FAILED', `A ${row.status} project model cannot go back to ${input.status}`, [{ path: 'status', message: 'Status only moves forward' }]);
        }
        const merged: CreateInput = {
          projectType: typeKey,
          name: input.name ?? row.name,
          choices: input.choices ?? row.choices,
          properties: input.properties ?? (row.properties as CreateInput['properties']),
          modelProperties: input.modelProperties ?? (row.modelProperties as CreateInput['modelProperties']),
        };
        const prepared = await prepare(tx, auth, merged, '');
        const updated = await repo.updateProjectModel(tx, row.id, { ...prepared, status: input.status ?? row.status });
        const [dto] = await toDtos(tx, [updated]);
        return dto!;
      });
    },

    /** DELETE /project-models/{id}. */
    async remove(auth: AuthContext, id: string): Promise<void> {
      const row = await loadOwn(db, auth, id);
      await repo.deleteProjectModel(db, row.id);
    },

    /**
     * GET /project-models/groups/{status}: the account's models by project type (statusesForGroup;
     * quoteRequested and quoteAccepted by the stage the quotes module sets, stageForGroup). Paged over
     * the models, newest first (spec point 2: projects load more on scroll); a page's models are grouped.
     */
    async groups(auth: AuthContext, status: ProjectModelGroupStatus, query: { page: number; pageSize: number }): Promise<ProjectModelGroupsResponse> {
      const stage = stageForGroup(status);
      const filter: repo.ProjectModelFilter = stage ? { stage } : { statuses: statusesForGroup(status) };
      const [total, rows] = await Promise.all([
        repo.countProjectModels(db, auth.accountId, filter),
        repo.listProjectModels(db, auth.accountId, filter, query.page, query.pageSize),
      ]);
      const models = await toDtos(db, rows);
      const group = (type: ProjectTypeKey) => ({ projectType: type, label: projectTypeLabels[type], models: models.filter((model) => model.projectType === type) });
      const [window, exteriorDoor, garageDoor] = projectTypeKeys.map(group);
      return {
        groups: { window: window!, exteriorDoor: exteriorDoor!, garageDoor: garageDoor! },
        pagination: buildPagination(query.page, query.pageSize, total),
      };
    },

    /** PUT /project-models/save: CARD_DRAFT → SAVED for the account's models (spec point 4); any unknown id is a 404. */
    async save(auth: AuthContext, ids: string[]): Promise<{ projectModels: ProjectModel[] }> {
      await catalogue.load();
      return db.transaction(async (tx) => {
        const unique = [...new Set(ids)];
        const rows = await repo.findProjectModelsByIds(tx, auth.accountId, unique);
        if (rows.length !== unique.length) throw notFound();
        await repo.updateStatuses(tx, auth.accountId, unique, 'CARD_DRAFT', 'SAVED');
        return { projectModels: await toDtos(tx, await repo.findProjectModelsByIds(tx, auth.accountId, unique)) };
      });
    },

    /** GET /houses/{id}: the caller's property as the house an opening belongs to. */
    async house(auth: AuthContext, id: string): Promise<{ house: House }> {
      const property = await findProperty(db, auth.accountId, id);
      if (!property) throw new AppError('HOUSE_NOT_FOUND', 'House not found');
      const rooms = await listRooms(db, [property.id]);
      const location = property.location;
      return {
        house: {
          id: property.id,
          nickname: property.nickname,
          type: property.type,
          address: location ? [location.address, location.city, location.state, location.postalCode].filter(Boolean).join(', ') : null,
          floor: property.floor,
          storey: property.storey,
          rooms: rooms.map((room) => ({ id: room.id, name: room.name, nickname: room.nickname })),
        },
      };
    },
  };
}
