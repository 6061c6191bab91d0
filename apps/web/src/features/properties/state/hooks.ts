/** Typed hooks for the properties slice (the app's store holds it under `properties`, filled when the slice's chunk loads). */
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppState } from '../../../lib/redux-hooks.ts';
import { initialPropertiesState } from './properties-slice.ts';
import type { PropertiesState } from './properties-slice.ts';

export interface PropertiesAppState extends Omit<AppState, 'properties'> {
  properties: PropertiesState;
}

export const usePropertiesDispatch = useDispatch.withTypes<ThunkDispatch<PropertiesAppState, unknown, UnknownAction>>();
/** Reads the slice, or its initial state while the store slot is still empty (see lib/lazy-reducer.ts). */
export function usePropertiesSelector<T>(selector: (state: PropertiesAppState) => T): T {
  return useSelector((state: AppState) =>
    selector(state.properties ? (state as PropertiesAppState) : { ...state, properties: initialPropertiesState }),
  );
}
