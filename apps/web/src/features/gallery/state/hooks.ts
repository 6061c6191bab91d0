/** Typed hooks for the gallery slice (the app's store combines it under `gallery`). */
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppState } from '../../../lib/redux-hooks.ts';
import type { GalleryState } from './gallery-slice.ts';

export interface GalleryAppState extends AppState {
  gallery: GalleryState;
}

export const useGalleryDispatch = useDispatch.withTypes<ThunkDispatch<GalleryAppState, unknown, UnknownAction>>();
export const useGallerySelector = useSelector.withTypes<GalleryAppState>();
