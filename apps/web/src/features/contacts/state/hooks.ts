/** Typed hooks for the contacts slice (the app's store combines it under `contacts`). */
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppState } from '../../../lib/redux-hooks.ts';
import type { ContactsState } from './contacts-slice.ts';

export interface ContactsAppState extends AppState {
  contacts: ContactsState;
}

export const useContactsDispatch = useDispatch.withTypes<ThunkDispatch<ContactsAppState, unknown, UnknownAction>>();
export const useContactsSelector = useSelector.withTypes<ContactsAppState>();
