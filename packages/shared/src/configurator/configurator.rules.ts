/**
 * The configurator's pure rules (spec points 2, 4, 5 and 9), shared by the web app and the server:
 * initial choices and the per-type choice rules, the handle & lock toggle, visible steps, size
 * validation and door clamping, layout selection and labels, opening names, the cart helpers, the
 * simple configurator reset, checkout steps, status transitions and the instant price estimate.
 * Every function returns new values and never mutates its arguments.
 */
import {
  AUTO_CHANGED_LABEL,
  NO_GRID_KEY,
  WOOD_MATERIAL,
  configuratorSteps,
  projectModelStatuses,
  projectTypeLabels,
  questionKeys as K,
  standardSizePresets,
  type ConfiguratorStep,
  type DoorKind,
  type InstallationType,
  type PanelFilter,
  type ProjectModelStatus,
  type ProjectTypeKey,
  type QuestionKey,
  type TimingOption,
} from './configurator.enums.ts';
import type {
  Addon,
  ChildQuestion,
  ChoiceEntry,
  Choices,
  Layout,
  ProjectModelProperties,
  ProjectType,
  ProjectModelGroupStatus,
  Question,
  QuestionOption,
  Size,
} from './configurator.schema.ts';

// ---- Questions ----------------------------------------------------------------------------------

/** A question found by key, with the key of the step question it is grouped under. */
export interface QuestionRef {
  question: ChildQuestion;
  parentKey: string | undefined;
}

/** Every question of a catalogue (children included), by metadata.key. */
export function indexQuestions(questions: readonly Question[]): Map<string, QuestionRef> {
  const index = new Map<string, QuestionRef>();
  for (const question of questions) {
    index.set(question.metadata.key, { question, parentKey: undefined });
    for (const child of question.children) index.set(child.metadata.key, { question: child, parentKey: question.metadata.key });
  }
  return index;
}

/** The option a rule picks when it adds a question: the defaultSelected one, else the first (spec point 4). */
export function defaultOptionOf(question: ChildQuestion): QuestionOption | undefined {
  return question.questionOptions.find((option) => option.metadata.defaultSelected) ?? question.questionOptions[0];
}

function entryOf(ref: QuestionRef, option: QuestionOption, isAutoChanged: boolean): ChoiceEntry {
  return {
    questionKey: ref.question.metadata.key,
    questionId: ref.question.id,
    questionName: ref.question.name,
    option,
    ...(ref.parentKey ? { parentQuestionKey: ref.parentKey } : {}),
    isAutoChanged,
  };
}

/** Questions that have options to answer (a step question whose children hold the answers has none). */
function answerableRefs(index: Map<string, QuestionRef>): QuestionRef[] {
  return [...index.values()].filter((ref) => ref.question.questionOptions.length > 0);
}

/** Spec point 4 "Initial choices": the answers each type starts without. */
export const initiallyRemovedQuestions: Record<ProjectTypeKey, readonly QuestionKey[]> = {
  exteriorDoor: [K.GLASS, K.WOOD_COLOR, K.TRANSOM_TYPE, K.SIDELIGHT, K.LOCK, K.HANDLE],
  window: [K.WOOD_COLOR],
  garageDoor: [K.GLASS, K.GLASS_TYPE, K.WITH_DOOR, K.DOOR_PLACEMENT],
};

/**
 * Spec point 4 initial choices: every question answered with its default option, minus the type's
 * initially removed answers (initiallyRemovedQuestions), minus what the rules of the default answers
 * remove (e.g. a window whose default grid pattern is 'no grid' starts without GRID_TYPE, one whose
 * default opening type has no bay type without BAY_TYPE). Initial answers are not auto-changed.
 */
export function initialChoices(projectType: ProjectTypeKey, questions: readonly Question[]): Choices {
  const index = indexQuestions(questions);
  const removed = new Set<string>(initiallyRemovedQuestions[projectType]);
  const choices: Choices = {};
  for (const ref of answerableRefs(index)) {
    const option = defaultOptionOf(ref.question);
    if (option && !removed.has(ref.question.metadata.key)) choices[ref.question.metadata.key] = entryOf(ref, option, false);
  }
  const implied = Object.entries(choices).flatMap(([key, entry]) => choiceRules[projectType][key as QuestionKey]?.(entry.option, choices).remove ?? []);
  for (const key of implied) delete choices[key];
  return choices;
}

/** What a rule does after an answer: questions to add (with their default, auto-changed) and to remove. */
export interface RuleEffect {
  add: QuestionKey[];
  remove: QuestionKey[];
}
type Rule = (option: QuestionOption, choices: Choices) => RuleEffect;
const toggle = (on: boolean | undefined, keys: QuestionKey[]): RuleEffect =>
  on ? { add: keys, remove: [] } : { add: [], remove: keys };
