/** Lazily loaded entry of the open-requests dashboard widget. */
export { OpenRequestsWidget as default } from './components/open-requests-widget.tsx';
