/**
 * The configurator of spec points 2-4: the opening being configured (answers, sizes, layouts), its
 * current step, and the catalogue it is configured from. The choice rules run in the thunks
 * (configurator-thunks.ts), so this slice stays small on the first screen.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type {
  Addon,
  AsyncStatus,
  Choices,
  ConfiguratorStep,
  ProjectType,
  ProjectTypeKey,
  Question,
} from '@lintel/shared';
import { fetchAddons, fetchProjectTypes, fetchQuestions, lookupLayouts } from '../api/catalogue-calls.ts';
import type { ConfiguredModel, DraftModelProperties, DraftProperties } from '../model.ts';
import { wasAborted } from '../../../lib/async-state.ts';
import { readStored, storageKeys } from './persistence.ts';

export interface ConfiguratorState {
  projectType: ProjectTypeKey | null;
  draft: ConfiguredModel | null;
  step: ConfiguratorStep | null;
  questions: Partial<Record<ProjectTypeKey, Question[]>>;
  questionsStatus: Partial<Record<ProjectTypeKey, AsyncStatus>>;
  projectTypes: ProjectType[];
  projectTypesStatus: AsyncStatus;
  addons: Addon[];
  addonsStatus: AsyncStatus;
  layoutStatus: AsyncStatus;
}

export function createInitialConfiguratorState(): ConfiguratorState {
  const stored = readStored(storageKeys.configurator) ?? {};
  const draft = stored.draft && typeof stored.draft === 'object' ? (stored.draft as ConfiguredModel) : null;
  return {
    projectType: typeof stored.projectType === 'string' ? (stored.projectType as ProjectTypeKey) : null,
    draft,
    step: typeof stored.step === 'string' ? (stored.step as ConfiguratorStep) : null,
    questions: {},
    questionsStatus: {},
    projectTypes: Array.isArray(stored.projectTypes) ? (stored.projectTypes as ProjectType[]) : [],
    projectTypesStatus: 'idle',
    addons: Array.isArray(stored.addons) ? (stored.addons as Addon[]) : [],
    addonsStatus: 'idle',
    layoutStatus: 'idle',
  };
}

const configuratorSlice = createSlice({
  name: 'configurator',
  initialState: createInitialConfiguratorState,
  reducers: {
    /** A new opening (or a copy of a cart model) becomes the one being configured. */
    draftStarted(state, action: PayloadAction<{ draft: ConfiguredModel; step: ConfiguratorStep }>) {
      state.projectType = action.payload.draft.projectType;
      state.draft = action.payload.draft;
      state.step = action.payload.step;
      state.layoutStatus = 'idle';
    },
    draftChoicesSet(state, action: PayloadAction<Choices>) {
      if (state.draft) state.draft.choices = action.payload;
    },
    draftPropertiesChanged(state, action: PayloadAction<Partial<DraftProperties>>) {
      if (state.draft) state.draft.properties = { ...state.draft.properties, ...action.payload };
    },
    draftModelPropertiesChanged(state, action: PayloadAction<Partial<DraftModelProperties>>) {
      if (state.draft) state.draft.modelProperties = { ...state.draft.modelProperties, ...action.payload };
    },
    draftNameChanged(state, action: PayloadAction<string>) {
      if (state.draft) state.draft.name = action.payload;
    },
    stepChanged(state, action: PayloadAction<ConfiguratorStep>) {
      state.step = action.payload;
    },
    draftCleared(state) {
      state.draft = null;
      state.step = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchQuestions.pending, (state, action) => {
        state.questionsStatus[action.meta.arg] = 'pending';
      })
      .addCase(fetchQuestions.fulfilled, (state, action) => {
        state.questionsStatus[action.meta.arg] = 'succeeded';
        state.questions[action.meta.arg] = action.payload;
      })
      .addCase(fetchQuestions.rejected, (state, action) => {
        if (!wasAborted(action)) state.questionsStatus[action.meta.arg] = 'rejected';
      })
      .addCase(fetchProjectTypes.pending, (state) => {
        state.projectTypesStatus = 'pending';
      })
      .addCase(fetchProjectTypes.fulfilled, (state, action) => {
        state.projectTypesStatus = 'succeeded';
        state.projectTypes = action.payload;
      })
      .addCase(fetchProjectTypes.rejected, (state, action) => {
        if (!wasAborted(action)) state.projectTypesStatus = 'rejected';
      })
      .addCase(fetchAddons.pending, (state) => {
        state.addonsStatus = 'pending';
      })
      .addCase(fetchAddons.fulfilled, (state, action) => {
        state.addonsStatus = 'succeeded';
        state.addons = action.payload;
      })
      .addCase(fetchAddons.rejected, (state, action) => {
        if (!wasAborted(action)) state.addonsStatus = 'rejected';
      })
      .addCase(lookupLayouts.pending, (state) => {
        state.layoutStatus = 'pending';
      })
      .addCase(lookupLayouts.fulfilled, (state, action) => {
        state.layoutStatus = 'succeeded';
        // Spec point 4: none → one non-standard entry (active 0); otherwise the first layout is active.
        if (state.draft) state.draft.properties = { ...state.draft.properties, ...action.payload };
      })
      .addCase(lookupLayouts.rejected, (state, action) => {
        if (!wasAborted(action)) state.layoutStatus = 'rejected';
      });
  },
});

export const {
  draftStarted,
  draftChoicesSet,
  draftPropertiesChanged,
  draftModelPropertiesChanged,
  draftNameChanged,
  stepChanged,
  draftCleared,
} = configuratorSlice.actions;
export const configuratorReducer = configuratorSlice.reducer;
