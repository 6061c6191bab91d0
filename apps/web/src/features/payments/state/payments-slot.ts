/** The store slot of the payments slice: the app's root reducer holds it; the slice registers when its chunk loads. */
import { createLazyReducerSlot } from '../../../lib/lazy-reducer.ts';
import type { PaymentsState } from './payments-slice.ts';

export const paymentsSlot = createLazyReducerSlot<PaymentsState>();

declare module '../../../lib/redux-hooks.ts' {
  /** The root reducer holds this slot under `payments`: null until the screens' chunk registers the slice. */
  interface AppState {
    payments: PaymentsState | null;
  }
}
