/** Public, lazily loaded entry of the documents dashboard widget (keeps it out of the dashboard's first load). */
export { DocumentsWidget as default } from './components/documents-widget.tsx';
