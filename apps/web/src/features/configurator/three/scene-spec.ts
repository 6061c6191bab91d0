/**
 * What the 3D preview draws, derived from a configured model (pure, no three.js): sizes in inches,
 * panels of the active layout, frame colours outside and inside, glass tint, grid pattern, door
 * leaves, sidelights and transom, handle side and colour, garage sections, window row and pass door.
 */
import { doorKindOfChoices, parseSizeValue } from '@lintel/shared';
import type { ProjectTypeKey } from '@lintel/shared';
import { panelsOf } from '../model.ts';
import type { ConfiguredModel } from '../model.ts';

export interface SceneSpec {
  projectType: ProjectTypeKey;
  widthIn: number;
  heightIn: number;
  panels: number;
  frameOutside: string;
  frameInside: string;
  glass: { color: string; opacity: number };
  grid: string | null;
  openingSide: 'left' | 'right';
  handleColor: string | null;
  doorLeaves: 1 | 2;
  doorStyle: string | null;
  glassInsert: boolean;
  sidelights: 0 | 1 | 2;
  transom: boolean;
  garageSections: number;
  garageWindows: number;
  passDoor: 'left' | 'centre' | 'right' | null;
  bay: boolean;
}

const WHITE = '#f7f7f2';
const defaults: Record<ProjectTypeKey, { width: number; height: number }> = {
  window: { width: 36, height: 48 },
  exteriorDoor: { width: 36, height: 80 },
  garageDoor: { width: 96, height: 84 },
};

const glassTints: Record<string, { color: string; opacity: number }> = {
  obscure: { color: '#f2f5f7', opacity: 0.85 },
  frosted: { color: '#f2f5f7', opacity: 0.85 },
  tinted: { color: '#4b5a63', opacity: 0.7 },
  tripleLowEArgon: { color: '#9fc8c0', opacity: 0.45 },
  doubleLowEArgon: { color: '#a9d3e0', opacity: 0.4 },
  laminated: { color: '#b9d7e2', opacity: 0.5 },
  rain: { color: '#cfe2ea', opacity: 0.7 },
  decorativeLeaded: { color: '#d8e6c6', opacity: 0.6 },
  internalBlinds: { color: '#e8e4da', opacity: 0.75 },
  insulatedLowE: { color: '#9fc8c0', opacity: 0.5 },
};

export function sceneSpecOf(model: ConfiguredModel): SceneSpec {
  const { choices, properties, projectType } = model;
  const colorOf = (key: string) => choices[key]?.option.metadata.color;
  const wood = colorOf('WOOD_COLOR');
  const single = projectType === 'garageDoor' ? colorOf('COLOR') : undefined;
  const frameOutside = wood ?? single ?? colorOf('COLOR_OUTSIDE') ?? WHITE;
  const frameInside = wood ?? single ?? colorOf('COLOR_INSIDE') ?? frameOutside;
  const glassKey = choices.GLASS_TYPE?.option.metadata.key ?? choices.GLASS?.option.metadata.key ?? '';
  const gridKey = choices.GRID_PATTERN?.option.metadata.key;
  const typeMeta = choices.TYPES?.option.metadata;
  const typeKey = typeMeta?.key ?? '';
  const sidelights =
    projectType === 'exteriorDoor' && typeMeta?.hasSideLight
      ? typeKey.includes('Two') || typeKey.includes('Sidelights')
        ? 2
        : 1
      : 0;
  const passKey = choices.WITH_DOOR?.option.metadata.key ?? '';
  const needsHandle = projectType === 'exteriorDoor' && properties.isHandleAndLockNeeded;
  return {
    projectType,
    widthIn: parseSizeValue(properties.size.width) ?? defaults[projectType].width,
    heightIn: parseSizeValue(properties.size.height) ?? defaults[projectType].height,
    panels: projectType === 'window' ? Math.min(panelsOf(model), 6) : 1,
    frameOutside,
    frameInside,
    glass: glassTints[glassKey] ?? { color: '#bcdcea', opacity: 0.45 },
    grid: gridKey && gridKey !== 'noGrid' ? gridKey : null,
    openingSide: properties.openingSide,
    handleColor: needsHandle ? (colorOf('HANDLE_AND_LOCK_COLOR') ?? '#c0c0b8') : null,
    doorLeaves: projectType === 'exteriorDoor' && doorKindOfChoices(choices) === 'DOUBLE_DOOR' ? 2 : 1,
    doorStyle: choices.STYLE?.option.metadata.key ?? null,
    glassInsert:
      projectType === 'exteriorDoor' && Boolean(typeMeta?.hasGlass) && !typeMeta?.hasSideLight && !typeMeta?.hasTransom
        ? true
        : projectType === 'exteriorDoor' && Boolean(choices.GLASS),
    sidelights: sidelights as 0 | 1 | 2,
    transom: projectType === 'exteriorDoor' && Boolean(typeMeta?.hasTransom),
    garageSections: projectType === 'garageDoor' ? (typeMeta?.panels ?? 4) : 0,
    garageWindows:
      projectType === 'garageDoor' && choices.GLASS
        ? Math.max(2, Math.round((parseSizeValue(properties.size.width) ?? 96) / 24))
        : 0,
    passDoor: passKey ? (passKey.includes('Left') ? 'left' : passKey.includes('Right') ? 'right' : 'centre') : null,
    bay: Boolean(choices.OPENING_TYPE?.option.metadata.hasBayType) && projectType === 'window',
  };
}
