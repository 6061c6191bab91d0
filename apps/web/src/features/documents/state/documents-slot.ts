/** The store slot of the documents slice: the app's root reducer holds it; the slice registers when its chunk loads. */
import { createLazyReducerSlot } from '../../../lib/lazy-reducer.ts';
import type { DocumentsState } from './documents-slice.ts';

export const documentsSlot = createLazyReducerSlot<DocumentsState>();
