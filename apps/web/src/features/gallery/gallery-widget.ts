/** Public, lazily loaded entry of the gallery dashboard widget (keeps it out of the dashboard's first load). */
export { GalleryWidget as default } from './components/gallery-widget.tsx';
