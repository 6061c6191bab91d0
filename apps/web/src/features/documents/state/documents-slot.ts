/** The store slot of the documents slice: the app's root reducer holds it; the slice registers when its chunk loads. */
import { createLazyReducerSlot } from '../../../lib/lazy-reducer.ts';
import type { DocumentsState } from './documents-slice.ts';

export const documentsSlot = createLazyReducerSlot<DocumentsState>();

declare module '../../../lib/redux-hooks.ts' {
  /** The root reducer holds this slot under `documents`: null until the screens' chunk registers the slice. */
  interface AppState {
    documents: DocumentsState | null;
  }
}
