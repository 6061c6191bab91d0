/** The store slot of the leases slice: the app's root reducer holds it; the slice registers when its chunk loads. */
import { createLazyReducerSlot } from '../../../lib/lazy-reducer.ts';
import type { LeasesState } from './leases-slice.ts';

export const leasesSlot = createLazyReducerSlot<LeasesState>();
