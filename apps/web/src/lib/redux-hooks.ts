/** Typed dispatch and selector for features without importing the app's store (direction: features → app, never back). */
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/**
 * The state shape as features see it. It starts empty: each slice that lives in the root reducer adds
 * its key by declaration merging next to its own definition, e.g.
 * `declare module '../../../lib/redux-hooks.ts' { interface AppState { auth: AuthState } }`,
 * so lib/ never imports a feature (ESLint forbids it) and app/store.ts combines the same keys.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging.
export interface AppState {}

export const useAppDispatch = useDispatch.withTypes<ThunkDispatch<AppState, unknown, UnknownAction>>();
export const useAppSelector = useSelector.withTypes<AppState>();
