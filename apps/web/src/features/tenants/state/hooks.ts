/** Typed hooks for the tenants slice (the app's store holds it under `tenants`, filled when the slice's chunk loads). */
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppState } from '../../../lib/redux-hooks.ts';
import { initialTenantsState } from './tenants-slice.ts';
import type { TenantsState } from './tenants-slice.ts';

export interface TenantsAppState extends AppState {
  tenants: TenantsState;
}

export const useTenantsDispatch = useDispatch.withTypes<ThunkDispatch<TenantsAppState, unknown, UnknownAction>>();
/** Reads the slice, or its initial state while the store slot is still empty (see lib/lazy-reducer.ts). */
export function useTenantsSelector<T>(selector: (state: TenantsAppState) => T): T {
  return useSelector((state: Omit<TenantsAppState, 'tenants'> & { tenants: TenantsState | null }) =>
    selector(state.tenants ? (state as TenantsAppState) : { ...state, tenants: initialTenantsState }),
  );
}
