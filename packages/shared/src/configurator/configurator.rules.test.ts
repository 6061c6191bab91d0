import { describe, expect, it } from 'vitest';
import {
  acknowledgeAutoChanges,
  activeAfterDeletion,
  activeChoices,
  activeLayoutOf,
  autoChangedLabel,
  buildPriceTable,
  canChangeStatus,
  cartTotal,
  changeSimpleProjectType,
  chooseOption,
  clampDoorDimension,
  clampDoorDimensionWithMessage,
  clampDoorSize,
  ConfiguratorRuleError,
  customLayout,
  disabledSteps,
  doorKindOf,
  doorKindOfChoices,
  doorSizeLimits,
  duplicateCartModel,
  estimatePrice,
  filterLayoutsByPanels,
  garageDoorSizeOf,
  initialCheckout,
  initialChoices,
  isDoorSizeWithinLimits,
  isSizeComplete,
  layoutFits,
  layoutLabel,
  nextCheckoutStep,
  nonStandardLayout,
  normalizeChoices,
  previousCheckoutStep,
  projectModelTitle,
  removeCartModel,
  selectLayouts,
  setHandleAndLockNeeded,
  simpleConfiguratorDefaults,
  statusesForGroup,
  sizeErrors,
  sizeFromChoices,
  sizePresetsFor,
  toCents,
  toggleAddon,
  updateCheckout,
  upsertCartModel,
  visibleSteps,
  windowName,
} from './configurator.rules.ts';
import type { Choices, Layout, Question, QuestionOption } from './configurator.schema.ts';
import type { ProjectTypeKey } from './configurator.enums.ts';
import { projectModelPropertiesInputSchema } from './configurator.schema.ts';

// ---- A small catalogue per type, shaped like GET /questions ------------------------------------
let nextId = 1;
const opt = (key: string, metadata: Partial<QuestionOption['metadata']> = {}, price = 0): QuestionOption => ({
  id: nextId++,
  name: key,
  picture: null,
  metadata: { key, ...metadata },
  price,
});
const child = (key: string, options: QuestionOption[]) => ({
  id: nextId++,
  name: `Q ${key}`,
  metadata: { key, category: 'test', material: null, isTabInMobile: false, priceIdentificationCount: 0 },
  questionOptions: options,
});
const q = (projectType: ProjectTypeKey, key: string, options: QuestionOption[], children: ReturnType<typeof child>[] = []): Question => ({
  ...child(key, options),
  projectType,
  children,
});

const D = { defaultSelected: true };
const door: Question[] = [
  q('exteriorDoor', 'TYPES', [
    opt('singleDoor', D, 100),
    opt('singleDoorGlass', { hasGlass: true }),
    opt('singleDoorSidelight', { hasSideLight: true }),
    opt('singleDoorTransom', { hasTransom: true }),
    opt('singleDoorSidelightTransom', { hasSideLight: true, hasTransom: true, hasGlass: true }),
    opt('doubleDoor', {}),
  ]),
  q('exteriorDoor', 'STYLE', [opt('steelFlush', { ...D, material: 'steel' }), opt('fiberglassCraftsman', { material: 'fiberglass' }), opt('woodMahogany', { material: 'wood' }, 900)]),
  q('exteriorDoor', 'GLASS', [opt('clearGlass', D), opt('frostedGlass')]),
  q('exteriorDoor', 'COLOR', [], [child('COLOR_INSIDE', [opt('whiteIn', D), opt('blackIn')]), child('COLOR_OUTSIDE', [opt('whiteOut', D), opt('redOut')])]),
  q('exteriorDoor', 'WOOD_COLOR', [opt('natural', D), opt('walnut')]),
  q('exteriorDoor', 'SIDELIGHT', [opt('fullSidelight', D), opt('halfSidelight')]),
  q('exteriorDoor', 'TRANSOM_TYPE', [opt('rectangularTransom', D), opt('archedTransom')]),
  q('exteriorDoor', 'HANDLE_AND_LOCK', [], [
    child('HANDLE', [opt('lever', D), opt('knob')]),
    child('LOCK', [opt('deadbolt', D), opt('smartLock')]),
    child('HANDLE_AND_LOCK_SET', [opt('handlesetWithDeadbolt', D, 150)]),
  ]),
  q('exteriorDoor', 'HANDLE_AND_LOCK_COLOR', [opt('satinNickel', D, 20), opt('matteBlack')]),
];
const windowQs: Question[] = [
  q('window', 'OPENING_TYPE', [opt('casement', D, 50), opt('bay', { hasBayType: true }), opt('picture')]),
  q('window', 'BAY_TYPE', [opt('bay30', D), opt('bay45')]),
  q('window', 'FRAME_TYPE', [opt('vinyl', D), opt('wood', { hasWoodColor: true }, 200), opt('fibreglass')]),
  q('window', 'COLOR', [], [child('COLOR_INSIDE', [opt('whiteIn', D)]), child('COLOR_OUTSIDE', [opt('whiteOut', D), opt('bronzeOut')])]),
  q('window', 'WOOD_COLOR', [opt('pine', D), opt('cherry')]),
  q('window', 'GLASS_TYPE', [opt('doublePaneLowE', D), opt('triplePane', {}, 120.5)]),
  q('window', 'GRID_PATTERN', [opt('noGrid', D), opt('colonial'), opt('prairie')]),
  q('window', 'GRID_TYPE', [opt('gbgFlat', D), opt('sdl')]),
];
const garage: Question[] = [
  q('garageDoor', 'OPENING_TYPE', [opt('sectional', D), opt('sideHinged', { hasDoorPlacement: true }), opt('rollUp')]),
  q('garageDoor', 'WITH_DOOR', [opt('passDoorLeft', D), opt('passDoorRight')]),
  q('garageDoor', 'TYPES', [opt('singleCar', D), opt('singleCarPassDoor', { hasDoor: true }), opt('doubleCarWindows', { hasGlass: true }), opt('doubleCarPassDoorWindows', { hasDoor: true, hasGlass: true })]),
  q('garageDoor', 'DOOR_PLACEMENT', [opt('leftLeaf', D), opt('rightLeaf')]),
  q('garageDoor', 'STYLE', [opt('raisedPanel', D), opt('carriageHouse')]),
  q('garageDoor', 'COLOR', [opt('white', D), opt('sandstone')]),
  q('garageDoor', 'GLASS', [opt('topRow', D), opt('fullView')]),
  q('garageDoor', 'GLASS_TYPE', [opt('clear', D), opt('frosted')]),
];
const catalogues: Record<ProjectTypeKey, Question[]> = { exteriorDoor: door, window: windowQs, garageDoor: garage };

