/**
 * Configurator actions that apply the shared rules (spec point 4): start an opening with its initial
 * choices, answer a question (dependent answers change, added ones are flagged 'Auto Changed'), the
 * handle & lock toggle, and door sizes clamped when the door kind changes.
 */
import {
  chooseOption,
  clampDoorSize,
  doorKindOfChoices,
  setHandleAndLockNeeded,
  sizeFromChoices,
  sizePresetsFor,
  visibleSteps,
} from '@lintel/shared';
import type { ProjectTypeKey, Question } from '@lintel/shared';
import { configuratorApi } from '../api/configurator-api.ts';
import { newConfiguredModel } from '../model.ts';
import type { CartModel } from '../model.ts';
import { draftChoicesSet, draftPropertiesChanged, draftStarted } from './configurator-slice.ts';
import type { ConfiguratorAppState, ConfiguratorDispatch } from './hooks.ts';

type Thunk<R = void> = (dispatch: ConfiguratorDispatch, getState: () => ConfiguratorAppState) => R;

/** The questions of a type as the data cache holds them (undefined until asked and answered). */
export function selectQuestions(state: ConfiguratorAppState, projectType: ProjectTypeKey): Question[] | undefined {
  return configuratorApi.endpoints.questions.select(projectType)(state).data;
}

/**
 * The questions of a type through the data cache (GET /questions, asked once; spec point 8's toast on
 * failure): resolves with them, or null when the call failed.
 */
export function ensureQuestions(projectType: ProjectTypeKey): Thunk<Promise<Question[] | null>> {
  return async (dispatch) => {
    const request = dispatch(configuratorApi.endpoints.questions.initiate(projectType));
    try {
      return await request.unwrap();
    } catch {
      return null;
    } finally {
      request.unsubscribe();
    }
  };
}

/** Starts a new opening of `projectType` with the initial choices, on its first step. */
export function startNewModel(projectType: ProjectTypeKey): Thunk<Promise<void>> {
  return async (dispatch) => {
    const questions = await dispatch(ensureQuestions(projectType));
    if (!questions) return;
    const draft = newConfiguredModel(projectType, questions);
    dispatch(draftStarted({ draft, step: visibleSteps(projectType, draft.choices)[0]! }));
  };
}

/** Opens a cart model in the configurator (Add to cart then replaces it by uuid). */
export function editCartModel(model: CartModel): Thunk<Promise<void>> {
  return async (dispatch) => {
    await dispatch(ensureQuestions(model.projectType));
    dispatch(draftStarted({ draft: structuredClone(model), step: 'SUMMARY', editedAt: new Date().toISOString() }));
  };
}

/**
 * Answers `questionKey` with `optionId` through chooseOption. For an exterior door whose type switches
 * between single and double, a size already entered is clamped to the new kind's limits (point 5) and
 * a preset the new kind does not offer is no longer marked; a garage door's type fills its size.
 */
export function chooseAnswer(questionKey: string, optionId: number): Thunk {
  return (dispatch, getState) => {
    const { draft } = getState().configurator;
    const list = draft && selectQuestions(getState(), draft.projectType);
    if (!draft || !list) return;
    const choices = chooseOption(draft.projectType, list, draft.choices, questionKey, optionId);
    dispatch(draftChoicesSet(choices));
    const kind = doorKindOfChoices(choices);
    if (draft.projectType === 'exteriorDoor' && kind !== doorKindOfChoices(draft.choices)) {
      const size = clampDoorSize(kind, draft.properties.size);
      const presetOffered = sizePresetsFor(kind).some((preset) => preset.label === size.id);
      dispatch(draftPropertiesChanged({ size: presetOffered ? size : { ...size, id: null } }));
    }
    if (draft.projectType === 'garageDoor' && choices.TYPES?.option.id !== draft.choices.TYPES?.option.id) {
      dispatch(draftPropertiesChanged({ size: sizeFromChoices('garageDoor', choices, draft.properties.size) }));
    }
  };
}

/** Spec point 4 'Don't need handle & lock': `needed` false disables the handle & lock steps. */
export function toggleHandleAndLock(needed: boolean): Thunk {
  return (dispatch, getState) => {
    const { draft } = getState().configurator;
    if (draft)
      dispatch(
        draftPropertiesChanged(
          setHandleAndLockNeeded({ isHandleAndLockNeeded: draft.properties.isHandleAndLockNeeded }, needed),
        ),
      );
  };
}
