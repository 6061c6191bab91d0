/**
 * A store slot whose reducer arrives with a lazily loaded chunk. The app's root reducer holds the slot
 * from the start (so the state shape is fixed), but the feature's slice — its reducers, thunks and
 * messages — ships in the screens that use it, not in the first screen's JavaScript (docs/performance-budgets.md#web:
 * first load ≤ 200 KB). Until the slice registers, the slot's state is null; the feature's selector
 * hook reads its initial state instead.
 */
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

export interface LazyReducerSlot<S> {
  reducer: (state: S | null | undefined, action: UnknownAction) => S | null;
  register: (reducer: Reducer<S>) => void;
}

export function createLazyReducerSlot<S>(): LazyReducerSlot<S> {
  let real: Reducer<S> | null = null;
  return {
    reducer: (state, action) => (real ? real(state ?? undefined, action) : (state ?? null)),
    register(reducer) {
      real = reducer;
    },
  };
}
