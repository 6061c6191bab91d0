/** The store slot of the leases slice: the app's root reducer holds it; the slice registers when its chunk loads. */
import { createLazyReducerSlot } from '../../../lib/lazy-reducer.ts';
import type { LeasesState } from './leases-slice.ts';

export const leasesSlot = createLazyReducerSlot<LeasesState>();

declare module '../../../lib/redux-hooks.ts' {
  /** The root reducer holds this slot under `leases`: null until the screens' chunk registers the slice. */
  interface AppState {
    leases: LeasesState | null;
  }
}
