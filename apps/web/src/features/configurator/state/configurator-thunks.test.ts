import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../test/render.tsx';
import { configuratorApi } from '../api/configurator-api.ts';
import { createInitialConfiguratorState } from './configurator-slice.ts';
import { chooseAnswer } from './configurator-thunks.ts';
import { doorDraft, doorQuestions, garageDraft, garageQuestions } from '../test-catalogue.ts';

describe('configurator answers and sizes (issue 11 item 13)', () => {
  it("a garage door starts at its default type's size and choosing 16' x 7' fills 192 x 84 inches, headroom kept", async () => {
    const draft = garageDraft();
    expect(draft.properties.size).toMatchObject({ width: 108, height: 84 });
    draft.properties.size.headroomSize = 14;
    const store = makeStore({ configurator: { ...createInitialConfiguratorState(), projectType: 'garageDoor', draft } });
    await store.dispatch(configuratorApi.util.upsertQueryData('questions', 'garageDoor', garageQuestions));
    const doubleCar = garageQuestions[0]!.questionOptions.find((option) => option.metadata.key === 'doubleCar')!;
    store.dispatch(chooseAnswer('TYPES', doubleCar.id));
    expect(store.getState().configurator.draft!.properties.size).toEqual({ id: null, width: 192, height: 84, headroomSize: 14 });
    expect(store.getState().configurator.draftEditedAt).not.toBeNull();
  });

  it('switching to a double door clamps the size and unmarks a preset the double door does not offer', async () => {
    const draft = doorDraft();
    draft.properties.size = { id: '36" x 80"', width: 36, height: 80 };
    const store = makeStore({ configurator: { ...createInitialConfiguratorState(), projectType: 'exteriorDoor', draft } });
    await store.dispatch(configuratorApi.util.upsertQueryData('questions', 'exteriorDoor', doorQuestions));
    const double = doorQuestions[0]!.questionOptions.find((option) => option.metadata.key === 'doubleDoor')!;
    store.dispatch(chooseAnswer('TYPES', double.id));
    expect(store.getState().configurator.draft!.properties.size).toEqual({ id: null, width: 64, height: 80 });
  });
});