const merge = (...effects: RuleEffect[]): RuleEffect => ({
  add: effects.flatMap((effect) => effect.add),
  remove: effects.flatMap((effect) => effect.remove),
});
const isNoGrid = (option: QuestionOption | undefined) => option?.metadata.key === NO_GRID_KEY;
const hasGrid = (choices: Choices) => {
  const pattern = choices[K.GRID_PATTERN];
  return pattern !== undefined && !isNoGrid(pattern.option);
};

/**
 * Spec point 4 per-type rules, keyed by the question answered.
 *
 * Exterior door TYPES, "sidelight only when there is a sidelight without a transom": SIDELIGHT is
 * asked when the door type has sidelights (hasSideLight) and no transom (hasTransom false). A type
 * with both sidelights and a transom is one framed unit whose glass over and beside the door is
 * chosen together in TRANSOM_TYPE, so SIDELIGHT is removed for it.
 *
 * Exterior door HANDLE and LOCK: answering one removes the set and, so the door still has both,
 * adds the other one (with its default) when it is missing; answering the set removes both.
 *
 * Window OPENING_TYPE "toggles bay type and grid type": a bay/bow opening (hasBayType) adds BAY_TYPE
 * and removes GRID_TYPE (a bay or bow unit takes the grid type of its bay package); any other opening
 * removes BAY_TYPE and brings GRID_TYPE back when the grid pattern is a grid. GRID_PATTERN 'no grid'
 * removes GRID_TYPE; another pattern adds it unless the opening is a bay/bow.
 */
export const choiceRules: Record<ProjectTypeKey, Partial<Record<QuestionKey, Rule>>> = {
  exteriorDoor: {
    [K.STYLE]: (option) =>
      option.metadata.material === WOOD_MATERIAL
        ? { add: [K.WOOD_COLOR], remove: [K.COLOR_INSIDE, K.COLOR_OUTSIDE] }
        : { add: [K.COLOR_INSIDE, K.COLOR_OUTSIDE], remove: [K.WOOD_COLOR] },
    [K.TYPES]: ({ metadata }) =>
      merge(
        toggle(metadata.hasGlass, [K.GLASS]),
        toggle(metadata.hasTransom, [K.TRANSOM_TYPE]),
        toggle(Boolean(metadata.hasSideLight) && !metadata.hasTransom, [K.SIDELIGHT]),
      ),
    [K.HANDLE]: () => ({ add: [K.LOCK], remove: [K.HANDLE_AND_LOCK_SET] }),
    [K.LOCK]: () => ({ add: [K.HANDLE], remove: [K.HANDLE_AND_LOCK_SET] }),
    [K.HANDLE_AND_LOCK_SET]: () => ({ add: [], remove: [K.HANDLE, K.LOCK] }),
  },
  window: {
    [K.FRAME_TYPE]: (option) =>
      option.metadata.hasWoodColor
        ? { add: [K.WOOD_COLOR], remove: [K.COLOR_INSIDE, K.COLOR_OUTSIDE] }
        : { add: [K.COLOR_INSIDE, K.COLOR_OUTSIDE], remove: [K.WOOD_COLOR] },
    [K.GRID_PATTERN]: (option, choices) =>
      isNoGrid(option) || choices[K.OPENING_TYPE]?.option.metadata.hasBayType
        ? { add: [], remove: [K.GRID_TYPE] }
        : { add: [K.GRID_TYPE], remove: [] },
    [K.OPENING_TYPE]: (option, choices) =>
      option.metadata.hasBayType
        ? { add: [K.BAY_TYPE], remove: [K.GRID_TYPE] }
        : merge({ add: [], remove: [K.BAY_TYPE] }, toggle(hasGrid(choices), [K.GRID_TYPE])),
  },
  garageDoor: {
    [K.OPENING_TYPE]: (option) => toggle(option.metadata.hasDoorPlacement, [K.DOOR_PLACEMENT]),
    [K.TYPES]: ({ metadata }) => merge(toggle(metadata.hasDoor, [K.WITH_DOOR]), toggle(metadata.hasGlass, [K.GLASS, K.GLASS_TYPE])),
  },
};

export class ConfiguratorRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfiguratorRuleError';
  }
}

/**
 * Spec point 4: answers `questionKey` with the option `optionId` and updates the dependent answers
 * by the project type's rules. Removed answers disappear; added answers take the question's
 * default-selected option and are flagged isAutoChanged (shown 'Auto Changed'); an answer that is
 * already there is kept. The chosen answer itself is never auto-changed.
 * Throws ConfiguratorRuleError for a question or option that is not in the catalogue.
 */
