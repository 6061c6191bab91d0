/**
 * Configurator enumerations and labels (spec points 2, 3, 4 and 9): project types and their step
 * lists, project-model statuses and group filters, the question keys the choice rules act on, door
 * kinds and limits, filters, size presets, installation types, timing, rooms and floors.
 */

/** The three configurable project types (spec point 3 "Project model"). */
export const projectTypeKeys = ['window', 'exteriorDoor', 'garageDoor'] as const;
export type ProjectTypeKey = (typeof projectTypeKeys)[number];
export const projectTypeLabels: Record<ProjectTypeKey, string> = {
  window: 'Window',
  exteriorDoor: 'Exterior Door',
  garageDoor: 'Garage Door',
};

/** Spec point 2 step lists, in the spec's order, per project type. */
export const exteriorDoorSteps = [
  'TYPES', 'STYLE', 'GLASS', 'COLOR', 'COLOR_INSIDE', 'COLOR_OUTSIDE', 'SIDELIGHT', 'TRANSOM_TYPE',
  'HANDLE_AND_LOCK', 'HANDLE_AND_LOCK_COLOR', 'SUMMARY', 'WOOD_COLOR',
] as const;
export const windowSteps = [
  'OPENING_TYPE', 'BAY_TYPE', 'FRAME_TYPE', 'COLOR', 'WOOD_COLOR', 'GLASS_TYPE', 'GRID_PATTERN', 'GRID_TYPE', 'LAYOUT', 'SUMMARY',
] as const;
export const garageDoorSteps = [
  'OPENING_TYPE', 'WITH_DOOR', 'TYPES', 'DOOR_PLACEMENT', 'STYLE', 'COLOR', 'GLASS', 'GLASS_TYPE', 'SUMMARY',
] as const;
export type ExteriorDoorStep = (typeof exteriorDoorSteps)[number];
export type WindowStep = (typeof windowSteps)[number];
export type GarageDoorStep = (typeof garageDoorSteps)[number];
export type ConfiguratorStep = ExteriorDoorStep | WindowStep | GarageDoorStep;
export const configuratorSteps: Record<ProjectTypeKey, readonly ConfiguratorStep[]> = {
  window: windowSteps,
  exteriorDoor: exteriorDoorSteps,
  garageDoor: garageDoorSteps,
};

/**
 * Question keys (question.metadata.key), the keys of a project model's `choices` map. Most equal a
 * step name. Grouped questions are children of a step question and carry its key as
 * parentQuestionKey: COLOR_INSIDE and COLOR_OUTSIDE under COLOR (window and exterior door), and
 * HANDLE, LOCK and HANDLE_AND_LOCK_SET under HANDLE_AND_LOCK (exterior door). LAYOUT and SUMMARY
 * are steps without a question (the layout lives in properties.layouts/activeLayoutId).
 */
export const questionKeys = {
  TYPES: 'TYPES',
  STYLE: 'STYLE',
  GLASS: 'GLASS',
  GLASS_TYPE: 'GLASS_TYPE',
  COLOR: 'COLOR',
  COLOR_INSIDE: 'COLOR_INSIDE',
  COLOR_OUTSIDE: 'COLOR_OUTSIDE',
  WOOD_COLOR: 'WOOD_COLOR',
  SIDELIGHT: 'SIDELIGHT',
  TRANSOM_TYPE: 'TRANSOM_TYPE',
  HANDLE_AND_LOCK: 'HANDLE_AND_LOCK',
  HANDLE: 'HANDLE',
  LOCK: 'LOCK',
  HANDLE_AND_LOCK_SET: 'HANDLE_AND_LOCK_SET',
  HANDLE_AND_LOCK_COLOR: 'HANDLE_AND_LOCK_COLOR',
  OPENING_TYPE: 'OPENING_TYPE',
  BAY_TYPE: 'BAY_TYPE',
  FRAME_TYPE: 'FRAME_TYPE',
  GRID_PATTERN: 'GRID_PATTERN',
  GRID_TYPE: 'GRID_TYPE',
  WITH_DOOR: 'WITH_DOOR',
  DOOR_PLACEMENT: 'DOOR_PLACEMENT',
} as const;
export type QuestionKey = (typeof questionKeys)[keyof typeof questionKeys];

/** Option metadata.key of the grid pattern that means "no grid" (spec point 4, window). */
export const NO_GRID_KEY = 'noGrid';
/** Option metadata.material of wood door styles (spec point 4, exterior door). */
export const WOOD_MATERIAL = 'wood';

