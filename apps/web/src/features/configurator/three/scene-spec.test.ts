import { describe, expect, it } from 'vitest';
import { chooseOption, selectLayouts } from '@lintel/shared';
import type { Layout } from '@lintel/shared';
import { windowDraft, windowQuestions } from '../test-catalogue.ts';
import { sceneSpecOf } from './scene-spec.ts';

const layout = (id: number, panelsCount: string): Layout => ({
  id,
  openingType: 'casement',
  icon: null,
  panelsCount,
  priceIdentificationCount: 1,
  price: 0,
  sizeRange: null,
});

describe('3D preview scene from the choices', () => {
  it('follows the wood stain, the grid and the active layout panels', () => {
    const model = windowDraft();
    let choices = chooseOption(
      'window',
      windowQuestions,
      model.choices,
      'FRAME_TYPE',
      windowQuestions[2]!.questionOptions[1]!.id,
    );
    choices = chooseOption(
      'window',
      windowQuestions,
      choices,
      'WOOD_COLOR',
      windowQuestions[4]!.questionOptions[1]!.id,
    );
    choices = chooseOption(
      'window',
      windowQuestions,
      choices,
      'GRID_PATTERN',
      windowQuestions[6]!.questionOptions[1]!.id,
    );
    const properties = {
      ...model.properties,
      size: { width: 48, height: 40 },
      ...selectLayouts([layout(2, '2'), layout(3, '3')], 'casement'),
    };
    const spec = sceneSpecOf({ ...model, choices, properties });
    expect(spec).toMatchObject({
      widthIn: 48,
      heightIn: 40,
      panels: 2,
      frameOutside: '#8b3f2b',
      frameInside: '#8b3f2b',
      grid: 'colonial',
    });
  });

  it('uses the inside and outside colours and one panel without a layout', () => {
    const spec = sceneSpecOf(windowDraft());
    expect(spec).toMatchObject({ panels: 1, frameOutside: '#f7f7f2', grid: null, widthIn: 36, heightIn: 48 });
  });
});
