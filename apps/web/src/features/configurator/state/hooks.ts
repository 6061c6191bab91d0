/** Typed hooks for the configurator's slices (the app's store combines them under these keys). */
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SimpleConfiguratorState } from '@lintel/shared';
import type { AppState } from '../../../lib/redux-hooks.ts';
import { createInitialCartState } from './cart-slice.ts';
import type { CartState } from './cart-slice.ts';
import { createInitialConfiguratorState } from './configurator-slice.ts';
import type { ConfiguratorState } from './configurator-slice.ts';
import { createInitialSimpleConfiguratorState } from './simple-configurator-slice.ts';

export interface ConfiguratorAppState extends AppState {
  configurator: ConfiguratorState;
  cart: CartState;
  simpleConfigurator: SimpleConfiguratorState;
}
export type ConfiguratorDispatch = ThunkDispatch<ConfiguratorAppState, unknown, UnknownAction>;

export const useCfgDispatch = useDispatch.withTypes<ConfiguratorDispatch>();
type SlottedState = Omit<ConfiguratorAppState, 'configurator' | 'cart' | 'simpleConfigurator'> & {
  [K in 'configurator' | 'cart' | 'simpleConfigurator']: ConfiguratorAppState[K] | null;
};
let initial: Pick<ConfiguratorAppState, 'configurator' | 'cart' | 'simpleConfigurator'> | null = null;
/** The state with each empty slot read as its slice's initial state (until the first action fills it). */
function filled(state: SlottedState): ConfiguratorAppState {
  if (state.configurator && state.cart && state.simpleConfigurator) return state as ConfiguratorAppState;
  initial ??= { configurator: createInitialConfiguratorState(), cart: createInitialCartState(), simpleConfigurator: createInitialSimpleConfiguratorState() };
  return { ...state, configurator: state.configurator ?? initial.configurator, cart: state.cart ?? initial.cart, simpleConfigurator: state.simpleConfigurator ?? initial.simpleConfigurator };
}

/** Reads the configurator's slices (lazy slots: state/configurator-slots.ts). */
export function useCfgSelector<T>(selector: (state: ConfiguratorAppState) => T): T {
  return useSelector((state: SlottedState) => selector(filled(state)));
}

/** Signed in and verified (spec point 4: unverified users are not authenticated). */
export const useIsSignedIn = () => useCfgSelector((state) => state.auth.isAuth && state.auth.user !== null);