function idOf(questions: Question[], key: string): number {
  for (const question of questions) {
    for (const candidate of [question, ...question.children]) {
      const found = candidate.questionOptions.find((option) => option.metadata.key === key);
      if (found) return found.id;
    }
  }
  throw new Error(`no option ${key}`);
}
/** Starts from the initial choices and answers each [questionKey, optionKey] in turn. */
function answer(type: ProjectTypeKey, ...steps: Array<[string, string]>): Choices {
  const questions = catalogues[type];
  return steps.reduce((choices, [key, option]) => chooseOption(type, questions, choices, key, idOf(questions, option)), initialChoices(type, questions));
}
const keys = (choices: Choices) => Object.keys(choices).sort();
const auto = (choices: Choices) => Object.values(choices).filter((entry) => entry.isAutoChanged).map((entry) => entry.questionKey).sort();

describe('spec point 4: initial choices', () => {
  it.each([
    ['exteriorDoor', ['GLASS', 'WOOD_COLOR', 'TRANSOM_TYPE', 'SIDELIGHT', 'LOCK', 'HANDLE'], ['TYPES', 'STYLE', 'COLOR_INSIDE', 'COLOR_OUTSIDE', 'HANDLE_AND_LOCK_SET', 'HANDLE_AND_LOCK_COLOR']],
    ['window', ['WOOD_COLOR'], ['OPENING_TYPE', 'FRAME_TYPE', 'COLOR_INSIDE', 'COLOR_OUTSIDE', 'GLASS_TYPE', 'GRID_PATTERN']],
    ['garageDoor', ['GLASS', 'GLASS_TYPE', 'WITH_DOOR', 'DOOR_PLACEMENT'], ['OPENING_TYPE', 'TYPES', 'STYLE', 'COLOR']],
  ] as const)('4: %s starts without %j and with the defaults of %j', (type, removed, present) => {
    const choices = initialChoices(type, catalogues[type]);
    for (const key of removed) expect(choices, key).not.toHaveProperty(key);
    expect(keys(choices)).toEqual([...present].sort());
    expect(auto(choices)).toEqual([]);
    for (const entry of Object.values(choices)) expect(entry.option.metadata.defaultSelected).toBe(true);
  });

  it('4: grouped answers carry the step question as parentQuestionKey', () => {
    const choices = initialChoices('exteriorDoor', door);
    expect(choices.COLOR_INSIDE?.parentQuestionKey).toBe('COLOR');
    expect(choices.HANDLE_AND_LOCK_SET?.parentQuestionKey).toBe('HANDLE_AND_LOCK');
    expect(choices.TYPES).not.toHaveProperty('parentQuestionKey');
    expect(choices.TYPES).toMatchObject({ questionKey: 'TYPES', questionName: 'Q TYPES', isAutoChanged: false });
  });

  it('4: the window starts without BAY_TYPE and GRID_TYPE when its defaults are casement and no grid', () => {
    const choices = initialChoices('window', windowQs);
    expect(choices).not.toHaveProperty('BAY_TYPE');
    expect(choices).not.toHaveProperty('GRID_TYPE');
  });
});

