/** Typed hooks for the payments slice (the app's store holds it under `payments`, filled when the slice's chunk loads). */
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppState } from '../../../lib/redux-hooks.ts';
import { initialPaymentsState } from './payments-slice.ts';
import type { PaymentsState } from './payments-slice.ts';

export interface PaymentsAppState extends AppState {
  payments: PaymentsState;
}

export const usePaymentsDispatch = useDispatch.withTypes<ThunkDispatch<PaymentsAppState, unknown, UnknownAction>>();
/** Reads the slice, or its initial state while the store slot is still empty (see lib/lazy-reducer.ts). */
export function usePaymentsSelector<T>(selector: (state: PaymentsAppState) => T): T {
  return useSelector((state: Omit<PaymentsAppState, 'payments'> & { payments: PaymentsState | null }) =>
    selector(state.payments ? (state as PaymentsAppState) : { ...state, payments: initialPaymentsState }),
  );
}
