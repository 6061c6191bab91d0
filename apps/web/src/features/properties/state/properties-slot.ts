/** The store slot of the properties slice: the app's root reducer holds it; the slice registers when its chunk loads. */
import { createLazyReducerSlot } from '../../../lib/lazy-reducer.ts';
import type { PropertiesState } from './properties-slice.ts';

export const propertiesSlot = createLazyReducerSlot<PropertiesState>();

declare module '../../../lib/redux-hooks.ts' {
  /** The root reducer holds this slot under `properties`: null until the screens' chunk registers the slice. */
  interface AppState {
    properties: PropertiesState | null;
  }
}
