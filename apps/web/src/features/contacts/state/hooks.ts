/** Typed hooks for the contacts slice (the app's store combines it under `contacts`). */
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppState } from '../../../lib/redux-hooks.ts';
import { initialContactsState } from './contacts-slice.ts';
import type { ContactsState } from './contacts-slice.ts';

export interface ContactsAppState extends AppState {
  contacts: ContactsState;
}

export const useContactsDispatch = useDispatch.withTypes<ThunkDispatch<ContactsAppState, unknown, UnknownAction>>();
/** Reads the slice, or its initial state while the store slot is still empty (see lib/lazy-reducer.ts). */
export function useContactsSelector<T>(selector: (state: ContactsAppState) => T): T {
  return useSelector((state: Omit<ContactsAppState, 'contacts'> & { contacts: ContactsState | null }) =>
    selector(state.contacts ? (state as ContactsAppState) : { ...state, contacts: initialContactsState }),
  );
}
