/**
 * The modal stack of spec point 2. The array is ordered back → front of the *screen*: the last entry
 * is the visible modal. Reading of "opened in the background, which puts it at the front of the
 * stack": the entry goes to index 0, the front of the stack array, i.e. underneath every open modal,
 * so it shows only once those above it close. Closing one removes it, clearing its props and its
 * disabled steps (re-opening starts clean).
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export type ModalProps = Record<string, unknown>;

export interface ModalEntry {
  name: string;
  props: ModalProps;
  disabledSteps: number[];
}

export interface ModalStackState {
  stack: ModalEntry[];
}

interface OpenPayload {
  name: string;
  props?: ModalProps;
  disabledSteps?: number[];
}

const initialState: ModalStackState = { stack: [] };

function entryOf({ name, props, disabledSteps }: OpenPayload): ModalEntry {
  return { name, props: props ?? {}, disabledSteps: disabledSteps ?? [] };
}

const modalStackSlice = createSlice({
  name: 'modals',
  initialState,
  reducers: {
    /** Opens on top of everything; a modal already open moves to the top with its new props. */
    modalOpened(state, action: PayloadAction<OpenPayload>) {
      state.stack = state.stack.filter((entry) => entry.name !== action.payload.name);
      state.stack.push(entryOf(action.payload));
    },
    /** Opens behind everything (index 0 of the stack); it becomes visible when the ones above close. */
    modalOpenedInBackground(state, action: PayloadAction<OpenPayload>) {
      state.stack = state.stack.filter((entry) => entry.name !== action.payload.name);
      state.stack.unshift(entryOf(action.payload));
    },
    /** Closes the named modal, or the visible one when no name is given. */
    modalClosed(state, action: PayloadAction<string | undefined>) {
      const name = action.payload ?? state.stack[state.stack.length - 1]?.name;
      state.stack = state.stack.filter((entry) => entry.name !== name);
    },
    allModalsClosed(state) {
      state.stack = [];
    },
    modalStepsDisabled(state, action: PayloadAction<{ name: string; steps: number[] }>) {
      const entry = state.stack.find((item) => item.name === action.payload.name);
      if (entry) entry.disabledSteps = action.payload.steps;
    },
    modalPropsUpdated(state, action: PayloadAction<{ name: string; props: ModalProps }>) {
      const entry = state.stack.find((item) => item.name === action.payload.name);
      if (entry) entry.props = { ...entry.props, ...action.payload.props };
    },
  },
});

export const {
  modalOpened,
  modalOpenedInBackground,
  modalClosed,
  allModalsClosed,
  modalStepsDisabled,
  modalPropsUpdated,
} = modalStackSlice.actions;
export const modalStackReducer = modalStackSlice.reducer;

export const selectTopModal = (state: { modals: ModalStackState }): ModalEntry | undefined =>
  state.modals.stack[state.modals.stack.length - 1];

declare module '../../../lib/redux-hooks.ts' {
  /** The root reducer holds this slice under `modals` (app/store.ts). */
  interface AppState {
    modals: ModalStackState;
  }
}
