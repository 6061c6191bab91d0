/**
 * The configurator's client-side model (spec point 3 "Project model"): a configured opening as the
 * browser keeps it in the configurator and the cart, how it becomes a POST body, and its instant price.
 */
import {
  activeLayoutOf,
  buildPriceTable,
  estimatePrice,
  initialChoices,
  projectModelTitle,
  sizeFromChoices,
  toCents,
} from '@lintel/shared';
import type {
  Addon,
  Choices,
  CreateProjectModelInput,
  Layout,
  ModelProperties,
  PriceEstimate,
  ProjectModelProperties,
  ProjectType,
  ProjectTypeKey,
  Question,
  StoredFile,
} from '@lintel/shared';

/** properties as the browser keeps them: files as stored-file objects (the API takes their ids). */
export type DraftProperties = Omit<ProjectModelProperties, 'files'> & { files: StoredFile[] };
export type DraftModelProperties = Omit<ModelProperties, 'files'> & { files: StoredFile[] };

/** An opening being configured or sitting in the cart. `uuid` is set once it is in the cart; `id` once saved. */
export interface ConfiguredModel {
  uuid?: string;
  id?: string;
  projectType: ProjectTypeKey;
  name: string;
  choices: Choices;
  properties: DraftProperties;
  modelProperties: DraftModelProperties;
}
export type CartModel = ConfiguredModel & { uuid: string };

export function defaultProperties(): DraftProperties {
  return {
    isHandleAndLockNeeded: true,
    openingSide: 'left',
    note: '',
    addons: [],
    files: [],
    size: { width: null, height: null },
    layouts: [],
    activeLayoutId: null,
    isNonStandardLayout: false,
    showMissingError: false,
    isColorInsideSelected: true,
  };
}

export function defaultModelProperties(): DraftModelProperties {
  return { room: null, floor: null, note: '', files: [] };
}

/** A new opening of a type with the spec point 4 initial choices (a garage door sized by its default type). */
export function newConfiguredModel(projectType: ProjectTypeKey, questions: readonly Question[]): ConfiguredModel {
  const choices = initialChoices(projectType, questions);
  const properties = defaultProperties();
  return {
    projectType,
    name: '',
    choices,
    properties: { ...properties, size: sizeFromChoices(projectType, choices, properties.size) },
    modelProperties: defaultModelProperties(),
  };
}

/** Days after its last edit that a configurator draft stops being offered as "Continue". */
export const DRAFT_STALE_AFTER_DAYS = 14;

/**
 * The one definition of a stale draft (issue 11 item 13): the configurator home offers "Continue" for
 * a draft only when the user changed it (`editedAt` is the ISO time of the last edit; null means the
 * untouched default a type's page starts) and that edit is less than DRAFT_STALE_AFTER_DAYS old at
 * `now`. An unreadable time counts as stale.
 */
export function isDraftStale(editedAt: string | null, now: Date): boolean {
  if (editedAt === null) return true;
  const edited = Date.parse(editedAt);
  if (Number.isNaN(edited)) return true;
  return now.getTime() - edited >= DRAFT_STALE_AFTER_DAYS * 24 * 60 * 60 * 1000;
}

/** The POST /project-models(/multiple) body of a cart model: files become ids, the server id is dropped. */
export function toCreateInput(model: ConfiguredModel): Omit<CreateProjectModelInput, 'status'> {
  return {
    ...(model.uuid ? { uuid: model.uuid } : {}),
    projectType: model.projectType,
    name: model.name.trim(),
    choices: model.choices,
    properties: { ...model.properties, files: model.properties.files.map((file) => file.id) },
    modelProperties: { ...model.modelProperties, files: model.modelProperties.files.map((file) => file.id) },
  };
}

/**
 * Spec point 4/decision 001 instant estimate for one model. The options' prices travel inside the
 * answers and the layouts inside the model, so only the project type and the add-ons are needed.
 */
export function estimateModel(
  model: ConfiguredModel,
  projectType: ProjectType | undefined,
  addons: readonly Addon[],
): PriceEstimate | null {
  if (!projectType) return null;
  const layouts: Layout[] = model.properties.layouts;
  const table = buildPriceTable(projectType, [], addons, layouts);
  for (const entry of Object.values(model.choices)) table.optionCents[entry.option.id] = toCents(entry.option.price);
  return estimatePrice(table, model);
}

export const modelTitle = (model: ConfiguredModel) => projectModelTitle(model);

/** Panels of the active layout (1 when none or non-standard), for the 3D preview and the summary. */
export function panelsOf(model: ConfiguredModel): number {
  const layout = activeLayoutOf(model.properties);
  const count = Number(layout?.panelsCount ?? 1);
  return Number.isFinite(count) && count > 0 ? count : 1;
}

export const formatMoney = (dollars: number) =>
  dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

export function newUuid(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `cart-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