export function chooseOption(
  projectType: ProjectTypeKey,
  questions: readonly Question[],
  choices: Choices,
  questionKey: string,
  optionId: number,
): Choices {
  const index = indexQuestions(questions);
  const ref = index.get(questionKey);
  if (!ref) throw new ConfiguratorRuleError(`Unknown question ${questionKey}`);
  const option = ref.question.questionOptions.find((candidate) => candidate.id === optionId);
  if (!option) throw new ConfiguratorRuleError(`Option ${optionId} is not an answer to ${questionKey}`);
  const next: Choices = { ...choices, [questionKey]: entryOf(ref, option, false) };
  const rule = choiceRules[projectType][questionKey as QuestionKey];
  if (!rule) return next;
  const effect = rule(option, next);
  for (const key of effect.remove) delete next[key];
  for (const key of effect.add) {
    if (next[key]) continue;
    const addedRef = index.get(key);
    const added = addedRef && defaultOptionOf(addedRef.question);
    if (addedRef && added) next[key] = entryOf(addedRef, added, true);
  }
  return next;
}

/** The badge text of an answer: 'Auto Changed' for one a rule added, else null. */
export function autoChangedLabel(entry: ChoiceEntry | undefined): string | null {
  return entry?.isAutoChanged ? AUTO_CHANGED_LABEL : null;
}

/** Clears the 'Auto Changed' flags (e.g. once the summary has been seen). */
export function acknowledgeAutoChanges(choices: Choices): Choices {
  return Object.fromEntries(Object.entries(choices).map(([key, entry]) => [key, { ...entry, isAutoChanged: false }]));
}

/** Answers of the handle & lock steps (exterior door). */
export const handleAndLockQuestionKeys: readonly QuestionKey[] = [K.HANDLE, K.LOCK, K.HANDLE_AND_LOCK_SET, K.HANDLE_AND_LOCK_COLOR];
const handleAndLockSteps: readonly ConfiguratorStep[] = ['HANDLE_AND_LOCK', 'HANDLE_AND_LOCK_COLOR'];

/**
 * Spec point 4 'Don't need handle & lock': needed by default. When not needed the handle & lock
 * steps are disabled and their answers leave the summary and the price (they are kept, so turning
 * it back on restores them).
 */
export function setHandleAndLockNeeded<P extends Pick<ProjectModelProperties, 'isHandleAndLockNeeded'>>(properties: P, needed: boolean): P {
  return { ...properties, isHandleAndLockNeeded: needed };
}

/** The steps the modal shows disabled for a project model. */
export function disabledSteps(projectType: ProjectTypeKey, properties: Pick<ProjectModelProperties, 'isHandleAndLockNeeded'>): ConfiguratorStep[] {
  return projectType === 'exteriorDoor' && !properties.isHandleAndLockNeeded ? [...handleAndLockSteps] : [];
}

/** The answers that count (summary, price): all of them, without handle & lock when not needed. */
export function activeChoices(
  projectType: ProjectTypeKey,
  choices: Choices,
  properties: Pick<ProjectModelProperties, 'isHandleAndLockNeeded'>,
): Choices {
  if (projectType !== 'exteriorDoor' || properties.isHandleAndLockNeeded) return choices;
  return Object.fromEntries(Object.entries(choices).filter(([key]) => !handleAndLockQuestionKeys.includes(key as QuestionKey)));
}

/** The order the steps are walked in (spec point 2 lists WOOD_COLOR after SUMMARY; it is walked where the colours are). */
const stepFlow: Record<ProjectTypeKey, readonly ConfiguratorStep[]> = {
  exteriorDoor: ['TYPES', 'STYLE', 'GLASS', 'COLOR', 'COLOR_INSIDE', 'COLOR_OUTSIDE', 'WOOD_COLOR', 'SIDELIGHT', 'TRANSOM_TYPE', 'HANDLE_AND_LOCK', 'HANDLE_AND_LOCK_COLOR', 'SUMMARY'],
  window: configuratorSteps.window,
  garageDoor: configuratorSteps.garageDoor,
};
const stepChildren: Partial<Record<ConfiguratorStep, readonly string[]>> = {
  COLOR: [K.COLOR, K.COLOR_INSIDE, K.COLOR_OUTSIDE],
  HANDLE_AND_LOCK: [K.HANDLE, K.LOCK, K.HANDLE_AND_LOCK_SET],
};

/**
 * The steps to walk for the current answers (spec point 2 lists): a step shows when it has an
 * answer (COLOR when either colour is answered, HANDLE_AND_LOCK when a handle, lock or set is);
 * LAYOUT and SUMMARY always. The exterior door's COLOR step holds the inside and outside tabs; on
 * mobile (`isMobile`) its tabs are steps of their own, COLOR_INSIDE and COLOR_OUTSIDE.
 */
export function visibleSteps(projectType: ProjectTypeKey, choices: Choices, options: { isMobile?: boolean } = {}): ConfiguratorStep[] {
  const splitColor = projectType === 'exteriorDoor' && options.isMobile === true;
  return stepFlow[projectType].filter((step) => {
    if (step === 'SUMMARY' || step === 'LAYOUT') return true;
    if (step === 'COLOR_INSIDE' || step === 'COLOR_OUTSIDE') return splitColor && choices[step] !== undefined;
    if (step === 'COLOR' && splitColor) return false;
    const keys = stepChildren[step] ?? [step];
    return keys.some((key) => choices[key] !== undefined);
  });
}

