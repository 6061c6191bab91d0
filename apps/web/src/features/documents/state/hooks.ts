/** Typed hooks for the documents slice (the app's store combines it under `documents`). */
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppState } from '../../../lib/redux-hooks.ts';
import type { DocumentsState } from './documents-slice.ts';

export interface DocumentsAppState extends AppState {
  documents: DocumentsState;
}

export const useDocumentsDispatch = useDispatch.withTypes<ThunkDispatch<DocumentsAppState, unknown, UnknownAction>>();
export const useDocumentsSelector = useSelector.withTypes<DocumentsAppState>();
