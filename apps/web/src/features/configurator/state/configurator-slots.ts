/**
 * The store slots of the configurator's three slices (cart, configurator, simple configurator): held by
 * the root reducer from the start, filled when a configurator chunk loads (lib/lazy-reducer.ts), so
 * their code is not part of the first screen. Spec point 4's persisted state is read by each slice's
 * initial state when it registers.
 */
import type { SimpleConfiguratorState } from '@lintel/shared';
import { createLazyReducerSlot } from '../../../lib/lazy-reducer.ts';
import type { CartState } from './cart-slice.ts';
import type { ConfiguratorState } from './configurator-slice.ts';

export const configuratorSlot = createLazyReducerSlot<ConfiguratorState>();
export const cartSlot = createLazyReducerSlot<CartState>();
export const simpleConfiguratorSlot = createLazyReducerSlot<SimpleConfiguratorState>();

declare module '../../../lib/redux-hooks.ts' {
  /**
   * The root reducer holds the configurator's three slots. Each is null only until a configurator chunk
   * registers its slice and the next action passes; the configurator's code reads them through
   * `useCfgSelector` (state/hooks.ts), which reads an empty slot as its initial state.
   */
  interface AppState {
    configurator: ConfiguratorState;
    cart: CartState;
    simpleConfigurator: SimpleConfiguratorState;
  }
}