/**
 * Checks answers against the catalogue of their project type and returns them rebuilt from it
 * (names, options, prices and grouping come from the catalogue, never from the caller), with the
 * problems found as `{ path, message }` (path `choices.<key>…`).
 */
export function normalizeChoices(
  questions: readonly Question[],
  choices: Choices,
): { choices: Choices; issues: Array<{ path: string; message: string }> } {
  const index = indexQuestions(questions);
  const issues: Array<{ path: string; message: string }> = [];
  const normalized: Choices = {};
  for (const [key, entry] of Object.entries(choices)) {
    const path = `choices.${key}`;
    const ref = index.get(key);
    if (!ref || ref.question.questionOptions.length === 0) {
      issues.push({ path, message: `${key} is not a question of this project type` });
      continue;
    }
    if (entry.questionKey !== key) issues.push({ path: `${path}.questionKey`, message: `Expected ${key}` });
    if (entry.questionId !== ref.question.id) issues.push({ path: `${path}.questionId`, message: `Expected question ${ref.question.id}` });
    const option = ref.question.questionOptions.find((candidate) => candidate.id === entry.option.id);
    if (!option) {
      issues.push({ path: `${path}.option.id`, message: `Option ${entry.option.id} is not an answer to ${key}` });
      continue;
    }
    normalized[key] = entryOf(ref, option, entry.isAutoChanged);
  }
  return { choices: normalized, issues };
}

// ---- Status -------------------------------------------------------------------------------------

/** Spec point 4: CARD_DRAFT → SAVED on save, then DONE; a model never goes back. */
export function canChangeStatus(from: ProjectModelStatus, to: ProjectModelStatus): boolean {
  return projectModelStatuses.indexOf(to) >= projectModelStatuses.indexOf(from);
}

/**
 * Which model statuses GET /project-models/groups/{status} returns. A model status returns itself
 * (the cart reads CARD_DRAFT). The projects list's group filters (spec point 3): all and active are
 * the saved projects (all also the done ones), archived and completed the done ones, projectCreated
 * the saved ones; quoteRequested, quoteAccepted, kickOff and startDateConfirmed are quote-flow stages
 * (stageForGroup, the project model's stage column), so no status list serves them.
 */
export function statusesForGroup(status: ProjectModelGroupStatus): ProjectModelStatus[] {
  switch (status) {
    case 'CARD_DRAFT':
    case 'SAVED':
    case 'DONE':
      return [status];
    case 'all':
      return ['SAVED', 'DONE'];
    case 'active':
    case 'projectCreated':
      return ['SAVED'];
    case 'archived':
    case 'completed':
      return ['DONE'];
    default:
      return [];
  }
}

// ---- Sizes (spec point 5) -----------------------------------------------------------------------

export const SIZES_MANDATORY_MESSAGE = 'Sizes are mandatory';
export const FIELD_MANDATORY_MESSAGE = 'Mandatory.';