describe('spec point 4: exterior door rules', () => {
  it.each([
    ['woodMahogany', ['WOOD_COLOR'], ['COLOR_INSIDE', 'COLOR_OUTSIDE']],
    ['fiberglassCraftsman', ['COLOR_INSIDE', 'COLOR_OUTSIDE'], ['WOOD_COLOR']],
    ['steelFlush', ['COLOR_INSIDE', 'COLOR_OUTSIDE'], ['WOOD_COLOR']],
  ] as const)('4: style %s (from wood) has %j and not %j', (style, present, absent) => {
    const choices = answer('exteriorDoor', ['STYLE', 'woodMahogany'], ['STYLE', style]);
    for (const key of present) expect(choices, key).toHaveProperty(key);
    for (const key of absent) expect(choices, key).not.toHaveProperty(key);
  });

  it('4: a wood style adds wood colour with its default, flagged auto-changed', () => {
    const choices = answer('exteriorDoor', ['STYLE', 'woodMahogany']);
    expect(choices.WOOD_COLOR).toMatchObject({ option: { metadata: { key: 'natural' } }, isAutoChanged: true });
    expect(autoChangedLabel(choices.WOOD_COLOR)).toBe('Auto Changed');
    expect(choices.STYLE?.isAutoChanged).toBe(false);
    expect(autoChangedLabel(choices.STYLE)).toBeNull();
  });

  it('4: back to a non-wood style re-adds inside and outside colour as auto-changed defaults', () => {
    const choices = answer('exteriorDoor', ['COLOR_OUTSIDE', 'redOut'], ['STYLE', 'woodMahogany'], ['STYLE', 'steelFlush']);
    expect(choices.COLOR_OUTSIDE).toMatchObject({ option: { metadata: { key: 'whiteOut' } }, isAutoChanged: true, parentQuestionKey: 'COLOR' });
  });

  it.each([
    ['singleDoor', [], ['GLASS', 'TRANSOM_TYPE', 'SIDELIGHT']],
    ['singleDoorGlass', ['GLASS'], ['TRANSOM_TYPE', 'SIDELIGHT']],
    ['singleDoorSidelight', ['SIDELIGHT'], ['GLASS', 'TRANSOM_TYPE']],
    ['singleDoorTransom', ['TRANSOM_TYPE'], ['GLASS', 'SIDELIGHT']],
    // "sidelight only when there is a sidelight without a transom"
    ['singleDoorSidelightTransom', ['GLASS', 'TRANSOM_TYPE'], ['SIDELIGHT']],
    ['doubleDoor', [], ['GLASS', 'TRANSOM_TYPE', 'SIDELIGHT']],
  ] as const)('4: type %s adds %j and removes %j', (type, present, absent) => {
    for (const from of ['singleDoor', 'singleDoorSidelight', 'singleDoorSidelightTransom']) {
      const choices = answer('exteriorDoor', ['TYPES', from], ['TYPES', type]);
      for (const key of present) expect(choices, `${from}→${type} ${key}`).toHaveProperty(key);
      for (const key of absent) expect(choices, `${from}→${type} ${key}`).not.toHaveProperty(key);
    }
  });

  it('4: a type keeps an answer that was already there (not re-flagged)', () => {
    const choices = answer('exteriorDoor', ['TYPES', 'singleDoorGlass'], ['GLASS', 'frostedGlass'], ['TYPES', 'singleDoorSidelightTransom']);
    expect(choices.GLASS).toMatchObject({ option: { metadata: { key: 'frostedGlass' } }, isAutoChanged: false });
    expect(choices.TRANSOM_TYPE?.isAutoChanged).toBe(true);
  });

  it.each([
    ['HANDLE', 'knob', ['HANDLE', 'LOCK'], ['HANDLE_AND_LOCK_SET']],
    ['LOCK', 'smartLock', ['HANDLE', 'LOCK'], ['HANDLE_AND_LOCK_SET']],
  ] as const)('4: choosing a %s removes the set answer', (key, option, present, absent) => {
    const choices = answer('exteriorDoor', [key, option]);
    for (const k of present) expect(choices).toHaveProperty(k);
    for (const k of absent) expect(choices).not.toHaveProperty(k);
    const other = key === 'HANDLE' ? 'LOCK' : 'HANDLE';
    expect(choices[other]?.isAutoChanged).toBe(true);
    expect(choices[key]?.isAutoChanged).toBe(false);
  });

  it('4: choosing a set removes handle and lock', () => {
    const choices = answer('exteriorDoor', ['HANDLE', 'knob'], ['HANDLE_AND_LOCK_SET', 'handlesetWithDeadbolt']);
    expect(choices).not.toHaveProperty('HANDLE');
    expect(choices).not.toHaveProperty('LOCK');
    expect(choices.HANDLE_AND_LOCK_SET?.isAutoChanged).toBe(false);
  });

  it("4: handle and lock default to needed; 'Don't need handle & lock' disables the steps and drops the answers from the summary", () => {
    const properties = projectModelPropertiesInputSchema.parse({});
    expect(properties.isHandleAndLockNeeded).toBe(true);
    expect(disabledSteps('exteriorDoor', properties)).toEqual([]);
    const off = setHandleAndLockNeeded(properties, false);
    expect(properties.isHandleAndLockNeeded).toBe(true);
    expect(disabledSteps('exteriorDoor', off)).toEqual(['HANDLE_AND_LOCK', 'HANDLE_AND_LOCK_COLOR']);
    const choices = answer('exteriorDoor', ['HANDLE', 'knob']);
    expect(keys(activeChoices('exteriorDoor', choices, off))).toEqual(['COLOR_INSIDE', 'COLOR_OUTSIDE', 'STYLE', 'TYPES']);
    expect(activeChoices('exteriorDoor', choices, setHandleAndLockNeeded(off, true))).toBe(choices);
    expect(disabledSteps('window', off)).toEqual([]);
  });
});

