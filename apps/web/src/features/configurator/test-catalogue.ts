/** A small window, exterior door and garage door catalogue for the configurator's tests (ids and flags like the seeded one). */
import type { ChildQuestion, OptionMetadata, Question, QuestionOption } from '@lintel/shared';
import { newConfiguredModel } from './model.ts';
import type { ConfiguredModel } from './model.ts';

let nextId = 1000;
const option = (name: string, metadata: OptionMetadata, price = 0): QuestionOption => ({
  id: nextId++,
  name,
  picture: null,
  metadata,
  price,
});
const child = (key: string, name: string, options: QuestionOption[]): ChildQuestion => ({
  id: nextId++,
  name,
  metadata: { key, category: key.toLowerCase(), material: null, isTabInMobile: false, priceIdentificationCount: 1 },
  questionOptions: options,
});
const question = (
  projectType: Question['projectType'],
  key: string,
  name: string,
  options: QuestionOption[],
  children: ChildQuestion[] = [],
): Question => ({
  ...child(key, name, options),
  projectType,
  children,
});

export const windowQuestions: Question[] = [
  question('window', 'OPENING_TYPE', 'Opening type', [
    option('Casement', { key: 'casement', defaultSelected: true }, 60),
    option('Bay', { key: 'bay', hasBayType: true }, 650),
  ]),
  question('window', 'BAY_TYPE', 'Bay or bow type', [option('45° bay', { key: 'bay45', defaultSelected: true })]),
  question('window', 'FRAME_TYPE', 'Frame material', [
    option('Vinyl (uPVC)', { key: 'vinyl', defaultSelected: true, material: 'vinyl' }),
    option('Solid wood (pine)', { key: 'wood', material: 'wood', hasWoodColor: true }, 260),
  ]),
  question(
    'window',
    'COLOR',
    'Frame colour',
    [],
    [
      child('COLOR_INSIDE', 'Inside colour', [
        option('White', { key: 'white', defaultSelected: true, color: '#f7f7f2' }),
      ]),
      child('COLOR_OUTSIDE', 'Outside colour', [
        option('White', { key: 'white', defaultSelected: true, color: '#f7f7f2' }),
      ]),
    ],
  ),
  question('window', 'WOOD_COLOR', 'Wood stain', [
    option('Natural pine', { key: 'naturalPine', defaultSelected: true, color: '#d9b382' }),
    option('Cherry', { key: 'cherry', color: '#8b3f2b' }, 40),
  ]),
  question('window', 'GLASS_TYPE', 'Glass package', [
    option('Double pane', { key: 'doubleLowEArgon', defaultSelected: true }),
  ]),
  question('window', 'GRID_PATTERN', 'Grid pattern', [
    option('No grid', { key: 'noGrid', defaultSelected: true }),
    option('Colonial', { key: 'colonial' }, 45),
  ]),
  question('window', 'GRID_TYPE', 'Grid type', [
    option('Grilles between the glass', { key: 'gbgFlat', defaultSelected: true }),
  ]),
];

export const doorQuestions: Question[] = [
  question('exteriorDoor', 'TYPES', 'Door type', [
    option('Single door, solid', { key: 'singleDoor', defaultSelected: true }),
    option('Double door, solid', { key: 'doubleDoor' }, 850),
  ]),
  question('exteriorDoor', 'STYLE', 'Door style', [
    option('Steel, 6-panel', { key: 'steelSixPanel', defaultSelected: true, material: 'steel' }),
  ]),
];

export const garageQuestions: Question[] = [
  question('garageDoor', 'TYPES', 'Door size and type', [
    option("Single-car, 9' x 7'", { key: 'singleCar', defaultSelected: true, panels: 4 }),
    option("Double-car, 16' x 7'", { key: 'doubleCar', panels: 4 }, 450),
  ]),
];

export const windowDraft = (): ConfiguredModel => newConfiguredModel('window', windowQuestions);
export const doorDraft = (): ConfiguredModel => newConfiguredModel('exteriorDoor', doorQuestions);
export const garageDraft = (): ConfiguredModel => newConfiguredModel('garageDoor', garageQuestions);
