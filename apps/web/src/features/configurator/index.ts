/** Public surface of the configurator for the app (store wiring). */
export { configuratorReducer } from './state/configurator-slice.ts';
export { cartReducer } from './state/cart-slice.ts';
export { simpleConfiguratorReducer } from './state/simple-configurator-slice.ts';
export { persistConfiguratorState } from './state/persistence.ts';