describe('spec point 4: window rules', () => {
  it.each([
    ['wood', ['WOOD_COLOR'], ['COLOR_INSIDE', 'COLOR_OUTSIDE']],
    ['vinyl', ['COLOR_INSIDE', 'COLOR_OUTSIDE'], ['WOOD_COLOR']],
    ['fibreglass', ['COLOR_INSIDE', 'COLOR_OUTSIDE'], ['WOOD_COLOR']],
  ] as const)('4: frame type %s (after wood) has %j, not %j', (frame, present, absent) => {
    const choices = answer('window', ['FRAME_TYPE', 'wood'], ['FRAME_TYPE', frame]);
    for (const key of present) expect(choices).toHaveProperty(key);
    for (const key of absent) expect(choices).not.toHaveProperty(key);
  });

  it('4: frame type with wood colour adds wood colour auto-changed', () => {
    expect(answer('window', ['FRAME_TYPE', 'wood']).WOOD_COLOR).toMatchObject({ option: { metadata: { key: 'pine' } }, isAutoChanged: true });
  });

  it.each([
    ['colonial', true],
    ['prairie', true],
    ['noGrid', false],
  ] as const)("4: grid pattern %s → grid type present: %s", (pattern, hasGridType) => {
    const choices = answer('window', ['GRID_PATTERN', 'colonial'], ['GRID_PATTERN', pattern]);
    expect(choices.GRID_TYPE !== undefined).toBe(hasGridType);
  });

  it.each([
    ['bay', 'noGrid', true, false],
    ['bay', 'colonial', true, false],
    ['casement', 'colonial', false, true],
    ['picture', 'colonial', false, true],
    ['picture', 'noGrid', false, false],
  ] as const)('4: opening type %s with grid pattern %s toggles bay type (%s) and grid type (%s)', (opening, pattern, bay, grid) => {
    const choices = answer('window', ['OPENING_TYPE', 'bay'], ['GRID_PATTERN', pattern], ['OPENING_TYPE', opening]);
    expect(choices.BAY_TYPE !== undefined).toBe(bay);
    expect(choices.GRID_TYPE !== undefined).toBe(grid);
    expect(choices.BAY_TYPE?.isAutoChanged).toBe(bay ? true : undefined);
  });

  it('4: a grid pattern on a bay window adds no grid type', () => {
    expect(answer('window', ['OPENING_TYPE', 'bay'], ['GRID_PATTERN', 'prairie'])).not.toHaveProperty('GRID_TYPE');
  });
});

describe('spec point 4: garage door rules', () => {
  it.each([
    ['sideHinged', true],
    ['sectional', false],
    ['rollUp', false],
  ] as const)('4: opening type %s → door placement %s', (opening, present) => {
    const choices = answer('garageDoor', ['OPENING_TYPE', 'sideHinged'], ['OPENING_TYPE', opening]);
    expect(choices.DOOR_PLACEMENT !== undefined).toBe(present);
  });

  it.each([
    ['singleCar', false, false],
    ['singleCarPassDoor', true, false],
    ['doubleCarWindows', false, true],
    ['doubleCarPassDoorWindows', true, true],
  ] as const)('4: type %s → with-door %s, glass and glass type %s', (type, withDoor, glass) => {
    for (const from of ['singleCar', 'doubleCarPassDoorWindows']) {
      const choices = answer('garageDoor', ['TYPES', from], ['TYPES', type]);
      expect(choices.WITH_DOOR !== undefined).toBe(withDoor);
      expect(choices.GLASS !== undefined).toBe(glass);
      expect(choices.GLASS_TYPE !== undefined).toBe(glass);
    }
  });

  it('4: added garage answers take the default-selected option and are auto-changed', () => {
    const choices = answer('garageDoor', ['TYPES', 'doubleCarPassDoorWindows']);
    expect(auto(choices)).toEqual(['GLASS', 'GLASS_TYPE', 'WITH_DOOR']);
    expect(choices.GLASS_TYPE?.option.metadata.key).toBe('clear');
    expect(acknowledgeAutoChanges(choices).GLASS?.isAutoChanged).toBe(false);
  });
});

