/** Typed hooks for the documents slice (the app's store combines it under `documents`). */
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppState } from '../../../lib/redux-hooks.ts';
import { initialDocumentsState } from './documents-slice.ts';
import type { DocumentsState } from './documents-slice.ts';

export interface DocumentsAppState extends AppState {
  documents: DocumentsState;
}

export const useDocumentsDispatch = useDispatch.withTypes<ThunkDispatch<DocumentsAppState, unknown, UnknownAction>>();
/** Reads the slice, or its initial state while the store slot is still empty (see lib/lazy-reducer.ts). */
export function useDocumentsSelector<T>(selector: (state: DocumentsAppState) => T): T {
  return useSelector((state: Omit<DocumentsAppState, 'documents'> & { documents: DocumentsState | null }) =>
    selector(state.documents ? (state as DocumentsAppState) : { ...state, documents: initialDocumentsState }),
  );
}
