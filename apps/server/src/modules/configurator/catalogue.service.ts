/**
 * The configurator catalogue (spec points 3, 7): project types, questions with options, layouts and
 * add-ons, and the price table the estimate uses. The catalogue changes only by migration, which runs
 * before the app starts, so it is read once per process and kept in memory.
 */
import {
  buildPriceTable,
  layoutFits,
  projectTypeKeys,
  type Addon,
  type Layout,
  type LayoutOptionsInput,
  type PriceTable,
  type ProjectType,
  type ProjectTypeKey,
  type Question,
} from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './configurator.repository.ts';

export interface Catalogue {
  projectTypes: ProjectType[];
  questions: Map<ProjectTypeKey, Question[]>;
  layouts: Layout[];
  addons: Addon[];
}

const dollars = (value: string) => Number(value);
const isConfigurableKey = (key: string): key is ProjectTypeKey => (projectTypeKeys as readonly string[]).includes(key);

/** Builds the DTOs from the rows: children under their step question, options in order. */
export function buildCatalogue(rows: Awaited<ReturnType<typeof repo.loadCatalogue>>): Catalogue {
  const projectTypes: ProjectType[] = rows.typeRows.map((row) => ({
    id: row.id,
    key: row.key,
    name: row.name,
    isMainTrade: row.isMainTrade,
    isConfigurable: row.isConfigurable,
    updatedAt: row.updatedAt.toISOString(),
    basePrice: dollars(row.basePrice),
    pricePerSquareFoot: dollars(row.pricePerSquareFoot),
  }));
  const typeKeyById = new Map(rows.typeRows.map((row) => [row.id, row.key]));
  const optionsByQuestion = new Map<number, Question['questionOptions']>();
  for (const row of rows.optionRows) {
    const list = optionsByQuestion.get(row.questionId) ?? [];
    list.push({ id: row.id, name: row.name, picture: row.pictureUrl ? { url: row.pictureUrl } : null, metadata: row.metadata, price: dollars(row.price) });
    optionsByQuestion.set(row.questionId, list);
  }
  const base = (row: repo.QuestionRow) => ({
    id: row.id,
    name: row.name,
    metadata: {
      key: row.key,
      category: row.category,
      material: row.material,
      isTabInMobile: row.isTabInMobile,
      priceIdentificationCount: row.priceIdentificationCount,
    },
    questionOptions: optionsByQuestion.get(row.id) ?? [],
  });
  const questions = new Map<ProjectTypeKey, Question[]>(projectTypeKeys.map((key) => [key, []]));
  for (const row of rows.questionRows.filter((candidate) => candidate.parentId === null)) {
    const key = typeKeyById.get(row.projectTypeId);
    if (!key || !isConfigurableKey(key)) continue;
    const children = rows.questionRows.filter((candidate) => candidate.parentId === row.id).map(base);
    questions.get(key)!.push({ ...base(row), projectType: key, children });
  }
  const layouts: Layout[] = rows.layoutRows.map((row) => ({
    id: row.id,
    openingType: row.openingType,
    icon: { id: row.id, url: row.iconUrl },
    panelsCount: String(row.panelsCount),
    priceIdentificationCount: row.priceIdentificationCount,
    price: dollars(row.price),
    sizeRange: { minWidth: row.minWidth, maxWidth: row.maxWidth, minHeight: row.minHeight, maxHeight: row.maxHeight },
  }));
  const addons: Addon[] = rows.addonRows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    price: dollars(row.price),
    projectTypes: row.projectTypeKeys.filter(isConfigurableKey),
  }));
  return { projectTypes, questions, layouts, addons };
}

/** get-by-name aliases of spec point 7 ('opening', 'types'); any other name is read as a question key. */
const questionNameAliases: Record<string, string> = { opening: 'OPENING_TYPE', types: 'TYPES' };

export type CatalogueService = ReturnType<typeof createCatalogueService>;

export function createCatalogueService(deps: AppDeps) {
  let cached: Promise<Catalogue> | undefined;
  const load = (): Promise<Catalogue> => {
    cached ??= repo.loadCatalogue(deps.db).then(buildCatalogue);
    cached.catch(() => (cached = undefined));
    return cached;
  };

  return {
    load,

    /** GET /project-types: the main trades, or every trade with getAll. */
    async projectTypes(getAll: boolean): Promise<{ projectTypes: ProjectType[] }> {
      const { projectTypes } = await load();
      return { projectTypes: getAll ? projectTypes : projectTypes.filter((type) => type.isMainTrade) };
    },

    async projectType(key: ProjectTypeKey): Promise<ProjectType> {
      const found = (await load()).projectTypes.find((type) => type.key === key);
      if (!found) throw new AppError('NOT_FOUND', `Project type ${key} is not in the catalogue`);
      return found;
    },

    /** GET /questions?type=: the step questions of a project type with their children and options. */
    async questions(type: ProjectTypeKey): Promise<Question[]> {
      return (await load()).questions.get(type) ?? [];
    },

    /** GET /questions/get-by-name/{name}: the question(s) with that key, across types unless `type` is given. */
    async questionsByName(name: string, type?: ProjectTypeKey): Promise<Question[]> {
      const key = questionNameAliases[name.toLowerCase()] ?? name.toUpperCase().replaceAll('-', '_');
      const { questions } = await load();
      const found = [...questions.entries()]
        .filter(([typeKey]) => !type || typeKey === type)
        .flatMap(([, list]) => list.filter((question) => question.metadata.key === key));
      if (found.length === 0) throw new AppError('QUESTION_NOT_FOUND', `No question named ${name}`);
      return found;
    },

    /** GET /addons?type=: every add-on, or those for one project type. */
    async addons(type?: ProjectTypeKey): Promise<Addon[]> {
      const { addons } = await load();
      return type ? addons.filter((addon) => addon.projectTypes.includes(type)) : addons;
    },

    /** POST /project-models/layout-options: the opening type's layouts whose size range holds width × height. */
    async layoutOptions(input: LayoutOptionsInput): Promise<{ availableOptions: Layout[] }> {
      const { layouts } = await load();
      return {
        availableOptions: layouts.filter((layout) => layout.openingType === input.openingType && layoutFits(layout, input.width, input.height)),
      };
    },

    /** The price table of a project type (estimate on the server). */
    async priceTable(type: ProjectTypeKey): Promise<PriceTable> {
      const catalogue = await load();
      const projectType = catalogue.projectTypes.find((candidate) => candidate.key === type)!;
      return buildPriceTable(projectType, catalogue.questions.get(type) ?? [], catalogue.addons, catalogue.layouts);
    },
  };
}