describe('spec point 4: choosing', () => {
  it('does not mutate the choices it is given', () => {
    const before = initialChoices('window', windowQs);
    const copy = structuredClone(before);
    chooseOption('window', windowQs, before, 'FRAME_TYPE', idOf(windowQs, 'wood'));
    expect(before).toEqual(copy);
  });

  it('refuses an unknown question or an option of another question', () => {
    expect(() => chooseOption('window', windowQs, {}, 'NOPE', 1)).toThrow(ConfiguratorRuleError);
    expect(() => chooseOption('window', windowQs, {}, 'FRAME_TYPE', idOf(windowQs, 'pine'))).toThrow(/not an answer/);
  });

  it('normalizeChoices rebuilds answers from the catalogue and reports foreign ones', () => {
    const good = answer('window', ['FRAME_TYPE', 'wood']);
    const tampered: Choices = structuredClone(good);
    tampered.FRAME_TYPE!.option.price = 0;
    tampered.FRAME_TYPE!.questionName = 'Hacked';
    expect(normalizeChoices(windowQs, tampered)).toEqual({ choices: good, issues: [] });
    const bad: Choices = { ...good, STYLE: { ...good.FRAME_TYPE!, questionKey: 'STYLE' }, GLASS_TYPE: { ...good.GLASS_TYPE!, option: { ...good.GLASS_TYPE!.option, id: 99999 } } };
    const { issues } = normalizeChoices(windowQs, bad);
    expect(issues.map((issue) => issue.path).sort()).toEqual(['choices.GLASS_TYPE.option.id', 'choices.STYLE']);
  });
});

describe('spec point 2: steps', () => {
  it('2: exterior door steps follow the answers; mobile splits the colour tabs', () => {
    const choices = answer('exteriorDoor', ['TYPES', 'singleDoorGlass']);
    expect(visibleSteps('exteriorDoor', choices)).toEqual(['TYPES', 'STYLE', 'GLASS', 'COLOR', 'HANDLE_AND_LOCK', 'HANDLE_AND_LOCK_COLOR', 'SUMMARY']);
    expect(visibleSteps('exteriorDoor', choices, { isMobile: true })).toContain('COLOR_INSIDE');
    expect(visibleSteps('exteriorDoor', answer('exteriorDoor', ['STYLE', 'woodMahogany']))).toContain('WOOD_COLOR');
  });
  it('2: window and garage door steps always include LAYOUT (window) and SUMMARY', () => {
    expect(visibleSteps('window', initialChoices('window', windowQs))).toEqual(['OPENING_TYPE', 'FRAME_TYPE', 'COLOR', 'GLASS_TYPE', 'GRID_PATTERN', 'LAYOUT', 'SUMMARY']);
    expect(visibleSteps('garageDoor', answer('garageDoor', ['TYPES', 'singleCarPassDoor']))).toEqual(['OPENING_TYPE', 'WITH_DOOR', 'TYPES', 'STYLE', 'COLOR', 'SUMMARY']);
  });
});

