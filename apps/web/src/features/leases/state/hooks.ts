/** Typed hooks for the leases slice (the app's store holds it under `leases`, filled when the slice's chunk loads). */
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppState } from '../../../lib/redux-hooks.ts';
import { initialLeasesState } from './leases-slice.ts';
import type { LeasesState } from './leases-slice.ts';

export interface LeasesAppState extends AppState {
  leases: LeasesState;
}

export const useLeasesDispatch = useDispatch.withTypes<ThunkDispatch<LeasesAppState, unknown, UnknownAction>>();
/** Reads the slice, or its initial state while the store slot is still empty (see lib/lazy-reducer.ts). */
export function useLeasesSelector<T>(selector: (state: LeasesAppState) => T): T {
  return useSelector((state: Omit<LeasesAppState, 'leases'> & { leases: LeasesState | null }) =>
    selector(state.leases ? (state as LeasesAppState) : { ...state, leases: initialLeasesState }),
  );
}
