/** Typed hooks for the configurator's slices (the app's store combines them under these keys). */
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SimpleConfiguratorState } from '@lintel/shared';
import type { AppState } from '../../../lib/redux-hooks.ts';
import type { CartState } from './cart-slice.ts';
import type { ConfiguratorState } from './configurator-slice.ts';

export interface ConfiguratorAppState extends AppState {
  configurator: ConfiguratorState;
  cart: CartState;
  simpleConfigurator: SimpleConfiguratorState;
}
export type ConfiguratorDispatch = ThunkDispatch<ConfiguratorAppState, unknown, UnknownAction>;

export const useCfgDispatch = useDispatch.withTypes<ConfiguratorDispatch>();
export const useCfgSelector = useSelector.withTypes<ConfiguratorAppState>();

/** Signed in and verified (spec point 4: unverified users are not authenticated). */
export const useIsSignedIn = () => useCfgSelector((state) => state.auth.isAuth && state.auth.user !== null);

declare module '../../../lib/redux-hooks.ts' {
  /** The root reducer holds the configurator's three slices from the start (app/store.ts). */
  interface AppState {
    configurator: ConfiguratorState;
    cart: CartState;
    simpleConfigurator: SimpleConfiguratorState;
  }
}
