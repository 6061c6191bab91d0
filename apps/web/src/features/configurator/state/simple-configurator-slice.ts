/** The simple configurator of spec point 4: steps and a start-time choice; a project type change resets it. */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { changeSimpleProjectType, simpleConfiguratorDefaults } from '@lintel/shared';
import type { ProjectTypeKey, SimpleConfiguratorState } from '@lintel/shared';
import { readStored, storageKeys } from './persistence.ts';
import { simpleConfiguratorSlot } from './configurator-slots.ts';

export function createInitialSimpleConfiguratorState(): SimpleConfiguratorState {
  const stored = readStored(storageKeys.simpleConfigurator);
  const defaults = simpleConfiguratorDefaults('window');
  if (!stored || typeof stored.projectType !== 'string') return defaults;
  return { ...defaults, ...(stored as Partial<SimpleConfiguratorState>) };
}

const simpleConfiguratorSlice = createSlice({
  name: 'simpleConfigurator',
  initialState: createInitialSimpleConfiguratorState,
  reducers: {
    /** Spec point 4: a different type resets to step 1 and the defaults; the same type changes nothing. */
    simpleProjectTypeChanged(state, action: PayloadAction<ProjectTypeKey>) {
      return changeSimpleProjectType(state, action.payload);
    },
    simpleStepChanged(state, action: PayloadAction<number>) {
      state.step = Math.max(1, action.payload);
    },
    simpleFieldsChanged(state, action: PayloadAction<Partial<Omit<SimpleConfiguratorState, 'projectType' | 'step'>>>) {
      Object.assign(state, action.payload);
    },
    simpleConfiguratorReset(state) {
      return simpleConfiguratorDefaults(state.projectType);
    },
  },
});

export const { simpleProjectTypeChanged, simpleStepChanged, simpleFieldsChanged, simpleConfiguratorReset } =
  simpleConfiguratorSlice.actions;
export const simpleConfiguratorReducer = simpleConfiguratorSlice.reducer;
simpleConfiguratorSlot.register(simpleConfiguratorReducer);