/** Spec point 3 project-model statuses: CARD_DRAFT (in the cart) → SAVED (saved project) → DONE. */
export const projectModelStatuses = ['CARD_DRAFT', 'SAVED', 'DONE'] as const;
export type ProjectModelStatus = (typeof projectModelStatuses)[number];
export const projectModelStatusLabels: Record<ProjectModelStatus, string> = {
  CARD_DRAFT: 'In cart',
  SAVED: 'Saved',
  DONE: 'Done',
};

/** Spec point 3 group status filters of the projects list; the default is active (spec point 9). */
export const groupStatusFilters = [
  'all', 'archived', 'active', 'projectCreated', 'kickOff', 'completed', 'quoteRequested', 'quoteAccepted', 'startDateConfirmed',
] as const;
export type GroupStatusFilter = (typeof groupStatusFilters)[number];
export const DEFAULT_GROUP_STATUS_FILTER: GroupStatusFilter = 'active';
export const groupStatusFilterLabels: Record<GroupStatusFilter, string> = {
  all: 'All',
  archived: 'Archived',
  active: 'Active',
  projectCreated: 'Project Created',
  kickOff: 'Kick Off',
  completed: 'Completed',
  quoteRequested: 'Quote Requested',
  quoteAccepted: 'Quote Accepted',
  startDateConfirmed: 'Start Date Confirmed',
};

/** Spec point 9 door kinds; a door type whose option key contains "double" is a DOUBLE_DOOR (point 5). */
export const doorKinds = ['SINGLE_DOOR', 'DOUBLE_DOOR'] as const;
export type DoorKind = (typeof doorKinds)[number];

/** Spec point 9 door material filters (label → option metadata.material, null = all). */
export const doorMaterialFilters = [
  { label: 'All', value: null },
  { label: 'Steel', value: 'steel' },
  { label: 'Fiberglass', value: 'fiberglass' },
  { label: 'Wood', value: 'wood' },
] as const;
export type DoorMaterial = 'steel' | 'fiberglass' | 'wood';

/** Spec point 9 layout panel filters. */
export const panelFilters = ['all', '1', '2', '3', '4'] as const;
export type PanelFilter = (typeof panelFilters)[number];

/** Spec point 9 standard size presets, width × height in inches (36x80 is listed twice in the spec; kept once). */
export const standardSizePresets: ReadonlyArray<{ width: number; height: number; label: string }> = [
  [32, 80], [36, 80], [42, 80], [48, 80], [60, 80], [72, 80], [96, 80], [108, 80],
].map(([width, height]) => ({ width: width!, height: height!, label: `${width}" x ${height}"` }));

/** Simple configurator / installation-types modal (spec point 4 default: New Construction). */
export const installationTypes = ['newConstruction', 'replacement', 'repair'] as const;
export type InstallationType = (typeof installationTypes)[number];
export const installationTypeLabels: Record<InstallationType, string> = {
  newConstruction: 'New Construction',
  replacement: 'Replacement',
  repair: 'Repair',
};

/** Spec point 3 timing options (the simple configurator's start time defaults to asSoonAsPossible). */
export const timingOptions = ['asSoonAsPossible', 'oneTwoWeeks', 'threeFourWeeks', 'oneMonthPlus'] as const;
export type TimingOption = (typeof timingOptions)[number];
export const timingOptionLabels: Record<TimingOption, string> = {
  asSoonAsPossible: 'As soon as possible',
  oneTwoWeeks: '1-2 weeks',
  threeFourWeeks: '3-4 weeks',
  oneMonthPlus: '1 month+',
};

/** Spec point 3 room choices of an opening (label / stored value). */
export const openingRoomChoices = [
  { label: 'Living Room', value: 'Living room' },
  { label: 'Kitchen', value: 'Kitchen' },
  { label: 'Bedroom', value: 'Bedroom' },
  { label: 'Other', value: 'Other' },
] as const;
export type OpeningRoom = (typeof openingRoomChoices)[number]['value'];
export const openingRoomValues = openingRoomChoices.map((choice) => choice.value) as [OpeningRoom, ...OpeningRoom[]];

/** Spec point 3 floor choices. */
export const floorChoices = ['First', 'Second', 'Third', 'Fourth', 'Basement'] as const;
export type FloorChoice = (typeof floorChoices)[number];

/** Opening side of a door or sash (spec point 3: lowercase, default left). */
export const openingSides = ['left', 'right'] as const;
export type OpeningSide = (typeof openingSides)[number];

/** Spec point 4 "Auto Changed" badge text for answers the rules added. */
export const AUTO_CHANGED_LABEL = 'Auto Changed';
