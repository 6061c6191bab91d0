/** Typed hooks for the inventory slice (the app's store combines it under `inventory`). */
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppState } from '../../../lib/redux-hooks.ts';
import { initialInventoryState } from './inventory-slice.ts';
import type { InventoryState } from './inventory-slice.ts';

export interface InventoryAppState extends AppState {
  inventory: InventoryState;
}

export const useInventoryDispatch = useDispatch.withTypes<ThunkDispatch<InventoryAppState, unknown, UnknownAction>>();
/** Reads the slice, or its initial state while the store slot is still empty (see lib/lazy-reducer.ts). */
export function useInventorySelector<T>(selector: (state: InventoryAppState) => T): T {
  return useSelector((state: Omit<InventoryAppState, 'inventory'> & { inventory: InventoryState | null }) =>
    selector(state.inventory ? (state as InventoryAppState) : { ...state, inventory: initialInventoryState }),
  );
}
