import { describe, expect, it } from 'vitest';
import {
  modalClosed,
  modalOpened,
  modalOpenedInBackground,
  modalStackReducer,
  modalStepsDisabled,
  selectTopModal,
} from './modal-stack-slice.ts';
import type { ModalStackState } from './modal-stack-slice.ts';

const reduce = (...actions: Parameters<typeof modalStackReducer>[1][]) =>
  actions.reduce<ModalStackState>((state, action) => modalStackReducer(state, action), { stack: [] });

describe('modal stack (spec point 2 "Modals stack")', () => {
  it('stacks modals: the last one opened is the one shown', () => {
    const state = reduce(
      modalOpened({ name: 'propertyDetails', props: { id: 'p1' } }),
      modalOpened({ name: 'createUnit', props: { parentId: 'p1' } }),
    );
    expect(state.stack.map((entry) => entry.name)).toEqual(['propertyDetails', 'createUnit']);
    expect(selectTopModal({ modals: state })?.name).toBe('createUnit');
  });

  it('a modal opened in the background goes to the front of the stack and shows once the others close', () => {
    let state = reduce(
      modalOpened({ name: 'editProperty' }),
      modalOpenedInBackground({ name: 'alert', props: { text: 'Saved' } }),
    );
    expect(state.stack.map((entry) => entry.name)).toEqual(['alert', 'editProperty']);
    expect(selectTopModal({ modals: state })?.name).toBe('editProperty');
    state = modalStackReducer(state, modalClosed('editProperty'));
    expect(selectTopModal({ modals: state })).toEqual({ name: 'alert', props: { text: 'Saved' }, disabledSteps: [] });
  });

  it('closing a modal clears its props and its disabled steps', () => {
    let state = reduce(
      modalOpened({ name: 'addProperty', props: { draft: 1 } }),
      modalStepsDisabled({ name: 'addProperty', steps: [2, 3] }),
    );
    expect(state.stack[0]?.disabledSteps).toEqual([2, 3]);
    state = modalStackReducer(state, modalClosed('addProperty'));
    expect(state.stack).toEqual([]);
    state = modalStackReducer(state, modalOpened({ name: 'addProperty' }));
    expect(state.stack[0]).toEqual({ name: 'addProperty', props: {}, disabledSteps: [] });
  });

  it('closing without a name closes the visible modal only', () => {
    const state = reduce(modalOpened({ name: 'a' }), modalOpened({ name: 'b' }), modalClosed());
    expect(state.stack.map((entry) => entry.name)).toEqual(['a']);
  });
});
