/** Public surface of the gallery feature for the app (store wiring) and the dashboard. */
export { galleryReducer } from './state/gallery-slice.ts';
export { GalleryWidget } from './components/gallery-widget.tsx';
