/** The store slot of the requests slice: null until the screens' chunk registers it (lib/lazy-reducer.ts). */
import { createLazyReducerSlot } from '../../../lib/lazy-reducer.ts';
import type { RequestsState } from './requests-slice.ts';

export const requestsSlot = createLazyReducerSlot<RequestsState>();

declare module '../../../lib/redux-hooks.ts' {
  interface AppState {
    tenantRequests: RequestsState | null;
  }
}
