/** Typed hooks for the gallery slice (the app's store combines it under `gallery`). */
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppState } from '../../../lib/redux-hooks.ts';
import { initialGalleryState } from './gallery-slice.ts';
import type { GalleryState } from './gallery-slice.ts';

export interface GalleryAppState extends AppState {
  gallery: GalleryState;
}

export const useGalleryDispatch = useDispatch.withTypes<ThunkDispatch<GalleryAppState, unknown, UnknownAction>>();
/** Reads the slice, or its initial state while the store slot is still empty (see lib/lazy-reducer.ts). */
export function useGallerySelector<T>(selector: (state: GalleryAppState) => T): T {
  return useSelector((state: Omit<GalleryAppState, 'gallery'> & { gallery: GalleryState | null }) =>
    selector(state.gallery ? (state as GalleryAppState) : { ...state, gallery: initialGalleryState }),
  );
}
