/** Public surface of the payments feature for the app: the store slot (the slice itself loads with the screens). */
import { paymentsSlot } from './state/payments-slot.ts';

export const paymentsReducer = paymentsSlot.reducer;
