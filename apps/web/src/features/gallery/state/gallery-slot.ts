/** The store slot of the gallery slice: the app's root reducer holds it; the slice registers when its chunk loads. */
import { createLazyReducerSlot } from '../../../lib/lazy-reducer.ts';
import type { GalleryState } from './gallery-slice.ts';

export const gallerySlot = createLazyReducerSlot<GalleryState>();

declare module '../../../lib/redux-hooks.ts' {
  /** The root reducer holds this slot under `gallery`: null until the screens' chunk registers the slice. */
  interface AppState {
    gallery: GalleryState | null;
  }
}
