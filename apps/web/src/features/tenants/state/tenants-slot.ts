/** The store slot of the tenants slice: the app's root reducer holds it; the slice registers when its chunk loads. */
import { createLazyReducerSlot } from '../../../lib/lazy-reducer.ts';
import type { TenantsState } from './tenants-slice.ts';

export const tenantsSlot = createLazyReducerSlot<TenantsState>();

declare module '../../../lib/redux-hooks.ts' {
  /** The root reducer holds this slot under `tenants`: null until the screens' chunk registers the slice. */
  interface AppState {
    tenants: TenantsState | null;
  }
}