describe('spec point 5: sizes', () => {
  it.each([
    [{ width: null, height: null }, true, { message: 'Sizes are mandatory', width: 'Mandatory.', height: 'Mandatory.' }],
    [{ width: 36, height: null }, true, { message: 'Sizes are mandatory', width: null, height: 'Mandatory.' }],
    [{ width: null, height: 80 }, true, { message: 'Sizes are mandatory', width: 'Mandatory.', height: null }],
    [{ width: 36, height: 80 }, true, { message: null, width: null, height: null }],
    [{ width: null, height: null }, false, { message: null, width: null, height: null }],
  ])('5: size %j with showMissingError %s → %j', (size, flag, expected) => {
    expect(sizeErrors(size, flag)).toEqual(expected);
    expect(isSizeComplete(size)).toBe(size.width !== null && size.height !== null);
  });

  it.each([
    ['singleDoor', 'SINGLE_DOOR'],
    ['singleDoorSidelight', 'SINGLE_DOOR'],
    ['doubleDoor', 'DOUBLE_DOOR'],
    ['frenchDoubleDoorTransom', 'DOUBLE_DOOR'],
    [undefined, 'SINGLE_DOOR'],
  ] as const)('5: door type key %s is a %s (key contains double)', (key, kind) => {
    expect(doorKindOf(key)).toBe(kind);
  });

  it('5: the door kind comes from the TYPES answer', () => {
    expect(doorKindOfChoices(answer('exteriorDoor', ['TYPES', 'doubleDoor']))).toBe('DOUBLE_DOOR');
    expect(doorKindOfChoices(initialChoices('exteriorDoor', door))).toBe('SINGLE_DOOR');
  });

  it.each([
    ['SINGLE_DOOR', 'width', 20, 30],
    ['SINGLE_DOOR', 'width', 36, 36],
    ['SINGLE_DOOR', 'width', 70, 69],
    ['SINGLE_DOOR', 'height', 79, 80],
    ['SINGLE_DOOR', 'height', 100, 96],
    ['DOUBLE_DOOR', 'width', 60, 64],
    ['DOUBLE_DOOR', 'width', 72, 72],
    ['DOUBLE_DOOR', 'width', 80, 74],
    ['DOUBLE_DOOR', 'height', 97.5, 96],
    ['SINGLE_DOOR', 'width', '', null],
    ['SINGLE_DOOR', 'width', 'abc', null],
    ['SINGLE_DOOR', 'width', '35.5', 35.5],
  ] as const)('5: %s %s %j clamps on blur to %j', (kind, dimension, value, expected) => {
    expect(clampDoorDimension(kind, dimension, value)).toBe(expected);
  });

  it('5: help text and both dimensions at once', () => {
    expect(doorSizeLimits.SINGLE_DOOR.helpText).toBe('Single door width must be 30" to 69" and height 80" to 96"');
    expect(clampDoorSize('DOUBLE_DOOR', { id: 'p', width: 36, height: 120 })).toEqual({ id: 'p', width: 64, height: 96 });
    expect(isDoorSizeWithinLimits('SINGLE_DOOR', { width: 36, height: 80 })).toBe(true);
    expect(isDoorSizeWithinLimits('DOUBLE_DOOR', { width: 36, height: 80 })).toBe(false);
    expect(isDoorSizeWithinLimits('DOUBLE_DOOR', { width: null, height: null })).toBe(true);
  });

  it.each([
    ['SINGLE_DOOR', ['32" x 80"', '36" x 80"', '42" x 80"', '48" x 80"', '60" x 80"']],
    ['DOUBLE_DOOR', ['72" x 80"']],
  ] as const)('9: a %s offers only the presets inside its limits (issue 11 item 13)', (kind, labels) => {
    const presets = sizePresetsFor(kind);
    expect(presets.map((preset) => preset.label)).toEqual(labels);
    for (const preset of presets) expect(clampDoorSize(kind, preset)).toEqual(preset);
  });

  it.each([
    ['SINGLE_DOOR', 'width', '80', 69, 'Width 80" is more than a single door allows; clamped to 69".'],
    ['DOUBLE_DOOR', 'width', 36, 64, 'Width 36" is less than a double door allows; clamped to 64".'],
    ['SINGLE_DOOR', 'height', '100', 96, 'Height 100" is more than a single door allows; clamped to 96".'],
    ['SINGLE_DOOR', 'width', '36', 36, null],
    ['SINGLE_DOOR', 'width', '', null, null],
  ] as const)('5: %s %s typed %j becomes %j with message %j', (kind, dimension, raw, value, message) => {
    expect(clampDoorDimensionWithMessage(kind, dimension, raw)).toEqual({ value, message });
  });

  it('a garage door type fills the size its name states, in inches; other types and projects keep theirs', () => {
    expect(garageDoorSizeOf({ name: "Double-car with pass door, 16' x 7'" })).toEqual({ width: 192, height: 84 });
    expect(garageDoorSizeOf({ name: "Single-car, 9' x 8'" })).toEqual({ width: 108, height: 96 });
    expect(garageDoorSizeOf({ name: 'Custom size' })).toBeNull();
    const typed = { id: 'x', width: 100, height: 80, headroomSize: 12 };
    const answered = answer('garageDoor', ['TYPES', 'doubleCarWindows']);
    const garage = { ...answered, TYPES: { ...answered.TYPES!, option: { ...answered.TYPES!.option, name: "Double-car with windows, 16' x 7'" } } };
    expect(sizeFromChoices('garageDoor', garage, typed)).toEqual({ id: null, width: 192, height: 84, headroomSize: 12 });
    expect(sizeFromChoices('exteriorDoor', garage, typed)).toBe(typed);
  });

  it('5: a window is named by its opening type and the room in brackets', () => {
    expect(windowName('Casement', 'Kitchen')).toBe('Casement (Kitchen)');
    expect(windowName('Casement', null)).toBe('Casement');
    expect(windowName(undefined, 'Bedroom')).toBe('Window (Bedroom)');
    const choices = answer('window', ['OPENING_TYPE', 'picture']);
    expect(projectModelTitle({ projectType: 'window', name: '', choices, modelProperties: { room: 'Living room' } })).toBe('picture (Living room)');
    expect(projectModelTitle({ projectType: 'window', name: ' Nook ', choices, modelProperties: { room: 'Living room' } })).toBe('Nook');
    expect(projectModelTitle({ projectType: 'garageDoor', choices: {}, modelProperties: { room: null } })).toBe('Garage Door');
  });
});

const layout = (id: number, panelsCount: string, price = 0): Layout => ({
  id,
  openingType: 'casement',
  icon: { id, url: `/catalogue/layout-${id}.svg` },
  panelsCount,
  priceIdentificationCount: 1,
  price,
  sizeRange: { minWidth: 20, maxWidth: 40, minHeight: 20, maxHeight: 60 },
});

