/** Public surface of the documents feature for the app (store wiring) and the dashboard. */
export { documentsReducer } from './state/documents-slice.ts';
export { DocumentsWidget } from './components/documents-widget.tsx';
