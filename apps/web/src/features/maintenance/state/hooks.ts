/** Typed hooks for the requests slice (the store holds it under `tenantRequests`). */
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppState } from '../../../lib/redux-hooks.ts';
import { initialRequestsState } from './requests-slice.ts';
import type { RequestsState } from './requests-slice.ts';

export interface RequestsAppState extends AppState {
  tenantRequests: RequestsState;
}

export const useRequestsDispatch = useDispatch.withTypes<ThunkDispatch<RequestsAppState, unknown, UnknownAction>>();
/** Reads the slice, or its initial state while the store slot is still empty. */
export function useRequestsSelector<T>(selector: (state: RequestsAppState) => T): T {
  return useSelector((state: Omit<RequestsAppState, 'tenantRequests'> & { tenantRequests: RequestsState | null }) =>
    selector(state.tenantRequests ? (state as RequestsAppState) : { ...state, tenantRequests: initialRequestsState }),
  );
}