describe('spec points 3, 4, 9: layouts', () => {
  it('4: no layouts → a single non-standard entry, active 0, flag true', () => {
    expect(selectLayouts([], 'casement')).toEqual({ layouts: [nonStandardLayout('casement')], activeLayoutId: 0, isNonStandardLayout: true });
    expect(activeLayoutOf(selectLayouts([], 'casement'))?.id).toBe(-1);
  });
  it('4: otherwise the first layout is active', () => {
    const result = selectLayouts([layout(7, '2'), layout(8, '3')], 'casement');
    expect(result).toMatchObject({ activeLayoutId: 7, isNonStandardLayout: false });
    expect(result.layouts.map((l) => l.id)).toEqual([7, 8]);
    expect(activeLayoutOf(result)?.id).toBe(7);
  });
  it.each([
    [nonStandardLayout('casement'), 'Non standard'],
    [customLayout('casement'), 'Custom Layout'],
    [layout(3, '1'), '1 Panel'],
    [layout(4, '2'), '2 Panels'],
    [layout(5, '4'), '4 Panels'],
  ])('3: layout %# is labelled %s', (value, label) => {
    expect(layoutLabel(value)).toBe(label);
  });
  it('9: panel filters keep the special layouts', () => {
    const all = [layout(1, '1'), layout(2, '2'), layout(3, '2'), customLayout('casement')];
    expect(filterLayoutsByPanels(all, 'all')).toHaveLength(4);
    expect(filterLayoutsByPanels(all, '2').map((l) => l.id)).toEqual([2, 3, -2]);
    expect(filterLayoutsByPanels(all, '4').map((l) => l.id)).toEqual([-2]);
  });
  it('7: a layout fits a size inside its range, edges included', () => {
    expect(layoutFits(layout(1, '1'), 20, 60)).toBe(true);
    expect(layoutFits(layout(1, '1'), 41, 30)).toBe(false);
    expect(layoutFits(nonStandardLayout('casement'), 30, 30)).toBe(false);
  });
});

describe('spec point 4: cart', () => {
  const uuids = () => {
    let n = 0;
    return () => `u${++n}`;
  };
  it('4: creating replaces the model with the same uuid or adds it with a new uuid', () => {
    const next = uuids();
    let cart = upsertCartModel([], { name: 'a' } as { uuid?: string; name: string }, next);
    cart = upsertCartModel(cart, { name: 'b', uuid: 'not-there' }, next);
    expect(cart).toEqual([{ name: 'a', uuid: 'u1' }, { name: 'b', uuid: 'u2' }]);
    cart = upsertCartModel(cart, { name: 'a2', uuid: 'u1' }, next);
    expect(cart).toEqual([{ name: 'a2', uuid: 'u1' }, { name: 'b', uuid: 'u2' }]);
  });
  it('4: duplicate adds a copy with a new uuid and no server id; remove deletes by uuid', () => {
    const cart: Array<{ uuid: string; id?: string; properties?: { addons: number[] } }> = [{ uuid: 'u1', id: 'server-1', properties: { addons: [1] } }, { uuid: 'u2' }];
    const copied = duplicateCartModel(cart, 'u1', () => 'u3');
    expect(copied.map((m) => m.uuid)).toEqual(['u1', 'u3', 'u2']);
    expect(copied[1]).not.toHaveProperty('id');
    copied[1]!.properties!.addons.push(2);
    expect(cart[0]!.properties!.addons).toEqual([1]);
    expect(removeCartModel(copied, 'u1').map((m) => m.uuid)).toEqual(['u3', 'u2']);
    expect(duplicateCartModel(cart, 'missing', () => 'x')).toEqual(cart);
  });
  it('4: a named item\'s copy gets its own name, counting on; an unnamed one stays unnamed', () => {
    const once = duplicateCartModel([{ uuid: 'u1', name: 'Kitchen' }, { uuid: 'u2', name: '' }], 'u1', () => 'u3');
    expect(once.map((m) => m.name)).toEqual(['Kitchen', 'Kitchen (copy)', '']);
    const twice = duplicateCartModel(once, 'u3', () => 'u4');
    expect(twice.map((m) => m.name)).toEqual(['Kitchen', 'Kitchen (copy)', 'Kitchen (copy 2)', '']);
    expect(duplicateCartModel(once, 'u2', () => 'u5').map((m) => m.name)).toEqual(['Kitchen', 'Kitchen (copy)', '', '']);
  });
  it('4: a server-side deletion clears the active cart model', () => {
    expect(activeAfterDeletion('u1', { uuid: 'u1' })).toBeNull();
    expect(activeAfterDeletion('u1', { id: 's1' }, 's1')).toBeNull();
    expect(activeAfterDeletion('u1', { uuid: 'u2' })).toBe('u1');
  });
  it('4: the add-on switch toggles an add-on id', () => {
    const on = toggleAddon({ addons: [1] }, 2);
    expect(on.addons).toEqual([1, 2]);
    expect(toggleAddon(on, 1).addons).toEqual([2]);
  });
});

