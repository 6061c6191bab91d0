/**
 * The configurator of spec points 2-4: the opening being configured (answers, sizes, layouts) and
 * its current step. The catalogue it is configured from is server data in the data cache
 * (api/configurator-api.ts). The choice rules run in the thunks (configurator-thunks.ts), so this
 * slice stays small.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ConfiguratorStep, Choices, ProjectTypeKey } from '@lintel/shared';
import type { LayoutSelection } from '../api/configurator-writes.ts';
import type { ConfiguredModel, DraftModelProperties, DraftProperties } from '../model.ts';
import { readStored, storageKeys } from './persistence.ts';
import { configuratorSlot } from './configurator-slots.ts';

export interface ConfiguratorState {
  projectType: ProjectTypeKey | null;
  draft: ConfiguredModel | null;
  /** ISO time the user last changed the draft; null while it is the untouched default (see isDraftStale). */
  draftEditedAt: string | null;
  step: ConfiguratorStep | null;
}

export function createInitialConfiguratorState(): ConfiguratorState {
  const stored = readStored(storageKeys.configurator) ?? {};
  const draft = stored.draft && typeof stored.draft === 'object' ? (stored.draft as ConfiguredModel) : null;
  return {
    projectType: typeof stored.projectType === 'string' ? (stored.projectType as ProjectTypeKey) : null,
    draft,
    draftEditedAt: draft && typeof stored.draftEditedAt === 'string' ? stored.draftEditedAt : null,
    step: typeof stored.step === 'string' ? (stored.step as ConfiguratorStep) : null,
  };
}

/** An edit of the draft, stamped with when it happened (the reducer stays pure). */
type DraftEdit<P> = PayloadAction<P, string, { editedAt: string }>;
const stamped = <P,>(payload: P) => ({ payload, meta: { editedAt: new Date().toISOString() } });
function draftEdit<P>(apply: (draft: ConfiguredModel, payload: P) => void) {
  return {
    reducer(state: ConfiguratorState, action: DraftEdit<P>) {
      if (!state.draft) return;
      apply(state.draft, action.payload);
      state.draftEditedAt = action.meta.editedAt;
    },
    prepare: stamped<P>,
  };
}

const configuratorSlice = createSlice({
  name: 'configurator',
  initialState: createInitialConfiguratorState,
  reducers: {
    /**
     * A new opening (untouched: editedAt null) or a copy of a cart model (editedAt: now) becomes the
     * one being configured.
     */
    draftStarted(state, action: PayloadAction<{ draft: ConfiguredModel; step: ConfiguratorStep; editedAt?: string | null }>) {
      state.projectType = action.payload.draft.projectType;
      state.draft = action.payload.draft;
      state.draftEditedAt = action.payload.editedAt ?? null;
      state.step = action.payload.step;
    },
    draftChoicesSet: draftEdit<Choices>((draft, choices) => {
      draft.choices = choices;
    }),
    draftPropertiesChanged: draftEdit<Partial<DraftProperties>>((draft, change) => {
      draft.properties = { ...draft.properties, ...change };
    }),
    draftModelPropertiesChanged: draftEdit<Partial<DraftModelProperties>>((draft, change) => {
      draft.modelProperties = { ...draft.modelProperties, ...change };
    }),
    draftNameChanged: draftEdit<string>((draft, name) => {
      draft.name = name;
    }),
    /**
     * Spec point 4 "Window size change": the layout lookup's answer becomes the draft's layouts (none →
     * one non-standard entry, active 0; otherwise the first layout is active). Not an edit by the user.
     */
    draftLayoutsSet(state, action: PayloadAction<LayoutSelection>) {
      if (state.draft) state.draft.properties = { ...state.draft.properties, ...action.payload };
    },
    stepChanged(state, action: PayloadAction<ConfiguratorStep>) {
      state.step = action.payload;
    },
    draftCleared(state) {
      state.draft = null;
      state.draftEditedAt = null;
      state.step = null;
    },
  },
});

export const {
  draftStarted,
  draftChoicesSet,
  draftPropertiesChanged,
  draftModelPropertiesChanged,
  draftNameChanged,
  draftLayoutsSet,
  stepChanged,
  draftCleared,
} = configuratorSlice.actions;
export const configuratorReducer = configuratorSlice.reducer;
configuratorSlot.register(configuratorReducer);
