/** Typed dispatch for features without importing the app's store (direction: features → app, never back). */
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AuthState } from '../features/auth/state/auth-slice.ts';
import type { UiState } from '../features/shell/state/ui-slice.ts';
import type { ModalStackState } from '../components/ui/modal-stack/modal-stack-slice.ts';
import type { PropertiesState } from '../features/properties/state/properties-slice.ts';

/** The state shape as features see it (type-only: app/store.ts combines the same slices). */
export interface AppState {
  auth: AuthState;
  ui: UiState;
  modals: ModalStackState;
  properties: PropertiesState;
}

export const useAppDispatch = useDispatch.withTypes<ThunkDispatch<AppState, unknown, UnknownAction>>();
export const useAppSelector = useSelector.withTypes<AppState>();