/** A width or height as typed: a finite positive number, else null. */
export function parseSizeValue(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const value = typeof raw === 'number' ? raw : Number(raw.trim());
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Width and height both present and numeric (spec point 5 "required and numeric"). */
export function isSizeComplete(size: Pick<Size, 'width' | 'height'>): boolean {
  return parseSizeValue(size.width) !== null && parseSizeValue(size.height) !== null;
}

export interface SizeErrors {
  /** 'Sizes are mandatory' above the panel, or null. */
  message: string | null;
  /** 'Mandatory.' under a missing field, or null. */
  width: string | null;
  height: string | null;
}

/**
 * Spec point 5: when a size is missing and the missing-error flag (properties.showMissingError) is
 * set, 'Sizes are mandatory' and 'Mandatory.' under each missing field; nothing once both are present.
 */
export function sizeErrors(size: Pick<Size, 'width' | 'height'>, showMissingError: boolean): SizeErrors {
  const widthMissing = parseSizeValue(size.width) === null;
  const heightMissing = parseSizeValue(size.height) === null;
  if (!showMissingError || (!widthMissing && !heightMissing)) return { message: null, width: null, height: null };
  return {
    message: SIZES_MANDATORY_MESSAGE,
    width: widthMissing ? FIELD_MANDATORY_MESSAGE : null,
    height: heightMissing ? FIELD_MANDATORY_MESSAGE : null,
  };
}

export interface Range {
  min: number;
  max: number;
}
/** Spec point 5 exterior door limits in inches, with the help text. */
export const doorSizeLimits: Record<DoorKind, { width: Range; height: Range; helpText: string }> = {
  SINGLE_DOOR: { width: { min: 30, max: 69 }, height: { min: 80, max: 96 }, helpText: 'Single door width must be 30" to 69" and height 80" to 96"' },
  DOUBLE_DOOR: { width: { min: 64, max: 74 }, height: { min: 80, max: 96 }, helpText: 'Double door width must be 64" to 74" and height 80" to 96"' },
};

/** Spec point 5: a door type whose key contains "double" is a double door. */
export function doorKindOf(typeKey: string | null | undefined): DoorKind {
  return typeKey?.toLowerCase().includes('double') ? 'DOUBLE_DOOR' : 'SINGLE_DOOR';
}

/** The door kind of an exterior door's answers (its TYPES option key). */
export function doorKindOfChoices(choices: Choices): DoorKind {
  return doorKindOf(choices[K.TYPES]?.option.metadata.key);
}

/** Spec point 5 clamp on blur: a value outside the kind's range becomes the nearest limit; empty stays null. */
export function clampDoorDimension(kind: DoorKind, dimension: 'width' | 'height', raw: string | number | null | undefined): number | null {
  const value = parseSizeValue(raw);
  if (value === null) return null;
  const { min, max } = doorSizeLimits[kind][dimension];
  return Math.min(max, Math.max(min, value));
}

/** Both dimensions clamped (e.g. after the door type changes from single to double). */
export function clampDoorSize<S extends Pick<Size, 'width' | 'height'>>(kind: DoorKind, size: S): S {
  return { ...size, width: clampDoorDimension(kind, 'width', size.width), height: clampDoorDimension(kind, 'height', size.height) };
}

/** True when a door size is inside its kind's limits (the server refuses others). */
export function isDoorSizeWithinLimits(kind: DoorKind, size: Pick<Size, 'width' | 'height'>): boolean {
  const limits = doorSizeLimits[kind];
  const inside = (value: number | null, range: Range) => value === null || (value >= range.min && value <= range.max);
  return inside(size.width, limits.width) && inside(size.height, limits.height);
}

/**
 * Spec point 9 standard size presets a door kind may offer: only those inside the kind's limits
 * (spec point 5), so a preset is never clamped — single door 32"–60" wide, double door 72".
 */
export function sizePresetsFor(kind: DoorKind): ReadonlyArray<{ width: number; height: number; label: string }> {
  return standardSizePresets.filter((preset) => isDoorSizeWithinLimits(kind, preset));
}

const dimensionLabels = { width: 'Width', height: 'Height' } as const;
const doorKindNames: Record<DoorKind, string> = { SINGLE_DOOR: 'single door', DOUBLE_DOOR: 'double door' };

/**
 * A typed door dimension clamped to its kind's limits (spec point 5), with the message that says so:
 * `{ value, message }` — value null for an empty entry, message null when nothing was clamped, else
 * e.g. 'Width 80" is more than a single door allows; clamped to 69".'
 */
export function clampDoorDimensionWithMessage(
  kind: DoorKind,
  dimension: 'width' | 'height',
  raw: string | number | null | undefined,
): { value: number | null; message: string | null } {
  const typed = parseSizeValue(raw);
  const value = clampDoorDimension(kind, dimension, typed);
  if (typed === null || value === null || value === typed) return { value, message: null };
  const direction = typed > value ? 'more' : 'less';
  return {
    value,
    message: `${dimensionLabels[dimension]} ${typed}" is ${direction} than a ${doorKindNames[kind]} allows; clamped to ${value}".`,
  };
}

const FEET_SIZE = /(\d+(?:\.\d+)?)\s*['’]\s*[x×]\s*(\d+(?:\.\d+)?)\s*['’]/i;

/**
 * The size a garage door type states in its name, in inches (e.g. "Double-car, 16' x 7'" → 192 × 84),
 * or null when the name states none. Choosing such a type fills the size (issue 11 item 13).
 */
export function garageDoorSizeOf(option: Pick<QuestionOption, 'name'> | undefined): { width: number; height: number } | null {
  const match = option ? FEET_SIZE.exec(option.name) : null;
  if (!match) return null;
  return { width: Number(match[1]) * 12, height: Number(match[2]) * 12 };
}

/**
 * The size answers imply for a model: a garage door's TYPES option fills width and height (headroom
 * kept); anything else answers `size` unchanged. Used when a model starts and when TYPES changes.
 */
export function sizeFromChoices<S extends Pick<Size, 'width' | 'height'> & { id?: Size['id'] }>(
  projectType: ProjectTypeKey,
  choices: Choices,
  size: S,
): S {
  if (projectType !== 'garageDoor') return size;
  const stated = garageDoorSizeOf(choices[K.TYPES]?.option);
  return stated ? { ...size, ...stated, id: null } : size;
}

// ---- Layouts (spec points 3, 4, 9) --------------------------------------------------------------

export const NON_STANDARD_LAYOUT_ID = -1;
export const CUSTOM_LAYOUT_ID = -2;
/** Spec point 9: the layout lookup runs 1000 ms after the last size change. */
export const LAYOUT_LOOKUP_DEBOUNCE_MS = 1000;
/** Spec point 4: activeLayoutId when no standard layout fits (the non-standard entry is then the one shown). */
export const NO_STANDARD_LAYOUT_ACTIVE_ID = 0;

const specialLayout = (id: number, openingType: string): Layout => ({
  id,
  openingType,
  icon: null,
  panelsCount: '1',
  priceIdentificationCount: 0,
  price: 0,
  sizeRange: null,
});
export const nonStandardLayout = (openingType: string) => specialLayout(NON_STANDARD_LAYOUT_ID, openingType);
export const customLayout = (openingType: string) => specialLayout(CUSTOM_LAYOUT_ID, openingType);

/** Spec point 3: 'Non standard' (-1), 'Custom Layout' (-2), else 'N Panel' / 'N Panels'. */
export function layoutLabel(layout: Pick<Layout, 'id' | 'panelsCount'>): string {
  if (layout.id === NON_STANDARD_LAYOUT_ID) return 'Non standard';
  if (layout.id === CUSTOM_LAYOUT_ID) return 'Custom Layout';
  const count = Number(layout.panelsCount);
  return `${layout.panelsCount} ${count === 1 ? 'Panel' : 'Panels'}`;
}

/**
 * Spec point 4 "Window size change": the layout-options answer becomes the model's layouts. None →
 * a single non-standard entry, activeLayoutId 0, isNonStandardLayout true; otherwise the first
 * layout is active.
 */
export function selectLayouts(
  availableOptions: readonly Layout[],
  openingType: string,
): Pick<ProjectModelProperties, 'layouts' | 'activeLayoutId' | 'isNonStandardLayout'> {
  const [first] = availableOptions;
  if (!first) return { layouts: [nonStandardLayout(openingType)], activeLayoutId: NO_STANDARD_LAYOUT_ACTIVE_ID, isNonStandardLayout: true };
  return { layouts: [...availableOptions], activeLayoutId: first.id, isNonStandardLayout: false };
}

/** The layout shown as chosen: the non-standard entry when flagged, else the one with activeLayoutId. */
export function activeLayoutOf(properties: Pick<ProjectModelProperties, 'layouts' | 'activeLayoutId' | 'isNonStandardLayout'>): Layout | undefined {
  if (properties.isNonStandardLayout) return properties.layouts.find((layout) => layout.id === NON_STANDARD_LAYOUT_ID);
  return properties.layouts.find((layout) => layout.id === properties.activeLayoutId);
}

/** Spec point 9 panel filter: all, or layouts with that many panels (special layouts always stay). */
export function filterLayoutsByPanels(layouts: readonly Layout[], filter: PanelFilter): Layout[] {
  if (filter === 'all') return [...layouts];
  return layouts.filter((layout) => layout.id < 0 || layout.panelsCount === filter);
}

/** True when a width × height (inches) is inside a layout's size range (server layout lookup). */
export function layoutFits(layout: Pick<Layout, 'sizeRange'>, width: number, height: number): boolean {
  const range = layout.sizeRange;
  return range !== null && width >= range.minWidth && width <= range.maxWidth && height >= range.minHeight && height <= range.maxHeight;
}

// ---- Names --------------------------------------------------------------------------------------

/** Spec point 5: a window's name is its opening type, plus the room in brackets when one is chosen. */
export function windowName(openingTypeName: string | null | undefined, room: string | null | undefined): string {
  const base = openingTypeName?.trim() || projectTypeLabels.window;
  return room ? `${base} (${room})` : base;
}

/** The title of a model: its nickname, else the window name, else the type label and door type. */
export function projectModelTitle(model: { projectType: ProjectTypeKey; name?: string; choices: Choices; modelProperties: { room: string | null } }): string {
  if (model.name?.trim()) return model.name.trim();
  if (model.projectType === 'window') return windowName(model.choices[K.OPENING_TYPE]?.option.name, model.modelProperties.room);
  const type = model.choices[K.TYPES]?.option.name;
  return type ? `${projectTypeLabels[model.projectType]} – ${type}` : projectTypeLabels[model.projectType];
}

// ---- Cart (spec point 4) ------------------------------------------------------------------------

/**
 * Creating a model replaces the one with the same uuid, or adds it with a new uuid from `newUuid`
 * (e.g. crypto.randomUUID) when there is none or it has no uuid.
 */
export function upsertCartModel<T extends { uuid?: string | undefined }>(cart: readonly T[], model: T, newUuid: () => string): Array<T & { uuid: string }> {
  const list = cart as ReadonlyArray<T & { uuid: string }>;
  const at = model.uuid === undefined ? -1 : list.findIndex((item) => item.uuid === model.uuid);
  if (at >= 0) return list.map((item, i) => (i === at ? { ...model, uuid: item.uuid } : item));
  return [...list, { ...model, uuid: newUuid() }];
}

/** Duplicate adds a copy (new uuid, no server id) after the original. */
export function duplicateCartModel<T extends { uuid: string; id?: string | undefined; name?: string }>(cart: readonly T[], uuid: string, newUuid: () => string): T[] {
  const at = cart.findIndex((item) => item.uuid === uuid);
  if (at < 0) return [...cart];
  const copy = { ...structuredClone(cart[at]!), uuid: newUuid() };
  delete copy.id;
  // A named item's copy gets a name of its own ("Kitchen (copy)", "Kitchen (copy 2)"), issue 22.
  if (typeof copy.name === 'string' && copy.name.trim() !== '') copy.name = copyName(copy.name, new Set(cart.map((item) => item.name ?? '')));
  return [...cart.slice(0, at + 1), copy, ...cart.slice(at + 1)];
}

/** `name (copy)`, or `name (copy n)` with the first n not taken in `taken`; a copy's copy counts on. */
export function copyName(name: string, taken: ReadonlySet<string>): string {
  const base = name.replace(/ \(copy(?: \d+)?\)$/, '');
  if (!taken.has(`${base} (copy)`)) return `${base} (copy)`;
  for (let n = 2; ; n += 1) if (!taken.has(`${base} (copy ${n})`)) return `${base} (copy ${n})`;
}

/** Remove deletes by uuid. */
export function removeCartModel<T extends { uuid: string }>(cart: readonly T[], uuid: string): T[] {
  return cart.filter((item) => item.uuid !== uuid);
}

/** A server-side deletion clears the active cart model when it was that one. */
export function activeAfterDeletion(activeUuid: string | null, deleted: { uuid?: string; id?: string }, activeId?: string | null): string | null {
  if (activeUuid !== null && (activeUuid === deleted.uuid || (activeId != null && activeId === deleted.id))) return null;
  return activeUuid;
}

/** The add-on switch toggles an add-on id in the model's properties.addons. */
export function toggleAddon<P extends Pick<ProjectModelProperties, 'addons'>>(properties: P, addonId: number): P {
  const addons = properties.addons.includes(addonId) ? properties.addons.filter((id) => id !== addonId) : [...properties.addons, addonId];
  return { ...properties, addons };
}

// ---- Simple configurator (spec point 4) ---------------------------------------------------------

export interface SimpleConfiguratorState {
  projectType: ProjectTypeKey;
  step: number;
  installationType: InstallationType;
  count: number;
  startTime: TimingOption;
  files: string[];
}

/** Step 1, New Construction, count 1, As soon as possible, no files. */
export function simpleConfiguratorDefaults(projectType: ProjectTypeKey): SimpleConfiguratorState {
  return { projectType, step: 1, installationType: 'newConstruction', count: 1, startTime: 'asSoonAsPossible', files: [] };
}

/** Changing the project type resets to step 1 and the defaults; the same type changes nothing. */
export function changeSimpleProjectType(state: SimpleConfiguratorState, projectType: ProjectTypeKey): SimpleConfiguratorState {
  return state.projectType === projectType ? state : simpleConfiguratorDefaults(projectType);
}

// ---- Checkout (spec point 4) --------------------------------------------------------------------

/** Checkout steps, numbered from 1: dates, location, parking, replace-existing per type. */
export const checkoutSteps = ['DATES', 'LOCATION', 'PARKING', 'REPLACE_EXISTING'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

export interface CheckoutState {
  step: number;
  continueAllowed: boolean;
  /** YYYY-MM-DD ranges the homeowner is available. */
  dateRanges: Array<{ start: string; end: string }>;
  location: { houseId: string | null; address: string } | null;
  parkingInfo: string;
  replaceExisting: Partial<Record<ProjectTypeKey, boolean>>;
}

export function initialCheckout(): CheckoutState {
  return { step: 1, continueAllowed: false, dateRanges: [], location: null, parkingInfo: '', replaceExisting: {} };
}

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** Whether a step is filled in: a valid date range; a house or an address; parking info; a yes/no per type in the cart. */
export function isCheckoutStepComplete(state: CheckoutState, step: number, cartTypes: readonly ProjectTypeKey[]): boolean {
  switch (checkoutSteps[step - 1]) {
    case 'DATES':
      return state.dateRanges.length > 0 && state.dateRanges.every((range) => isDate(range.start) && isDate(range.end) && range.start <= range.end);
    case 'LOCATION':
      return state.location !== null && (state.location.houseId !== null || state.location.address.trim() !== '');
    case 'PARKING':
      return state.parkingInfo.trim() !== '';
    case 'REPLACE_EXISTING':
      return cartTypes.every((type) => typeof state.replaceExisting[type] === 'boolean');
    default:
      return false;
  }
}

/** Recomputes continueAllowed for the current step. */
export function updateCheckout(state: CheckoutState, change: Partial<Omit<CheckoutState, 'step' | 'continueAllowed'>>, cartTypes: readonly ProjectTypeKey[]): CheckoutState {
  const next = { ...state, ...change };
  return { ...next, continueAllowed: isCheckoutStepComplete(next, next.step, cartTypes) };
}

/** Next step when continue is allowed (the last step stays; submitting is the caller's). */
export function nextCheckoutStep(state: CheckoutState, cartTypes: readonly ProjectTypeKey[]): CheckoutState {
  if (!state.continueAllowed || state.step >= checkoutSteps.length) return state;
  const step = state.step + 1;
  return { ...state, step, continueAllowed: isCheckoutStepComplete(state, step, cartTypes) };
}

export function previousCheckoutStep(state: CheckoutState, cartTypes: readonly ProjectTypeKey[]): CheckoutState {
  const step = Math.max(1, state.step - 1);
  return { ...state, step, continueAllowed: isCheckoutStepComplete(state, step, cartTypes) };
}

// ---- Price estimate -----------------------------------------------------------------------------

/** Prices in integer cents: project-type base and per-square-foot factor, options, layouts, add-ons. */
export interface PriceTable {
  basePriceCents: number;
  perSquareFootCents: number;
  optionCents: Record<number, number>;
  layoutCents: Record<number, number>;
  addonCents: Record<number, number>;
  /** Add-on names for the estimate lines. */
  addonNames: Record<number, string>;
}

/** Dollars → integer cents (exact for amounts with at most two decimals). */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const fromCents = (cents: number): number => cents / 100;

/** The price table of a project type from the catalogue calls (project types, questions, add-ons, layouts). */
export function buildPriceTable(projectType: Pick<ProjectType, 'basePrice' | 'pricePerSquareFoot'>, questions: readonly Question[], addons: readonly Addon[], layouts: readonly Layout[] = []): PriceTable {
  const optionCents: Record<number, number> = {};
  for (const { question } of indexQuestions(questions).values()) {
    for (const option of question.questionOptions) optionCents[option.id] = toCents(option.price);
  }
  return {
    basePriceCents: toCents(projectType.basePrice),
    perSquareFootCents: toCents(projectType.pricePerSquareFoot),
    optionCents,
    layoutCents: Object.fromEntries(layouts.map((layout) => [layout.id, toCents(layout.price)])),
    addonCents: Object.fromEntries(addons.map((addon) => [addon.id, toCents(addon.price)])),
    addonNames: Object.fromEntries(addons.map((addon) => [addon.id, addon.name])),
  };
}

export interface PriceEstimate {
  /** Dollars, exact to the cent. */
  total: number;
  lines: Array<{ label: string; amount: number }>;
}

/**
 * Instant estimate of one configured opening, in dollars: project-type base + each counted answer's
 * option price + size (width × height / 144 square feet × the per-square-foot factor, rounded to
 * the cent) + the active layout + each add-on, times `quantity`. Summed in integer cents.
 */
export function estimatePrice(
  table: PriceTable,
  model: { projectType: ProjectTypeKey; choices: Choices; properties: Pick<ProjectModelProperties, 'isHandleAndLockNeeded' | 'size' | 'addons' | 'layouts' | 'activeLayoutId' | 'isNonStandardLayout'> },
  quantity = 1,
): PriceEstimate {
  const lines: Array<{ label: string; cents: number }> = [{ label: 'Base price', cents: table.basePriceCents }];
  for (const entry of Object.values(activeChoices(model.projectType, model.choices, model.properties))) {
    const cents = table.optionCents[entry.option.id] ?? 0;
    if (cents !== 0) lines.push({ label: `${entry.questionName}: ${entry.option.name}`, cents });
  }
  const width = parseSizeValue(model.properties.size.width);
  const height = parseSizeValue(model.properties.size.height);
  if (width !== null && height !== null) {
    lines.push({ label: `Size ${width}" x ${height}"`, cents: Math.round((table.perSquareFootCents * width * height) / 144) });
  }
  const layout = activeLayoutOf(model.properties);
  if (layout && (table.layoutCents[layout.id] ?? 0) !== 0) lines.push({ label: `Layout: ${layoutLabel(layout)}`, cents: table.layoutCents[layout.id]! });
  for (const addonId of model.properties.addons) {
    const cents = table.addonCents[addonId];
    if (cents !== undefined) lines.push({ label: table.addonNames[addonId] ?? `Add-on ${addonId}`, cents });
  }
  const count = Math.max(1, Math.floor(quantity));
  const total = lines.reduce((sum, line) => sum + line.cents, 0) * count;
  return { total: fromCents(total), lines: lines.map((line) => ({ label: line.label, amount: fromCents(line.cents * count) })) };
}

/** The cart total in dollars, summed in cents. */
export function cartTotal(estimates: readonly PriceEstimate[]): number {
  return fromCents(estimates.reduce((sum, estimate) => sum + toCents(estimate.total), 0));
}
