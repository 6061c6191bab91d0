/** The store slot of the tenants slice: the app's root reducer holds it; the slice registers when its chunk loads. */
import { createLazyReducerSlot } from '../../../lib/lazy-reducer.ts';
import type { TenantsState } from './tenants-slice.ts';

export const tenantsSlot = createLazyReducerSlot<TenantsState>();