describe('spec point 4: simple configurator and checkout', () => {
  it('4: changing project type resets to step 1 and the defaults', () => {
    const state = { ...simpleConfiguratorDefaults('window'), step: 3, count: 4, files: ['f'] };
    expect(changeSimpleProjectType(state, 'garageDoor')).toEqual({
      projectType: 'garageDoor', step: 1, installationType: 'newConstruction', count: 1, startTime: 'asSoonAsPossible', files: [],
    });
    expect(changeSimpleProjectType(state, 'window')).toBe(state);
  });

  it('4: checkout starts at step 1 and continues only when the step is complete', () => {
    const types = ['window', 'garageDoor'] as const;
    let state = initialCheckout();
    expect(state).toMatchObject({ step: 1, continueAllowed: false });
    expect(nextCheckoutStep(state, types).step).toBe(1);
    state = updateCheckout(state, { dateRanges: [{ start: '2026-05-10', end: '2026-05-02' }] }, types);
    expect(state.continueAllowed).toBe(false);
    state = updateCheckout(state, { dateRanges: [{ start: '2026-05-02', end: '2026-05-10' }] }, types);
    expect(state.continueAllowed).toBe(true);
    state = nextCheckoutStep(state, types);
    expect(state).toMatchObject({ step: 2, continueAllowed: false });
    state = nextCheckoutStep(updateCheckout(state, { location: { houseId: null, address: '12 Elm St' } }, types), types);
    state = nextCheckoutStep(updateCheckout(state, { parkingInfo: 'Driveway' }, types), types);
    expect(state.step).toBe(4);
    state = updateCheckout(state, { replaceExisting: { window: true } }, types);
    expect(state.continueAllowed).toBe(false);
    state = updateCheckout(state, { replaceExisting: { window: true, garageDoor: false } }, types);
    expect(state.continueAllowed).toBe(true);
    expect(nextCheckoutStep(state, types).step).toBe(4);
    expect(previousCheckoutStep(state, types)).toMatchObject({ step: 3, continueAllowed: true });
  });

  it.each([
    ['CARD_DRAFT', ['CARD_DRAFT']],
    ['SAVED', ['SAVED']],
    ['all', ['SAVED', 'DONE']],
    ['active', ['SAVED']],
    ['archived', ['DONE']],
    ['projectCreated', ['SAVED']],
    ['completed', ['DONE']],
    ['quoteRequested', []],
  ] as const)('3: group status %s lists models with status %j', (status, statuses) => {
    expect(statusesForGroup(status)).toEqual(statuses);
  });

  it('4: project models go CARD_DRAFT → SAVED → DONE, never back', () => {
    expect(canChangeStatus('CARD_DRAFT', 'SAVED')).toBe(true);
    expect(canChangeStatus('SAVED', 'DONE')).toBe(true);
    expect(canChangeStatus('SAVED', 'SAVED')).toBe(true);
    expect(canChangeStatus('SAVED', 'CARD_DRAFT')).toBe(false);
    expect(canChangeStatus('DONE', 'SAVED')).toBe(false);
  });
});

describe('instant price estimate (issue 6)', () => {
  const addons = [
    { id: 1, name: 'Installation', description: '', price: 149.99, projectTypes: ['window' as const] },
    { id: 2, name: 'Screens', description: '', price: 0.1, projectTypes: ['window' as const] },
  ];
  const table = buildPriceTable({ basePrice: 180.1, pricePerSquareFoot: 22.35 }, windowQs, addons, [layout(7, '2', 40.2)]);
  const properties = (overrides: Partial<ReturnType<typeof projectModelPropertiesInputSchema.parse>> = {}) => ({
    ...projectModelPropertiesInputSchema.parse({}),
    ...overrides,
  });

  it('sums base, options, size per square foot, layout and add-ons exactly to the cent', () => {
    const choices = answer('window', ['FRAME_TYPE', 'wood'], ['GLASS_TYPE', 'triplePane']);
    const estimate = estimatePrice(table, {
      projectType: 'window',
      choices,
      properties: properties({ size: { width: 35, height: 59 }, addons: [1, 2], ...selectLayouts([layout(7, '2', 40.2)], 'casement') }),
    });
    // 180.10 + casement 50 + wood 200 + triple 120.50 + 35*59/144 sq ft * 22.35 (=320.48…→320.48) + layout 40.20 + 149.99 + 0.10
    const size = Math.round((2235 * 35 * 59) / 144);
    expect(estimate.total).toBe((18010 + 5000 + 20000 + 12050 + size + 4020 + 14999 + 10) / 100);
    expect(estimate.lines.map((line) => line.label)).toEqual([
      'Base price', 'Q OPENING_TYPE: casement', 'Q FRAME_TYPE: wood', 'Q GLASS_TYPE: triplePane', 'Size 35" x 59"', 'Layout: 2 Panels', 'Installation', 'Screens',
    ]);
  });

  it('without a size only the fixed parts count; quantity multiplies; no float drift over a cart', () => {
    const base = estimatePrice(table, { projectType: 'window', choices: {}, properties: properties() });
    expect(base.total).toBe(180.1);
    expect(estimatePrice(table, { projectType: 'window', choices: {}, properties: properties() }, 3).total).toBe(540.3);
    expect(cartTotal(Array.from({ length: 10 }, () => ({ total: 0.1, lines: [] })))).toBe(1);
    expect(toCents(19.99)).toBe(1999);
  });

  it("handle & lock answers stop counting when 'Don't need handle & lock' is set", () => {
    const doorTable = buildPriceTable({ basePrice: 0, pricePerSquareFoot: 0 }, door, []);
    const choices = initialChoices('exteriorDoor', door);
    const needed = estimatePrice(doorTable, { projectType: 'exteriorDoor', choices, properties: properties() });
    const notNeeded = estimatePrice(doorTable, { projectType: 'exteriorDoor', choices, properties: properties({ isHandleAndLockNeeded: false }) });
    expect(needed.total).toBe(100 + 150 + 20);
    expect(notNeeded.total).toBe(100);
  });
});
