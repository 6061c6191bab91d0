import { describe, expect, it } from 'vitest';
import {
  configuratorSteps,
  groupStatusFilterLabels,
  panelFilters,
  projectModelStatuses,
  standardSizePresets,
} from './configurator.enums.ts';
import {
  createProjectModelInputSchema,
  layoutOptionsInputSchema,
  multipleProjectModelsInputSchema,
  projectModelGroupStatusSchema,
  updateProjectModelInputSchema,
} from './configurator.schema.ts';

describe('spec points 2, 3, 9: configurator enumerations', () => {
  it('2: the step lists per project type', () => {
    expect(configuratorSteps.exteriorDoor).toEqual([
      'TYPES', 'STYLE', 'GLASS', 'COLOR', 'COLOR_INSIDE', 'COLOR_OUTSIDE', 'SIDELIGHT', 'TRANSOM_TYPE', 'HANDLE_AND_LOCK', 'HANDLE_AND_LOCK_COLOR', 'SUMMARY', 'WOOD_COLOR',
    ]);
    expect(configuratorSteps.window).toEqual(['OPENING_TYPE', 'BAY_TYPE', 'FRAME_TYPE', 'COLOR', 'WOOD_COLOR', 'GLASS_TYPE', 'GRID_PATTERN', 'GRID_TYPE', 'LAYOUT', 'SUMMARY']);
    expect(configuratorSteps.garageDoor).toEqual(['OPENING_TYPE', 'WITH_DOOR', 'TYPES', 'DOOR_PLACEMENT', 'STYLE', 'COLOR', 'GLASS', 'GLASS_TYPE', 'SUMMARY']);
  });
  it('3: statuses and group filter labels; 9: panel filters and size presets', () => {
    expect(projectModelStatuses).toEqual(['CARD_DRAFT', 'SAVED', 'DONE']);
    expect(groupStatusFilterLabels.startDateConfirmed).toBe('Start Date Confirmed');
    expect(groupStatusFilterLabels.kickOff).toBe('Kick Off');
    expect(panelFilters).toEqual(['all', '1', '2', '3', '4']);
    expect(standardSizePresets.map((p) => `${p.width}x${p.height}`)).toEqual(['32x80', '36x80', '42x80', '48x80', '60x80', '72x80', '96x80', '108x80']);
    expect(projectModelGroupStatusSchema.safeParse('active').success).toBe(true);
    expect(projectModelGroupStatusSchema.safeParse('CARD_DRAFT').success).toBe(true);
    expect(projectModelGroupStatusSchema.safeParse('nope').success).toBe(false);
  });
});

describe('spec point 3: project model inputs', () => {
  it('3: defaults — status CARD_DRAFT, handle & lock needed, opening side left, empty size', () => {
    const parsed = createProjectModelInputSchema.parse({ projectType: 'window' });
    expect(parsed).toMatchObject({
      status: 'CARD_DRAFT',
      name: '',
      choices: {},
      properties: { isHandleAndLockNeeded: true, openingSide: 'left', addons: [], files: [], size: { width: null, height: null }, isNonStandardLayout: false },
      modelProperties: { room: null, floor: null, note: '', files: [] },
    });
  });
  it('refuses unknown fields, a non-lowercase opening side, a bad room and non-numeric sizes', () => {
    expect(createProjectModelInputSchema.safeParse({ projectType: 'window', extra: 1 }).success).toBe(false);
    expect(createProjectModelInputSchema.safeParse({ projectType: 'window', properties: { openingSide: 'Left' } }).success).toBe(false);
    expect(createProjectModelInputSchema.safeParse({ projectType: 'window', modelProperties: { room: 'Garage' } }).success).toBe(false);
    expect(createProjectModelInputSchema.safeParse({ projectType: 'window', properties: { size: { width: '36', height: 80 } } }).success).toBe(false);
    expect(layoutOptionsInputSchema.safeParse({ width: 0, height: 40, openingType: 'casement' }).success).toBe(false);
    expect(updateProjectModelInputSchema.safeParse({}).success).toBe(true);
    expect(multipleProjectModelsInputSchema.safeParse([]).success).toBe(false);
  });
});
