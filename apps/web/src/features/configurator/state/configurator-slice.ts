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
import { configuratorSlot } from './configurator-slots.ts';

export interface ConfiguratorState {
  projectType: ProjectTypeKey | null;
  draft: ConfiguredModel | null;
  /** ISO time the user last changed the draft; null while it is the untouched default (see isDraftStale). */
  draftEditedAt: string | null;
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
    draftEditedAt: draft && typeof stored.draftEditedAt === 'string' ? stored.draftEditedAt : null,
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
      state.layoutStatus = 'idle';
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
    stepChanged(state, action: PayloadAction<ConfiguratorStep>) {
      state.step = action.payload;
    },
    draftCleared(state) {
      state.draft = null;
      state.draftEditedAt = null;
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
configuratorSlot.register(configuratorReducer);
