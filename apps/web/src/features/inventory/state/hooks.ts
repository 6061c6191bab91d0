/** Typed hooks for the inventory slice (the app's store combines it under `inventory`). */
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppState } from '../../../lib/redux-hooks.ts';
import type { InventoryState } from './inventory-slice.ts';

export interface InventoryAppState extends AppState {
  inventory: InventoryState;
}

export const useInventoryDispatch = useDispatch.withTypes<ThunkDispatch<InventoryAppState, unknown, UnknownAction>>();
export const useInventorySelector = useSelector.withTypes<InventoryAppState>();
